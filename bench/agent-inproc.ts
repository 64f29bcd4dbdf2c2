// The agent rows' side in the bench's server process (agent.ts is the HTTP side): a 1,000-member team with a month of
// settled rounds written with set-based SQL, the team betting report's own SQL statement run raw on the same database,
// and the real-time salary tick (runDuePayouts) against its raw bound.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, RawQuery } from '../apps/server/src/db/client.ts';
import { teamBets } from '../apps/server/src/modules/agent/repo.ts';
import { runDuePayouts } from '../apps/server/src/modules/agent-contracts/index.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { RAW_SETUP } from './raw.ts';
import { type Latency, latency, median } from './rounds.ts';

const SUB_AGENTS = 20;
const PLAYERS_EACH = 49;
const TEAM_ROUNDS = 100_000;
const WINDOW_ROUNDS = 5_000;
/** Timed salary ticks, each on a fresh 5-minute window. */
const TICKS = 5;
const PASSWORD = 'Demo@2026';

export interface AgentFixtures {
  username: string;
  password: string;
  /** The report's day range (UTC), covering every round of the team. */
  startDate: string;
  endDate: string;
  rounds: number;
}

export interface TickFigures {
  /** Medians over the runs, in ms; ratio is the median of the runs' ratios. */
  tickMs: number;
  rawMs: number;
  ratio: number;
  payouts: number;
  windowRounds: number;
  runs: number;
}

const rows = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

interface Team {
  merchantId: number;
  agentId: number;
  /** Sub-agent ids, and each player's sub-agent. */
  subAgents: number[];
  subAgentOf: Map<number, number>;
  players: number[];
  nodeId: number;
  startDate: string;
  endDate: string;
}
let team: Team | null = null;
/** The raw side's connection: on PostgreSQL a client of its own (as raw.ts has a pool of its own), on PGlite its one. */
let rawQuery: RawQuery | null = null;

async function raw(app: App): Promise<RawQuery> {
  if (rawQuery) return rawQuery;
  const url = app.deps.config.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    rawQuery = async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[];
  } else rawQuery = (text, params) => app.deps.database.session((query) => query(text, params));
  return rawQuery;
}

