import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** Provably fair seeds of the in-house games, per member; one active at a time (migration 0300). */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverHash: text('server_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: ts('revealed_at'),
  },
  (t) => [uniqueIndex('fair_seeds_active').on(t.memberId).where(sql`active`)],
);

export type MinesRoundStatus = 'pending' | 'open' | 'lost' | 'cashed' | 'void';

/** Mines rounds; the layout stays on the server until the round ends (migrations 0300, 0310). */
export const minesRounds = pgTable(
  'mines_rounds',
  {
    roundId: text('round_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    mines: integer('mines').notNull(),
    layout: integer('layout').array().notNull(),
    revealed: integer('revealed').array().notNull().default([]),
    /** Minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    status: text('status').$type<MinesRoundStatus>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mines_rounds_live').on(t.seedId).where(sql`status IN ('pending', 'open')`)],
);
