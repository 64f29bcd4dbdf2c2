import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, type Row } from '../../db/rows.ts';
import { OVERLAP } from '../points/index.ts';

/** Bonuses, their turnover and the jobs' reads in SQL. */

export interface Bonus {
  id: number;
  merchantId: number;
  memberId: number;
  promotionId: number;
  entryId: number;
  amount: bigint;
  depositAmount: bigint | null;
  requirement: bigint;
  progress: bigint;
  weights: Record<string, number>;
  status: 'active' | 'released' | 'expired' | 'forfeited';
  expiresAt: string;
  createdAt: string;
  settledAt: string | null;
}
export const toBonus = (r: Row): Bonus => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  memberId: int(r.member_id),
  promotionId: int(r.promotion_id),
  entryId: int(r.entry_id),
  amount: minor(r.amount),
  depositAmount: r.deposit_amount === null || r.deposit_amount === undefined ? null : minor(r.deposit_amount),
  requirement: minor(r.requirement),
  progress: minor(r.progress),
  weights: (r.weights ?? {}) as Record<string, number>,
  status: String(r.status) as Bonus['status'],
  expiresAt: iso(r.expires_at),
  createdAt: iso(r.created_at),
  settledAt: isoOrNull(r.settled_at),
});

/** A settled cash round not yet counted, of a member with an active bonus. */
export interface TurnoverRound {
  provider: string;
  roundId: string;
  memberId: number;
  family: string;
  bet: bigint;
  placedAt: Date;
  settledAt: string;
}

/** A paid deposit and a joined deposit-match entry it may pay. */
export interface MatchCandidate {
  depositId: number;
  memberId: number;
  amount: bigint;
  completedAt: Date;
  entryId: number;
  periodKey: string;
  promotionId: number;
}

