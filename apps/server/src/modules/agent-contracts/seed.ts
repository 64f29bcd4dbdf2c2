import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { demoGame, seedSettledRound } from '../../seed/rounds.ts';
import { runDuePayouts } from './runs.ts';
import type { StoredTier } from './schema.ts';

const tier = (minBase: number, minActive: number, rateBp: number): StoredTier => ({
  minBase: String(minBase),
  minActive,
  rateBp,
});

/**
 * demo_agent's contracts: its house contract of every kind, and contracts with its team in each state (approved,
 * waiting, rejected, terminated). `daysAgo` backdates when each was approved, so the demo's payout history has
 * periods to pay; demo_down1 holds none (it is offered one in the walkthrough).
 */
const CONTRACTS: Array<{
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  upline: string | null;
  downline: string;
  status: 'approved' | 'in_process' | 'rejected' | 'terminated';
  tiers: StoredTier[];
  hoursAgo: number;
}> = [
  { kind: 'realtime', upline: null, downline: 'demo_agent', status: 'approved', tiers: [tier(0, 0, 100)], hoursAgo: 2 },
  { kind: 'hourly', upline: null, downline: 'demo_agent', status: 'approved', tiers: [tier(0, 0, 50)], hoursAgo: 48 },
  {
    kind: 'daily',
    upline: null,
    downline: 'demo_agent',
    status: 'approved',
    tiers: [tier(0, 0, 60), tier(100_000, 3, 80)],
    hoursAgo: 30 * 24,
  },
  {
    kind: 'dividend',
    upline: null,
    downline: 'demo_agent',
    status: 'approved',
    tiers: [tier(0, 0, 2_000), tier(500_000, 3, 3_000)],
    hoursAgo: 35 * 24,
  },
  {
    kind: 'daily',
    upline: 'demo_agent',
    downline: 'demo_subagent',
    status: 'approved',
    tiers: [tier(0, 0, 50)],
    hoursAgo: 30 * 24,
  },
  {
    kind: 'dividend',
    upline: 'demo_agent',
    downline: 'demo_subagent',
    status: 'approved',
    tiers: [tier(0, 0, 1_500)],
    hoursAgo: 35 * 24,
  },
  {
    kind: 'hourly',
    upline: 'demo_agent',
    downline: 'demo_subagent',
    status: 'in_process',
    tiers: [tier(0, 0, 30)],
    hoursAgo: 1,
  },
  {
    kind: 'realtime',
    upline: 'demo_agent',
    downline: 'demo_subagent',
    status: 'terminated',
    tiers: [tier(0, 0, 40)],
    hoursAgo: 24,
  },
  {
    kind: 'daily',
    upline: 'demo_subagent',
    downline: 'demo_subagent2',
    status: 'approved',
    tiers: [tier(0, 0, 30)],
    hoursAgo: 30 * 24,
  },
  {
    kind: 'realtime',
    upline: 'demo_agent',
    downline: 'demo_down2',
    status: 'rejected',
    tiers: [tier(0, 0, 50)],
    hoursAgo: 3,
  },
];

/**
 * Seeds the demo contracts once. With `history` (the demo site, not the tests) the contracts are backdated, the team
 * gets a month of settled rounds through the ledger and the past periods are paid, so every report has figures.
 */
export async function seedContracts(db: Db, { history }: { history: boolean }): Promise<void> {
  if ((await q(db, sql`SELECT 1 FROM agent_contracts LIMIT 1`)).length) return;
  const rows = await q(db, sql`SELECT id, username, merchant_id FROM members WHERE username LIKE 'demo_%'`);
  const id = new Map(rows.map((r) => [String(r.username), Number(r.id)]));
  const agent = rows.find((r) => r.username === 'demo_agent');
  if (!agent || !id.has('demo_subagent2')) return;
  const merchantId = Number(agent.merchant_id);
  for (const c of CONTRACTS) {
    const hours = history ? c.hoursAgo : 0;
    const decided = c.status === 'in_process' ? sql`NULL` : sql`now() - make_interval(hours => ${hours})`;
    const ended = c.status === 'terminated' ? sql`now() - interval '1 hour'` : sql`NULL`;
    await db.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, upline_id, downline_id, status, cycle, tiers,
        top_rate_bp, created_at, decided_at, ended_at)
      VALUES (${merchantId}, ${c.kind}, ${c.upline ? (id.get(c.upline) ?? null) : null}, ${id.get(c.downline) ?? 0},
        ${c.status}, ${c.kind === 'dividend' ? 'weekly' : null}, ${JSON.stringify(c.tiers)}::jsonb,
        ${Math.max(...c.tiers.map((t) => t.rateBp))}, now() - make_interval(hours => ${hours + 1}), ${decided}, ${ended})`);
  }
  if (!history) return;
  await seedMonthOfRounds(
    db,
    ['demo_subagent', 'demo_subagent2', 'demo_level3', 'demo_down2'].map((u) => id.get(u) ?? 0),
  );
  // Pays the backdated periods now (each run catches up at most 48 periods per kind).
  for (let i = 0; i < 8; i++) if ((await runDuePayouts(db, new Date())).periods === 0) break;
}

/** Two settled in-house rounds a day per member for 30 days, small stakes, a deterministic mix of wins and losses. */
async function seedMonthOfRounds(db: Db, memberIds: number[]) {
  const game = await demoGame(db);
  if (!game) return;
  let seed = 20_261_126;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (const memberId of memberIds)
    for (let day = 30; day >= 1; day--)
      for (let n = 0; n < 2; n++) {
        const bet = 500 + Math.floor(next() * 30) * 100;
        const roll = next();
        const win = roll < 0.45 ? bet * 2 : roll < 0.5 ? bet : 0;
        const at = sql`now() - make_interval(days => ${day}) + make_interval(hours => ${6 + n * 9})`;
        await seedSettledRound(db, game, { roundId: `demo-month-${memberId}-${day}-${n}`, memberId, bet, win, at });
      }
}
