import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/**
 * One truth for the console's numbers (docs/decisions.md, "One definition of the console's figures"): the dashboard,
 * the reports, their CSV and the agent centre show the same bets, wins, GGR and players for the same days, on the
 * brand's clock (the demo brand's is America/Sao_Paulo, UTC-3 in June).
 */
let app: App;
let admin: Record<string, string>;
let agent: Record<string, string>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(q)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const get = async (url: string, headers: Record<string, string>) => {
  const r = await app.inject({ url, headers });
  expect(r.statusCode, url).toBe(200);
  return r;
};
const cents = (s: string | number | undefined) => Math.round(Number(s ?? 0) * 100);

// A week with nothing else in it: Monday 10 June to Sunday 16 June 2024.
const DAY = '2024-06-12';
const NEXT = '2024-06-13';
const WEEK = { from: '2024-06-10', to: '2024-06-16' };

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await enrolledOperator(app, 'chief', 'Chief-Admin-2026', 'admin')).headers;
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
  const [vendorA, vendorB] = (
    await rows(sql`SELECT DISTINCT ON (vassalage) vassalage, node_id FROM games
      WHERE game_type NOT IN ('INHOUSE', 'LOTT', 'ELOTT') ORDER BY vassalage, node_id LIMIT 2`)
  ).map((r) => Number(r.node_id));
  const [inhouse] = await rows(sql`SELECT node_id FROM games WHERE vassalage = 'INH' ORDER BY node_id LIMIT 1`);
  const [lottery] = await rows(sql`SELECT node_id FROM games WHERE game_type = 'LOTT' ORDER BY node_id LIMIT 1`);
  expect([vendorA, vendorB, inhouse, lottery].every(Boolean)).toBe(true);
  const round = (
    id: string,
    who: string,
    node: unknown,
    bet: number,
    win: number,
    createdAt: string,
    settledAt: string | null,
    status = 'settled',
    asset = 'CASH',
  ) => sql`('figures', ${id}, (SELECT id FROM members WHERE username = ${who}), ${Number(node)}, ${bet}, ${win},
    ${status}, ${asset}, ${createdAt}::timestamptz, ${settledAt}::timestamptz)`;
  // Times in UTC; Brasília is three hours behind.
  const all = [
    // 12 June (Brasília): two vendors, an in-house push, a lottery slip, and 22:00 there (13 June in UTC).
    round('vendor-a', 'demo_level3', vendorA, 1_000, 0, '2024-06-12T15:00:00Z', '2024-06-12T15:01:00Z'),
    round('vendor-b', 'demo_subagent', vendorB, 2_000, 3_500, '2024-06-12T16:00:00Z', '2024-06-12T16:02:00Z'),
    round('inhouse-push', 'demo_level3', inhouse?.node_id, 500, 500, '2024-06-12T17:00:00Z', '2024-06-12T17:00:01Z'),
    round('lottery-slip', 'demo_level3', lottery?.node_id, 800, 0, '2024-06-11T20:00:00Z', '2024-06-12T21:00:00Z'),
    round('late-evening', 'demo_subagent', vendorA, 400, 0, '2024-06-13T00:55:00Z', '2024-06-13T01:00:00Z'),
    // Placed at 23:50 on 12 June in Brasília, settled at 00:10 on 13 June there: a bet of the 13th.
    round('over-midnight', 'demo_level3', vendorB, 600, 1_200, '2024-06-13T02:50:00Z', '2024-06-13T03:10:00Z'),
    // Never counted: fun money, a rolled-back round, a round still open.
    round('fun', 'demo_level3', vendorA, 9_000, 0, '2024-06-12T15:00:00Z', '2024-06-12T15:01:00Z', 'settled', 'FUN'),
    round('rolled', 'demo_level3', vendorA, 9_000, 0, '2024-06-12T15:00:00Z', null, 'rolled_back'),
    round('open', 'demo_level3', vendorA, 9_000, 0, '2024-06-12T15:00:00Z', null, 'open'),
  ];
  await app.deps.db.execute(sql`INSERT INTO game_rounds
    (provider, round_id, member_id, node_id, bet, win, status, asset, created_at, settled_at)
    VALUES ${sql.join(all, sql`, `)}`);
  // A deposit paid at 23:30 on 12 June in Brasília (02:30 on the 13th in UTC).
  const [m] = await rows(sql`SELECT id, merchant_id FROM members WHERE username = 'demo_level3'`);
  const [channel] = await rows(sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount)
    VALUES (${m?.merchant_id}, 'fig-ch', 'Figures bank', 'manual', 100, 100000000) RETURNING id`);
  await app.deps.db.execute(sql`INSERT INTO deposits
    (merchant_id, member_id, channel_id, amount, status, gateway_ref, created_at, completed_at)
    VALUES (${m?.merchant_id}, ${m?.id}, ${channel?.id}, 7_000, 'paid', 'fig-dep-1', '2024-06-13T02:00:00Z', '2024-06-13T02:30:00Z')`);
});
afterAll(() => app.close());

// What the seeded rounds make, by the definition: settled real-money rounds on their settlement day in Brasília.
const day12 = { bets: 4_700, wins: 4_000, validBets: 4_200, rounds: 5, active: 2 };
const day13 = { bets: 600, wins: 1_200, validBets: 600, rounds: 1, active: 1 };

describe('one definition of the figures', () => {
  it("the dashboard's period and days, on the brand's clock", async () => {
    const d = (await get(`/admin/api/console/dashboard?from=${WEEK.from}&to=${WEEK.to}`, admin)).json().value;
    expect(d.tz).toBe('America/Sao_Paulo');
    const at = (day: string) => d.days.find((x: { day: string }) => x.day === day);
    for (const [day, want] of [
      [DAY, day12],
      [NEXT, day13],
    ] as const) {
      const got = at(day);
      expect([cents(got.bets), cents(got.wins), got.betCount, got.activePlayers], day).toEqual([
        want.bets,
        want.wins,
        want.rounds,
        want.active,
      ]);
      expect(cents(got.ggr)).toBe(want.bets - want.wins);
    }
    expect(cents(at(DAY).deposits)).toBe(7_000);
    expect([cents(d.period.bets), cents(d.period.wins), cents(d.period.ggr)]).toEqual([5_300, 5_200, 100]);
    expect(d.period.betCount).toBe(6);
    expect(d.period.activePlayers).toBe(2);
  });

  it('the reports for the day and the week, and their CSV, say the same', async () => {
    const dash = (await get(`/admin/api/console/dashboard?from=${WEEK.from}&to=${WEEK.to}`, admin)).json().value;
    const dashDay = dash.days.find((x: { day: string }) => x.day === DAY);
    const oneDay = (await get(`/admin/api/console/reports?from=${DAY}&to=${DAY}`, admin)).json().value;
    expect(oneDay.tz).toBe('America/Sao_Paulo');
    expect(oneDay.totals).toMatchObject({
      bets: dashDay.bets,
      wins: dashDay.wins,
      ggr: dashDay.ggr,
      validBets: (day12.validBets / 100).toFixed(2),
      deposits: dashDay.deposits,
      withdrawals: dashDay.withdrawals,
      newPlayers: dashDay.registrations,
      activePlayers: dashDay.activePlayers,
    });
    // Four vendors' rows (two outside vendors, the in-house games, the lottery) make the day's totals.
    expect(new Set(oneDay.pnl.map((p: { vassalage: string }) => p.vassalage)).size).toBe(4);
    const sum = (list: Array<Record<string, string>>, k: string) => list.reduce((n, p) => n + cents(p[k]), 0);
    expect([sum(oneDay.pnl, 'bets'), sum(oneDay.pnl, 'wins'), sum(oneDay.pnl, 'ggr')]).toEqual([
      day12.bets,
      day12.wins,
      day12.bets - day12.wins,
    ]);

    const week = (await get(`/admin/api/console/reports?from=${WEEK.from}&to=${WEEK.to}`, admin)).json().value;
    expect(week.totals).toMatchObject({
      bets: dash.period.bets,
      wins: dash.period.wins,
      ggr: dash.period.ggr,
      deposits: dash.period.deposits,
      withdrawals: dash.period.withdrawals,
      newPlayers: dash.period.registrations,
      activePlayers: dash.period.activePlayers,
    });
    expect(week.players).toEqual(
      dash.days.map((x: { day: string; registrations: number; activePlayers: number }) => ({
        day: x.day,
        newPlayers: x.registrations,
        activePlayers: x.activePlayers,
      })),
    );

    const csv = (kind: string) =>
      get(`/admin/api/console/reports/csv?report=${kind}&from=${WEEK.from}&to=${WEEK.to}`, admin).then((r) =>
        r.body
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1)
          .filter(Boolean)
          .map((l) => l.split(',')),
      );
    const pnl = await csv('pnl');
    const col = (k: number, day?: string) =>
      pnl.filter((l) => !day || l[0] === day).reduce((n, l) => n + cents(l[k]), 0);
    expect([col(6), col(8), col(9)]).toEqual([
      cents(dash.period.bets),
      cents(dash.period.wins),
      cents(dash.period.ggr),
    ]);
    expect([col(6, NEXT), col(8, NEXT)]).toEqual([day13.bets, day13.wins]);
    const players = await csv('players');
    expect(players.find((l) => l[0] === DAY)).toEqual([DAY, String(dashDay.registrations), String(day12.active)]);
    const payments = await csv('payments');
    expect(payments.filter((l) => l[1] === 'deposit').reduce((n, l) => n + cents(l[4]), 0)).toBe(
      cents(dash.period.deposits),
    );
  });

  it("the agent centre's team figures for the day and the week are the console's", async () => {
    const dash = (await get(`/admin/api/console/dashboard?from=${WEEK.from}&to=${WEEK.to}`, admin)).json().value;
    const dashDay = dash.days.find((x: { day: string }) => x.day === DAY);
    const loss = (await get(`/wps/relay/AGENT_teamProfitLoss?period=daily&date=${DAY}`, agent)).json().value;
    expect(loss.totals).toEqual({
      rounds: dashDay.betCount,
      bet: dashDay.bets,
      validBet: (day12.validBets / 100).toFixed(2),
      payout: dashDay.wins,
      winLoss: `-${dashDay.ggr}`,
    });
    const weekLoss = (await get(`/wps/relay/AGENT_teamProfitLoss?period=weekly&date=${DAY}`, agent)).json().value;
    expect([weekLoss.from, weekLoss.to]).toEqual([WEEK.from, WEEK.to]);
    expect(weekLoss.totals).toMatchObject({
      rounds: dash.period.betCount,
      bet: dash.period.bets,
      payout: dash.period.wins,
    });
    const bets = (await get(`/wps/relay/AGENT_teamBetRecords?startDate=${NEXT}&endDate=${NEXT}`, agent)).json().value;
    expect(bets.totals).toMatchObject({ rounds: 1, bet: '6.00', payout: '12.00' });
    expect(bets.list.map((b: { roundId: string }) => b.roundId)).toEqual(['over-midnight']);
  });
});
