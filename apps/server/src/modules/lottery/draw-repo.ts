import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, q, type Row, str } from '../../db/rows.ts';
import type { Family } from './rules/draw.ts';
import type { DrawStatus } from './schema.ts';

/** SQL of the draws: scheduled, moved along by the clock, drawn, claimed for settlement. */

export interface DrawRow {
  id: number;
  gameCode: string;
  numero: string;
  status: DrawStatus;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  /** The server seed: sealed until the draw is drawn, in clear after (it is public then); '' when it has none. */
  storedSeed: string;
  seedHash: string;
  result: number[] | null;
  drawnAt: string | null;
}

const draw = (r: Row): DrawRow => ({
  id: int(r.id),
  gameCode: str(r.game_code),
  numero: str(r.numero),
  status: r.status as DrawStatus,
  opensAt: iso(r.opens_at),
  closesAt: iso(r.closes_at),
  drawsAt: iso(r.draws_at),
  storedSeed: str(r.server_seed),
  seedHash: str(r.seed_hash),
  result: (r.result as number[] | null) ?? null,
  drawnAt: isoOrNull(r.drawn_at),
});

const at = (d: Date) => d.toISOString();

/** Schedules a draw once (a second instance's insert does nothing); `seed` is sealed. */
export const ensureDraw = (
  db: Db,
  d: { gameCode: string; numero: string; opensAt: Date; closesAt: Date; drawsAt: Date; seed: string; hash: string },
) =>
  db.execute(sql`INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draws_at, server_seed, seed_hash)
    VALUES (${d.gameCode}, ${d.numero}, ${at(d.opensAt)}, ${at(d.closesAt)}, ${at(d.drawsAt)}, ${d.seed}, ${d.hash})
    ON CONFLICT (game_code, numero) DO NOTHING`);

/** Moves draws along by the clock: open at their opening, closed at their cut-off. Each is one statement, idempotent. */
export async function openAndClose(db: Db, now: Date) {
  const opened = await q(
    db,
    sql`UPDATE lottery_draws SET status = 'open' WHERE status = 'scheduled' AND opens_at <= ${at(now)} RETURNING id`,
  );
  const closed = await q(
    db,
    sql`UPDATE lottery_draws SET status = 'closed' WHERE status = 'open' AND closes_at <= ${at(now)} RETURNING id`,
  );
  return { opened: opened.length, closed: closed.length };
}

/**
 * Draws that never got their numbers in time (their game's grace after the draw time): cancelled, their slips
 * refunded by the settler.
 */
export const cancelStale = async (db: Db, now: Date) =>
  (
    await q(
      db,
      sql`UPDATE lottery_draws d SET status = 'cancelled' FROM lottery_games lg
        WHERE lg.game_code = d.game_code AND d.status IN ('scheduled', 'open', 'closed')
          AND d.draws_at + make_interval(secs => lg.grace_seconds) <= ${at(now)} RETURNING d.id`,
    )
  ).length;

/** Closed draws drawn from their seed whose time has come (and not past the grace); operators enter the others. */
export const dueToDraw = async (db: Db, now: Date) =>
  (
    await q(
      db,
      sql`SELECT d.*, lg.family FROM lottery_draws d JOIN lottery_games lg ON lg.game_code = d.game_code
        WHERE d.status = 'closed' AND lg.result_source = 'seed' AND d.draws_at <= ${at(now)} ORDER BY d.draws_at`,
    )
  ).map((r) => ({ ...draw(r), family: r.family as Family }));

/**
 * Records the numbers once (whoever computed them first; every instance computes the same), with the seed they came
 * from in clear: it is public from now on.
 */
export const recordResult = async (db: Db, id: number, result: number[], serverSeed: string, now: Date) =>
  (
    await q(
      db,
      sql`UPDATE lottery_draws SET status = 'drawn', result = ${JSON.stringify(result)}::jsonb, drawn_at = ${at(now)},
        server_seed = ${serverSeed}
        WHERE id = ${id} AND status = 'closed' RETURNING id`,
    )
  ).length > 0;

/** Seeds of draws not drawn after `afterId` not stored under `prefix` (the current key's), a page at a time. */
export const unsealedSeeds = async (db: Db, afterId: number, prefix: string) =>
  (
    await q(
      db,
      sql`SELECT id, server_seed FROM lottery_draws WHERE id > ${afterId} AND result IS NULL AND server_seed <> ''
        AND NOT starts_with(server_seed, ${prefix}) ORDER BY id LIMIT 500`,
    )
  ).map((r) => ({ id: int(r.id), stored: str(r.server_seed) }));

/** Stores a draw's seed sealed anew, unless it was drawn or changed meanwhile. */
export const resealSeed = (db: Db, id: number, stored: string, sealed: string) =>
  db.execute(sql`UPDATE lottery_draws SET server_seed = ${sealed}
    WHERE id = ${id} AND server_seed = ${stored} AND result IS NULL`);

/**
 * Takes one drawn (or cancelled, not yet refunded) draw to settle, with a lease: SKIP LOCKED passes over a draw
 * another instance is taking, and a live lease over one it holds.
 */
export async function claimSettlement(db: Db, now: Date, leaseMs: number) {
  const [r] = await q(
    db,
    sql`UPDATE lottery_draws SET settling_until = ${at(new Date(now.getTime() + leaseMs))}
      WHERE id = (SELECT id FROM lottery_draws
        WHERE (status = 'drawn' OR (status = 'cancelled' AND settled_at IS NULL))
          AND (settling_until IS NULL OR settling_until <= ${at(now)})
        ORDER BY draws_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
  );
  return r ? draw(r) : null;
}

/** Ends a draw's settlement once none of its slips is left open. */
export const finishDraw = (db: Db, id: number, now: Date) =>
  db.execute(sql`UPDATE lottery_draws SET settled_at = ${at(now)}, settling_until = NULL,
      status = CASE WHEN status = 'drawn' THEN 'settled' ELSE status END
    WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM lottery_slips WHERE draw_id = ${id} AND status IN ('pending', 'placed'))`);

export const releaseDraw = (db: Db, id: number) =>
  db.execute(sql`UPDATE lottery_draws SET settling_until = NULL WHERE id = ${id}`);

/** The draw taking bets or coming next (not yet drawn), and the last drawn one. */
export async function currentDraws(db: Db, gameCode: string, now: Date) {
  const [current] = await q(
    db,
    sql`SELECT * FROM lottery_draws WHERE game_code = ${gameCode} AND draws_at > ${at(now)}
      AND status IN ('scheduled', 'open', 'closed') ORDER BY draws_at LIMIT 1`,
  );
  const [last] = await q(
    db,
    sql`SELECT * FROM lottery_draws WHERE game_code = ${gameCode} AND status IN ('drawn', 'settled')
      ORDER BY draws_at DESC LIMIT 1`,
  );
  return { current: current ? draw(current) : null, last: last ? draw(last) : null };
}

export const openedDraws = async (db: Db, gameCode: string, count: number) =>
  (
    await q(
      db,
      sql`SELECT * FROM lottery_draws WHERE game_code = ${gameCode} AND status IN ('drawn', 'settled')
        ORDER BY draws_at DESC LIMIT ${count}`,
    )
  ).map(draw);
