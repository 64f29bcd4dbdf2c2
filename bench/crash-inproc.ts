// The crash rows' side in the bench's server process (crash.ts is the players' side): the members with money and
// their sessions, a hash chain whose rounds run long enough for every planned cash-out, the engine on its timer, the
// bare node:http baseline (one raw SQL posting per request on the same database) and the ledger's check of a round.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { members } from '../apps/server/src/db/schema/accounts.ts';
import { openSession } from '../apps/server/src/modules/accounts/sessions.ts';
import { crashPoint, hashAt } from '../apps/server/src/modules/inhouse/crash.ts';
import { crashEngineOf } from '../apps/server/src/modules/inhouse/crash-routes.ts';
import { house, memberMain, postTransfer } from '../apps/server/src/modules/wallet/ledger.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { seedSealer } from '../apps/server/src/platform/seal.ts';
import { rawLedger } from './raw.ts';

/** Each member's money: 1,000,000.00 (minor units). */
const FUNDS = 100_000_000n;

const rows = async (app: App, query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Runs `op` over `items` from `workers` callers at once. */
async function each<T, R>(items: T[], workers: number, op: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await op(items[i] as T, i);
    }),
  );
  return out;
}

export interface CrashFixtures {
  /** Session tokens of the players, in order. */
  tokens: string[];
  /** Lumen Crash's node, for the launches. */
  nodeId: number;
  /** The crash points of the chain's rounds, in order (hundredths). */
  points: number[];
}

/**
 * `n` members of the demo brand, each funded through the ledger (one cashier adjustment) with a session: the money
 * rows' path (inproc.ts moneyFixtures), the members inserted in one statement. Then a chain of `rounds` rounds that
 * each crash at `minPoint` or above, made the chain in play (the engine opens its rounds from the newest chain).
 */
export async function crashFixtures(app: App, n: number, rounds: number, minPoint: number): Promise<CrashFixtures> {
  const { db } = app.deps;
  const merchant = await app.deps.merchants.resolve({ host: 'localhost' });
  const tag = randomBytes(3).toString('hex');
  const made = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        merchantId: merchant.id,
        username: `crash${i}_${tag}`,
        passwordHash: 'x',
      })),
    )
    .returning();
  const workers = app.deps.config.DATABASE_URL ? 8 : 1;
  const tokens = await each(made, workers, async (m) => {
    await postTransfer(db, {
      from: house('cashier'),
      to: memberMain(m.id),
      amount: FUNDS,
      kind: 'adjustment',
      memberId: m.id,
    });
    return (await openSession(db, merchant, m, 'username', 4)).token;
  });
  const [game] = await rows(app, sql`SELECT node_id FROM games WHERE engine = 'inhouse:crash' LIMIT 1`);
  if (!game) throw new Error('Lumen Crash is not in the demo catalogue');
  // A chain whose every round runs past the last planned cash-out: drawn again until it is (a few dozen tries).
  for (;;) {
    const secret = randomBytes(32).toString('hex');
    const salt = randomBytes(16).toString('hex');
    const points = Array.from({ length: rounds }, (_, i) => crashPoint(hashAt(secret, rounds, i + 1), salt));
    if (points.some((p) => p < minPoint)) continue;
    const sealed = seedSealer(app.deps.config).seal(secret);
    await db.execute(
      sql`INSERT INTO crash_chains (secret, terminal_hash, salt, length) VALUES (${sealed}, ${hashAt(secret, rounds, 0)}, ${salt}, ${rounds})`,
    );
    return { tokens, nodeId: Number(game.node_id), points };
  }
}

/** The engine on its timer, as an instance with jobs on runs it (the bench's server has jobs off). */
export function crashStart(app: App) {
  crashEngineOf(app).run((err) => app.log.error({ err }, 'crash engine step failed'));
}
export function crashStop(app: App) {
  const engine = crashEngineOf(app);
  engine.stop();
  engine.clock = () => Date.now();
}
/**
 * Holds the round's clock while every player bets (the bench's players come from one machine, slower than 2,000
 * people's browsers), as the tests drive it; crashRelease lets it run on from where it stood, and answers by how
 * many ms it now runs behind the wall clock.
 */
let heldAt = 0;
export function crashHold(app: App) {
  heldAt = Date.now();
  crashEngineOf(app).clock = () => heldAt;
}
export function crashRelease(app: App): number {
  const shift = Date.now() - heldAt;
  crashEngineOf(app).clock = () => Date.now() - shift;
  return shift;
}

