import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hiloMultiplier, rankOf } from '../src/modules/inhouse/games/hilo.ts';
import { TOWERS_DIFFICULTIES, towersMinStake, towersMultiplier } from '../src/modules/inhouse/games/towers.ts';
import { payoutOf } from '../src/modules/inhouse/stepped.ts';
import type { App } from '../src/platform/http.ts';
import { runJobsNow } from '../src/platform/jobs.ts';
import { formatMinor } from '../src/platform/money.ts';
import { countRows, patchBrand } from './auth-helper.ts';
import { buildTestApp, expectBalancedLedger, listenOnFreePort } from './helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';

/**
 * The stepped originals through the provider API and the wallet: a round is paid once, whatever is sent together or
 * again; it resumes on a page load; it blocks a rotation while open; the settlement job ends it after the time-out.
 */
type Answer = Record<string, unknown> & {
  error?: string;
  roundId?: string;
  payout?: string;
  balance?: string;
  lost?: boolean;
  ended?: boolean;
  cards?: number[];
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

/** A new member with 10.00, launched into `code`, and their ticket's calls. */
async function player(username: string, code = 'lumen-towers') {
  const headers = await newMember(app, username);
  await paidDeposit(app, headers, '10.00');
  const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = games.find((g: { gameCode: string }) => g.gameCode === code);
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: game.nodeId, launchMode: 'GLS', accountType: 1 },
  });
  const url = new URL(launched.json().value.game_url, 'http://x');
  const ticket = String(url.searchParams.get('ticket'));
  const send = (path: string, body: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } });
  const post = async (path: string, body: Record<string, unknown> = {}) => (await send(path, body)).json() as Answer;
  const id = await countRows(app, sql`SELECT id AS n FROM members WHERE username = ${username}`);
  const main = async () => (await wallet(app, headers)).main;
  await post('state');
  return { id, url, send, post, main };
}

/** The deal the server keeps for a round (the test reads it; the player never sees it while playing). */
const dealOf = async (roundId: unknown) =>
  (await rows(sql`SELECT deal FROM stepped_rounds WHERE round_id = ${String(roundId)}`))[0]?.deal as {
    traps: number[][];
    cards: number[];
  };
const dealt = async (roundId: unknown) => {
  const d = await dealOf(roundId);
  return typeof d === 'string' ? JSON.parse(d) : d;
};
const safeTile = (traps: number[], tiles: number) =>
  Array.from({ length: tiles }, (_, i) => i).find((t) => !traps.includes(t)) as number;

