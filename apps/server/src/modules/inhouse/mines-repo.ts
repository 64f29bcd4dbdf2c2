import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';

/** The mines rounds' rows and the seed pair a round was dealt from. */

/** A PostgreSQL int[] literal. */
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

export const minesRepo = {
  insertPending: async (
    tx: Db,
    r: {
      roundId: string;
      memberId: number;
      seedId: number;
      nonce: number;
      mines: number;
      layout: number[];
      bet: bigint;
    },
  ) => {
    await q(
      tx,
      sql`INSERT INTO mines_rounds (round_id, member_id, seed_id, nonce, mines, layout, bet, status)
      VALUES (${r.roundId}, ${r.memberId}, ${r.seedId}, ${r.nonce}, ${r.mines}, ${intArray(r.layout)}::int[], ${r.bet.toString()}, 'pending')`,
    );
  },

  /** pending -> `to`; false when the round was no longer pending. */
  settlePending: async (db: Db, roundId: string, to: 'open' | 'void'): Promise<boolean> => {
    const rows = await q(
      db,
      sql`UPDATE mines_rounds SET status = ${to} WHERE round_id = ${roundId} AND status = 'pending' RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** The member's rounds pending for over 5 minutes. */
  stalePendingIds: async (db: Db, memberId: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`SELECT round_id FROM mines_rounds WHERE member_id = ${memberId} AND status = 'pending' AND created_at < now() - interval '5 minutes'`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /** Locks the member's round; null when there is none, `open` false when it is not open. */
  lockRound: async (
    tx: Db,
    memberId: number,
    roundId: string,
  ): Promise<{ open: boolean; round: MinesRound } | null> => {
    const [row] = await q(
      tx,
      sql`SELECT * FROM mines_rounds WHERE round_id = ${roundId} AND member_id = ${memberId} FOR UPDATE`,
    );
    return row ? { open: row.status === 'open', round: toRound(row) } : null;
  },

  saveReveal: async (tx: Db, roundId: string, revealed: number[], status: 'lost' | 'open') => {
    await q(
      tx,
      sql`UPDATE mines_rounds SET revealed = ${intArray(revealed)}::int[], status = ${status} WHERE round_id = ${roundId}`,
    );
  },

  /** open -> cashed; null when the round is not the member's open one. */
  cashOut: async (db: Db, memberId: number, roundId: string): Promise<MinesRound | null> => {
    const [row] = await q(
      db,
      sql`UPDATE mines_rounds SET status = 'cashed' WHERE round_id = ${roundId} AND member_id = ${memberId} AND status = 'open' RETURNING *`,
    );
    return row ? toRound(row) : null;
  },

  /** The seed pair's hash and client seed ('undefined' texts when the seed is gone, as before). */
  seedPair: async (db: Db, seedId: number) => {
    const [seed] = await q(db, sql`SELECT server_hash, client_seed FROM fair_seeds WHERE id = ${seedId}`);
    return { serverHash: String(seed?.server_hash), clientSeed: String(seed?.client_seed) };
  },
};
