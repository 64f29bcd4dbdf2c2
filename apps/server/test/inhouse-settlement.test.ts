import type { AddressInfo } from 'node:net';
import { RoundRandom } from '@portal/contracts/fair';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { diceRoll, minesLayout, minesMultiplier, minesPayout } from '../src/modules/inhouse/games.ts';
import type { App } from '../src/platform/http.ts';
import { runJobsNow } from '../src/platform/jobs.ts';
import { formatMinor } from '../src/platform/money.ts';
import { openSeed, seedSealer } from '../src/platform/seal.ts';
import { countRows, patchBrand } from './auth-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';
import { walletApiClient } from './wallet-api-client.ts';
import { walletFaultProxy } from './wallet-fault-proxy.ts';

/**
 * A win is never lost: an in-house round's outcome and the win it owes are recorded before the win is sent, and the
 * settlement job resends an unacknowledged win (or the rollback of a bet whose answer never came) with the same
 * transaction id until the wallet answers. Mines rounds resume, and settle themselves after the brand's time-out.
 * The games reach the wallet through a proxy that can lose calls or their answers.
 */
let app: App;
let proxy: Awaited<ReturnType<typeof walletFaultProxy>>;
type Answer = Record<string, unknown> & {
  error?: string;
  roundId?: string;
  nonce?: number;
  payout?: string;
  balance?: string;
  layout?: number[];
};
const JOB = 'inhouse-settlement';
const MINUTE = 60_000;
/** The job run as its timer would run it, `minutes` from now. */
const settleAt = (minutes: number) => runJobsNow(app, [JOB], new Date(Date.now() + minutes * MINUTE));

beforeAll(async () => {
  proxy = await walletFaultProxy();
  app = await buildTestApp({ WALLET_API_URL: proxy.base });
  await app.listen({ port: 0, host: '127.0.0.1' });
  proxy.forwardTo((app.server.address() as AddressInfo).port);
});
afterAll(async () => {
  await app.close();
  await proxy.close();
});
afterEach(async () => {
  proxy.faults.clear();
  // Whatever a test left owed is settled, and the ledger balances.
  await settleAt(60 * 48);
  await expectBalancedLedger(app);
});

const rows = async (query: SQL) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** A new member with 10.00 and their in-house ticket's calls. */
const player = async (username: string) => {
  const headers = await newMember(app, username);
  await paidDeposit(app, headers, '10.00');
  const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: games[0].nodeId, launchMode: 'GLS', accountType: 1 },
  });
  const ticket = String(new URL(launched.json().value.game_url, 'http://x').searchParams.get('ticket'));
  const send = (path: string, body: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } });
  const post = async (path: string, body: Record<string, unknown> = {}) => (await send(path, body)).json() as Answer;
  const id = await countRows(app, sql`SELECT id AS n FROM members WHERE username = ${username}`);
  const main = async () => (await wallet(app, headers)).main;
  await post('state'); // the member's first seed pair
  return { id, ticket, send, post, main, headers };
};

/** Picks a client seed whose next dice roll wins under `target` (the test opens the sealed server seed to do so). */
const winNextDice = async (p: Awaited<ReturnType<typeof player>>, target: number) => {
  const [seed] = await rows(sql`SELECT server_seed, nonce FROM fair_seeds WHERE member_id = ${p.id} AND active`);
  const serverSeed = openSeed(seedSealer(app.deps.config), String(seed?.server_seed));
  for (let i = 0; ; i++) {
    const clientSeed = `win-${i}`;
    const r = await diceRoll(new RoundRandom(serverSeed, clientSeed, Number(seed?.nonce)), 100n, target);
    if (r.win) {
      await p.post('seed', { clientSeed });
      return formatMinor(r.payout);
    }
  }
};

/** A tile of the round that is not a mine (the test reads the layout the server keeps). */
const safeTile = async (roundId: string) => {
  const [r] = await rows(sql`SELECT layout FROM mines_rounds WHERE round_id = ${roundId}`);
  const layout = r?.layout as number[];
  return Array.from({ length: 25 }, (_, i) => i).find((i) => !layout.includes(i)) as number;
};

