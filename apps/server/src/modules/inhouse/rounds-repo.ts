import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import type { InhouseRoundStatus } from './schema.ts';

/** The slot and dice rounds' rows (inhouse_rounds): what each owes the wallet until the wallet answered it. */

const at = (d: Date) => d.toISOString();

/** A decided or void round whose last call (its win, or the rollback of its bet) the wallet has not answered. */
export interface OwedRound {
  roundId: string;
  memberId: number;
  status: InhouseRoundStatus;
  payout: bigint | null;
  detail: unknown;
}
const toOwed = (r: Row): OwedRound => ({
  roundId: String(r.round_id),
  memberId: Number(r.member_id),
  status: r.status as InhouseRoundStatus,
  payout: r.payout === null || r.payout === undefined ? null : BigInt(String(r.payout)),
  // node-postgres parses jsonb; the embedded database may hand it over as text.
  detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail,
});

export const roundsRepo = {
  /** A round before its bet: nothing of it is decided. */
  insertPending: async (db: Db, r: { roundId: string; memberId: number; game: string; bet: bigint }) => {
    await q(
      db,
      sql`INSERT INTO inhouse_rounds (round_id, member_id, game, bet, status)
        VALUES (${r.roundId}, ${r.memberId}, ${r.game}, ${r.bet.toString()}, 'pending')`,
    );
  },

  /**
   * pending -> decided with its seed pair, nonce, outcome (the win call's detail) and the win it owes, in the
   * transaction that takes the nonce; false when the round was no longer pending (given up meanwhile).
   */
  decide: async (
    tx: Db,
    r: { roundId: string; seedId: number; nonce: number; payout: bigint; detail: unknown },
  ): Promise<boolean> => {
    const rows = await q(
      tx,
      sql`UPDATE inhouse_rounds SET status = 'decided', seed_id = ${r.seedId}, nonce = ${r.nonce},
        payout = ${r.payout.toString()}, detail = ${JSON.stringify(r.detail)}::jsonb, closed_at = now()
      WHERE round_id = ${r.roundId} AND status = 'pending' RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** pending -> void for a bet the wallet refused: nothing was taken, so nothing is owed (settled at once). */
  refusePending: async (db: Db, roundId: string) => {
    await q(
      db,
      sql`UPDATE inhouse_rounds SET status = 'void', closed_at = now(), settled_at = now()
        WHERE round_id = ${roundId} AND status = 'pending'`,
    );
  },

  /**
   * pending -> void with the rollback of its bet owed (the bet may have been taken); true when the round is void with
   * that rollback still unanswered (also when it already was), false when it was decided or is settled.
   */
  abandon: async (db: Db, roundId: string): Promise<boolean> => {
    const rows = await q(
      db,
      sql`UPDATE inhouse_rounds SET status = 'void', closed_at = COALESCE(closed_at, now())
        WHERE round_id = ${roundId} AND status IN ('pending', 'void') AND settled_at IS NULL RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /**
   * Rounds pending since before `before` (their bet's answer never came): made void, owing the rollback of their bet,
   * and claimed until `until` by the caller, which sends it. Each is taken by one caller (SKIP LOCKED, status).
   */
  claimStalePending: async (db: Db, before: Date, until: Date, limit: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`UPDATE inhouse_rounds SET status = 'void', closed_at = now(), claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM inhouse_rounds WHERE settled_at IS NULL AND status = 'pending'
          AND created_at < ${at(before)}::timestamptz ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND status = 'pending'
      RETURNING round_id`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /**
   * Rounds whose last call (the win of a decided round, the rollback of a void one) was decided before `closedBefore`
   * and not answered, and not claimed at `now`: claimed until `until`, so one caller resends each.
   */
  claimOwed: async (db: Db, closedBefore: Date, now: Date, until: Date, limit: number): Promise<OwedRound[]> => {
    const rows = await q(
      db,
      sql`UPDATE inhouse_rounds SET claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM inhouse_rounds WHERE settled_at IS NULL
          AND status IN ('decided', 'void') AND closed_at < ${at(closedBefore)}::timestamptz
          AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
        ORDER BY closed_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND settled_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
      RETURNING round_id, member_id, status, payout, detail`,
    );
    return rows.map(toOwed);
  },

  /** The wallet answered the round's last call (`answer` its status). */
  settle: async (db: Db, roundId: string, answer: string) => {
    await q(
      db,
      sql`UPDATE inhouse_rounds SET settled_at = now(), answer = ${answer}, claimed_until = NULL
        WHERE round_id = ${roundId} AND settled_at IS NULL`,
    );
  },

  /** Gives up a claim (the call was not answered): the next run may take the round at once. */
  release: async (db: Db, roundId: string) => {
    await q(db, sql`UPDATE inhouse_rounds SET claimed_until = NULL WHERE round_id = ${roundId} AND settled_at IS NULL`);
  },
};
