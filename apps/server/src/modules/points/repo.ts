import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';
import type { TVipLevel } from '../brand/index.ts';
import { OVERLAP } from './cursor-repo.ts';

/** A valid bet that has earned no points yet. */
export interface UnearnedRound {
  provider: string;
  roundId: string;
  memberId: number;
  merchantId: number;
  gameType: string;
  bet: bigint;
  settledAt: string;
}

export const pointsRepo = {
  programme: async (db: Db, merchantId: number): Promise<Row | undefined> =>
    (await q(db, sql`SELECT earn_rates, exchange_rates FROM points_programmes WHERE merchant_id = ${merchantId}`))[0],

  /**
   * Valid bets (the valid_bets view, migration 0351: settled, real money, not a push) from just before the cursor on,
   * oldest first, that have no points_earned row yet, with their game family (the product the rate is for).
   */
  unearnedRounds: async (db: Db, after: Date, limit: number): Promise<UnearnedRound[]> => {
    const rows = await q(
      db,
      sql`SELECT r.provider, r.round_id, r.member_id, m.merchant_id, r.family AS game_type,
          r.valid_bet::text AS bet, r.settled_at
        FROM valid_bets r
        JOIN members m ON m.id = r.member_id
        WHERE r.settled_at > ${after.toISOString()}::timestamptz - ${OVERLAP}
          AND NOT EXISTS (SELECT 1 FROM points_earned e WHERE e.provider = r.provider AND e.round_id = r.round_id)
        ORDER BY r.settled_at, r.provider, r.round_id
        LIMIT ${limit}`,
    );
    return rows.map((r) => ({
      provider: String(r.provider),
      roundId: String(r.round_id),
      memberId: int(r.member_id),
      merchantId: int(r.merchant_id),
      gameType: String(r.game_type),
      bet: BigInt(String(r.bet)),
      settledAt: r.settled_at instanceof Date ? r.settled_at.toISOString() : String(r.settled_at),
    }));
  },

  /** Marks a round as earned; false when another run marked it first. */
  markEarned: async (db: Db, r: UnearnedRound, points: bigint): Promise<boolean> =>
    (
      await q(
        db,
        sql`INSERT INTO points_earned (provider, round_id, member_id, points)
          VALUES (${r.provider}, ${r.roundId}, ${r.memberId}, ${points.toString()}::bigint)
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      )
    ).length > 0,

  /** Lifetime paid deposits of several members at once (their VIP levels). */
  depositsOf: async (db: Db, memberIds: number[]): Promise<Map<number, bigint>> => {
    if (memberIds.length === 0) return new Map();
    const rows = await q(
      db,
      sql`SELECT member_id, SUM(amount)::text AS total FROM deposits
        WHERE status = 'paid' AND member_id IN (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY member_id`,
    );
    return new Map(rows.map((r) => [int(r.member_id), BigInt(String(r.total))]));
  },

  /** The VIP levels of the brands given (from their config). */
  vipLevels: async (db: Db, merchantIds: number[]): Promise<Map<number, TVipLevel[]>> => {
    if (merchantIds.length === 0) return new Map();
    const rows = await q(
      db,
      sql`SELECT id, config->'vipLevels' AS levels FROM merchants WHERE id IN (${sql.join(
        merchantIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((r) => [int(r.id), (r.levels as TVipLevel[] | null) ?? []]));
  },

  pointsOf: async (db: Db, memberId: number): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT balance::text AS balance FROM ledger_accounts
        WHERE owner_kind = 'member' AND member_id = ${memberId} AND purpose = 'main' AND asset = 'POINTS'`,
    );
    return BigInt(String(r?.balance ?? '0'));
  },
};
