import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A brand's earning rates (per product and VIP level) and its points-to-cash table (migration 0520). */
export const pointsProgrammes = pgTable('points_programmes', {
  merchantId: integer('merchant_id').primaryKey(),
  earnRates: jsonb('earn_rates').notNull().default([]),
  exchangeRates: jsonb('exchange_rates').notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** An item of the points mall: cash, free-spins credit, a voucher or goods, with optional stock. */
export const mallItems = pgTable(
  'mall_items',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<'cash' | 'freespins' | 'physical' | 'voucher'>().notNull(),
    texts: jsonb('texts').notNull(),
    price: units('price').notNull(),
    cashValue: units('cash_value'),
    spins: integer('spins'),
    stock: integer('stock'),
    art: text('art').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mall_items_by_brand').on(t.merchantId, t.sort, t.id)],
);

/** A redemption of an item or a conversion of points to cash, keyed by the member's request id. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'item' | 'convert'>().notNull(),
    itemId: integer('item_id'),
    points: units('points').notNull(),
    cash: units('cash'),
    address: text('address'),
    status: text('status').$type<'in_process' | 'approved' | 'rejected'>().notNull(),
    requestId: text('request_id').notNull(),
    note: text('note'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('point_redemptions_member_id_request_id_key').on(t.memberId, t.requestId),
    index('point_redemptions_member').on(t.memberId, t.id),
    index('point_redemptions_status').on(t.status, t.id),
  ],
);

/** The points a settled round earned: one row per round, so a round earns once. */
export const pointsEarned = pgTable(
  'points_earned',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    points: units('points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.roundId] }), index('points_earned_member').on(t.memberId, t.createdAt)],
);

/** How far a scheduled job has read its source (settled rounds, paid deposits, logins). */
export const jobCursors = pgTable('job_cursors', {
  name: text('name').primaryKey(),
  position: ts('position').notNull().default(sql`'epoch'`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