/**
 * The baseline: a bare node:http server in this process whose every POST is one raw SQL posting (raw.ts bench_post,
 * one statement in one round trip, on a pool of the bench's own on PostgreSQL) answered with a small JSON body.
 */
let bare: http.Server | null = null;
export async function crashBare(app: App): Promise<number> {
  if (!bare) {
    const raw = await rawLedger(app, 16);
    let i = 0;
    bare = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        JSON.parse(Buffer.concat(chunks).toString() || '{}');
        await raw.post(1 + (i++ % 999), 1000);
        const body = '{"status":"OK"}';
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
      });
    });
    await new Promise<void>((go) => bare?.listen(0, '127.0.0.1', go));
  }
  const address = bare.address();
  return typeof address === 'object' && address ? address.port : 0;
}

export interface CrashLedger {
  bets: number;
  cashed: number;
  lost: number;
  unsettled: number;
  /** Cashed bets whose win was posted once, for exactly the payout recorded. */
  paidOnce: number;
  /** Bets whose stake was posted once, for exactly the bet. */
  betOnce: number;
  /** Members of the round whose balance is their funds, less the bet, plus the payout. */
  balancesRight: number;
  /** Win postings of lost bets (none is right). */
  lostPaid: number;
}

/** The ledger's account of round `roundId`, once every closed bet's win was answered (waits up to 60 s for that). */
export async function crashLedger(app: App, roundId: number): Promise<CrashLedger> {
  for (let i = 0; i < 600; i++) {
    const [open] = await rows(
      app,
      sql`SELECT count(*)::int AS n FROM crash_bets WHERE round_id = ${roundId} AND (settled_at IS NULL OR status IN ('pending', 'placed'))`,
    );
    if (Number(open?.n) === 0) break;
    await new Promise((go) => setTimeout(go, 100));
  }
  // A provider's bet and win post with the reference prov:<provider>:<transaction id> (migration 0405).
  const [r] = await rows(
    app,
    sql`WITH b AS (SELECT * FROM crash_bets WHERE round_id = ${roundId}),
      t AS (SELECT ref, count(*) AS n, sum(amount) AS total FROM ledger_transfers
        WHERE ref IN (SELECT 'prov:INHOUSE:' || id || ':win' FROM b UNION ALL SELECT 'prov:INHOUSE:' || id || ':bet' FROM b)
        GROUP BY ref),
      m AS (SELECT x.member_id, sum(x.bet) FILTER (WHERE x.status IN ('cashed', 'lost')) AS bets,
          COALESCE(sum(x.payout) FILTER (WHERE x.status = 'cashed'), 0) AS payouts
        FROM crash_bets x WHERE x.member_id IN (SELECT member_id FROM b) GROUP BY x.member_id),
      v AS (SELECT b.*, COALESCE(w.n, 0) AS wins, COALESCE(w.total, 0) AS won, COALESCE(s.n, 0) AS stakes,
          COALESCE(s.total, 0) AS staked, a.balance, m.bets AS all_bets, m.payouts AS all_payouts
        FROM b
        LEFT JOIN t w ON w.ref = 'prov:INHOUSE:' || b.id || ':win'
        LEFT JOIN t s ON s.ref = 'prov:INHOUSE:' || b.id || ':bet'
        LEFT JOIN ledger_accounts a ON a.owner_kind = 'member' AND a.member_id = b.member_id AND a.purpose = 'main'
          AND a.asset = 'CASH'
        JOIN m ON m.member_id = b.member_id)
      SELECT count(*)::int AS bets,
        count(*) FILTER (WHERE status = 'cashed')::int AS cashed,
        count(*) FILTER (WHERE status = 'lost')::int AS lost,
        count(*) FILTER (WHERE settled_at IS NULL)::int AS unsettled,
        count(*) FILTER (WHERE status = 'cashed' AND wins = 1 AND won = payout)::int AS paid_once,
        count(*) FILTER (WHERE stakes = 1 AND staked = bet)::int AS bet_once,
        count(*) FILTER (WHERE balance = ${FUNDS.toString()}::bigint - all_bets + all_payouts)::int AS balances_right,
        count(*) FILTER (WHERE status = 'lost' AND wins > 0)::int AS lost_paid
      FROM v`,
  );
  return {
    bets: Number(r?.bets),
    cashed: Number(r?.cashed),
    lost: Number(r?.lost),
    unsettled: Number(r?.unsettled),
    paidOnce: Number(r?.paid_once),
    betOnce: Number(r?.bet_once),
    balancesRight: Number(r?.balances_right),
    lostPaid: Number(r?.lost_paid),
  };
}