export const bonusRepo = {
  insert: async (
    db: Db,
    b: Omit<Bonus, 'id' | 'progress' | 'status' | 'createdAt' | 'settledAt' | 'expiresAt'> & { expiryDays: number },
  ): Promise<Bonus> => {
    const [r] = await q(
      db,
      sql`INSERT INTO bonuses (merchant_id, member_id, promotion_id, entry_id, amount, deposit_amount, requirement,
          weights, status, expires_at)
        VALUES (${b.merchantId}, ${b.memberId}, ${b.promotionId}, ${b.entryId}, ${b.amount.toString()}::bigint,
          ${b.depositAmount?.toString() ?? null}::bigint, ${b.requirement.toString()}::bigint,
          ${JSON.stringify(b.weights)}::jsonb, 'active', now() + make_interval(days => ${b.expiryDays}))
        RETURNING *`,
    );
    if (!r) throw new Error('bonus not stored');
    return toBonus(r);
  },

  byId: async (db: Db, id: number): Promise<Bonus | undefined> => {
    const [r] = await q(db, sql`SELECT * FROM bonuses WHERE id = ${id}`);
    return r ? toBonus(r) : undefined;
  },

  byEntry: async (db: Db, entryId: number): Promise<Bonus | undefined> => {
    const [r] = await q(db, sql`SELECT * FROM bonuses WHERE entry_id = ${entryId}`);
    return r ? toBonus(r) : undefined;
  },

  /** Ends an active bonus (released, expired, forfeited); null when it was not active any more. */
  settle: async (db: Db, id: number, status: 'released' | 'expired' | 'forfeited'): Promise<Bonus | null> => {
    const [r] = await q(
      db,
      sql`UPDATE bonuses SET status = ${status}, settled_at = now() WHERE id = ${id} AND status = 'active' RETURNING *`,
    );
    return r ? toBonus(r) : null;
  },

  setProgress: async (db: Db, id: number, progress: bigint) => {
    await q(db, sql`UPDATE bonuses SET progress = ${progress.toString()}::bigint WHERE id = ${id}`);
  },

  /** The member's active bonuses, oldest first, locked for the turnover run. */
  activeOf: async (db: Db, memberId: number): Promise<Bonus[]> =>
    (
      await q(db, sql`SELECT * FROM bonuses WHERE member_id = ${memberId} AND status = 'active' ORDER BY id FOR UPDATE`)
    ).map(toBonus),

  /** The turnover still open over the member's unexpired active bonuses (withdrawals wait for it). */
  openTurnover: async (db: Db, memberId: number): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(SUM(GREATEST(requirement - progress, 0)), 0)::text AS open FROM bonuses
        WHERE member_id = ${memberId} AND status = 'active' AND expires_at > now()`,
    );
    return minor(r?.open);
  },

  bonusBalance: async (db: Db, memberId: number): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(SUM(balance), 0)::text AS b FROM ledger_accounts
        WHERE owner_kind = 'member' AND member_id = ${memberId} AND purpose = 'bonus' AND asset = 'CASH'`,
    );
    return minor(r?.b);
  },

  /** The member's bonuses with their promotion's texts, newest first. */
  memberPage: async (db: Db, memberId: number, status: string | undefined, offset: number, limit: number) => {
    const where = sql`b.member_id = ${memberId} ${status ? sql`AND b.status = ${status}` : sql``}`;
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM bonuses b WHERE ${where}`);
    const rows = await q(
      db,
      sql`SELECT b.*, p.texts FROM bonuses b JOIN promotions p ON p.id = b.promotion_id
        WHERE ${where} ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows: rows.map((r) => ({ bonus: toBonus(r), texts: r.texts })) };
  },

  /**
   * Settled cash rounds from just before the cursor on, oldest first, not counted yet, of members holding an active
   * bonus. A push (win equal to the bet) is no valid bet.
   */
  uncountedRounds: async (db: Db, after: Date, limit: number): Promise<TurnoverRound[]> => {
    const rows = await q(
      db,
      sql`SELECT r.provider, r.round_id, r.member_id, COALESCE(g.game_type, 'RNG') AS family, r.bet::text AS bet,
          r.created_at, r.settled_at
        FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id
        WHERE r.status = 'settled' AND r.asset = 'CASH' AND r.bet > 0 AND r.win <> r.bet
          AND r.settled_at > ${after.toISOString()}::timestamptz - ${OVERLAP}
          AND EXISTS (SELECT 1 FROM bonuses b WHERE b.member_id = r.member_id AND b.status = 'active')
          AND NOT EXISTS (SELECT 1 FROM bonus_turnover t WHERE t.provider = r.provider AND t.round_id = r.round_id)
        ORDER BY r.settled_at, r.provider, r.round_id
        LIMIT ${limit}`,
    );
    return rows.map((r) => ({
      provider: String(r.provider),
      roundId: String(r.round_id),
      memberId: int(r.member_id),
      family: String(r.family),
      bet: minor(r.bet),
      placedAt: new Date(iso(r.created_at)),
      settledAt: iso(r.settled_at),
    }));
  },

  /** Marks a round counted; false when another run did first. */
  markCounted: async (db: Db, r: TurnoverRound, counted: bigint): Promise<boolean> =>
    (
      await q(
        db,
        sql`INSERT INTO bonus_turnover (provider, round_id, member_id, counted)
          VALUES (${r.provider}, ${r.roundId}, ${r.memberId}, ${counted.toString()}::bigint)
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      )
    ).length > 0,

  /** Active bonuses past their expiry, locked (skipping any another run holds). */
  expired: async (db: Db, limit: number): Promise<Bonus[]> =>
    (
      await q(
        db,
        sql`SELECT * FROM bonuses WHERE status = 'active' AND expires_at <= now() ORDER BY id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED`,
      )
    ).map(toBonus),

  /** Paid deposits from just before the cursor on that a joined, running deposit match of their member may pay. */
  matchCandidates: async (db: Db, after: Date, limit: number): Promise<MatchCandidate[]> => {
    const rows = await q(
      db,
      sql`SELECT d.id AS deposit_id, d.member_id, d.amount::text AS amount, d.completed_at, e.id AS entry_id,
          e.period_key, p.id AS promotion_id
        FROM deposits d
        JOIN promotion_entries e ON e.member_id = d.member_id AND e.status = 'joined'
        JOIN promotions p ON p.id = e.promotion_id AND p.mechanism = 'deposit_match'
        WHERE d.status = 'paid' AND d.completed_at > ${after.toISOString()}::timestamptz - ${OVERLAP}
          AND d.completed_at >= e.created_at AND d.amount >= p.min_amount
          AND p.status IN ('scheduled', 'live') AND p.starts_at <= d.completed_at
          AND (p.ends_at IS NULL OR p.ends_at > d.completed_at)
          AND NOT EXISTS (SELECT 1 FROM promotion_entries u WHERE u.deposit_id = d.id)
        ORDER BY d.completed_at, d.id, e.created_at, e.id
        LIMIT ${limit}`,
    );
    return rows.map((r) => ({
      depositId: int(r.deposit_id),
      memberId: int(r.member_id),
      amount: minor(r.amount),
      completedAt: new Date(iso(r.completed_at)),
      entryId: int(r.entry_id),
      periodKey: String(r.period_key),
      promotionId: int(r.promotion_id),
    }));
  },

  /** The database's clock, so the cursors follow the clock the rows are stamped with. */
  now: async (db: Db): Promise<Date> => new Date(iso((await q(db, sql`SELECT now() AS t`))[0]?.t)),
};
