import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { runDuePayouts } from '../../src/modules/agent-contracts/index.ts';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import { freshPgDatabase } from './pg-helper.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FIVE = 300_000;
/** The scenario's clock: a 5-minute boundary; contracts and rounds lie in the 3 hours before it. */
const T = Math.floor(Date.now() / FIVE) * FIVE;
const HOURS = 3;

type Fresh = Awaited<ReturnType<typeof freshPgDatabase>>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/**
 * The same team on any fresh database: real-time contracts demo_agent (house, 1.00 %) -> demo_subagent (0.60 %) ->
 * demo_subagent2 (0.30 %), and demo_agent -> demo_down1 (0.40 %), approved 3 hours before T; settled rounds of
 * demo_level3, demo_subagent2 and demo_down1 in every 5-minute window since.
 */
async function prepare(db: Db) {
  const id = async (u: string) => Number((await rows(db, sql`SELECT id FROM members WHERE username = ${u}`))[0]?.id);
  const decided = new Date(T - HOURS * 3_600_000 - 60_000).toISOString();
  await db.execute(sql`UPDATE agent_contracts SET decided_at = ${decided}::timestamptz, created_at = ${decided}::timestamptz
    WHERE kind = 'realtime' AND upline_id IS NULL`);
  // The demo's ended real-time contract of demo_subagent stays ended; the new chain is added beside it.
  const chain: Array<[string, string, number]> = [
    ['demo_agent', 'demo_subagent', 60],
    ['demo_subagent', 'demo_subagent2', 30],
    ['demo_agent', 'demo_down1', 40],
  ];
  for (const [up, down, rate] of chain)
    await db.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, upline_id, downline_id, status, tiers, top_rate_bp,
        created_at, decided_at)
      SELECT merchant_id, 'realtime', ${await id(up)}, ${await id(down)}, 'approved',
        ${JSON.stringify([{ minBase: '0', minActive: 0, rateBp: rate }])}::jsonb, ${rate}, ${decided}::timestamptz, ${decided}::timestamptz
      FROM members WHERE username = ${down}`);
  const players = [await id('demo_level3'), await id('demo_subagent2'), await id('demo_down1')];
  for (let w = 0; w < HOURS * 12; w++)
    for (const [i, member] of players.entries()) {
      const at = new Date(T - HOURS * 3_600_000 + w * FIVE + (i + 1) * 20_000).toISOString();
      const bet = 1_000 + ((w * 37 + i * 101) % 50) * 137;
      await db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, bet, win, status, asset, created_at, settled_at)
        VALUES ('test', ${`rt-${w}-${i}`}, ${member}, ${bet}, ${w % 3 === 0 ? bet * 2 : 0}, 'settled', 'CASH',
          ${at}::timestamptz, ${at}::timestamptz)`);
    }
}

/** Real-time statements per username and period (the same on every database that paid the same periods). */
const statements = async (db: Db) =>
  (
    await rows(
      db,
      sql`SELECT m.username, p.period_start, p.amount::text AS amount FROM contract_payouts p
        JOIN members m ON m.id = p.member_id WHERE p.kind = 'realtime'
        AND p.period_start >= ${new Date(T - HOURS * 3_600_000).toISOString()}::timestamptz
        ORDER BY m.username, p.period_start`,
    )
  ).map((r) => `${r.username} ${new Date(String(r.period_start)).toISOString()} ${r.amount}`);