/** One agent, 20 sub-agents with 49 players each, and 100,000 settled cash rounds over the last 30 days. */
export async function agentFixtures(app: App): Promise<AgentFixtures> {
  const { db } = app.deps;
  const merchant = await app.deps.merchants.resolve({ host: 'localhost' });
  const tag = randomBytes(3).toString('hex');
  const stored = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const username = `bench_agent_${tag}`;
  const [agent] = await rows(
    db,
    sql`INSERT INTO members (merchant_id, username, password_hash, is_agent)
      VALUES (${merchant.id}, ${username}, ${stored}, 1) RETURNING id`,
  );
  const agentId = Number(agent?.id);
  const subAgents = (
    await rows(
      db,
      sql`INSERT INTO members (merchant_id, username, password_hash, is_agent, upline_id)
        SELECT ${merchant.id}, 'bench_sa' || g || '_' || ${tag}, 'x', 1, ${agentId} FROM generate_series(1, ${SUB_AGENTS}) g
        RETURNING id`,
    )
  ).map((r) => Number(r.id));
  const players = await rows(
    db,
    sql`INSERT INTO members (merchant_id, username, password_hash, upline_id)
      SELECT ${merchant.id}, 'bench_p' || s.id || '_' || g || '_' || ${tag}, 'x', s.id
      FROM members s CROSS JOIN generate_series(1, ${PLAYERS_EACH}) g WHERE s.upline_id = ${agentId}
      RETURNING id, upline_id`,
  );
  const [game] = await rows(db, sql`SELECT node_id FROM games WHERE game_type = 'INHOUSE' ORDER BY node_id LIMIT 1`);
  if (!game) throw new Error('no in-house game');
  const nodeId = Number(game.node_id);
  // Every player plays; stakes 1.00-50.00, 45% wins (double), 5% pushes, the rest losses; one round every ~26 s.
  await db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset,
      created_at, settled_at)
    SELECT 'bench', 'team-' || ${tag} || '-' || g, p.ids[1 + g % array_length(p.ids, 1)], ${nodeId}, x.bet,
      CASE WHEN g % 20 < 9 THEN x.bet * 2 WHEN g % 20 = 9 THEN x.bet ELSE 0 END, 'settled', 'CASH', x.t, x.t
    FROM (SELECT array_agg(id ORDER BY id) AS ids FROM members
        WHERE upline_id IN (SELECT id FROM members WHERE upline_id = ${agentId})) p,
      generate_series(1, ${TEAM_ROUNDS}) g,
      LATERAL (SELECT now() - g * interval '25.9 seconds' AS t, 100 * (1 + (g * 7919) % 50) AS bet) x`);
  // Fresh statistics, as a live table has them (and PostgreSQL's autovacuum would otherwise change plans mid-run).
  await app.deps.database.session((query) => query('ANALYZE members; ANALYZE game_rounds'));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  team = {
    merchantId: merchant.id,
    agentId,
    subAgents,
    subAgentOf: new Map(players.map((p) => [Number(p.id), Number(p.upline_id)])),
    players: players.map((p) => Number(p.id)),
    nodeId,
    startDate: day(Date.now() - 31 * 86_400_000),
    endDate: day(Date.now()),
  };
  return { username, password: PASSWORD, startDate: team.startDate, endDate: team.endDate, rounds: TEAM_ROUNDS };
}

/**
 * The statement repo.ts teamBets sends for the report's call (agent, day range, page 1 of 10), taken by handing it a
 * database that only records what it is asked: the raw side runs those exact bytes and parameters.
 */
async function reportStatement(t: Team): Promise<{ sql: string; params: unknown[] }> {
  let captured: { sql: string; params: unknown[] } | null = null;
  const recorder = {
    execute: async (query: SQL) => {
      captured = new PgDialect().sqlToQuery(query);
      return { rows: [] };
    },
  } as unknown as Db;
  // The demo brand's clock, as the agent centre reads its days.
  const q = { startDate: t.startDate, endDate: t.endDate, tz: 'America/Sao_Paulo', pageNo: 1, pageSize: 10 };
  await teamBets(recorder, t.agentId, q);
  if (!captured) throw new Error('teamBets sent no statement');
  return captured;
}

/** The report's statement, run raw `n` times in a row (after a warm-up on the first call). */
export async function rawReport(app: App, n: number, warm: boolean): Promise<Latency> {
  if (!team) throw new Error('agent fixtures first');
  const query = await raw(app);
  const statement = await reportStatement(team);
  const once = async () => {
    const [first] = await query<{ rounds: number }>(statement.sql, statement.params);
    if (Number(first?.rounds) !== TEAM_ROUNDS) throw new Error(`raw report: ${first?.rounds} rounds`);
  };
  if (warm) for (let i = 0; i < 10; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await once();
    ms.push(performance.now() - t0);
  }
  return latency(ms);
}

const FIVE_MINUTES = 300_000;
/** The brand's default settlement delay (contractRules.settleDelaySeconds): a window is paid this long after it. */
const SETTLE_DELAY_MS = 120_000;

/**
 * The real-time salary tick: the agent's house contract (1%) and each sub-agent's contract from the agent (0.5%),
 * decided 40 days ago, so the paid windows hold none of the report's rounds. Each run inserts WINDOW_ROUNDS settled
 * rounds of the team in the next 5-minute window, then times the raw bound on it and runDuePayouts at the window's due
 * time (which pays exactly that window: 21 payouts), the two taking turns going first. Medians over TICKS runs.
 */
export async function salaryTicks(app: App): Promise<TickFigures> {
  if (!team) throw new Error('agent fixtures first');
  const t = team;
  const { db } = app.deps;
  const query = await raw(app);
  await app.deps.database.session((q) => q(RAW_SETUP));
  const t0 = Math.floor((Date.now() - 40 * 86_400_000) / FIVE_MINUTES) * FIVE_MINUTES;
  const decided = new Date(t0 - 60_000).toISOString();
  await db.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, upline_id, downline_id, status, tiers, top_rate_bp,
      created_at, decided_at)
    VALUES (${t.merchantId}, 'realtime', NULL, ${t.agentId}, 'approved', '[{"minBase":"0","minActive":0,"rateBp":100}]',
      100, ${decided}::timestamptz - interval '1 hour', ${decided}::timestamptz)`);
  await db.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, upline_id, downline_id, status, tiers, top_rate_bp,
      created_at, decided_at)
    SELECT ${t.merchantId}, 'realtime', ${t.agentId}, s, 'approved', '[{"minBase":"0","minActive":0,"rateBp":50}]', 50,
      ${decided}::timestamptz - interval '1 hour', ${decided}::timestamptz
    FROM unnest(${sql.raw(`ARRAY[${t.subAgents.join(',')}]`)}::int[]) s`);

  const ids = sql.raw(`ARRAY[${t.players.join(',')}]`);
  const fill = (k: number) =>
    db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, created_at,
        settled_at)
      SELECT 'bench', 'tick-' || ${k} || '-' || g, (${ids}::int[])[1 + g % ${t.players.length}], ${t.nodeId},
        100 * (1 + (g * 7919) % 50), CASE WHEN g % 20 < 9 THEN 200 * (1 + (g * 7919) % 50) ELSE 0 END,
        'settled', 'CASH', x.at, x.at
      FROM generate_series(0, ${WINDOW_ROUNDS - 1}) g,
        LATERAL (SELECT ${new Date(t0 + k * FIVE_MINUTES).toISOString()}::timestamptz
          + g * ${`${FIVE_MINUTES / WINDOW_ROUNDS} milliseconds`}::interval AS at) x`);
  const tick = (k: number) => runDuePayouts(db, new Date(t0 + (k + 1) * FIVE_MINUTES + SETTLE_DELAY_MS));

  // The raw bound: the one aggregate over the window's rounds (valid bets per member of the brand), each payee's
  // amount summed up the two levels here, and one raw posting per payee (bench/raw.ts: bench_post on the bench's own
  // tables; account 1000 plays the house), in one transaction on one connection.
  const payee = new Map([t.agentId, ...t.subAgents].map((id, i) => [id, 1 + i]));
  const rawTick = async (k: number) => {
    const start = new Date(t0 + k * FIVE_MINUTES).toISOString();
    const end = new Date(t0 + (k + 1) * FIVE_MINUTES).toISOString();
    await query('BEGIN');
    const figures = await query<{ member_id: number; valid: string }>(
      `SELECT r.member_id, SUM(CASE WHEN r.win <> r.bet THEN r.bet ELSE 0 END)::text AS valid
        FROM game_rounds r JOIN members m ON m.id = r.member_id
        WHERE r.status = 'settled' AND r.asset = 'CASH' AND m.merchant_id = $1
          AND r.settled_at >= $2::timestamptz AND r.settled_at < $3::timestamptz
        GROUP BY r.member_id`,
      [t.merchantId, start, end],
    );
    const base = new Map<number, bigint>();
    for (const f of figures) {
      const sub = t.subAgentOf.get(Number(f.member_id));
      if (sub !== undefined) base.set(sub, (base.get(sub) ?? 0n) + BigInt(f.valid));
    }
    let total = 0n;
    const amounts: Array<[number, bigint]> = [];
    for (const [sub, b] of base) {
      total += b;
      amounts.push([sub, (b * 50n) / 10_000n]);
    }
    amounts.push([t.agentId, (total * 100n) / 10_000n - amounts.reduce((s, [, a]) => s + a, 0n)]);
    for (const [member, amount] of amounts)
      await query('SELECT bench_post(1000, $1, $2)', [payee.get(member), amount.toString()]);
    await query('COMMIT');
    return amounts.length;
  };

  // Warm-up (untimed): pays the period the contracts were decided in and window 0, opening the payees' accounts.
  await fill(0);
  await rawTick(0);
  await tick(0);
  const ticks: number[] = [];
  const raws: number[] = [];
  const ratios: number[] = [];
  let payouts = 0;
  for (let k = 1; k <= TICKS; k++) {
    await fill(k);
    // Both read the window's fresh rows; they take turns going first (the first reader sets the rows' hint bits).
    const timed = async <T>(fn: () => Promise<T>) => {
      const s = performance.now();
      const value = await fn();
      return { value, ms: performance.now() - s };
    };
    let rawSide: { value: number; ms: number };
    let tickSide: { value: { periods: number; payouts: number }; ms: number };
    if (k % 2) {
      rawSide = await timed(() => rawTick(k));
      tickSide = await timed(() => tick(k));
    } else {
      tickSide = await timed(() => tick(k));
      rawSide = await timed(() => rawTick(k));
    }
    const r = tickSide.value;
    const rawPayees = rawSide.value;
    const tickMs = tickSide.ms;
    const rawMs = rawSide.ms;
    if (r.periods !== 1 || r.payouts !== rawPayees)
      throw new Error(`salary tick ${k}: ${r.periods} periods, ${r.payouts} payouts (raw: ${rawPayees})`);
    payouts = r.payouts;
    ticks.push(tickMs);
    raws.push(rawMs);
    ratios.push(tickMs / rawMs);
  }
  return {
    tickMs: median(ticks),
    rawMs: median(raws),
    ratio: median(ratios),
    payouts,
    windowRounds: WINDOW_ROUNDS,
    runs: TICKS,
  };
}
