import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { walletApiClient } from '../wallet-api-client.ts';
import { buildPgApp } from './pg-helper.ts';

/** Concurrent and interrupted provider calls on the real PostgreSQL server (many connections, real row locks). */
describe('seamless-wallet API under races and crashes', () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  const { id, send, call, ticketFor, invariants } = walletApiClient(() => app);
  const cents = (v: string | undefined) => Math.round(Number(v) * 100);
  const balanceOf = async (ticket: string) => cents((await call('balance', { ticket })).balance);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  it('refunds a bet once when ten rollbacks with their own ids arrive together, and records every rollback id', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = await balanceOf(ticket);
    const bet = { ticket, txId: id('b'), roundId: id('r'), amount: '3.00' };
    expect((await call('bet', bet)).status).toBe('OK');
    const rollbackIds = Array.from({ length: 10 }, () => id('rb'));
    const answers = await Promise.all(rollbackIds.map((txId) => call('rollback', { txId, refTxId: bet.txId })));
    for (const a of answers) expect(a.status).toBe('OK');
    expect(await balanceOf(ticket)).toBe(start);
    const refunds = await rows(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'rollback' AND memo = ${`DEMO rollback ${bet.txId}`}`,
    );
    expect(refunds[0]?.n).toBe(1);
    const recorded = await rows(
      sql`SELECT count(*)::int AS n FROM provider_transactions WHERE kind = 'rollback' AND ref_tx_id = ${bet.txId}`,
    );
    expect(recorded[0]?.n).toBe(10);
    // A repeated rollback id gets its first answer again.
    expect(await call('rollback', { txId: rollbackIds[3], refTxId: bet.txId })).toEqual(answers[3]);
    await invariants();
  });

  it('pays exactly one of a win and a rollback of the same round sent together', async () => {
    const ticket = await ticketFor('demo_down1');
    for (let i = 0; i < 10; i++) {
      const start = await balanceOf(ticket);
      const bet = { ticket, txId: id('b'), roundId: id('r'), amount: '2.00' };
      const placed = await call('bet', bet);
      expect(placed.status).toBe('OK');
      const [w, rb] = await Promise.all([
        call('win', { txId: id('w'), roundId: bet.roundId, playerId: placed.playerId, amount: '5.00' }),
        call('rollback', { txId: id('rb'), refTxId: bet.txId }),
      ]);
      const end = await balanceOf(ticket);
      if (w.status === 'OK') {
        expect(rb.status).toBe('ROUND_SETTLED');
        expect(end).toBe(start - 200 + 500);
      } else {
        expect(w.status).toBe('BET_ROLLED_BACK');
        expect(rb.status).toBe('OK');
        expect(end).toBe(start);
      }
    }
    await invariants();
  });

  /** Whether a rollback found no bet to give back (it left a tombstone): its answer is OK either way. */
  const tombstone = async (rollbackTxId: string) =>
    (await rows(sql`SELECT state FROM provider_transactions WHERE provider = 'DEMO' AND tx_id = ${rollbackTxId}`))[0]
      ?.state === 'not_found';

  it('never keeps the debit of a bet whose rollback came first (20 races)', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = await balanceOf(ticket);
    for (let i = 0; i < 20; i++) {
      const bet = { ticket, txId: id('b'), roundId: id('r'), amount: '1.00' };
      const rollback = { txId: id('rb'), refTxId: bet.txId };
      const [b, rb] = await Promise.all([call('bet', bet), call('rollback', rollback)]);
      expect(rb.status).toBe('OK');
      const first = await tombstone(rollback.txId);
      expect(b.status).toBe(first ? 'BET_ROLLED_BACK' : 'OK');
      expect(await balanceOf(ticket)).toBe(start);
      // The provider retries the bet: the tombstone or the refund stands, no money moves.
      expect((await call('bet', bet)).status).toBe(first ? 'BET_ROLLED_BACK' : 'OK');
      expect(await balanceOf(ticket)).toBe(start);
    }
    await invariants();
  });

  it('keeps every round right when copies of its bets, rollbacks of one bet or both, and its win arrive together (108 calls)', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = await balanceOf(ticket);
    const rounds = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const roundId = id('mixed');
        const bets = [
          { ticket, txId: id('a'), roundId, amount: '10.00' },
          { ticket, txId: id('b'), roundId, amount: '10.00' },
        ];
        const placed = [await call('bet', bets[0]), await call('bet', bets[1])];
        for (const p of placed) expect(p.status).toBe('OK');
        // Half of the rounds roll back one bet, half both; in half of each the first rollback was answered before.
        const rollbacks = bets.slice(0, i % 2 === 0 ? 1 : 2).map((b) => ({ txId: id('rb'), refTxId: b.txId }));
        const before = i % 4 >= 2 && rollbacks[0] ? await call('rollback', rollbacks[0]) : null;
        if (before) expect(before.status).toBe('OK');
        const win = { txId: id('w'), roundId, playerId: placed[0]?.playerId, amount: '40.00' };
        return { roundId, bets, placed, rollbacks, before, win };
      }),
    );
    const calls = rounds.flatMap((r) =>
      [
        ...r.bets.map((body) => ['bet', body] as const),
        ...r.rollbacks.map((body) => ['rollback', body] as const),
        ['win', r.win] as const,
      ].flatMap((c) => [c, c, c]),
    );
    for (let i = calls.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [calls[i], calls[j]] = [calls[j] as (typeof calls)[number], calls[i] as (typeof calls)[number]];
    }
    expect(calls.length).toBe(108);
    const answers = await Promise.all(calls.map(([op, body]) => call(op, body)));
    const answerOf = new Map<string, (typeof answers)[number]>();
    calls.forEach(([op, body], i) => {
      const key = `${op}:${body.txId}`;
      // Every copy of a call gets the same answer.
      if (answerOf.has(key)) expect(answers[i]).toEqual(answerOf.get(key));
      else answerOf.set(key, answers[i] as (typeof answers)[number]);
    });
    let expected = start - 8 * 2000;
    for (const r of rounds) {
      for (const [i, b] of r.bets.entries()) expect(answerOf.get(`bet:${b.txId}`)).toEqual(r.placed[i]);
      if (r.before) expect(answerOf.get(`rollback:${r.rollbacks[0]?.txId}`)).toEqual(r.before);
      const refunded = r.rollbacks.filter((rb) => answerOf.get(`rollback:${rb.txId}`)?.status === 'OK').length;
      for (const rb of r.rollbacks)
        expect(['OK', 'ROUND_SETTLED']).toContain(answerOf.get(`rollback:${rb.txId}`)?.status);
      // The win is paid unless every bet of the round was rolled back before it.
      const won = answerOf.get(`win:${r.win.txId}`)?.status;
      expect(won).toBe(refunded === 2 ? 'BET_ROLLED_BACK' : 'OK');
      expected += refunded * 1000 + (won === 'OK' ? 4000 : 0);
      const valid = await rows(sql`SELECT valid_bet::int AS v FROM valid_bets WHERE round_id = ${r.roundId}`);
      expect(valid).toEqual(won === 'OK' ? [{ v: 2000 - refunded * 1000 }] : []);
    }
    expect(await balanceOf(ticket)).toBe(expected);
    await invariants();
    const negative = await rows(
      sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE owner_kind = 'member' AND balance < 0`,
    );
    expect(negative[0]?.n).toBe(0);
  });

  it('commits a bet with its record or not at all: after a failure before the record, the rollback finds no debit', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = await balanceOf(ticket);
    // A failure at a chosen moment: writing the bet's final record raises.
    await app.deps.db.execute(sql`CREATE FUNCTION fail_crash_bets() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await app.deps.db.execute(sql`CREATE TRIGGER crash_bets BEFORE INSERT OR UPDATE ON provider_transactions
      FOR EACH ROW WHEN (NEW.tx_id LIKE 'crash%' AND NEW.state = 'done') EXECUTE FUNCTION fail_crash_bets()`);
    try {
      const bet = { ticket, txId: id('crash'), roundId: id('r'), amount: '4.00' };
      expect((await send('bet', bet)).statusCode).toBe(500);
      expect(await balanceOf(ticket)).toBe(start);
      const rollback = { txId: id('rb'), refTxId: bet.txId };
      expect((await call('rollback', rollback)).status).toBe('OK');
      expect(await tombstone(rollback.txId)).toBe(true);
      expect(await balanceOf(ticket)).toBe(start);
      expect((await call('bet', bet)).status).toBe('BET_ROLLED_BACK');
      expect(await balanceOf(ticket)).toBe(start);
    } finally {
      await app.deps.db.execute(sql`DROP TRIGGER crash_bets ON provider_transactions`);
      await app.deps.db.execute(sql`DROP FUNCTION fail_crash_bets()`);
    }
    await invariants();
  });

  it('answers ten concurrent copies of a bet equal to the whole balance with the first answer', async () => {
    const ticket = await ticketFor('demo_player');
    const start = await balanceOf(ticket);
    expect(start).toBeGreaterThan(0);
    const bet = { ticket, txId: id('all-in'), roundId: id('r'), amount: (start / 100).toFixed(2) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('bet', bet)));
    for (const a of answers) expect(a).toEqual({ ...answers[0], status: 'OK', balance: '0.00' });
    expect(await balanceOf(ticket)).toBe(0);
    expect((await call('rollback', { txId: id('rb'), refTxId: bet.txId })).status).toBe('OK');
    expect(await balanceOf(ticket)).toBe(start);
    await invariants();
  });

  it('keeps two players who share a round id apart: each win goes to its own player', async () => {
    const one = await ticketFor('demo_down1');
    const two = await ticketFor('demo_down2');
    const [startOne, startTwo] = [await balanceOf(one), await balanceOf(two)];
    const roundId = id('table');
    const b1 = await call('bet', { ticket: one, txId: id('b'), roundId, amount: '1.00' });
    const b2 = await call('bet', { ticket: two, txId: id('b'), roundId, amount: '2.00' });
    expect([b1.status, b2.status]).toEqual(['OK', 'OK']);
    expect(b1.playerId).not.toBe(b2.playerId);
    expect((await call('win', { txId: id('w'), roundId, playerId: b2.playerId, amount: '6.00' })).status).toBe('OK');
    expect((await call('win', { txId: id('w'), roundId, playerId: b1.playerId, amount: '0' })).status).toBe('OK');
    expect(await balanceOf(one)).toBe(startOne - 100);
    expect(await balanceOf(two)).toBe(startTwo - 200 + 600);
    const rounds = await rows(sql`SELECT bet::int, win::int FROM game_rounds WHERE round_id = ${roundId} ORDER BY bet`);
    expect(rounds).toEqual([
      { bet: 100, win: 0 },
      { bet: 200, win: 600 },
    ]);
    await invariants();
  });

  it('records a replayed bet and win once in the round (ten concurrent copies each)', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = await balanceOf(ticket);
    const bet = { ticket, txId: id('b'), roundId: id('r'), amount: '1.50' };
    const placed = await Promise.all(Array.from({ length: 10 }, () => call('bet', bet)));
    const win = { txId: id('w'), roundId: bet.roundId, playerId: placed[0]?.playerId, amount: '2.25' };
    const won = await Promise.all(Array.from({ length: 10 }, () => call('win', win)));
    for (const a of won) expect(a).toEqual(won[0]);
    expect(won[0]?.status).toBe('OK');
    const [round] = await rows(sql`SELECT bet::int, win::int FROM game_rounds WHERE round_id = ${bet.roundId}`);
    expect(round).toEqual({ bet: 150, win: 225 });
    expect(await balanceOf(ticket)).toBe(start - 150 + 225);
    await invariants();
  });
});
