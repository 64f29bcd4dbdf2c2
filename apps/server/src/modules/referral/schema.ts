import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A brand's referral programme: switch, qualifying first deposit and reward (migration 0711). */
export const referralSettings = pgTable('referral_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  minDeposit: units('min_deposit').notNull(),
  reward: units('reward').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A player's referral code (an agent's is its affiliate code) (migration 0711). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('referral_codes_merchant_id_code_key').on(t.merchantId, t.code)],
);

/** Who referred whom, and how the referred player's first deposit decided the reward (migration 0711). */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: integer('referee_id').primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    status: text('status').$type<'pending' | 'qualified' | 'missed'>().notNull().default('pending'),
    depositId: integer('deposit_id').unique('referrals_deposit_id_key'),
    reward: units('reward'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('referrals_referrer').on(t.referrerId, t.createdAt)],
);
