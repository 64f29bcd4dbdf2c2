import { POINT_PRODUCTS } from '@portal/contracts/points';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bettorFigures } from '../src/modules/agent-contracts/repo.ts';
import { progressMissions } from '../src/modules/missions/index.ts';
import { creditPoints } from '../src/modules/points/index.ts';
import { countTurnover } from '../src/modules/promotions/index.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { balances, settledRound } from './points-helper.ts';
import { newMember } from './promotions-helper.ts';

/**
 * One definition of a valid bet: a settled, real-money round with a stake whose payout differs from it (a push pays
 * the stake back and is no bet). Every give-back and report reads it: the points job, bet/rounds/win missions, the
 * rebate, bonus turnover, the agents' salaries and the team and console reports. The examples show each consumer on
 * the same rounds; the property drives random rounds through all of them against one reference predicate.
 */

interface Round {
  bet: number;
  win: number;
  status: 'settled' | 'open' | 'rolled_back';
  asset: 'CASH' | 'FUN';
  /** A game category; NONE plays no catalogued game (the round's family is then RNG). */
  category: string;
}

/** The reference: what counts, and as which family. */
const isValid = (r: Round) => r.status === 'settled' && r.asset === 'CASH' && r.bet > 0 && r.win !== r.bet;
const familyOf = (r: Round) => (r.category === 'NONE' ? 'RNG' : r.category);
const isSettledCash = (r: Round) => r.status === 'settled' && r.asset === 'CASH';

/** The bonus's turnover weights (percent by family; the families left out count 0 %). */
const WEIGHTS: Record<string, number> = { RNG: 100, INHOUSE: 100, LIVE: 10, FISH: 50, SPORTS: 25 };
const USERNAME = 'validbet1';

let app: App;
let player: Record<string, string>;
let agent: Record<string, string>;
let admin: Record<string, string>;
let memberId: number;
let merchantId: number;
/** Points per 100.00 of valid bet, by product, at the player's level. */
let pointRates: Record<string, number>;
let bonusId: number;
let missionIds: { rounds: number[]; bet: number; betCategory: string; win: number; multiple: number };

const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const cents = (s: string | undefined) => Math.round(Number(s ?? 0) * 100);
const day = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** What every consumer says about the player so far. */
async function observe(at: Date) {
  const from = day(at, -1);
  const to = day(at, 1);
  const progress = new Map(
    (
      await rows(sql`SELECT mission_id, SUM(progress)::bigint AS p FROM mission_progress
        WHERE member_id = ${memberId} GROUP BY mission_id`)
    ).map((r) => [Number(r.mission_id), Number(r.p)]),
  );
  const accrued = (await get('/wps/relay/MCSFE_getRebateAccrued', player)).json().value;
  const [bonus] = await rows(sql`SELECT progress::bigint AS p FROM bonuses WHERE id = ${bonusId}`);
  const team = (
    await get(`/wps/relay/AGENT_teamBetRecords?username=${USERNAME}&startDate=${from}&endDate=${to}`, agent)
  ).json().value.totals;
  const report = (await get(`/admin/api/console/reports?from=${from}&to=${to}`, admin)).json().value.totals;
  return {
    points: (await balances(app, USERNAME)).points,
    roundsMissions: missionIds.rounds.map((id) => progress.get(id) ?? 0),
    betMission: progress.get(missionIds.bet) ?? 0,
    winMission: progress.get(missionIds.win) ?? 0,
    rebate: Object.fromEntries(
      (accrued.list as Array<{ product: string; validBet: string; amount: string }>).map((l) => [
        l.product,
        cents(l.validBet),
      ]),
    ) as Record<string, number>,
    turnover: Number(bonus?.p ?? 0),
    teamRounds: Number(team.rounds),
    teamValid: cents(team.validBet),
    reportValid: cents(report.validBets),
  };
}

/**
 * Plays the rounds (settled 90 s back, past the minute the rebate leaves for late commits), runs the points, missions
 * and turnover jobs and answers what changed for each consumer, with the salary base of the rounds' instant. The jobs'
 * cursors are put back first: each reads from its cursor on and skips what it counted before (its once-only rows).
 */
