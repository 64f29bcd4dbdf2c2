import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, str } from '../../db/rows.ts';
import { OVERLAP } from '../points/index.ts';

/** Referral settings, codes, who referred whom and the first deposits that decide rewards, in SQL. */

export interface Settings {
  enabled: boolean;
  minDeposit: bigint;
  reward: bigint;
}
const OFF: Settings = { enabled: false, minDeposit: 0n, reward: 0n };

/** A referred player's first paid deposit, not decided yet. */
export interface FirstDeposit {
  depositId: number;
  amount: bigint;
  completedAt: Date;
  refereeId: number;
  referrerId: number;
  merchantId: number;
}

export const referralRepo = {
  settings: async (db: Db, merchantId: number): Promise<Settings> => {
    const [r] = await q(db, sql`SELECT * FROM referral_settings WHERE merchant_id = ${merchantId}`);
    return r ? { enabled: Boolean(r.enabled), minDeposit: minor(r.min_deposit), reward: minor(r.reward) } : OFF;
  },

  saveSettings: async (db: Db, merchantId: number, s: Settings) => {
    await q(
      db,
      sql`INSERT INTO referral_settings (merchant_id, enabled, min_deposit, reward)
        VALUES (${merchantId}, ${s.enabled}, ${s.minDeposit.toString()}::bigint, ${s.reward.toString()}::bigint)
        ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, min_deposit = EXCLUDED.min_deposit,
          reward = EXCLUDED.reward, updated_at = now()`,
    );
  },

  /** The member's kind and affiliate code (an agent's referral code). */
  memberOf: async (db: Db, memberId: number) => {
    const [r] = await q(db, sql`SELECT merchant_id, is_agent, affiliate_code FROM members WHERE id = ${memberId}`);
    return r
      ? {
          merchantId: int(r.merchant_id),
          isAgent: int(r.is_agent),
          affiliateCode: r.affiliate_code ? str(r.affiliate_code) : null,
        }
      : undefined;
  },

  codeOf: async (db: Db, memberId: number): Promise<string | null> => {
    const [r] = await q(db, sql`SELECT code FROM referral_codes WHERE member_id = ${memberId}`);
    return r ? str(r.code) : null;
  },

  /** Stores a new code unless the member has one or the code is taken (an agent's affiliate code counts as taken). */
  insertCode: async (db: Db, merchantId: number, memberId: number, code: string): Promise<boolean> =>
    (
      await q(
        db,
        sql`INSERT INTO referral_codes (member_id, merchant_id, code)
          SELECT ${memberId}, ${merchantId}, ${code}
          WHERE NOT EXISTS (SELECT 1 FROM members WHERE merchant_id = ${merchantId} AND upper(affiliate_code) = ${code})
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      )
    ).length > 0,

  /** The player a referral code belongs to. */
  byCode: async (db: Db, merchantId: number, code: string): Promise<number | null> => {
    const [r] = await q(
      db,
      sql`SELECT member_id FROM referral_codes WHERE merchant_id = ${merchantId} AND code = upper(${code})`,
    );
    return r ? int(r.member_id) : null;
  },

  insertReferral: async (db: Db, merchantId: number, referrerId: number, refereeId: number) => {
    await q(
      db,
      sql`INSERT INTO referrals (referee_id, referrer_id, merchant_id) VALUES (${refereeId}, ${referrerId}, ${merchantId})
        ON CONFLICT DO NOTHING`,
    );
  },

  totals: async (db: Db, referrerId: number) => {
    const [r] = await q(
      db,
      // A reward an operator cancelled (bonus abuse rules) was never paid: not earned.
      sql`SELECT count(*)::int AS invited, count(*) FILTER (WHERE r.status = 'qualified')::int AS qualified,
          COALESCE(SUM(r.reward) FILTER (WHERE b.status IS DISTINCT FROM 'cancelled'), 0)::text AS earned
        FROM referrals r LEFT JOIN bonuses b ON b.referee_id = r.referee_id WHERE r.referrer_id = ${referrerId}`,
    );
    return { invited: int(r?.invited), qualified: int(r?.qualified), earned: minor(r?.earned) };
  },

  page: async (db: Db, referrerId: number, offset: number, limit: number) => {
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM referrals WHERE referrer_id = ${referrerId}`);
    const rows = await q(
      db,
      sql`SELECT m.username, m.created_at AS registered_at, r.status, r.reward::text AS reward, r.decided_at
        FROM referrals r JOIN members m ON m.id = r.referee_id
        WHERE r.referrer_id = ${referrerId} ORDER BY r.created_at DESC, r.referee_id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      total: int(total?.n),
      rows: rows.map((r) => ({
        username: str(r.username),
        registeredAt: iso(r.registered_at),
        status: str(r.status) as 'pending' | 'qualified' | 'missed',
        reward: r.reward === null || r.reward === undefined ? null : minor(r.reward),
        decidedAt: isoOrNull(r.decided_at),
      })),
    };
  },

  /** Pending referrals whose player's first paid deposit completed from just before the cursor on, oldest first. */
  firstDeposits: async (db: Db, after: Date, limit: number): Promise<FirstDeposit[]> => {
    const rows = await q(
      db,
      sql`SELECT d.id AS deposit_id, d.amount::text AS amount, d.completed_at, r.referee_id, r.referrer_id, r.merchant_id
        FROM deposits d JOIN referrals r ON r.referee_id = d.member_id AND r.status = 'pending'
        WHERE d.status = 'paid' AND d.completed_at > ${after.toISOString()}::timestamptz - ${OVERLAP}
          AND NOT EXISTS (SELECT 1 FROM deposits e WHERE e.member_id = d.member_id AND e.status = 'paid'
            AND (e.completed_at, e.id) < (d.completed_at, d.id))
        ORDER BY d.completed_at, d.id LIMIT ${limit}`,
    );
    return rows.map((r) => ({
      depositId: int(r.deposit_id),
      amount: minor(r.amount),
      completedAt: new Date(iso(r.completed_at)),
      refereeId: int(r.referee_id),
      referrerId: int(r.referrer_id),
      merchantId: int(r.merchant_id),
    }));
  },

  /** Decides a pending referral once; false when another run did first. */
  decide: async (db: Db, refereeId: number, depositId: number, status: 'qualified' | 'missed', reward: bigint | null) =>
    (
      await q(
        db,
        sql`UPDATE referrals SET status = ${status}, deposit_id = ${depositId}, reward = ${reward?.toString() ?? null}::bigint,
          decided_at = now() WHERE referee_id = ${refereeId} AND status = 'pending' RETURNING 1 AS ok`,
      )
    ).length > 0,

  now: async (db: Db): Promise<Date> => new Date(iso((await q(db, sql`SELECT now() AS t`))[0]?.t)),
};