describe('contract payouts run exactly once across instances (PostgreSQL)', () => {
  let shared: Fresh;
  let reference: Fresh;
  const servers = new Map<number, ChildProcess>();
  const port = 20_000 + Math.floor(Math.random() * 20_000);

  const start = async (on: number) => {
    const server = spawn(`${ROOT}node_modules/.bin/node`, [`${ROOT}apps/server/src/main.ts`], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: shared.url,
        PORT: String(on),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        JOBS: 'off',
        DEV_ENDPOINTS: 'on',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.set(on, server);
    let output = '';
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    // Up to two minutes: two servers start at once on a busy two-core machine. A server that exits says why.
    for (let i = 0; i < 2400; i++) {
      if (server.exitCode !== null) throw new Error(`the server on ${on} exited (${server.exitCode}): ${output}`);
      if ((await fetch(`http://127.0.0.1:${on}/readyz`).catch(() => null))?.ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server on ${on} did not start: ${output}`);
  };
  const kill = async (on: number) => {
    const child = servers.get(on);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  };
  const tick = (on: number, at: number) =>
    fetch(`http://127.0.0.1:${on}/dev/jobs/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ names: ['contract-payouts'], at: new Date(at).toISOString() }),
    }).then(
      (r) => r.status,
      () => 0,
    );

  beforeAll(async () => {
    [shared, reference] = await Promise.all([freshPgDatabase(), freshPgDatabase()]);
    await prepare(shared.database.db);
    await prepare(reference.database.db);
  }, 120_000);
  afterAll(async () => {
    await kill(port);
    await kill(port + 1);
    await shared?.drop();
    await reference?.drop();
  }, 60_000);

  it('two instances tick the same clock at once, one is killed mid-run and restarted: the same statements as one run', async () => {
    // The reference: one scheduler, no crash.
    while ((await runDuePayouts(reference.database.db, new Date(T + 600_000))).periods > 0);
    const expected = await statements(reference.database.db);
    // Every holder above a player is paid for each of the 36 five-minute windows (a window on the edge may add one).
    for (const holder of ['demo_agent', 'demo_subagent', 'demo_subagent2'])
      expect(expected.filter((s) => s.startsWith(`${holder} `)).length).toBeGreaterThanOrEqual(HOURS * 12);

    await Promise.all([start(port), start(port + 1)]);
    // The clock moves half an hour per step; both instances tick each step concurrently, several times.
    const killAt = 1 + Math.floor(Math.random() * 4);
    for (let step = 1; step <= HOURS * 2 + 1; step++) {
      const at = T - HOURS * 3_600_000 + step * 1_800_000 + 130_000;
      const ticks = [tick(port, at), tick(port + 1, at), tick(port, at), tick(port + 1, at)];
      if (step === killAt) {
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 150));
        await kill(port);
      }
      await Promise.all(ticks);
      if (step === killAt) await start(port);
    }
    expect(await tick(port + 1, T + 600_000)).toBe(200);
    expect(await tick(port, T + 600_000)).toBe(200);

    const db = shared.database.db;
    expect(await statements(db)).toEqual(expected);
    // Every window paid once, none skipped: the run rows follow each other without a gap.
    const runs = await rows(
      db,
      sql`SELECT period_start, period_end FROM contract_period_runs WHERE run_kind = 'realtime' ORDER BY period_start`,
    );
    for (let i = 1; i < runs.length; i++)
      expect(new Date(String(runs[i]?.period_start)).getTime()).toBe(
        new Date(String(runs[i - 1]?.period_end)).getTime(),
      );
    const [dupes] = await rows(
      db,
      sql`SELECT COUNT(*) - COUNT(DISTINCT idempotency_key) AS n FROM ledger_transfers WHERE kind LIKE 'contract_%'`,
    );
    expect(Number(dupes?.n)).toBe(0);
    const [links] = await rows(
      db,
      sql`SELECT COUNT(*) AS n FROM contract_payouts p JOIN ledger_transfers t ON t.id = p.transfer_id AND t.amount = p.amount`,
    );
    const [all] = await rows(db, sql`SELECT COUNT(*) AS n FROM contract_payouts`);
    expect(Number(links?.n)).toBe(Number(all?.n));
    const inv = await checkInvariants(db);
    expect(inv.mismatched).toBe(0);
    expect(Object.values(inv.sums).every((s) => s === '0')).toBe(true);
  }, 300_000);
});