async function play(list: Round[]) {
  const at = new Date(Date.now() - 90_000);
  await app.deps.db.execute(sql`INSERT INTO job_cursors (name, position)
    SELECT name, now() - interval '10 minutes' FROM (VALUES ('points:rounds'), ('missions:rounds'), ('promotions:rounds')) c(name)
    ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`);
  const before = await observe(at);
  for (const r of list)
    await settledRound(app, USERNAME, r.bet, {
      win: r.win,
      status: r.status,
      asset: r.asset,
      category: r.category,
      at: at.toISOString(),
    });
  await creditPoints(app.deps.db);
  await progressMissions(app.deps.db);
  await countTurnover(app.deps.db);
  const after = await observe(at);
  // Every family at full weight: the salary weights are the give-back rules' (givebacks.test.ts), not a valid bet's.
  const fullWeight = Object.fromEntries(POINT_PRODUCTS.map((p) => [p, 100]));
  const salary = (await bettorFigures(app.deps.db, merchantId, at, new Date(at.getTime() + 1), fullWeight)).find(
    (f) => f.memberId === memberId,
  );
  const rebate: Record<string, number> = {};
  for (const p of POINT_PRODUCTS) rebate[p] = (after.rebate[p] ?? 0) - (before.rebate[p] ?? 0);
  return {
    points: after.points - before.points,
    roundsMissions: after.roundsMissions.map((n, i) => n - (before.roundsMissions[i] ?? 0)),
    betMission: after.betMission - before.betMission,
    winMission: after.winMission - before.winMission,
    rebate,
    turnover: after.turnover - before.turnover,
    salaryBase: Number(salary?.valid ?? 0n),
    teamRounds: after.teamRounds - before.teamRounds,
    teamValid: after.teamValid - before.teamValid,
    reportValid: after.reportValid - before.reportValid,
  };
}

