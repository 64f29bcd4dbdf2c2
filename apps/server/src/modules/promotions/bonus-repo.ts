import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, type Row } from '../../db/rows.ts';
import { OVERLAP } from '../points/index.ts';
import type { Link } from './abuse.ts';

/** Bonuses, their turnover and the jobs' reads in SQL. */

export interface Bonus {
  id: number;
  merchantId: number;
  memberId: number;
  source: 'promotion' | 'referral';
  /** A promotion's bonus: its promotion and entry; a referral reward: the referred player. */
  promotionId: number | null;
  entryId: number | null;
  refereeId: number | null;
  amount: bigint;
  depositAmount: bigint | null;
  requirement: bigint;
  progress: bigint;
  weights: Record<string, number>;
  status: 'held' | 'active' | 'released' | 'expired' | 'forfeited' | 'cancelled';
  expiresAt: string;
  createdAt: string;
  settledAt: string | null;
  links: Link[];
  heldAt: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
}
const intOrNull = (v: unknown) => (v === null || v === undefined ? null : int(v));
export const toBonus = (r: Row): Bonus => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  memberId: int(r.member_id),
  source: String(r.source ?? 'promotion') as Bonus['source'],
  promotionId: intOrNull(r.promotion_id),
  entryId: intOrNull(r.entry_id),
  refereeId: intOrNull(r.referee_id),
  amount: minor(r.amount),
  depositAmount: r.deposit_amount === null || r.deposit_amount === undefined ? null : minor(r.deposit_amount),
  requirement: minor(r.requirement),
  progress: minor(r.progress),
  weights: (r.weights ?? {}) as Record<string, number>,
  status: String(r.status) as Bonus['status'],
  expiresAt: iso(r.expires_at),
  createdAt: iso(r.created_at),
  settledAt: isoOrNull(r.settled_at),
  links: (r.links ?? []) as Link[],
  heldAt: isoOrNull(r.held_at),
  reviewedBy: intOrNull(r.reviewed_by),
  reviewedAt: isoOrNull(r.reviewed_at),
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

/** A bonus with the names the console shows: its member, the referred player, the promotion and the reviewer. */
const HOLD_ROW = sql`SELECT b.*, m.username, r.username AS referee_username, p.code AS promotion_code,
    o.username AS reviewer
  FROM bonuses b JOIN members m ON m.id = b.member_id LEFT JOIN members r ON r.id = b.referee_id
    LEFT JOIN promotions p ON p.id = b.promotion_id LEFT JOIN operators o ON o.id = b.reviewed_by`;

export const bonusRepo = {
  /**
   * A new bonus, active or held (with its links); null when the referred player's reward exists already (a
   * promotion's bonus is gated by its entry before).
   */
  insert: async (
    db: Db,
    b: Pick<
      Bonus,
      | 'merchantId'
      | 'memberId'
      | 'source'
      | 'promotionId'
      | 'entryId'
      | 'refereeId'
      | 'amount'
      | 'depositAmount'
      | 'requirement'
      | 'weights'
      | 'links'
    > & { expiryDays: number },
  ): Promise<Bonus | null> => {
    const held = b.links.length > 0;
    const [r] = await q(
      db,
      sql`INSERT INTO bonuses (merchant_id, member_id, source, promotion_id, entry_id, referee_id, amount, deposit_amount,
          requirement, weights, status, expires_at, links, held_at)
        VALUES (${b.merchantId}, ${b.memberId}, ${b.source}, ${b.promotionId}, ${b.entryId}, ${b.refereeId},
          ${b.amount.toString()}::bigint, ${b.depositAmount?.toString() ?? null}::bigint,
          ${b.requirement.toString()}::bigint, ${JSON.stringify(b.weights)}::jsonb, ${held ? 'held' : 'active'},
          now() + make_interval(days => ${b.expiryDays}), ${JSON.stringify(b.links)}::jsonb,
          ${held ? sql`now()` : sql`NULL`})
        ON CONFLICT (referee_id) DO NOTHING
        RETURNING *`,
    );
    return r ? toBonus(r) : null;
  },

  /**
   * Moves a held bonus on once (the first of concurrent reviews wins): released, it becomes active from now, with
   * the time it had to run; cancelled, it ends. Null when it was not held any more.
   */
  review: async (db: Db, id: number, to: 'active' | 'cancelled', operatorId: number): Promise<Bonus | null> => {
    const [r] = await q(
      db,
      sql`UPDATE bonuses SET status = ${to}, reviewed_by = ${operatorId}, reviewed_at = now(),
          created_at = CASE WHEN ${to}::text = 'active' THEN now() ELSE created_at END,
          expires_at = CASE WHEN ${to}::text = 'active' THEN now() + (expires_at - held_at) ELSE expires_at END,
          settled_at = CASE WHEN ${to}::text = 'cancelled' THEN now() ELSE settled_at END
        WHERE id = ${id} AND status = 'held' RETURNING *`,
    );
    return r ? toBonus(r) : null;
  },

  /** A brand's held bonuses (oldest first) or reviewed ones (latest review first), with names for the console. */
  holdsPage: async (db: Db, merchantId: number, state: 'held' | 'reviewed', offset: number, limit: number) => {
    const where = sql`b.merchant_id = ${merchantId} AND ${
      state === 'held' ? sql`b.status = 'held'` : sql`b.reviewed_at IS NOT NULL`
    }`;
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM bonuses b WHERE ${where}`);
    const rows = await q(
      db,
      sql`${HOLD_ROW} WHERE ${where} ORDER BY ${state === 'held' ? sql`b.id` : sql`b.reviewed_at DESC, b.id DESC`}
        LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows };
  },

  holdRow: async (db: Db, id: number): Promise<Row | undefined> =>
    (await q(db, sql`${HOLD_ROW} WHERE b.id = ${id}`))[0],

  /** Usernames of members, for the links shown. */
  usernames: async (db: Db, ids: number[]): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await q(
      db,
      sql`SELECT id, username FROM members WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((r) => [int(r.id), String(r.username)]));
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
      sql`SELECT b.*, p.texts FROM bonuses b LEFT JOIN promotions p ON p.id = b.promotion_id
        WHERE ${where} ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows: rows.map((r) => ({ bonus: toBonus(r), texts: r.texts })) };
  },

  /**
   * Valid bets (the valid_bets view, migration 0351: settled, real money, not a push) from just before the cursor on,
   * oldest first, not counted yet, of members holding an active bonus, with their game family (the weights' key).
   */
  uncountedRounds: async (db: Db, after: Date, limit: number): Promise<TurnoverRound[]> => {
    const rows = await q(
      db,
      sql`SELECT r.provider, r.round_id, r.member_id, r.family, r.valid_bet::text AS bet, r.created_at, r.settled_at
        FROM valid_bets r
        WHERE r.settled_at > ${after.toISOString()}::timestamptz - ${OVERLAP}
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

  /**
   * Paid deposits from just before the cursor on that a joined, running deposit match of their member may pay (a
   * first-deposit match only the member's first paid deposit).
   */
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
          AND (p.condition IS DISTINCT FROM 'first_deposit' OR NOT EXISTS (
            SELECT 1 FROM deposits f WHERE f.member_id = d.member_id AND f.status = 'paid'
              AND (f.completed_at, f.id) < (d.completed_at, d.id)))
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
