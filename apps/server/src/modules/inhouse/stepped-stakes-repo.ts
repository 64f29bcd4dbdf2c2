import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

/** The extra stakes of stepped rounds (stepped_stakes): a double, a split, insurance, each its own wallet bet. */

const at = (d: Date) => d.toISOString();

export interface StakeRef {
  roundId: string;
  seq: number;
}

export const stakesRepo = {
  /** A stake before its bet is sent (under the round's lock): its number in the round. */
  insertPending: async (tx: Db, roundId: string, move: unknown, amount: bigint): Promise<number> => {
    const [row] = await q(
      tx,
      sql`INSERT INTO stepped_stakes (round_id, seq, move, amount, status)
        SELECT ${roundId}, COALESCE(max(seq), 0) + 1, ${JSON.stringify(move)}::jsonb, ${amount.toString()}, 'pending'
        FROM stepped_stakes WHERE round_id = ${roundId}
      RETURNING seq`,
    );
    return Number(row?.seq);
  },

  /** Whether a stake of the round (other than `except`) is pending or owes its rollback. */
  unresolved: async (tx: Db, roundId: string, except: number | null): Promise<boolean> => {
    const rows = await q(
      tx,
      sql`SELECT 1 FROM stepped_stakes WHERE round_id = ${roundId} AND settled_at IS NULL
        AND (${except}::int IS NULL OR seq <> ${except}) LIMIT 1`,
    );
    return rows.length > 0;
  },

  /** The stakes placed in the round so far (minor units). */
  placedSum: async (tx: Db, roundId: string): Promise<bigint> => {
    const [row] = await q(
      tx,
      sql`SELECT COALESCE(sum(amount), 0)::text AS s FROM stepped_stakes WHERE round_id = ${roundId} AND status = 'placed'`,
    );
    return BigInt(String(row?.s ?? '0'));
  },

  /** pending -> placed (its move taken in the same commit); false when it was no longer pending. */
  place: async (tx: Db, roundId: string, seq: number): Promise<boolean> => {
    const rows = await q(
      tx,
      sql`UPDATE stepped_stakes SET status = 'placed', closed_at = now(), settled_at = now(), answer = 'OK'
        WHERE round_id = ${roundId} AND seq = ${seq} AND status = 'pending' RETURNING seq`,
    );
    return rows.length > 0;
  },

  /** pending -> refused: the wallet took nothing (`answer` its status), so nothing is owed. */
  refuse: async (db: Db, roundId: string, seq: number, answer: string) => {
    await q(
      db,
      sql`UPDATE stepped_stakes SET status = 'refused', closed_at = now(), settled_at = now(), answer = ${answer}
        WHERE round_id = ${roundId} AND seq = ${seq} AND status = 'pending'`,
    );
  },

  /** pending -> void, owing the rollback of its bet (which may have been taken). */
  voidPending: async (db: Db, roundId: string, seq: number) => {
    await q(
      db,
      sql`UPDATE stepped_stakes SET status = 'void', closed_at = now()
        WHERE round_id = ${roundId} AND seq = ${seq} AND status = 'pending'`,
    );
  },

  /** Whether the stake is void with its rollback unanswered. */
  owesRollback: async (db: Db, roundId: string, seq: number): Promise<boolean> => {
    const rows = await q(
      db,
      sql`SELECT 1 FROM stepped_stakes WHERE round_id = ${roundId} AND seq = ${seq} AND status = 'void'
        AND settled_at IS NULL`,
    );
    return rows.length > 0;
  },

  /**
   * Stakes pending since before `before` (their bet's answer lost) made void, and void stakes whose rollback was
   * decided before `closedBefore` and is unanswered and unclaimed at `now`: claimed until `until`, one caller each.
   */
  claimOwed: async (
    db: Db,
    before: Date,
    closedBefore: Date,
    now: Date,
    until: Date,
    limit: number,
  ): Promise<StakeRef[]> => {
    const rows = await q(
      db,
      sql`UPDATE stepped_stakes s SET status = 'void', closed_at = COALESCE(s.closed_at, now()),
        claimed_until = ${at(until)}::timestamptz
      FROM (SELECT round_id, seq FROM stepped_stakes WHERE settled_at IS NULL
          AND ((status = 'pending' AND created_at < ${at(before)}::timestamptz)
            OR (status = 'void' AND closed_at < ${at(closedBefore)}::timestamptz))
          AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
        ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) owed
      WHERE s.round_id = owed.round_id AND s.seq = owed.seq AND s.settled_at IS NULL
      RETURNING s.round_id, s.seq`,
    );
    return rows.map((r) => ({ roundId: String(r.round_id), seq: Number(r.seq) }));
  },

  /** The wallet answered the void stake's rollback. */
  settle: async (db: Db, roundId: string, seq: number, answer: string) => {
    await q(
      db,
      sql`UPDATE stepped_stakes SET settled_at = now(), answer = ${answer}, claimed_until = NULL
        WHERE round_id = ${roundId} AND seq = ${seq} AND status = 'void' AND settled_at IS NULL`,
    );
  },

  release: async (db: Db, roundId: string, seq: number) => {
    await q(
      db,
      sql`UPDATE stepped_stakes SET claimed_until = NULL WHERE round_id = ${roundId} AND seq = ${seq}
        AND settled_at IS NULL`,
    );
  },

  /** A round's stakes in order (the proof and the tests). */
  ofRound: async (db: Db, roundId: string) => {
    const rows = await q(
      db,
      sql`SELECT seq, move, amount::text AS amount, status FROM stepped_stakes WHERE round_id = ${roundId} ORDER BY seq`,
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      move: typeof r.move === 'string' ? JSON.parse(r.move) : r.move,
      amount: BigInt(String(r.amount)),
      status: String(r.status),
    }));
  },
};
