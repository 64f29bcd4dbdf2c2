import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlackjackDeal,
  type BlackjackMove,
  blackjackPayout,
  blackjackTable,
  standMoves,
} from '../src/modules/inhouse/games/blackjack.ts';
import { inhouseWallet } from '../src/modules/inhouse/wallet.ts';
import type { App } from '../src/platform/http.ts';
import { runJobsNow } from '../src/platform/jobs.ts';
import { formatMinor } from '../src/platform/money.ts';
import { countRows, patchBrand } from './auth-helper.ts';
import { buildTestApp, expectBalancedLedger, listenOnFreePort } from './helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';

/**
 * Lumen Blackjack through the provider API and the wallet: the extra stakes (double, split, insurance) are bets of
 * their own in the round, refused cleanly, sent once whatever is resent, rolled back when their answer is lost, and
 * decided under the round's lock; the round's win is one payout at the end.
 */
type View = {
  error?: string;
  roundId?: string;
  nonce?: number;
  payout?: string;
  balance?: string;
  ended?: boolean;
  phase?: string;
  options?: BlackjackMove[];
  dealer?: number[];
  moves?: BlackjackMove[];
  deal?: BlackjackDeal;
  maxStake?: string;
};
let app: App;
const MINUTE = 60_000;
const settleAt = (minutes: number) => runJobsNow(app, ['inhouse-settlement'], new Date(Date.now() + minutes * MINUTE));

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
});
afterAll(() => app.close());
afterEach(async () => {
  await settleAt(60 * 48);
  await expectBalancedLedger(app);
});

const rows = async (query: SQL) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

async function player(username: string, deposit = '10.00') {
  const headers = await newMember(app, username);
  await paidDeposit(app, headers, deposit);
  const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = games.find((g: { gameCode: string }) => g.gameCode === 'lumen-blackjack');
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: game.nodeId, launchMode: 'GLS', accountType: 1 },
  });
  const url = new URL(launched.json().value.game_url, 'http://x');
  const ticket = String(url.searchParams.get('ticket'));
  const post = async (path: string, body: Record<string, unknown> = {}) =>
    (
      await app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } })
    ).json() as View;
  const id = await countRows(app, sql`SELECT id AS n FROM members WHERE username = ${username}`);
  const main = async () => (await wallet(app, headers)).main;
  await post('state');
  return { id, url, ticket, headers, post, main };
}
type Player = Awaited<ReturnType<typeof player>>;

const dealOf = async (roundId: unknown) =>
  json(
    (await rows(sql`SELECT deal FROM stepped_rounds WHERE round_id = ${String(roundId)}`))[0]?.deal,
  ) as BlackjackDeal;
const stakesOf = (roundId: unknown) =>
  rows(
    sql`SELECT seq, amount::text AS amount, status, answer FROM stepped_stakes WHERE round_id = ${String(roundId)} ORDER BY seq`,
  );

/** Starts rounds (finishing each by standing) until one is open where `want` holds of its deal. */
async function roundWhere(p: Player, bet: string, want: (deal: BlackjackDeal, v: View) => boolean) {
  for (let i = 0; i < 400; i++) {
    const v = await p.post('blackjack/start', { bet });
    if (v.error) throw new Error(v.error);
    if (!v.ended && want(await dealOf(v.roundId), v)) return v;
    if (!v.ended) await finish(p, v.roundId);
  }
  throw new Error('no such deal');
}
/** Completes a round by standing (as the time-out does). */
async function finish(p: Player, roundId: unknown) {
  const deal = await dealOf(roundId);
  const moves = ((await rows(sql`SELECT moves FROM stepped_rounds WHERE round_id = ${String(roundId)}`))[0]?.moves ??
    []) as BlackjackMove[];
  let last: View = {};
  for (const m of standMoves(deal, json(moves) as BlackjackMove[]))
    last = await p.post('blackjack/step', { roundId, move: m });
  return last;
}
/** An API amount ("12.34", also "0.00") in minor units. */
const money = (x: string | undefined) => {
  const [whole, cents = ''] = String(x).split('.');
  return BigInt(whole as string) * 100n + BigInt(cents.padEnd(2, '0'));
};

