import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A brand's rebate rate per VIP level and product family, basis points of the valid bet (migration 0710). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id').notNull(),
    rankLevel: integer('rank_level').notNull(),
    product: text('product').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rebate_rates_pkey', columns: [t.merchantId, t.rankLevel, t.product] })],
);

/** Up to where a member's valid bets are paid; the claim locks it (migration 0710). */
export const rebateCursors = pgTable('rebate_cursors', {
  memberId: integer('member_id').primaryKey(),
  claimedUntil: ts('claimed_until').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A rebate claim paid into the main wallet (migration 0710). */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    since: ts('since').notNull(),
    until: ts('until').notNull(),
    rankLevel: integer('rank_level').notNull(),
    lines: jsonb('lines').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('rebate_claims_member_id_since_key').on(t.memberId, t.since),
    index('rebate_claims_member').on(t.memberId, t.id),
  ],
);
