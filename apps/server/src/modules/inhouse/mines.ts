import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';

/**
 * Mines rounds on the server. The layout never leaves it until the round ends, and every step is decided under the
 * round's row lock or by a conditional update, so a reveal and a cash-out sent together cannot both win.
 *   pending (nonce taken, bet not yet placed) -> open (bet placed) -> lost | cashed;  pending -> void (bet failed)
 */
const intArray = (xs: number[]) => `{${xs.join(',')}}`;

export interface MinesRound {
  roundId: string;
  mines: number;
  layout: number[];
  revealed: number[];
  bet: bigint;
  nonce: number;
  seedId: number;
}
const toRound = (r: Row): MinesRound => ({
  roundId: String(r.round_id),
  nonce: Number(r.nonce),
  seedId: Number(r.seed_id),
  mines: Number(r.mines),
  layout: r.layout as number[],
  revealed: r.revealed as number[],
  bet: BigInt(String(r.bet)),
});

export async function recordPending(
  tx: Db,
  r: { roundId: string; memberId: number; seedId: number; nonce: number; mines: number; layout: number[]; bet: bigint },
) {
  await q(
    tx,
    sql`INSERT INTO mines_rounds (round_id, member_id, seed_id, nonce, mines, layout, bet, status)
      VALUES (${r.roundId}, ${r.memberId}, ${r.seedId}, ${r.nonce}, ${r.mines}, ${intArray(r.layout)}::int[], ${r.bet.toString()}, 'pending')`,
  );
}

/** pending -> open or void; false when the round was no longer pending (a stale round voided meanwhile). */
export async function settlePending(db: Db, roundId: string, to: 'open' | 'void'): Promise<boolean> {
  const rows = await q(
    db,
    sql`UPDATE mines_rounds SET status = ${to} WHERE round_id = ${roundId} AND status = 'pending' RETURNING round_id`,
  );
  return rows.length > 0;
}

/** Pending rounds whose start never finished (a crash between the nonce and the bet): they can be voided. */
export async function stalePending(db: Db, memberId: number): Promise<string[]> {
  const rows = await q(
    db,
    sql`SELECT round_id FROM mines_rounds WHERE member_id = ${memberId} AND status = 'pending' AND created_at < now() - interval '5 minutes'`,
  );
  return rows.map((r) => String(r.round_id));
}

export type Reveal =
  | { over: true }
  | { over: false; mine: true; round: MinesRound }
  | { over: false; mine: false; round: MinesRound };

export async function revealTile(db: Db, memberId: number, roundId: string, tile: number): Promise<Reveal> {
  return db.transaction(async (tx) => {
    const [row] = await q(
      tx,
      sql`SELECT * FROM mines_rounds WHERE round_id = ${roundId} AND member_id = ${memberId} FOR UPDATE`,
    );
    if (row?.status !== 'open') return { over: true as const };
    const round = toRound(row);
    round.revealed = [...new Set([...round.revealed, tile])];
    const mine = round.layout.includes(tile);
    await q(
      tx,
      sql`UPDATE mines_rounds SET revealed = ${intArray(round.revealed)}::int[], status = ${mine ? 'lost' : 'open'} WHERE round_id = ${roundId}`,
    );
    return { over: false as const, mine, round };
  });
}

/** open -> cashed; null when the round is not open (already lost, cashed or not this member's). */
export async function cashOut(db: Db, memberId: number, roundId: string): Promise<MinesRound | null> {
  const [row] = await q(
    db,
    sql`UPDATE mines_rounds SET status = 'cashed' WHERE round_id = ${roundId} AND member_id = ${memberId} AND status = 'open' RETURNING *`,
  );
  return row ? toRound(row) : null;
}

/** What a finished round's record keeps so the player can verify it: the seed pair's hash and client seed, the nonce. */
export async function minesProof(db: Db, round: MinesRound) {
  const [seed] = await q(db, sql`SELECT server_hash, client_seed FROM fair_seeds WHERE id = ${round.seedId}`);
  return {
    game: 'mines',
    mines: round.mines,
    layout: round.layout,
    revealed: round.revealed,
    nonce: round.nonce,
    serverHash: String(seed?.server_hash),
    clientSeed: String(seed?.client_seed),
  };
}