/** Win postings the ledger made for a round (one at most, whatever was resent). */
const winPostings = (roundId: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'win' AND memo LIKE ${`%${roundId}`}`);
const walletRound = async (roundId: string) =>
  (await rows(sql`SELECT status, win::text AS win FROM game_rounds WHERE round_id = ${roundId}`))[0];

describe('a win the wallet has not acknowledged', () => {
  it('dice: the round answers its outcome, and the job resends the win with the same id until the wallet answers, once', async () => {
    const p = await player('settledice1');
    const payout = await winNextDice(p, 50);
    proxy.faults.set('win', 'unreachable');
    const r = await p.post('dice', { bet: '1.00', target: 50 });
    // The round was played: its outcome is answered; the balance is not known until the win is paid.
    expect(r).toMatchObject({ win: true, payout });
    expect(r.balance).toBeUndefined();
    expect(await p.main()).toBe('9.00');
    const txId = `${r.roundId}:win`;
    // Too early for the job (the game itself may still be sending it), then the wallet still out of reach.
    await settleAt(0);
    expect(proxy.callsOf('win', txId)).toHaveLength(1);
    await settleAt(1);
    expect(proxy.callsOf('win', txId)).toHaveLength(2);
    expect(await p.main()).toBe('9.00');
    proxy.faults.delete('win');
    await settleAt(2);
    expect(await p.main()).toBe((9 + Number(payout)).toFixed(2));
    await settleAt(3);
    await settleAt(60);
    const sent = proxy.callsOf('win', txId);
    expect(sent).toHaveLength(3);
    // Every copy is the same call: same id, same amount, same player and detail.
    for (const c of sent) expect(c.body).toEqual(sent[0]?.body);
    expect(await p.main()).toBe((9 + Number(payout)).toFixed(2));
    expect(await winPostings(String(r.roundId))).toBe(1);
    expect(await walletRound(String(r.roundId))).toEqual({ status: 'settled', win: String(Number(payout) * 100) });
  });

  it('dice: a win the wallet paid but whose answer was lost is resent and answered, never paid twice', async () => {
    const p = await player('settledice2');
    const payout = await winNextDice(p, 50);
    proxy.faults.set('win', 'answer-lost');
    const r = await p.post('dice', { bet: '1.00', target: 50 });
    expect(r).toMatchObject({ win: true, payout });
    const paid = (9 + Number(payout)).toFixed(2);
    expect(await p.main()).toBe(paid);
    proxy.faults.delete('win');
    await settleAt(1);
    await settleAt(2);
    expect(proxy.callsOf('win', `${r.roundId}:win`)).toHaveLength(2);
    expect(await p.main()).toBe(paid);
    expect(await winPostings(String(r.roundId))).toBe(1);
  });

  it('slot: a round whose win (0 or more) went unanswered is settled by the job', async () => {
    const p = await player('settleslot1');
    proxy.faults.set('win', 'unreachable');
    const r = await p.post('slot', { bet: '1.00' });
    expect(r.payout).toEqual(expect.any(String));
    expect((await walletRound(String(r.roundId)))?.status).toBe('open');
    proxy.faults.delete('win');
    await settleAt(1);
    expect(await walletRound(String(r.roundId))).toEqual({
      status: 'settled',
      win: String(Math.round(Number(r.payout) * 100)),
    });
    expect(await p.main()).toBe((9 + Number(r.payout)).toFixed(2));
  });

  it('two job runs at once send an owed win once', async () => {
    const p = await player('settletwice1');
    await winNextDice(p, 50);
    proxy.faults.set('win', 'unreachable');
    const r = await p.post('dice', { bet: '1.00', target: 50 });
    proxy.faults.delete('win');
    await Promise.all([settleAt(1), settleAt(1), settleAt(1)]);
    // The game's own call, then one from the jobs: the round was claimed by one run.
    expect(proxy.callsOf('win', `${r.roundId}:win`)).toHaveLength(2);
    expect(await winPostings(String(r.roundId))).toBe(1);
  });
});

describe('a bet whose answer never came', () => {
  it('is given back at once when the rollback gets through, and its nonce stays untaken', async () => {
    const p = await player('settlebet1');
    const before = await p.post('state');
    proxy.faults.set('bet', 'answer-lost');
    const res = await p.send('dice', { bet: '1.00', target: 50 });
    expect(res.statusCode).toBe(502);
    expect(await p.main()).toBe('10.00');
    const [round] = await rows(sql`SELECT round_id, status, nonce FROM inhouse_rounds WHERE member_id = ${p.id}`);
    expect(round).toMatchObject({ status: 'void', nonce: null });
    const rollbacks = proxy.calls.filter((c) => c.op === 'rollback' && c.body.refTxId === `${round?.round_id}:bet`);
    expect(rollbacks.map((c) => c.body.txId)).toEqual([`${round?.round_id}:void`]);
    proxy.faults.clear();
    expect((await p.post('dice', { bet: '1.00', target: 50 })).nonce).toBe(before.nonce);
  });

  it('is rolled back by the job with the same id when its rollback went unanswered too, and the stake comes back', async () => {
    const p = await player('settlebet2');
    const before = await p.post('state');
    proxy.faults.set('bet', 'answer-lost');
    proxy.faults.set('rollback', 'unreachable');
    expect((await p.send('dice', { bet: '1.00', target: 50 })).statusCode).toBe(502);
    expect(await p.main()).toBe('9.00');
    proxy.faults.clear();
    // Given up at once (void, nothing decided): its rollback is owed.
    const [round] = await rows(sql`SELECT round_id, status FROM inhouse_rounds WHERE member_id = ${p.id}`);
    expect(round?.status).toBe('void');
    const voidTx = `${round?.round_id}:void`;
    await settleAt(0);
    expect(await p.main()).toBe('9.00');
    await settleAt(1);
    expect(await p.main()).toBe('10.00');
    await settleAt(7);
    expect(proxy.callsOf('rollback', voidTx)).toHaveLength(2);
    expect((await walletRound(String(round?.round_id)))?.status).toBe('rolled_back');
    expect(await rows(sql`SELECT status, nonce, answer FROM inhouse_rounds WHERE member_id = ${p.id}`)).toEqual([
      { status: 'void', nonce: null, answer: 'OK' },
    ]);
    expect((await p.post('state')).nonce).toBe(before.nonce);
  });

  it('a round the process left pending after its bet is rolled back by the job once stale', async () => {
    const p = await player('settlebet4');
    // As a crash right after the bet leaves it: the round recorded as pending and its bet taken, nothing more.
    const roundId = `IHcrash${p.id}`;
    await app.deps.db.execute(
      sql`INSERT INTO inhouse_rounds (round_id, member_id, game, bet, status) VALUES (${roundId}, ${p.id}, 'dice', 100, 'pending')`,
    );
    const bet = { ticket: p.ticket, txId: `${roundId}:bet`, roundId, amount: '1.00' };
    expect((await walletApiClient(() => app).call('bet', bet, { provider: 'INHOUSE' })).status).toBe('OK');
    expect(await p.main()).toBe('9.00');
    // The bet may still be on its way for a few minutes: it is left alone, then rolled back.
    await settleAt(1);
    expect(await p.main()).toBe('9.00');
    await settleAt(6);
    expect(await p.main()).toBe('10.00');
    expect(proxy.callsOf('rollback', `${roundId}:void`)).toHaveLength(1);
    expect(await rows(sql`SELECT status, answer FROM inhouse_rounds WHERE round_id = ${roundId}`)).toEqual([
      { status: 'void', answer: 'OK' },
    ]);
  });

  it('mines: a start whose bet answer was lost is voided and its stake given back by the job', async () => {
    const p = await player('settlebet3');
    proxy.faults.set('bet', 'answer-lost');
    proxy.faults.set('rollback', 'unreachable');
    expect((await p.send('mines/start', { bet: '1.00', mines: 3 })).statusCode).toBe(502);
    proxy.faults.clear();
    expect(await p.main()).toBe('9.00');
    await settleAt(6);
    expect(await p.main()).toBe('10.00');
    expect(await rows(sql`SELECT status, nonce FROM mines_rounds WHERE member_id = ${p.id}`)).toEqual([
      { status: 'void', nonce: null },
    ]);
  });
});

describe('Mines rounds', () => {
  it('an open round resumes on the next page load, without its layout', async () => {
    const p = await player('settlemines1');
    expect(await p.post('mines/round')).toEqual({ round: null });
    const start = await p.post('mines/start', { bet: '1.00', mines: 3 });
    const tile = await safeTile(String(start.roundId));
    await p.post('mines/reveal', { roundId: start.roundId, tile });
    expect(await p.post('mines/round')).toEqual({
      round: {
        roundId: start.roundId,
        nonce: start.nonce,
        clientSeed: expect.any(String),
        mines: 3,
        bet: '1.00',
        revealed: [tile],
        multiplier: Math.round(minesMultiplier(3, 1) * 10_000) / 10_000,
      },
    });
    await p.post('mines/cashout', { roundId: start.roundId });
    expect(await p.post('mines/round')).toEqual({ round: null });
  });

  it('keeps the client seed and nonce it was dealt with: a client seed changed mid-round leaves its proof whole', async () => {
    const p = await player('settlemines5');
    const dealt = (await p.post('state')) as Answer & { clientSeed: string; serverHash: string };
    const start = await p.post('mines/start', { bet: '1.00', mines: 3 });
    await p.post('seed', { clientSeed: 'changed-mid-round' });
    await p.post('mines/reveal', { roundId: start.roundId, tile: await safeTile(String(start.roundId)) });
    const cashed = await p.post('mines/cashout', { roundId: start.roundId });
    expect(cashed.layout).toHaveLength(3);
    const [round] = await rows(sql`SELECT client_seed FROM mines_rounds WHERE round_id = ${start.roundId}`);
    expect(round?.client_seed).toBe(dealt.clientSeed);
    // Once the pair is revealed, the layout recomputes from the seed the round names, not from the pair's new one.
    const revealed = (await p.post('rotate')) as Answer & { revealed: { serverSeed: string; clientSeed: string } };
    expect(revealed.revealed.clientSeed).toBe('changed-mid-round');
    const again = await minesLayout(
      new RoundRandom(revealed.revealed.serverSeed, dealt.clientSeed, Number(start.nonce)),
      3,
    );
    expect(again).toEqual(cashed.layout);
    // The betting record's proof names them too.
    const history = await app.inject({ url: '/wps/relay/ODSFE2_personalHistory?pageSize=1', headers: p.headers });
    expect(history.json().value.list[0].proof).toEqual({
      game: 'mines',
      mines: 3,
      nonce: start.nonce,
      serverHash: dealt.serverHash,
      clientSeed: dealt.clientSeed,
    });
  });

  it('a cash-out whose win went unanswered answers again with its payout, and the win is paid once', async () => {
    const p = await player('settlemines2');
    const start = await p.post('mines/start', { bet: '1.00', mines: 3 });
    await p.post('mines/reveal', { roundId: start.roundId, tile: await safeTile(String(start.roundId)) });
    const payout = formatMinor(minesPayout(100n, 3, 1));
    proxy.faults.set('win', 'unreachable');
    const first = await p.post('mines/cashout', { roundId: start.roundId });
    expect(first).toMatchObject({ payout, layout: expect.any(Array) });
    expect(first.balance).toBeUndefined();
    expect(await p.main()).toBe('9.00');
    const paid = (9 + Number(payout)).toFixed(2);
    proxy.faults.delete('win');
    const again = await p.post('mines/cashout', { roundId: start.roundId });
    expect(again).toEqual({ ...first, balance: paid });
    await settleAt(1);
    expect(await p.post('mines/cashout', { roundId: start.roundId })).toEqual({ ...first, balance: paid });
    expect(await p.main()).toBe(paid);
    expect(await winPostings(String(start.roundId))).toBe(1);
    // A round lost on a mine is still over for a cash-out.
    const lost = await p.post('mines/start', { bet: '1.00', mines: 24 });
    const mine = (await safeTile(String(lost.roundId))) === 0 ? 1 : 0;
    expect((await p.post('mines/reveal', { roundId: lost.roundId, tile: mine })).mine).toBe(true);
    expect(await p.post('mines/cashout', { roundId: lost.roundId })).toEqual({ error: 'ROUND_OVER' });
  });

  it("a round left open past the brand's time-out is cashed out by the job: what was revealed, or the stake back", async () => {
    await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 60 }));
    try {
      const p = await player('settlemines3');
      const played = await p.post('mines/start', { bet: '1.00', mines: 3 });
      const tile = await safeTile(String(played.roundId));
      await p.post('mines/reveal', { roundId: played.roundId, tile });
      const untouched = await p.post('mines/start', { bet: '1.00', mines: 3 });
      expect(await p.main()).toBe('8.00');
      expect(await p.post('rotate')).toEqual({ error: 'ROUND_OPEN' });
      await settleAt(30);
      expect(await p.main()).toBe('8.00');
      await settleAt(61);
      const payout = formatMinor(minesPayout(100n, 3, 1));
      expect(await p.main()).toBe((9 + Number(payout)).toFixed(2));
      expect(
        await rows(
          sql`SELECT round_id, status, payout::text AS payout FROM mines_rounds WHERE member_id = ${p.id} ORDER BY created_at`,
        ),
      ).toEqual([
        { round_id: played.roundId, status: 'cashed', payout: payout.replace('.', '') },
        { round_id: untouched.roundId, status: 'cashed', payout: '100' },
      ]);
      expect(await p.post('mines/reveal', { roundId: untouched.roundId, tile: 0 })).toEqual({ error: 'ROUND_OVER' });
      expect(await p.post('mines/round')).toEqual({ round: null });
      expect(await p.post('rotate')).toMatchObject({ revealed: expect.any(Object) });
      expect(await winPostings(String(played.roundId))).toBe(1);
    } finally {
      await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 24 * 60 }));
    }
  });

  it("pays a cash-out, by hand or at the time-out, at most the brand's maxWin, and says it was capped", async () => {
    let saved: Parameters<Parameters<typeof patchBrand>[1]>[0] | undefined;
    await patchBrand(app, (c) => {
      saved = c;
      return { ...c, minesRoundTimeoutMinutes: 60, originals: { minBet: 10, maxBet: 1_000_000, maxWin: 120 } };
    });
    try {
      const p = await player('settlemines6');
      // One tile among 10 mines would pay 1.65 on 1.00: it pays the brand's 1.20.
      expect(formatMinor(minesPayout(100n, 10, 1))).toBe('1.65');
      const byHand = await p.post('mines/start', { bet: '1.00', mines: 10 });
      await p.post('mines/reveal', { roundId: byHand.roundId, tile: await safeTile(String(byHand.roundId)) });
      const cashed = await p.post('mines/cashout', { roundId: byHand.roundId });
      expect(cashed).toMatchObject({ payout: '1.20', capped: true, balance: '10.20' });
      // Sent again, it answers the same capped payout.
      expect(await p.post('mines/cashout', { roundId: byHand.roundId })).toEqual(cashed);
      // A win under the most is paid whole and not marked.
      const under = await p.post('mines/start', { bet: '1.00', mines: 10 });
      expect(await p.post('mines/cashout', { roundId: under.roundId })).not.toHaveProperty('capped');
      // The time-out reads the brand through the member.
      const left = await p.post('mines/start', { bet: '1.00', mines: 10 });
      await p.post('mines/reveal', { roundId: left.roundId, tile: await safeTile(String(left.roundId)) });
      expect(await p.main()).toBe('9.20');
      await settleAt(61);
      expect(await p.main()).toBe('10.40');
      for (const roundId of [byHand.roundId, left.roundId]) {
        const [round] = await rows(sql`SELECT payout::text AS payout FROM mines_rounds WHERE round_id = ${roundId}`);
        expect(round).toEqual({ payout: '120' });
        expect(await walletRound(String(roundId))).toEqual({ status: 'settled', win: '120' });
        const [{ detail }] = (await rows(sql`SELECT detail FROM game_rounds WHERE round_id = ${roundId}`)) as [
          { detail: unknown },
        ];
        expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toMatchObject({ game: 'mines', capped: true });
      }
    } finally {
      await patchBrand(app, (c) => saved ?? c);
    }
  });

  it('blocks a rotation no longer than the default 24 hours: the rotation settles a timed-out round itself', async () => {
    const p = await player('settlemines4');
    const start = await p.post('mines/start', { bet: '1.00', mines: 5 });
    const age = (hours: number) =>
      app.deps.db.execute(
        sql`UPDATE mines_rounds SET created_at = now() - make_interval(hours => ${hours}) WHERE round_id = ${String(start.roundId)}`,
      );
    await age(23);
    expect(await p.post('rotate')).toEqual({ error: 'ROUND_OPEN' });
    await age(25);
    const rotated = await p.post('rotate');
    expect(rotated).toMatchObject({ revealed: expect.any(Object) });
    // Nothing was revealed: the stake came back, through a cash-out's win like any other.
    expect(await p.main()).toBe('10.00');
    expect(await walletRound(String(start.roundId))).toEqual({ status: 'settled', win: '100' });
  });
});
