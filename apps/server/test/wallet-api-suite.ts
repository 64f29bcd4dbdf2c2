import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setLocked } from '../src/modules/operator/member-repo.ts';
import type { App } from '../src/platform/http.ts';
import { formatMinor } from '../src/platform/money.ts';
import { tokenHash } from '../src/platform/secrets.ts';
import { encrypt, postEncrypted } from './auth-helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

/**
 * The seamless-wallet API conformance suite, run on PGlite and on the real PostgreSQL server. `getApp` returns the
 * server under test; every case checks the ledger invariants afterwards.
 */
export function walletApiSuite(getApp: () => App) {
  const { id, call, launch, ticketFor, invariants } = walletApiClient(getApp);
  const cents = (v: string | undefined) => Math.round(Number(v) * 100);
  const money = (c: number) => formatMinor(BigInt(c));
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await getApp().deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  it('refuses bad signatures, unknown providers and stale timestamps without any change', async () => {
    const ticket = await ticketFor('demo_down1');
    const before = await call('balance', { ticket });
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { sig: 'ab'.repeat(32) })).status,
    ).toBe('INVALID_SIGNATURE');
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { provider: 'NOPE' })).status,
    ).toBe('INVALID_SIGNATURE');
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { ts: Date.now() - 6 * 60_000 }))
        .status,
    ).toBe('STALE_REQUEST');
    expect((await call('balance', { ticket })).balance).toBe(before.balance);
    await invariants();
  });

  it('answers a duplicate bet (serial and concurrent) with the first answer and one effect; a reused id with another body is refused', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = Number((await call('balance', { ticket })).balance);
    const body = { ticket, txId: id('dup'), roundId: id('r'), amount: '2.50' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('bet', body)));
    const serial = await call('bet', body);
    for (const a of [...answers, serial]) expect(a).toEqual(answers[0]);
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start - 2.5);
    expect((await call('bet', { ...body, amount: '3.00' })).status).toBe('DUPLICATE_MISMATCH');
    await invariants();
  });

  it('refuses a bet larger than the balance and reports the balance', async () => {
    const ticket = await ticketFor('demo_down1');
    const r = await call('bet', { ticket, txId: id('big'), roundId: id('r'), amount: '999999.00' });
    expect(r.status).toBe('INSUFFICIENT_FUNDS');
    expect(Object.keys(r).sort()).toEqual(['balance', 'playerId', 'status', 'txId']);
    expect(r.balance).toBe((await call('balance', { ticket })).balance);
    await invariants();
  });

  it('accepts a win after the session ended and settles the round', async () => {
    const ticket = await ticketFor('demo_down1');
    const roundId = id('r');
    const { playerId } = await call('bet', { ticket, txId: id('b'), roundId, amount: '1.00' });
    await getApp().deps.db.execute(sql`UPDATE game_sessions SET expires_at = now() - interval '1 minute'`);
    expect((await call('balance', { ticket })).status).toBe('SESSION_EXPIRED');
    const winBody = { txId: id('w'), roundId, playerId, amount: '3.00' };
    const w = await call('win', winBody);
    expect(w.status).toBe('OK');
    // The answer holds the API's fields only, and a copy of the call gets the same answer.
    expect(Object.keys(w).sort()).toEqual(['balance', 'status', 'txId']);
    expect(await call('win', winBody)).toEqual(w);
    expect((await call('win', { txId: id('w'), roundId: 'no-such-round', playerId, amount: '1.00' })).status).toBe(
      'NOT_FOUND',
    );
    await invariants();
  });

  it('applies the rollback rules', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = Number((await call('balance', { ticket })).balance);
    // Rollback refunds once; a second rollback changes nothing.
    const bet1 = { ticket, txId: id('b'), roundId: id('r'), amount: '4.00' };
    await call('bet', bet1);
    expect((await call('rollback', { txId: id('rb'), refTxId: bet1.txId })).status).toBe('OK');
    expect((await call('rollback', { txId: id('rb'), refTxId: bet1.txId })).status).toBe('OK');
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start);
    // A rollback before its bet: OK without moving money, and the late bet is refused.
    const lateId = id('late');
    expect(await call('rollback', { txId: id('rb'), refTxId: lateId })).toEqual({
      status: 'OK',
      txId: expect.any(String),
    });
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start);
    expect((await call('bet', { ticket, txId: lateId, roundId: id('r'), amount: '1.00' })).status).toBe(
      'BET_ROLLED_BACK',
    );
    // After the round is settled a rollback is refused.
    const bet2 = { ticket, txId: id('b'), roundId: id('r'), amount: '1.00' };
    const { playerId } = await call('bet', bet2);
    await call('win', { txId: id('w'), roundId: bet2.roundId, playerId, amount: '0' });
    expect((await call('rollback', { txId: id('rb'), refTxId: bet2.txId })).status).toBe('ROUND_SETTLED');
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start - 1);
    await invariants();
  });

  it('rolls back one bet of a round, not the round: the other bet stands and the win is paid', async () => {
    const app = getApp();
    const { ticket, token } = await launch('demo_down1');
    const start = cents((await call('balance', { ticket })).balance);
    const roundId = id('r');
    const betA = { ticket, txId: id('a'), roundId, amount: '10.00' };
    const betB = { ticket, txId: id('b'), roundId, amount: '10.00' };
    const a = await call('bet', betA);
    const b = await call('bet', betB);
    expect([a.status, b.status]).toEqual(['OK', 'OK']);
    const rollbackA = { txId: id('rb'), refTxId: betA.txId };
    const rb = await call('rollback', rollbackA);
    expect(rb).toEqual({ status: 'OK', txId: rollbackA.txId, balance: money(start - 1000) });
    const winBody = { txId: id('w'), roundId, playerId: a.playerId, amount: '40.00' };
    const w = await call('win', winBody);
    expect(w).toEqual({ status: 'OK', txId: winBody.txId, balance: money(start - 1000 + 4000) });
    // Each call again, with its own id and body: its first answer, and no money moves.
    expect(await call('bet', betA)).toEqual(a);
    expect(await call('bet', betB)).toEqual(b);
    expect(await call('rollback', rollbackA)).toEqual(rb);
    expect(await call('win', winBody)).toEqual(w);
    expect(cents((await call('balance', { ticket })).balance)).toBe(start - 1000 + 4000);
    // The round is settled with the standing stake only; the account record keeps the rolled-back bet and its refund.
    const records = (
      await app.inject({ url: '/wps/relay/ODSFE2_personalHistory?pageSize=5', headers: { token } })
    ).json().value.list as Array<Record<string, unknown>>;
    expect(records.find((r) => r.roundId === roundId)).toMatchObject({
      bet: '10.00',
      win: '40.00',
      profit: '30.00',
      status: 'settled',
    });
    const lines = (
      await app.inject({ url: '/wps/relay/ODSFE2_MemTransDet?type=all&pageSize=4', headers: { token } })
    ).json().value.list as Array<{ kind: string; amount: string }>;
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['win', '40.00'],
      ['rollback', '10.00'],
      ['bet', '-10.00'],
      ['bet', '-10.00'],
    ]);
    const states = await rowsOf(
      sql`SELECT tx_id, state FROM provider_transactions WHERE provider = 'DEMO' AND tx_id IN (${betA.txId}, ${betB.txId})`,
    );
    expect(Object.fromEntries(states.map((r) => [r.tx_id, r.state]))).toEqual({
      [betA.txId]: 'rolled_back',
      [betB.txId]: 'done',
    });
    // Rebate, turnover and salaries read the valid bet: the standing stake.
    const valid = await rowsOf(sql`SELECT valid_bet::int AS v FROM valid_bets WHERE round_id = ${roundId}`);
    expect(valid).toEqual([{ v: 1000 }]);
    await invariants();
  });

  it('refuses the win of a round whose every bet was rolled back, and further bets on it', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = cents((await call('balance', { ticket })).balance);
    const roundId = id('r');
    const betA = { ticket, txId: id('a'), roundId, amount: '10.00' };
    const betB = { ticket, txId: id('b'), roundId, amount: '10.00' };
    const { playerId } = await call('bet', betA);
    await call('bet', betB);
    const rbA = await call('rollback', { txId: id('rb'), refTxId: betA.txId });
    expect(rbA.status).toBe('OK');
    // One bet still stands: the round takes another one.
    const betC = { ticket, txId: id('c'), roundId, amount: '5.00' };
    expect((await call('bet', betC)).status).toBe('OK');
    for (const bet of [betB, betC])
      expect((await call('rollback', { txId: id('rb'), refTxId: bet.txId })).status).toBe('OK');
    expect(cents((await call('balance', { ticket })).balance)).toBe(start);
    const winBody = { txId: id('w'), roundId, playerId, amount: '40.00' };
    const refused = await call('win', winBody);
    expect(refused).toEqual({ status: 'BET_ROLLED_BACK', txId: winBody.txId, balance: money(start) });
    expect((await call('bet', { ticket, txId: id('d'), roundId, amount: '1.00' })).status).toBe('ROUND_SETTLED');
    // The refusal is final: a copy of the win gets it again, balance included, after money moved elsewhere.
    expect((await call('bet', { ticket, txId: id('e'), roundId: id('r'), amount: '1.00' })).status).toBe('OK');
    expect(await call('win', winBody)).toEqual(refused);
    expect(cents((await call('balance', { ticket })).balance)).toBe(start - 100);
    const [round] = await rowsOf(sql`SELECT bet::int AS bet, status FROM game_rounds WHERE round_id = ${roundId}`);
    expect(round).toEqual({ bet: 0, status: 'rolled_back' });
    expect(await rowsOf(sql`SELECT 1 FROM settled_cash_rounds WHERE round_id = ${roundId}`)).toEqual([]);
    await invariants();
  });

  it('reopens a round an earlier rollback closed while another bet of it stood, so its win is paid', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = cents((await call('balance', { ticket })).balance);
    const roundId = id('r');
    const betA = { ticket, txId: id('a'), roundId, amount: '3.00' };
    const { playerId } = await call('bet', betA);
    await call('bet', { ticket, txId: id('b'), roundId, amount: '2.00' });
    await call('rollback', { txId: id('rb'), refTxId: betA.txId });
    // What the earlier rule left: the round closed with a bet standing (its win refused, and not recorded).
    await getApp().deps.db.execute(sql`UPDATE game_rounds SET status = 'rolled_back' WHERE round_id = ${roundId}`);
    const file = new URL('../src/db/migrations/0821_rollback_one_transaction.sql', import.meta.url);
    const migration = await readFile(file, 'utf8');
    await getApp().deps.database.session((query) => query(migration));
    expect(await rowsOf(sql`SELECT status FROM game_rounds WHERE round_id = ${roundId}`)).toEqual([{ status: 'open' }]);
    const winBody = { txId: id('w'), roundId, playerId, amount: '6.00' };
    expect((await call('win', winBody)).status).toBe('OK');
    expect(cents((await call('balance', { ticket })).balance)).toBe(start - 200 + 600);
    await invariants();
  });

  it('refuses a bet above the balance and every bet on an emptied wallet (a trial account’s fun money)', async () => {
    const app = getApp();
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    const list = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=FSA&pageSize=1' })).json().value.games;
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token: trial },
      payload: { nodeId: list[0].nodeId, launchMode: 'GLS' },
    });
    const ticket = new URL(launch.json().value.game_url, 'http://x').searchParams.get('ticket') as string;
    expect(await call('balance', { ticket })).toEqual({
      status: 'OK',
      balance: '2000.00',
      playerId: expect.any(String),
    });
    const over = await call('bet', { ticket, txId: id('e'), roundId: id('r'), amount: '2000.01' });
    expect(over).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '2000.00' });
    expect((await call('bet', { ticket, txId: id('e'), roundId: id('r'), amount: '2000.00' })).balance).toBe('0.00');
    expect((await call('bet', { ticket, txId: id('e'), roundId: id('r'), amount: '0.01' })).status).toBe(
      'INSUFFICIENT_FUNDS',
    );
    await invariants();
  });
  it('records every answered rollback id, the ones after the refund included', async () => {
    const ticket = await ticketFor('demo_down2');
    const bet = { ticket, txId: id('b'), roundId: id('r'), amount: '1.00' };
    await call('bet', bet);
    const first = { txId: id('rb'), refTxId: bet.txId };
    const later = { txId: id('rb'), refTxId: bet.txId };
    expect((await call('rollback', first)).status).toBe('OK');
    const answer = await call('rollback', later);
    expect(answer.status).toBe('OK');
    const rows = (await getApp().deps.db.execute(
      sql`SELECT state, response FROM provider_transactions WHERE provider = 'DEMO' AND tx_id = ${later.txId}`,
    )) as unknown as { rows: Array<{ state: string; response: unknown }> };
    expect(rows.rows).toEqual([{ state: 'done', response: answer }]);
    expect(await call('rollback', later)).toEqual(answer);
    expect((await call('rollback', { ...later, refTxId: id('other') })).status).toBe('DUPLICATE_MISMATCH');
    await invariants();
  });

  it('ends a ticket with its member session (logout, password change), after idling, and never past the session', async () => {
    const app = getApp();
    const out = await launch('demo_agent');
    expect((await call('balance', { ticket: out.ticket })).status).toBe('OK');
    await app.inject({ method: 'POST', url: '/wps/session/logout', headers: { token: out.token } });
    expect((await call('balance', { ticket: out.ticket })).status).toBe('SESSION_EXPIRED');
    expect((await call('bet', { ticket: out.ticket, txId: id('b'), roundId: id('r'), amount: '1.00' })).status).toBe(
      'SESSION_EXPIRED',
    );

    const changed = await launch('demo_agent');
    const change = (token: string, oldPassword: string, newPassword: string) =>
      postEncrypted(
        app,
        '/wps/member/password',
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        { token },
        'PUT',
      );
    expect((await change(changed.token, 'Demo@2026', 'Better@456')).json().success).toBe(true);
    expect((await call('balance', { ticket: changed.ticket })).status).toBe('SESSION_EXPIRED');
    const again = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, {
        type: 'username',
        username: 'demo_agent',
        password: 'Better@456',
      }),
      remoteAddress: '10.8.0.1',
    });
    expect((await change(again.json().value.token, 'Better@456', 'Demo@2026')).json().success).toBe(true);

    const idle = await launch('demo_agent');
    const ticketHash = tokenHash(idle.ticket);
    const expiry = async () =>
      (
        (await app.deps.db.execute(
          sql`SELECT extract(epoch FROM s.expires_at - now())::int AS ticket, extract(epoch FROM ms.expires_at - s.expires_at)::int AS margin
            FROM game_sessions s JOIN member_sessions ms ON ms.token_hash = s.session_hash WHERE s.ticket_hash = ${ticketHash}`,
        )) as unknown as { rows: Array<{ ticket: number; margin: number }> }
      ).rows[0];
    expect((await expiry())?.ticket).toBeLessThanOrEqual(30 * 60);
    // Each use extends an idle ticket, up to its member session's end.
    await app.deps.db.execute(
      sql`UPDATE game_sessions SET expires_at = now() + interval '1 minute' WHERE ticket_hash = ${ticketHash}`,
    );
    expect((await call('balance', { ticket: idle.ticket })).status).toBe('OK');
    expect((await expiry())?.ticket).toBeGreaterThan(29 * 60);
    await app.deps.db.execute(
      sql`UPDATE member_sessions SET expires_at = now() + interval '5 minutes' WHERE token_hash = ${tokenHash(idle.token)}`,
    );
    expect((await call('balance', { ticket: idle.ticket })).status).toBe('OK');
    expect((await expiry())?.margin).toBe(0);
    await app.deps.db.execute(
      sql`UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE ticket_hash = ${ticketHash}`,
    );
    expect((await call('balance', { ticket: idle.ticket })).status).toBe('SESSION_EXPIRED');

    // An operator locking the member ends its sessions, and with them its tickets.
    const locked = await launch('demo_agent');
    const member = Number((await call('balance', { ticket: locked.ticket })).playerId);
    await setLocked(app.deps.db, member, true);
    try {
      expect((await call('balance', { ticket: locked.ticket })).status).toBe('SESSION_EXPIRED');
      expect(
        (await call('bet', { ticket: locked.ticket, txId: id('b'), roundId: id('r'), amount: '1.00' })).status,
      ).toBe('SESSION_EXPIRED');
    } finally {
      await setLocked(app.deps.db, member, false);
    }
  });

  it('refuses a ticket to every provider but the one of its game', async () => {
    const demo = await launch('demo_down1', 'LVB');
    const inhouse = await launch('demo_down1', 'INH');
    expect((await call('balance', { ticket: demo.ticket }, { provider: 'INHOUSE' })).status).toBe('SESSION_EXPIRED');
    expect((await call('balance', { ticket: inhouse.ticket })).status).toBe('SESSION_EXPIRED');
    const before = (await call('balance', { ticket: demo.ticket })).balance;
    const bet = { ticket: demo.ticket, txId: id('b'), roundId: id('r'), amount: '1.00' };
    expect((await call('bet', bet, { provider: 'INHOUSE' })).status).toBe('SESSION_EXPIRED');
    expect((await call('balance', { ticket: inhouse.ticket }, { provider: 'INHOUSE' })).balance).toBe(before);
    expect((await call('bet', bet)).status).toBe('OK');
    await invariants();
  });

  it("pays a win only to the player it names, in that player's round", async () => {
    const one = await ticketFor('demo_down1');
    const two = await ticketFor('demo_down2');
    const roundId = id('r');
    const b = await call('bet', { ticket: one, txId: id('b'), roundId, amount: '1.00' });
    const other = (await call('balance', { ticket: two })).playerId;
    const before = (await call('balance', { ticket: two })).balance;
    expect((await call('win', { txId: id('w'), roundId, amount: '2.00' })).status).toBe('INVALID_REQUEST');
    expect((await call('win', { txId: id('w'), roundId, playerId: '2147483648', amount: '2.00' })).status).toBe(
      'INVALID_REQUEST',
    );
    expect((await call('win', { txId: id('w'), roundId, playerId: other, amount: '2.00' })).status).toBe('NOT_FOUND');
    expect((await call('balance', { ticket: two })).balance).toBe(before);
    expect((await call('win', { txId: id('w'), roundId, playerId: b.playerId, amount: '2.00' })).status).toBe('OK');
    await invariants();
  });

  it('answers INVALID_REQUEST to bad input and changes nothing', async () => {
    const ticket = await ticketFor('demo_down1');
    const before = (await call('balance', { ticket })).balance;
    const roundId = id('r');
    const { playerId } = await call('bet', { ticket, txId: id('b'), roundId, amount: '1.00' });
    const deep = JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`);
    const bad: Array<[string, unknown]> = [
      ['bet', { ticket, txId: 'nul\u0000id', roundId: id('r'), amount: '1.00' }],
      ['bet', { ticket, txId: id('b'), roundId: 'tab\there', amount: '1.00' }],
      ['bet', { ticket, txId: id('b'), roundId: id('r'), amount: '0.00' }],
      ['rollback', { txId: id('rb'), refTxId: 'x\u0000' }],
      ['win', { txId: id('w'), roundId, playerId, amount: '1.00', detail: { text: 'a\u0000b' } }],
      ['win', { txId: id('w'), roundId, playerId, amount: '1.00', detail: { text: '\ud800' } }],
      ['win', { txId: id('w'), roundId, playerId, amount: '1.00', detail: deep }],
      ['win', []],
      ['balance', null],
      ['rollback', 'text'],
    ];
    for (const [op, body] of bad) expect((await call(op, body)).status, JSON.stringify(body)).toBe('INVALID_REQUEST');
    expect((await call('balance', { ticket })).balance).toBe((Number(before) - 1).toFixed(2));
    // A detail that only looks like an escape is stored as it is.
    const w = await call('win', { txId: id('w'), roundId, playerId, amount: '0', detail: { text: 'C:\\u0000' } });
    expect(w.status).toBe('OK');
    await invariants();
  });
}
