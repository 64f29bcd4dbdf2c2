import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { minor, q } from '../../db/rows.ts';

/** The member's paid deposits the club ranks by (deposits is the wallet's table). */
export const depositsRepo = {
  /** Lifetime paid deposits, in minor units. */
  paidTotal: async (db: Db, memberId: number): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM deposits WHERE member_id = ${memberId} AND status = 'paid'`,
    );
    return minor(r?.total);
  },

  /** Paid deposits completed in (since, until], in minor units. */
  paidBetween: async (db: Db, memberId: number, since: Date, until: Date): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM deposits WHERE member_id = ${memberId} AND status = 'paid'
      AND completed_at > ${since.toISOString()}::timestamptz AND completed_at <= ${until.toISOString()}::timestamptz`,
    );
    return minor(r?.total);
  },
};