describe('towers through the API', () => {
  it('launches its page, and a round pays through the wallet: climbed and cashed, or lost on a trap', async () => {
    const p = await player('towers1');
    expect(p.url.pathname).toBe('/provider/inhouse/towers');
    expect((await app.inject(p.url.pathname + p.url.search)).statusCode).toBe(200);
    const start = await p.post('towers/start', { bet: '1.00', difficulty: 'medium' });
    expect(start).toMatchObject({ roundId: expect.any(String), multiplier: 1, cashout: '1.00', balance: '9.00' });
    expect(start).not.toHaveProperty('traps');
    const { traps } = await dealt(start.roundId);
    const one = await p.post('towers/step', { roundId: start.roundId, move: safeTile(traps[0], 3) });
    expect(one).toEqual({
      lost: false,
      ended: false,
      moves: [safeTile(traps[0], 3)],
      multiplier: 1.485,
      cashout: '1.49',
    });
    await p.post('towers/step', { roundId: start.roundId, move: safeTile(traps[1], 3) });
    const payout = formatMinor(payoutOf(100n, towersMultiplier('medium', 2)));
    expect(payout).toBe('2.23'); // 0.99 x 9/4 = 2.2275, rounded up
    const cashed = await p.post('towers/cashout', { roundId: start.roundId });
    expect(cashed).toMatchObject({ payout, deal: { traps }, balance: (9 + 2.23).toFixed(2) });
    expect(await p.main()).toBe('11.23');
    expect(await p.post('towers/step', { roundId: start.roundId, move: 0 })).toEqual({ error: 'ROUND_OVER' });

    const lost = await p.post('towers/start', { bet: '1.00', difficulty: 'hard' });
    const trap = (await dealt(lost.roundId)).traps[0][0];
    const step = await p.post('towers/step', { roundId: lost.roundId, move: trap });
    expect(step).toMatchObject({ lost: true, ended: true, payout: '0.00', balance: '10.23' });
    expect(await p.post('towers/cashout', { roundId: lost.roundId })).toEqual({ error: 'ROUND_OVER' });
    // The betting record's proof names the deal and the steps.
    const [row] = await rows(sql`SELECT status, answer FROM stepped_rounds WHERE round_id = ${String(lost.roundId)}`);
    expect(row).toEqual({ status: 'lost', answer: 'OK' });
  });

  it('refuses a stake under the minimum, a tile that is not there and another game’s round, taking nothing', async () => {
    const p = await player('towers2');
    const min = towersMinStake('easy');
    expect(await p.post('towers/start', { bet: formatMinor(min - 1n), difficulty: 'easy' })).toEqual({
      error: 'BET_TOO_SMALL',
      minStake: formatMinor(min),
    });
    expect((await p.send('towers/start', { bet: '1.00', difficulty: 'insane' })).statusCode).toBe(400);
    const start = await p.post('towers/start', { bet: '1.00', difficulty: 'hard' });
    expect(TOWERS_DIFFICULTIES.hard.tiles).toBe(2);
    expect(await p.post('towers/step', { roundId: start.roundId, move: 2 })).toEqual({ error: 'MOVE_INVALID' });
    expect(await p.post('hilo/step', { roundId: start.roundId, move: 'skip' })).toEqual({ error: 'ROUND_OVER' });
    // Nothing climbed: cashing out gives the stake back.
    expect(await p.post('towers/cashout', { roundId: start.roundId })).toMatchObject({ payout: '1.00' });
    expect(await p.main()).toBe('10.00');
  });

  it('a step and a cash-out sent together: exactly one of them decides the round, and it is paid once', async () => {
    const p = await player('towers3');
    for (let i = 0; i < 4; i++) {
      const before = Number(await p.main());
      const start = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      const { traps } = await dealt(start.roundId);
      await p.post('towers/step', { roundId: start.roundId, move: safeTile(traps[0], 4) });
      const [step, cash] = await Promise.all([
        p.post('towers/step', { roundId: start.roundId, move: traps[1][0] }),
        p.post('towers/cashout', { roundId: start.roundId }),
      ]);
      const paid = formatMinor(payoutOf(100n, towersMultiplier('easy', 1)));
      if (step.error) {
        expect(step).toEqual({ error: 'ROUND_OVER' });
        expect(cash.payout).toBe(paid);
        expect(await p.main()).toBe((before - 1 + Number(paid)).toFixed(2));
      } else {
        expect(step.lost).toBe(true);
        expect(cash).toEqual({ error: 'ROUND_OVER' });
        expect(await p.main()).toBe((before - 1).toFixed(2));
      }
    }
  });

  it('resumes on a page load without its deal, blocks a rotation while open, and a cash-out sent again pays once', async () => {
    const p = await player('towers4');
    expect(await p.post('towers/round')).toEqual({ round: null });
    const start = await p.post('towers/start', { bet: '2.00', difficulty: 'expert' });
    const { traps } = await dealt(start.roundId);
    const tile = safeTile(traps[0], 3);
    await p.post('towers/step', { roundId: start.roundId, move: tile });
    const resumed = await p.post('towers/round');
    expect(resumed).toEqual({
      round: {
        roundId: start.roundId,
        nonce: start.nonce,
        clientSeed: expect.any(String),
        params: { difficulty: 'expert' },
        bet: '2.00',
        moves: [tile],
        multiplier: 2.97,
        cashout: '5.94',
      },
    });
    expect(await p.post('hilo/round')).toEqual({ round: null });
    expect(await p.post('rotate')).toEqual({ error: 'ROUND_OPEN' });
    const first = await p.post('towers/cashout', { roundId: start.roundId });
    const again = await p.post('towers/cashout', { roundId: start.roundId });
    expect(again).toEqual(first);
    expect(await p.main()).toBe('13.94');
    expect(await p.post('towers/round')).toEqual({ round: null });
    expect(await p.post('rotate')).toMatchObject({ revealed: expect.any(Object) });
  });

  it("is cashed out as it stands by the settlement job once past the brand's time-out", async () => {
    await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 60 }));
    try {
      const p = await player('towers5');
      const played = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      const { traps } = await dealt(played.roundId);
      await p.post('towers/step', { roundId: played.roundId, move: safeTile(traps[0], 4) });
      const untouched = await p.post('towers/start', { bet: '1.00', difficulty: 'master' });
      expect(await p.main()).toBe('8.00');
      await settleAt(30);
      expect(await p.main()).toBe('8.00');
      await settleAt(61);
      expect(await p.main()).toBe((9 + 1.32).toFixed(2));
      expect(
        await rows(
          sql`SELECT round_id, status, payout::text AS payout, answer FROM stepped_rounds WHERE member_id = ${p.id} ORDER BY created_at`,
        ),
      ).toEqual([
        { round_id: played.roundId, status: 'cashed', payout: '132', answer: 'OK' },
        { round_id: untouched.roundId, status: 'cashed', payout: '100', answer: 'OK' },
      ]);
      expect(await p.post('towers/step', { roundId: untouched.roundId, move: 0 })).toEqual({ error: 'ROUND_OVER' });
      expect(await p.post('rotate')).toMatchObject({ revealed: expect.any(Object) });
    } finally {
      await patchBrand(app, (c) => ({ ...c, minesRoundTimeoutMinutes: 24 * 60 }));
    }
  });

  it("pays a cash-out, the top floor and the time-out at most the brand's maxWin, and says it was capped", async () => {
    let saved: Parameters<Parameters<typeof patchBrand>[1]>[0] | undefined;
    await patchBrand(app, (c) => {
      saved = c;
      return { ...c, minesRoundTimeoutMinutes: 60, originals: { minBet: 10, maxBet: 1_000_000, maxWin: 120 } };
    });
    const climb = async (p: Awaited<ReturnType<typeof player>>, roundId: unknown, floors: number) => {
      const { traps } = await dealt(roundId);
      let last: Answer = {};
      for (let f = 0; f < floors; f++) last = await p.post('towers/step', { roundId, move: safeTile(traps[f], 4) });
      return last;
    };
    try {
      const p = await player('towers7');
      // One easy floor would pay 1.32 on 1.00: it pays the brand's 1.20.
      const byHand = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      await climb(p, byHand.roundId, 1);
      expect(await p.post('towers/cashout', { roundId: byHand.roundId })).toMatchObject({
        payout: '1.20',
        capped: true,
        balance: '10.20',
      });
      // The top floor ends the round by itself, capped the same.
      const top = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      expect(await climb(p, top.roundId, 8)).toMatchObject({
        ended: true,
        payout: '1.20',
        capped: true,
        balance: '10.40',
      });
      // A win under the most is paid whole and not marked.
      const under = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      expect(await p.post('towers/cashout', { roundId: under.roundId })).not.toHaveProperty('capped');
      // The time-out reads the brand through the member.
      const left = await p.post('towers/start', { bet: '1.00', difficulty: 'easy' });
      await climb(p, left.roundId, 1);
      expect(await p.main()).toBe('9.40');
      await settleAt(61);
      expect(await p.main()).toBe('10.60');
      for (const roundId of [byHand.roundId, top.roundId, left.roundId]) {
        const [round] = await rows(sql`SELECT payout::text AS payout FROM stepped_rounds WHERE round_id = ${roundId}`);
        expect(round).toEqual({ payout: '120' });
        const [paid] = await rows(sql`SELECT win::text AS win, detail FROM game_rounds WHERE round_id = ${roundId}`);
        expect(paid?.win).toBe('120');
        const detail = typeof paid?.detail === 'string' ? JSON.parse(paid.detail) : paid?.detail;
        expect(detail).toMatchObject({ game: 'towers', capped: true });
      }
    } finally {
      await patchBrand(app, (c) => saved ?? c);
    }
  });

  it('a start left pending (its bet’s answer lost) is voided and its stake given back by the job', async () => {
    const p = await player('towers6');
    await app.deps.db.execute(
      sql`INSERT INTO stepped_rounds (round_id, member_id, game, params, bet, status, created_at)
        VALUES ('IHstale1', ${p.id}, 'towers', '{"difficulty":"easy"}'::jsonb, 100, 'pending', now() - interval '10 minutes')`,
    );
    await settleAt(0);
    expect(await rows(sql`SELECT status, answer FROM stepped_rounds WHERE round_id = 'IHstale1'`)).toEqual([
      { status: 'void', answer: expect.stringMatching(/^(OK|NOT_FOUND)$/) },
    ]);
    expect(await p.main()).toBe('10.00');
  });
});

