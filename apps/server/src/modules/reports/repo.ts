import { sql } from 'drizzle-orm';
import { type Brands, ofBrandMembers, ofBrands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, minor, q, str } from '../../db/rows.ts';

/** Withdrawals whose money went out: paid, and every answer the player may give after (received or not). */
export const PAID_OUT = sql`('paid', 'received', 'full_payment', 'not_received', 'auto_received')`;

export interface CashierDay {
  day: string;
  registrations: number;
  firstDeposits: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
}

/**
 * The members and cashier figures of every day of a period (inclusive days in the brand's time zone `tz`): new
 * members without trial accounts, first deposits (the day of each member's first paid deposit), paid deposits by the
 * time they were paid, and withdrawals by the time they were paid out (the same rows as the payments report).
 */
export async function cashierDays(
  db: Db,
  from: string,
  to: string,
  tz: string,
  brands: Brands = null,
): Promise<CashierDay[]> {
  const rows = await q(
    db,
    sql`WITH b AS (
        SELECT (${from}::date)::timestamp AT TIME ZONE ${tz} AS lo, (${to}::date + 1)::timestamp AT TIME ZONE ${tz} AS hi),
      days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
      reg AS (SELECT (m.created_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS n
        FROM members m, b WHERE m.created_at >= b.lo AND m.created_at < b.hi AND m.is_agent <> 4
          AND ${ofBrands(sql`m.merchant_id`, brands)} GROUP BY 1),
      dep AS (SELECT (d.completed_at AT TIME ZONE ${tz})::date AS day, sum(d.amount) AS amount, count(*)::int AS n
        FROM deposits d, b WHERE d.status = 'paid' AND d.completed_at >= b.lo AND d.completed_at < b.hi
          AND ${ofBrandMembers(sql`d.member_id`, brands)} GROUP BY 1),
      wd AS (SELECT (w.paid_at AT TIME ZONE ${tz})::date AS day, sum(w.amount) AS amount, count(*)::int AS n
        FROM withdrawals w, b WHERE w.status IN ${PAID_OUT} AND w.paid_at >= b.lo AND w.paid_at < b.hi
          AND ${ofBrandMembers(sql`w.member_id`, brands)} GROUP BY 1),
      firsts AS (SELECT (f.first_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS n
        FROM (SELECT member_id, min(completed_at) AS first_at FROM deposits
          WHERE status = 'paid' AND ${ofBrandMembers(sql`member_id`, brands)} GROUP BY member_id) f, b
        WHERE f.first_at >= b.lo AND f.first_at < b.hi GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(reg.n, 0) AS registrations,
      COALESCE(firsts.n, 0) AS first_deposits, COALESCE(dep.amount, 0)::text AS deposits, COALESCE(dep.n, 0) AS deposit_count,
      COALESCE(wd.amount, 0)::text AS withdrawals, COALESCE(wd.n, 0) AS withdrawal_count
    FROM days LEFT JOIN reg USING (day) LEFT JOIN dep USING (day) LEFT JOIN wd USING (day) LEFT JOIN firsts USING (day)
    ORDER BY days.day`,
  );
  return rows.map((r) => ({
    day: str(r.day),
    registrations: int(r.registrations),
    firstDeposits: int(r.first_deposits),
    deposits: minor(r.deposits),
    depositCount: int(r.deposit_count),
    withdrawals: minor(r.withdrawals),
    withdrawalCount: int(r.withdrawal_count),
  }));
}
