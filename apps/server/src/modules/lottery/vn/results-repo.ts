import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { int, iso, q, str } from '../../../db/rows.ts';
import type { VnRegion } from '../rules/vn.ts';

/** SQL of regional VN results: the draws waiting for them, their entries, and recording a confirmed one. */

const at = (d: Date) => d.toISOString();

export interface VnDrawRow {
  id: number;
  gameCode: string;
  numero: string;
  status: string;
  drawsAt: string;
  region: VnRegion;
  resultSource: 'seed' | 'operator';
  graceSeconds: number;
  names: Record<string, string>;
}

const vnDraw = (r: Record<string, unknown>): VnDrawRow => ({
  id: int(r.id),
  gameCode: str(r.game_code),
  numero: str(r.numero),
  status: str(r.status),
  drawsAt: iso(r.draws_at),
  region: r.region as VnRegion,
  resultSource: r.result_source === 'operator' ? 'operator' : 'seed',
  graceSeconds: int(r.grace_seconds),
  names: (r.names as Record<string, string>) ?? {},
});

const DRAWS = sql`SELECT d.id, d.game_code, d.numero, d.status, d.draws_at, lg.region, lg.result_source,
    lg.grace_seconds, g.names
  FROM lottery_draws d JOIN lottery_games lg ON lg.game_code = d.game_code JOIN games g ON g.node_id = lg.node_id`;

/** A VN draw, locked for the transaction (entries of one draw take turns). */
export async function lockVnDraw(tx: Db, id: number) {
  const [r] = await q(tx, sql`${DRAWS} WHERE d.id = ${id} AND lg.family = 'vn' FOR UPDATE OF d`);
  return r ? vnDraw(r) : null;
}

/** Regional draws not yet drawn nor cancelled, up to a day ahead, soonest first. */
export const awaitingDraws = async (db: Db, now: Date) =>
  (
    await q(
      db,
      sql`${DRAWS} WHERE lg.family = 'vn' AND lg.result_source = 'operator'
        AND d.status IN ('scheduled', 'open', 'closed') AND d.draws_at <= ${at(new Date(now.getTime() + 86_400_000))}
        ORDER BY d.draws_at, d.game_code`,
    )
  ).map(vnDraw);

export interface EntryRow {
  id: number;
  drawId: number;
  round: number;
  operatorId: number | null;
  operator: string | null;
  result: number[];
  outcome: 'first' | 'confirmed' | 'mismatch';
  createdAt: string;
}

/** The entries of draws, by round then time. */
export async function entriesOf(db: Db, drawIds: number[]): Promise<EntryRow[]> {
  if (drawIds.length === 0) return [];
  const rows = await q(
    db,
    sql`SELECT e.*, o.username FROM lottery_vn_entries e LEFT JOIN operators o ON o.id = e.operator_id
      WHERE e.draw_id IN (${sql.join(
        drawIds.map((i) => sql`${i}`),
        sql`, `,
      )}) ORDER BY e.draw_id, e.round, e.id`,
  );
  return rows.map((r) => ({
    id: int(r.id),
    drawId: int(r.draw_id),
    round: int(r.round),
    operatorId: r.operator_id === null ? null : int(r.operator_id),
    operator: r.username === null ? null : str(r.username),
    result: r.result as number[],
    outcome: r.outcome as EntryRow['outcome'],
    createdAt: iso(r.created_at),
  }));
}

/** The round taking entries and its entries so far: after a mismatch, the next round, empty. */
export function currentRound(entries: readonly EntryRow[]) {
  const last = entries.at(-1);
  if (!last) return { round: 1, entries: [], mismatched: false };
  if (last.outcome === 'mismatch') return { round: last.round + 1, entries: [], mismatched: true };
  return { round: last.round, entries: entries.filter((e) => e.round === last.round), mismatched: last.round > 1 };
}

export const insertEntry = (
  tx: Db,
  e: { drawId: number; round: number; operatorId: number | null; result: number[]; outcome: EntryRow['outcome'] },
  now: Date,
) =>
  tx.execute(sql`INSERT INTO lottery_vn_entries (draw_id, round, operator_id, result, outcome, created_at)
    VALUES (${e.drawId}, ${e.round}, ${e.operatorId}, ${JSON.stringify(e.result)}::jsonb, ${e.outcome}, ${at(now)})`);

export const markMismatch = (tx: Db, entryId: number) =>
  tx.execute(sql`UPDATE lottery_vn_entries SET outcome = 'mismatch' WHERE id = ${entryId}`);

/** The confirmed result: the draw is drawn (the settler pays its slips). */
export const recordVnResult = async (tx: Db, drawId: number, result: number[], now: Date) =>
  (
    await q(
      tx,
      sql`UPDATE lottery_draws SET status = 'drawn', result = ${JSON.stringify(result)}::jsonb, drawn_at = ${at(now)}
        WHERE id = ${drawId} AND status = 'closed' RETURNING id`,
    )
  ).length > 0;

/** Cancels a draw not yet drawn (its slips are refunded by the settler); false when it was past that. */
export const cancelDraw = async (db: Db, drawId: number) =>
  (
    await q(
      db,
      sql`UPDATE lottery_draws SET status = 'cancelled' WHERE id = ${drawId}
        AND status IN ('scheduled', 'open', 'closed') RETURNING id`,
    )
  ).length > 0;