/** What the reference predicate says each consumer should see for the rounds. */
function expected(list: Round[]) {
  const valid = list.filter(isValid);
  const sum = (f: (r: Round) => number) => valid.reduce((a, r) => a + f(r), 0);
  const rebate: Record<string, number> = {};
  for (const p of POINT_PRODUCTS) rebate[p] = 0;
  for (const r of valid) rebate[familyOf(r)] = (rebate[familyOf(r)] ?? 0) + r.bet;
  return {
    points: sum((r) => Math.floor((r.bet * (pointRates[familyOf(r)] ?? 0)) / 10_000)),
    roundsMissions: missionIds.rounds.map(() => valid.length),
    betMission: sum((r) => (familyOf(r) === missionIds.betCategory ? r.bet : 0)),
    winMission: valid.filter((r) => r.win >= r.bet * missionIds.multiple).length,
    rebate,
    turnover: sum((r) => Math.floor((r.bet * (WEIGHTS[familyOf(r)] ?? 0)) / 100)),
    salaryBase: sum((r) => r.bet),
    teamRounds: list.filter(isSettledCash).length,
    teamValid: sum((r) => r.bet),
    reportValid: sum((r) => r.bet),
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  player = await newMember(app, USERNAME);
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
  admin = (await enrolledOperator(app, 'validbetadmin', 'Valid-Bet-Admin-2026', 'admin')).headers;
  // The sign-up gift gives the player a bonus; its requirement is made large enough never to be met here, its
  // weights known, and it is backdated so that every round of the test was placed after it was issued.
  const gift = (
    await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_signUpRequestReward', headers: player, payload: {} })
  ).json().value;
  bonusId = Number(gift.bonus.id);
  await app.deps.db.execute(sql`UPDATE bonuses SET requirement = 1000000000000, weights = ${JSON.stringify(WEIGHTS)}::jsonb,
      created_at = now() - interval '1 day', expires_at = now() + interval '30 days' WHERE id = ${bonusId}`);
  // In demo_agent's team, registered a day ago (the rebate counts bets from registration on).
  await app.deps.db.execute(sql`UPDATE members SET upline_id = (SELECT id FROM members WHERE username = 'demo_agent'),
      created_at = now() - interval '1 day' WHERE username = ${USERNAME}`);
  const [m] = await rows(sql`SELECT id, merchant_id FROM members WHERE username = ${USERNAME}`);
  memberId = Number(m?.id);
  merchantId = Number(m?.merchant_id);
  pointRates = (await get('/wps/relay/MCSFE_getPointConfig', player)).json().value.myRates;
  const missions = await rows(sql`SELECT id, kind, category, multiple FROM missions
    WHERE merchant_id = ${merchantId} AND active AND kind IN ('rounds', 'bet', 'win') ORDER BY id`);
  const bet = missions.find((r) => r.kind === 'bet' && r.category !== null);
  const win = missions.find((r) => r.kind === 'win');
  missionIds = {
    rounds: missions.filter((r) => r.kind === 'rounds' && r.category === null).map((r) => Number(r.id)),
    bet: Number(bet?.id),
    betCategory: String(bet?.category),
    win: Number(win?.id),
    multiple: Number(win?.multiple),
  };
  expect(missionIds.rounds.length).toBeGreaterThan(0);
  expect(missionIds.betCategory).toBe('INHOUSE');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

const round = (r: Partial<Round> & { bet: number }): Round => ({
  win: 0,
  status: 'settled',
  asset: 'CASH',
  category: 'INHOUSE',
  ...r,
});

describe('a valid bet', () => {
  it('is not a push, a rolled-back, open or fun-money round: none of them earns, advances or counts anywhere', async () => {
    // Twenty Mines rounds of 100.00 cashed out before any reveal: each pays the stake back.
    const pushes = Array.from({ length: 20 }, () => round({ bet: 10_000, win: 10_000 }));
    const seen = await play([
      ...pushes,
      round({ bet: 10_000, status: 'rolled_back' }),
      round({ bet: 10_000, status: 'open' }),
      round({ bet: 10_000, asset: 'FUN' }),
      round({ bet: 10_000, win: 200_000, asset: 'FUN' }),
      round({ bet: 0, win: 0 }),
    ]);
    expect(seen).toEqual({
      points: 0,
      roundsMissions: missionIds.rounds.map(() => 0),
      betMission: 0,
      winMission: 0,
      rebate: Object.fromEntries(POINT_PRODUCTS.map((p) => [p, 0])),
      turnover: 0,
      salaryBase: 0,
      teamRounds: 21, // the pushes and the round without a stake are settled cash rounds the report lists
      teamValid: 0,
      reportValid: 0,
    });
  });

  it('is a settled cash round that lost or won: it counts everywhere, weighted by its game family', async () => {
    const seen = await play([
      round({ bet: 10_000 }), // in-house 100.00, lost
      round({ bet: 5_000, win: 12_000, category: 'LIVE' }), // live 50.00, won
      round({ bet: 2_000, win: 40_000, category: 'PVP' }), // 20.00 that won 20 times the bet (no turnover weight)
    ]);
    expect(seen).toEqual({
      points: 100 + 25 + Math.floor((2_000 * (pointRates.PVP ?? 0)) / 10_000), // 1 point per 1.00 in-house, 0.5 live
      roundsMissions: missionIds.rounds.map(() => 3),
      betMission: 10_000, // only the in-house bet counts towards "bet on Originals"
      winMission: 1,
      rebate: { ...Object.fromEntries(POINT_PRODUCTS.map((p) => [p, 0])), INHOUSE: 10_000, LIVE: 5_000, PVP: 2_000 },
      turnover: 10_000 + 500, // in-house at 100 %, live at 10 %, PvP at 0 %
      salaryBase: 17_000,
      teamRounds: 3,
      teamValid: 17_000,
      reportValid: 17_000,
    });
  });

  it('agrees with one reference in every consumer, whatever the rounds', async () => {
    const family = fc.constantFrom(...POINT_PRODUCTS, 'NONE');
    const roundArb = fc
      .record({
        bet: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
        outcome: fc.constantFrom('push', 'less', 'more'),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        times: fc.integer({ min: 1, max: 25 }),
        status: fc.constantFrom('settled', 'settled', 'settled', 'open', 'rolled_back'),
        asset: fc.constantFrom('CASH', 'CASH', 'CASH', 'FUN'),
        category: family,
      })
      .map(
        (g): Round => ({
          bet: g.bet,
          win:
            g.outcome === 'push'
              ? g.bet
              : g.outcome === 'less'
                ? Math.floor(g.bet * g.share * 0.999)
                : g.bet * g.times + 1 + Math.floor(g.share * 100),
          status: g.status as Round['status'],
          asset: g.asset as Round['asset'],
          category: g.category,
        }),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(roundArb, { minLength: 1, maxLength: 8 }), async (list) => {
        expect(await play(list)).toEqual(expected(list));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
