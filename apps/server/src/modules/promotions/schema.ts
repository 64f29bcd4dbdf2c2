import { index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A brand's promotion: category, mechanism figures, wagering terms, audience, texts, art and status (migration 0700). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    mechanism: text('mechanism').$type<'deposit_match' | 'fixed_bonus' | 'application' | 'cashback'>().notNull(),
    condition: text('condition').$type<'first_deposit' | 'signup' | 'birthday'>(),
    percentBp: integer('percent_bp'),
    amount: units('amount').notNull(),
    minAmount: units('min_amount').notNull().default(0n),
    repeat: text('repeat').$type<'once' | 'daily' | 'weekly'>().notNull().default('once'),
    wagerMultiple: integer('wager_multiple').notNull(),
    wagerBase: text('wager_base').$type<'bonus' | 'bonus_deposit'>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    weights: jsonb('weights').notNull().default({}),
    audience: jsonb('audience').notNull().default({ kind: 'everyone' }),
    texts: jsonb('texts').notNull(),
    art: text('art').notNull(),
    status: text('status').$type<'draft' | 'scheduled' | 'live' | 'paused' | 'ended'>().notNull().default('draft'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('promotions_merchant_id_code_key').on(t.merchantId, t.code),
    index('promotions_by_brand').on(t.merchantId, t.sort, t.id),
  ],
);

/**
 * A member's entry in a promotion for one period: joined, applied (in_process), approved (waiting for the member's
 * claim, migration 0702), issued or rejected.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<'joined' | 'in_process' | 'approved' | 'issued' | 'rejected'>().notNull(),
    amount: units('amount'),
    comment: text('comment'),
    imageIds: integer('image_ids').array().notNull().default([]),
    rejectReason: text('reject_reason'),
    depositId: integer('deposit_id').unique('promotion_entries_deposit_id_key'),
    decidedBy: integer('decided_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    unique('promotion_entries_promotion_id_member_id_period_key_key').on(t.promotionId, t.memberId, t.periodKey),
    index('promotion_entries_member').on(t.memberId, t.id),
    index('promotion_entries_review').on(t.merchantId, t.status, t.id),
  ],
);

/** A bonus in the member's bonus wallet with the turnover it asks, fixed at issue (migration 0701). */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id'),
    entryId: integer('entry_id').unique('bonuses_entry_id_key'),
    amount: units('amount').notNull(),
    depositAmount: units('deposit_amount'),
    requirement: units('requirement').notNull(),
    progress: units('progress').notNull().default(0n),
    weights: jsonb('weights').notNull().default({}),
    status: text('status').$type<'held' | 'active' | 'released' | 'expired' | 'forfeited' | 'cancelled'>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    /** promotion (an entry's) or referral (keyed by the referred player) (migration 0850). */
    source: text('source').$type<'promotion' | 'referral'>().notNull().default('promotion'),
    refereeId: integer('referee_id').unique('bonuses_referee_id_key'),
    links: jsonb('links').notNull().default([]),
    heldAt: ts('held_at'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [index('bonuses_member').on(t.memberId, t.id)],
);

/** A settled round counted towards bonus turnover, once. */
export const bonusTurnover = pgTable(
  'bonus_turnover',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    counted: units('counted').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.roundId] })],
);
