import type { TBonusRules } from '@portal/contracts/merchant-config';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, str } from '../../db/rows.ts';
import type { Link } from './abuse.ts';

/** The abuse rules' reads in SQL: what links a member to other accounts, and the sign-up gift's lock. */

const MAX_LINKS = 20;
// The same expressions as the indexes of migration 0850: compared without case and punctuation.
const acct = (col: SQL) => sql`regexp_replace(lower(${col}), '[^[:alnum:]@]', '', 'g')`;
const addr = (col: SQL) => sql`regexp_replace(lower(${col}), '[^[:alnum:]]', '', 'g')`;

export const abuseRepo = {
  one: (memberId: number): SQL => sql`${memberId}`,

  /** Members of the brand that took a sign-up gift (held ones too; a cancelled one was never paid). */
  giftTakers: (merchantId: number): SQL =>
    sql`SELECT b.member_id FROM bonuses b JOIN promotions p ON p.id = b.promotion_id
      WHERE b.merchant_id = ${merchantId} AND p.mechanism = 'fixed_bonus' AND p.condition = 'signup'
        AND b.status <> 'cancelled'`,

  /**
   * What links the member to the accounts `others` selects (a query of member ids), by the kinds the brand checks.
   * `relation` names who the others are to the bonus.
   */
  links: async (db: Db, rules: TBonusRules, memberId: number, others: SQL, relation: Link['with']): Promise<Link[]> => {
    const parts: SQL[] = [];
    if (rules.holdOnSharedDevice)
      parts.push(sql`SELECT 'device' AS kind, left(a.fingerprint, 12) AS value, b.member_id
        FROM member_devices a JOIN member_devices b ON b.fingerprint = a.fingerprint AND b.member_id <> a.member_id
        WHERE a.member_id = ${memberId} AND b.member_id IN (${others})`);
    if (rules.holdOnSharedPayoutAccount)
      parts.push(sql`SELECT 'payout_account' AS kind, a.kind || ' ' || a.account_no AS value, b.member_id
        FROM bound_accounts a JOIN bound_accounts b ON b.kind = a.kind
          AND ${acct(sql`b.account_no`)} = ${acct(sql`a.account_no`)} AND b.member_id <> a.member_id
        WHERE a.member_id = ${memberId} AND b.member_id IN (${others})`);
    if (rules.holdOnSharedAddress)
      parts.push(sql`SELECT 'address' AS kind, a.address AS value, b.member_id
        FROM point_redemptions a JOIN point_redemptions b ON b.address IS NOT NULL
          AND ${addr(sql`b.address`)} = ${addr(sql`a.address`)} AND b.member_id <> a.member_id
        WHERE a.member_id = ${memberId} AND a.address IS NOT NULL AND b.member_id IN (${others})`);
    if (parts.length === 0) return [];
    const rows = await q(
      db,
      sql`SELECT DISTINCT kind, value, member_id FROM (${sql.join(parts, sql` UNION ALL `)}) l
        ORDER BY kind, member_id LIMIT ${MAX_LINKS}`,
    );
    return rows.map((r) => ({
      kind: str(r.kind) as Link['kind'],
      value: str(r.value),
      with: relation,
      memberId: int(r.member_id),
    }));
  },

  lockGifts: async (tx: Db, merchantId: number) => {
    await q(tx, sql`SELECT pg_advisory_xact_lock(hashtext('signup-gift'), ${merchantId})`);
  },
};
