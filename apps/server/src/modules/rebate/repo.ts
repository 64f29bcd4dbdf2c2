import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, minor, q } from '../../db/rows.ts';

/** Rebate rates, the members' claim cursors, accrued valid bets and claims in SQL. */

/**
 * The last minute's rounds wait for the next claim: a bet's transaction stamps settled_at before it commits, so a
 * round stamped just before a claim may become visible just after it; reading up to now() - SETTLING misses none.
 */
const SETTLING = sql`interval '60 seconds'`;

export interface ClaimRow {
  id: number;
  since: string;
  until: string;
  rankLevel: number;
  lines: Array<{ product: string; validBet: string; rateBp: number; amount: string }>;
  amount: bigint;
  createdAt: string;
}

export const rebateRepo = {
  /** rate_bp by product for one level of a brand. */
  ratesOf: async (db: Db, merchantId: number, rankLevel: number): Promise<Map<string, number>> => {
    const rows = await q(
      db,
      sql`SELECT product, rate_bp FROM rebate_rates WHERE merchant_id = ${merchantId} AND rank_level = ${rankLevel}`,
    );
    return new Map(rows.map((r) => [String(r.product), int(r.rate_bp)]));
  },

  allRates: async (db: Db, merchantId: number) =>
    (
      await q(
        db,
        sql`SELECT rank_level, product, rate_bp FROM rebate_rates WHERE merchant_id = ${merchantId}
          ORDER BY rank_level, product`,
      )
    ).map((r) => ({ rankLevel: int(r.rank_level), product: String(r.product), rateBp: int(r.rate_bp) })),

  /** Replaces a brand's whole table. */
  replaceRates: async (
    db: Db,
    merchantId: number,
    rows: Array<{ rankLevel: number; product: string; rateBp: number }>,
  ) => {
    await q(db, sql`DELETE FROM rebate_rates WHERE merchant_id = ${merchantId}`);
    for (const r of rows)
      await q(
        db,
        sql`INSERT INTO rebate_rates (merchant_id, rank_level, product, rate_bp)
          VALUES (${merchantId}, ${r.rankLevel}, ${r.product}, ${r.rateBp})`,
      );
  },

  /**
   * Where the member's unpaid bets start (their registration before a first claim) and where reading stops. With
   * `lock`, the cursor row is made if missing and locked for the caller's transaction: concurrent claims take turns.
   */
  window: async (db: Db, memberId: number, lock: boolean): Promise<{ since: Date; until: Date }> => {
    if (lock)
      await q(
        db,
        sql`INSERT INTO rebate_cursors (member_id, claimed_until)
          SELECT id, created_at FROM members WHERE id = ${memberId} ON CONFLICT (member_id) DO NOTHING`,
      );
    const [r] = lock
      ? await q(
          db,
          sql`SELECT claimed_until AS since, now() - ${SETTLING} AS until FROM rebate_cursors
            WHERE member_id = ${memberId} FOR UPDATE`,
        )
      : await q(
          db,
          sql`SELECT COALESCE(c.claimed_until, m.created_at) AS since, now() - ${SETTLING} AS until
            FROM members m LEFT JOIN rebate_cursors c ON c.member_id = m.id WHERE m.id = ${memberId}`,
        );
    if (!r) throw new Error('member not found');
    return { since: new Date(iso(r.since)), until: new Date(iso(r.until)) };
  },

  /** Valid bets (the valid_bets view, migration 0351) per game family, settled in (since, until]. */
  validBets: async (db: Db, memberId: number, since: Date, until: Date): Promise<Map<string, bigint>> => {
    const rows = await q(
      db,
      sql`SELECT r.family, SUM(r.valid_bet)::text AS bet
        FROM valid_bets r
        WHERE r.member_id = ${memberId}
          AND r.settled_at > ${since.toISOString()}::timestamptz AND r.settled_at <= ${until.toISOString()}::timestamptz
        GROUP BY 1`,
    );
    return new Map(rows.map((r) => [String(r.family), minor(r.bet)]));
  },

  advance: async (db: Db, memberId: number, until: Date) => {
    await q(
      db,
      sql`UPDATE rebate_cursors SET claimed_until = ${until.toISOString()}::timestamptz, updated_at = now()
        WHERE member_id = ${memberId}`,
    );
  },

  insertClaim: async (
    db: Db,
    c: Omit<ClaimRow, 'id' | 'createdAt' | 'since' | 'until'> & {
      merchantId: number;
      memberId: number;
      since: Date;
      until: Date;
    },
  ): Promise<ClaimRow | null> => {
    const [r] = await q(
      db,
      sql`INSERT INTO rebate_claims (merchant_id, member_id, since, until, rank_level, lines, amount)
        VALUES (${c.merchantId}, ${c.memberId}, ${c.since.toISOString()}::timestamptz, ${c.until.toISOString()}::timestamptz,
          ${c.rankLevel}, ${JSON.stringify(c.lines)}::jsonb, ${c.amount.toString()}::bigint)
        ON CONFLICT (member_id, since) DO NOTHING RETURNING *`,
    );
    return r ? toClaim(r) : null;
  },

  memberPage: async (db: Db, memberId: number, offset: number, limit: number) => {
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM rebate_claims WHERE member_id = ${memberId}`);
    const rows = await q(
      db,
      sql`SELECT * FROM rebate_claims WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows: rows.map(toClaim) };
  },
};

const toClaim = (r: Record<string, unknown>): ClaimRow => ({
  id: int(r.id),
  since: iso(r.since),
  until: iso(r.until),
  rankLevel: int(r.rank_level),
  lines: (r.lines ?? []) as ClaimRow['lines'],
  amount: minor(r.amount),
  createdAt: iso(r.created_at),
});
