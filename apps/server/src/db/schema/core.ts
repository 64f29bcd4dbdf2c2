import type { TMerchantConfig } from '@portal/contracts/merchant-config';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Text in several languages, keyed by the portal's language codes (pt, en, cn, id, th, vi). */
export type Localized = Record<string, string>;

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  hosts: text('hosts').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  config: jsonb('config').$type<TMerchantConfig>().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  regionRestriction: text('region_restriction').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  groupName: text('group_name').notNull(),
  category: text('category'),
  url: text('url').notNull(),
  title: jsonb('title').$type<Localized>().notNull().default({}),
  linkageType: text('linkage_type'),
  linkageTarget: text('linkage_target'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  /** AG: a notice for agents (migration 0600), written in the console and shown only in the agent centre. */
  type: text('type').$type<'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG'>().notNull(),
  platform: text('platform').notNull().default('W'),
  execution: text('execution').notNull().default('B'),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  imageUrl: text('image_url'),
  promotionId: integer('promotion_id'),
  sort: integer('sort').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
});

export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  gameClassify: text('game_classify').notNull(),
  walletMode: text('wallet_mode').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
  logoUrl: text('logo_url').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
});

export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer('merchant_id').notNull(),
    vassalage: text('vassalage').notNull(),
    sort: integer('sort').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** This brand's maintenance of the vendor (migration 0946); the vendor's own closes it everywhere. */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vassalage] })],
);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  category: text('category').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
