import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A brand's red envelope or wheel: texts, audience, rules by kind, period and switch (migration 0720). */
export const raffleEvents = pgTable(
  'raffle_events',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<'red_envelope' | 'wheel'>().notNull(),
    texts: jsonb('texts').notNull(),
    audience: jsonb('audience').notNull().default({ kind: 'everyone' }),
    rules: jsonb('rules').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Created with a prize above the threshold: pays nothing until a second operator approves (migration 0830). */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
  },
  (t) => [
    index('raffle_events_running').on(t.merchantId, t.endsAt),
    check('raffle_events_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's raffle seed pair; one active per member (migration 0720). */
export const raffleSeeds = pgTable(
  'raffle_seeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** Sealed (platform/seal.ts) until revealed, in clear after; the hash is published before play. */
    serverSeed: text('server_seed').notNull(),
    serverHash: text('server_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    revealedAt: ts('revealed_at'),
  },
  (t) => [
    uniqueIndex('raffle_seeds_active').on(t.memberId).where(sql`active`),
    index('raffle_seeds_hash').on(t.serverHash),
  ],
);

/** One draw (envelope or spin) and its payout transfer (migration 0720). */
export const raffleClaims = pgTable(
  'raffle_claims',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'red_envelope' | 'wheel'>().notNull(),
    requestId: text('request_id').notNull(),
    amount: units('amount').notNull(),
    prizeIndex: integer('prize_index'),
    terms: jsonb('terms').notNull(),
    seedId: integer('seed_id').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('raffle_claims_member_id_request_id_key').on(t.memberId, t.requestId),
    unique('raffle_claims_seed_id_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('raffle_claims_one_envelope').on(t.eventId, t.memberId).where(sql`kind = 'red_envelope'`),
    index('raffle_claims_event').on(t.eventId, t.id),
    index('raffle_claims_member').on(t.memberId, t.id),
  ],
);