describe('hi-lo through the API', () => {
  it('shows the first card, skips, refuses a guess that cannot lose and a cash-out before a right guess', async () => {
    const p = await player('hiloplayer1', 'lumen-hilo');
    expect(p.url.pathname).toBe('/provider/inhouse/hilo');
    const start = await p.post('hilo/start', { bet: '1.03' });
    expect(start.error).toBeUndefined();
    const { cards } = await dealt(start.roundId);
    expect(start.cards).toEqual([cards[0]]);
    expect(await p.post('hilo/cashout', { roundId: start.roundId })).toEqual({ error: 'NOTHING_WON' });
    // Skip until the shown card is neither an ace nor a king... then guess the likelier side, until a win or a loss.
    const moves: string[] = [];
    let i = 0;
    for (; ; i++) {
      const rank = rankOf(cards[i]);
      const guess = rank === 0 || rank === 12 ? 'skip' : rank < 6 ? 'higher_or_same' : 'lower_or_same';
      if (rank === 0) {
        expect(await p.post('hilo/step', { roundId: start.roundId, move: 'higher_or_same' })).toEqual({
          error: 'MOVE_INVALID',
        });
      }
      const r = await p.post('hilo/step', { roundId: start.roundId, move: guess });
      moves.push(guess);
      if (r.lost) {
        expect(r).toMatchObject({ ended: true, payout: '0.00', deal: { cards } });
        expect(await p.main()).toBe('8.97');
        return;
      }
      expect(r.cards).toEqual(cards.slice(0, i + 2));
      if (guess !== 'skip') break;
    }
    const m = hiloMultiplier({ cards }, moves as never);
    const cashed = await p.post('hilo/cashout', { roundId: start.roundId });
    expect(cashed.payout).toBe(formatMinor(payoutOf(103n, m)));
    expect(await p.main()).toBe((8.97 + Number(cashed.payout)).toFixed(2));
  });
});