describe('blackjack through the API', () => {
  it('deals without the hole card, pays one win at the end and records the round with its proof', async () => {
    const p = await player('blackjk1');
    expect(p.url.pathname).toBe('/provider/inhouse/blackjack');
    expect((await app.inject(p.url.pathname + p.url.search)).statusCode).toBe(200);
    const v = await roundWhere(p, '1.00', (_d, view) => view.phase === 'play');
    expect(v.dealer).toHaveLength(1);
    expect(v).not.toHaveProperty('deal');
    expect(v.options).toEqual(expect.arrayContaining(['hit', 'stand', 'double']));
    const before = money(await p.main());
    const deal = await dealOf(v.roundId);
    const end = await p.post('blackjack/step', { roundId: v.roundId, move: 'stand' });
    expect(end).toMatchObject({ ended: true, moves: ['stand'], deal });
    const owed = blackjackPayout(blackjackTable(deal, ['stand']), 100n);
    expect(end.payout).toBe(formatMinor(owed));
    expect(money(await p.main())).toBe(before + owed);
    // The betting record keeps the round once, its stake and win, with the moves in the proof's choices.
    const [record] = await rows(
      sql`SELECT bet::text AS bet, win::text AS win, detail FROM game_rounds WHERE round_id = ${String(v.roundId)}`,
    );
    expect(record).toMatchObject({ bet: '100', win: owed.toString() });
    expect(json(record?.detail)).toMatchObject({ game: 'blackjack', params: { moves: ['stand'] }, deal });
    expect(await p.post('blackjack/step', { roundId: v.roundId, move: 'hit' })).toEqual({ error: 'ROUND_OVER' });
    // Found in the lobby by the portal languages' words for it.
    for (const word of ['21点', 'vinte e um', 'แบล็คแจ็ค', 'xì dách']) {
      const found = (await app.inject(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(word)}`)).json().value
        .games as Array<{ gameName: string }>;
      expect(
        found.map((g) => g.gameName),
        word,
      ).toContain('Lumen Blackjack');
    }
    // No cash-out in blackjack.
    const open = await roundWhere(p, '1.00', (_d, view) => view.phase === 'play');
    expect(await p.post('blackjack/cashout', { roundId: open.roundId })).toEqual({ error: 'NOTHING_WON' });
    await finish(p, open.roundId);
  });

  it('a double is its own bet in the round: placed, paid in the one win; refused for want of balance, the round plays on', async () => {
    const p = await player('blackjk2');
    const v = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('double') ?? false);
    const before = money(await p.main());
    const deal = await dealOf(v.roundId);
    const r = await p.post('blackjack/step', { roundId: v.roundId, move: 'double' });
    expect(r.error).toBeUndefined();
    expect(await stakesOf(v.roundId)).toEqual([{ seq: 1, amount: '100', status: 'placed', answer: 'OK' }]);
    const last = r.ended ? r : await finish(p, v.roundId);
    const moves = ['double', ...standMoves(deal, ['double'])] as BlackjackMove[];
    const owed = blackjackPayout(blackjackTable(deal, moves), 100n);
    expect(last.payout).toBe(formatMinor(owed));
    expect(money(await p.main())).toBe(before - 100n + owed);
    const [record] = await rows(sql`SELECT bet::text AS bet FROM game_rounds WHERE round_id = ${String(v.roundId)}`);
    expect(record?.bet).toBe('200');

    // 6.00 of 10.00 staked: the double's 6.00 is refused, nothing is taken, and the hand is still there to play.
    const poor = await player('blackjk2b');
    const open = await roundWhere(poor, '6.00', (_d, view) => view.options?.includes('double') ?? false);
    expect(await poor.main()).toBe('4.00');
    expect(await poor.post('blackjack/step', { roundId: open.roundId, move: 'double' })).toEqual({
      error: 'INSUFFICIENT_FUNDS',
      balance: '4.00',
    });
    expect(await stakesOf(open.roundId)).toEqual([
      { seq: 1, amount: '600', status: 'refused', answer: 'INSUFFICIENT_FUNDS' },
    ]);
    expect(await poor.main()).toBe('4.00');
    const resumed = (await poor.post('blackjack/round')) as { round: View & { options: string[] } };
    expect(resumed.round).toMatchObject({ roundId: open.roundId, moves: [], phase: 'play' });
    expect(resumed.round.options).toContain('stand');
    const stood = await poor.post('blackjack/step', { roundId: open.roundId, move: 'stand' });
    expect(stood.ended).toBe(true);
    expect(money(await poor.main())).toBe(400n + money(stood.payout));
  });

  it('a split is a second bet, insurance half of one: each placed once, and the table limit counts them all', async () => {
    const p = await player('blackjk3', '50.00');
    const pair = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('split') ?? false);
    const deal = await dealOf(pair.roundId);
    const before = money(await p.main());
    const split = await p.post('blackjack/step', { roundId: pair.roundId, move: 'split' });
    expect(split.error).toBeUndefined();
    const last = split.ended ? split : await finish(p, pair.roundId);
    const moves = ['split', ...standMoves(deal, ['split'])] as BlackjackMove[];
    const owed = blackjackPayout(blackjackTable(deal, moves), 100n);
    expect(money(await p.main())).toBe(before - 100n + owed);
    expect(last.payout).toBe(formatMinor(owed));

    const ace = await roundWhere(p, '1.01', (_d, view) => view.phase === 'insurance');
    const aceDeal = await dealOf(ace.roundId);
    const even = ace.options?.includes('even_money') ?? false;
    const beforeAce = money(await p.main());
    const move: BlackjackMove = even ? 'even_money' : 'insurance';
    const r = await p.post('blackjack/step', { roundId: ace.roundId, move });
    expect(r.error).toBeUndefined();
    expect(await stakesOf(ace.roundId)).toEqual(even ? [] : [{ seq: 1, amount: '50', status: 'placed', answer: 'OK' }]);
    const end = r.ended ? r : await finish(p, ace.roundId);
    const all = [move, ...standMoves(aceDeal, [move])] as BlackjackMove[];
    const paid = blackjackPayout(blackjackTable(aceDeal, all), 101n);
    expect(end.payout).toBe(formatMinor(paid));
    expect(money(await p.main())).toBe(beforeAce - (even ? 0n : 50n) + paid);

    // With a largest stake of 1.50 a 1.00 hand cannot double (2.00 in all): refused, naming the limit.
    let saved: Parameters<Parameters<typeof patchBrand>[1]>[0] | undefined;
    await patchBrand(app, (c) => {
      saved = c;
      return { ...c, originals: { minBet: 10, maxBet: 150, maxWin: 100_000_000 } };
    });
    try {
      const v = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('double') ?? false);
      expect(await p.post('blackjack/step', { roundId: v.roundId, move: 'double' })).toEqual({
        error: 'BET_TOO_LARGE',
        maxStake: '1.50',
      });
      expect(await stakesOf(v.roundId)).toEqual([]);
      await finish(p, v.roundId);
    } finally {
      await patchBrand(app, (c) => saved ?? c);
    }
  });

  it('a double and a stand sent together: one of them decides the hand, and the money follows that one', async () => {
    const p = await player('blackjk4', '40.00');
    for (let i = 0; i < 5; i++) {
      const v = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('double') ?? false);
      const deal = await dealOf(v.roundId);
      const before = money(await p.main());
      const [dbl, stand] = await Promise.all([
        p.post('blackjack/step', { roundId: v.roundId, move: 'double' }),
        p.post('blackjack/step', { roundId: v.roundId, move: 'stand' }),
      ]);
      const [round] = await rows(sql`SELECT moves, status FROM stepped_rounds WHERE round_id = ${String(v.roundId)}`);
      const taken = json(round?.moves) as BlackjackMove[];
      expect(taken[0] === 'double' || taken[0] === 'stand').toBe(true);
      if (taken[0] === 'double') {
        expect(stand.error).toMatch(/^(ROUND_BUSY|ROUND_OVER|MOVE_INVALID)$/);
        expect(dbl.error).toBeUndefined();
      } else {
        expect(dbl.error).toMatch(/^(ROUND_BUSY|ROUND_OVER|MOVE_INVALID)$/);
        expect(await stakesOf(v.roundId)).toEqual([]);
      }
      if (round?.status === 'open') await finish(p, v.roundId);
      const stakes = taken[0] === 'double' ? 100n : 0n;
      const all = [...taken, ...standMoves(deal, taken)];
      const owed = blackjackPayout(blackjackTable(deal, all), 100n);
      expect(money(await p.main())).toBe(before - stakes + owed);
    }
  });

  it('a stake whose answer was lost is voided and rolled back by the job, once however often it is sent', async () => {
    const p = await player('blackjk5');
    const send = inhouseWallet(app);
    const v = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('double') ?? false);
    const roundId = String(v.roundId);
    const before = money(await p.main());
    // The double's bet reached the wallet (twice: a resend), its answers never came back: the stake stays pending.
    await app.deps.db.execute(
      sql`INSERT INTO stepped_stakes (round_id, seq, move, amount, status, created_at)
        VALUES (${roundId}, 1, '"double"'::jsonb, 100, 'pending', now() - interval '10 minutes')`,
    );
    const bet = { ticket: p.ticket, txId: `${roundId}:x1`, roundId, amount: '1.00' };
    expect((await send('bet', bet)).status).toBe('OK');
    expect((await send('bet', bet)).status).toBe('OK');
    expect(money(await p.main())).toBe(before - 100n);
    // Meanwhile the hand takes no move.
    expect(await p.post('blackjack/step', { roundId, move: 'stand' })).toEqual({ error: 'ROUND_BUSY' });
    await settleAt(0);
    expect(await stakesOf(roundId)).toEqual([{ seq: 1, amount: '100', status: 'void', answer: 'OK' }]);
    expect(money(await p.main())).toBe(before);
    // A late copy of the bet gets the first answer again and takes nothing; the job sends nothing more.
    expect((await send('bet', { ...bet })).status).toBe('OK');
    expect(money(await p.main())).toBe(before);
    await settleAt(5);
    expect(money(await p.main())).toBe(before);
    // The hand plays on; the round's record holds only the first stake.
    const end = await finish(p, roundId);
    expect(end.ended).toBe(true);
    const [record] = await rows(sql`SELECT bet::text AS bet FROM game_rounds WHERE round_id = ${roundId}`);
    expect(record?.bet).toBe('100');
  });

  it('a stake sent to a wallet that gave no answer is void and given back, and the hand stays playable', async () => {
    const p = await player('blackjk6');
    const v = await roundWhere(p, '1.00', (_d, view) => view.options?.includes('double') ?? false);
    const roundId = String(v.roundId);
    const before = money(await p.main());
    // A bet the wallet never saw (the call died on the way): the job's rollback answers, leaving a tombstone.
    await app.deps.db.execute(
      sql`INSERT INTO stepped_stakes (round_id, seq, move, amount, status, created_at)
        VALUES (${roundId}, 1, '"double"'::jsonb, 100, 'pending', now() - interval '10 minutes')`,
    );
    await settleAt(0);
    expect(await stakesOf(roundId)).toEqual([{ seq: 1, amount: '100', status: 'void', answer: 'OK' }]);
    const late = await inhouseWallet(app)('bet', { ticket: p.ticket, txId: `${roundId}:x1`, roundId, amount: '1.00' });
    expect(late.status).toBe('BET_ROLLED_BACK');
    expect(money(await p.main())).toBe(before);
    // The next double is stake 2, placed as usual.
    const r = await p.post('blackjack/step', { roundId, move: 'double' });
    expect(r.error).toBeUndefined();
    expect((await stakesOf(roundId)).map((s) => s.status)).toEqual(['void', 'placed']);
    if (!r.ended) await finish(p, roundId);
  });

  it("completes a hand left past the brand's time-out by standing, with its stakes", async () => {
    await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 60 }));
    try {
      const p = await player('blackjk7');
      const v = await roundWhere(
        p,
        '1.00',
        (d, view) => view.phase === 'play' && blackjackTable(d, []).phase === 'play',
      );
      const deal = await dealOf(v.roundId);
      const before = money(await p.main());
      await settleAt(30);
      expect(money(await p.main())).toBe(before);
      await settleAt(61);
      const moves = standMoves(deal, []);
      const owed = blackjackPayout(blackjackTable(deal, moves), 100n);
      const [round] = await rows(
        sql`SELECT status, moves, payout::text AS payout, answer FROM stepped_rounds WHERE round_id = ${String(v.roundId)}`,
      );
      expect(round).toMatchObject({ status: owed === 0n ? 'lost' : 'cashed', payout: owed.toString(), answer: 'OK' });
      expect(json(round?.moves)).toEqual(moves);
      expect(money(await p.main())).toBe(before + owed);
    } finally {
      await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 24 * 60 }));
    }
  });
});
