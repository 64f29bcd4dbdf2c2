import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** Provably fair seeds of the in-house games, per member; one active at a time (migration 0300). */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** Sealed (platform/seal.ts) until revealed, in clear after; the hash is published before play. */
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

/**
 * Mines rounds; the layout stays on the server until the round ends. A pending round (its bet being placed) has no
 * seed, nonce or layout yet (migrations 0300, 0310, 0312). A lost or cashed round records the win it owes (`payout`,
 * 0 when lost) as it ends, a void one the rollback of its bet; `settled_at` is set once the wallet answered that call,
 * which the settlement job resends until it does (migration 0313).
 */
export const minesRounds = pgTable(
  'mines_rounds',
  {
    roundId: text('round_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    seedId: integer('seed_id'),
    /** The client seed the layout was dealt with (the pair's may change while the round is played). */
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    mines: integer('mines').notNull(),
    layout: integer('layout').array(),
    revealed: integer('revealed').array().notNull().default([]),
    /** Minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    status: text('status').$type<MinesRoundStatus>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Minor units: the win a lost (0) or cashed round owes. */
    payout: bigint('payout', { mode: 'bigint' }),
    closedAt: ts('closed_at'),
    settledAt: ts('settled_at'),
    claimedUntil: ts('claimed_until'),
    /** The wallet's status for the round's last call. */
    answer: text('answer'),
  },
  (t) => [
    index('mines_rounds_live').on(t.seedId).where(sql`status IN ('pending', 'open')`),
    index('mines_rounds_unsettled').on(t.memberId).where(sql`settled_at IS NULL`),
  ],
);

export type InhouseRoundStatus = 'pending' | 'decided' | 'void';

/**
 * Slot and dice rounds (migration 0313): pending while the bet is placed (nothing decided), decided once it was taken
 * (the seed pair, nonce, outcome and the win owed recorded in the commit that takes the nonce), void when the bet was
 * refused or given back. `settled_at` is set once the wallet answered the win (or the rollback).
 */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    roundId: text('round_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** slot, dice or an instant original's kind (originals.ts). */
    game: text('game').notNull(),
    /** Minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    status: text('status').$type<InhouseRoundStatus>().notNull(),
    seedId: integer('seed_id'),
    nonce: integer('nonce'),
    /** Minor units: the win owed (0 on a loss). */
    payout: bigint('payout', { mode: 'bigint' }),
    /** The win call's detail (the round's proof), sent alike every time. */
    detail: jsonb('detail'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    settledAt: ts('settled_at'),
    claimedUntil: ts('claimed_until'),
    answer: text('answer'),
  },
  (t) => [index('inhouse_rounds_unsettled').on(t.memberId).where(sql`settled_at IS NULL`)],
);

export type SteppedRoundStatus = 'pending' | 'open' | 'lost' | 'cashed' | 'void';

/**
 * Rounds of the stepped originals (towers, hi-lo; migration 0880), with Mines' life: pending before the bet, open with
 * its seed pair, nonce and secret deal from the commit that takes the nonce, lost or cashed with the win owed,
 * void with the rollback of its bet owed; `settled_at` once the wallet answered that last call.
 */
export const steppedRounds = pgTable(
  'stepped_rounds',
  {
    roundId: text('round_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The game's kind (originals.ts steppedKinds()). */
    game: text('game').notNull(),
    /** The choices the round was started with (difficulty, ...). */
    params: jsonb('params').notNull(),
    seedId: integer('seed_id'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** The outcome dealt at open; never sent to the player before the round ends. */
    deal: jsonb('deal'),
    /** The player's steps so far. */
    moves: jsonb('moves').notNull().default([]),
    /** Minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    status: text('status').$type<SteppedRoundStatus>().notNull(),
    /** Minor units: the win a lost (0) or cashed round owes. */
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    settledAt: ts('settled_at'),
    claimedUntil: ts('claimed_until'),
    answer: text('answer'),
  },
  (t) => [
    index('stepped_rounds_live').on(t.seedId).where(sql`status IN ('pending', 'open')`),
    index('stepped_rounds_unsettled').on(t.memberId).where(sql`settled_at IS NULL`),
  ],
);

export type SteppedStakeStatus = 'pending' | 'placed' | 'refused' | 'void';

/**
 * Extra stakes inside a stepped round (blackjack's double, split, insurance; migration 0928): each its own wallet bet
 * (`<round>:x<seq>`), pending before it is sent, placed with its move, refused, or void owing its rollback;
 * `settled_at` once nothing more is owed for it.
 */
export const steppedStakes = pgTable(
  'stepped_stakes',
  {
    roundId: text('round_id').notNull(),
    seq: integer('seq').notNull(),
    /** The move the stake is for. */
    move: jsonb('move').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<SteppedStakeStatus>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    settledAt: ts('settled_at'),
    claimedUntil: ts('claimed_until'),
    answer: text('answer'),
  },
  (t) => [
    primaryKey({ name: 'stepped_stakes_pkey', columns: [t.roundId, t.seq] }),
    index('stepped_stakes_unsettled').on(t.createdAt).where(sql`settled_at IS NULL`),
  ],
);

/** Lumen Crash's tables (migration 0870): its hash chains, its shared rounds and their bets. */

/** A hash chain: the secret h_N (sealed), the published terminal hash h_0 and salt; rounds take next_index on. */
export const crashChains = pgTable('crash_chains', {
  id: serial('id').primaryKey(),
  secret: text('secret').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  nextIndex: integer('next_index').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** A shared round; its hash and crash point leave the server only once it crashed. */
export const crashRounds = pgTable('crash_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chainId: integer('chain_id').notNull(),
  index: integer('index').notNull(),
  hash: text('hash').notNull(),
  /** Hundredths. */
  crashPoint: integer('crash_point').notNull(),
  phase: text('phase').$type<CrashPhase>().notNull(),
  bettingEndsAt: ts('betting_ends_at').notNull(),
  startedAt: ts('started_at'),
  crashedAt: ts('crashed_at'),
});

export type CrashBetStatus = 'pending' | 'placed' | 'cashed' | 'lost' | 'void';

/** A player's bet in a round; a cashed or lost one records the win it owes before it is sent. */
export const crashBets = pgTable('crash_bets', {
  id: text('id').primaryKey(),
  roundId: bigint('round_id', { mode: 'number' }).notNull(),
  memberId: integer('member_id').notNull(),
  shown: text('shown').notNull(),
  /** Minor units. */
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  /** Hundredths. */
  autoCashout: integer('auto_cashout'),
  cashout: integer('cashout'),
  /** Minor units: the win owed (0 when lost). */
  payout: bigint('payout', { mode: 'bigint' }),
  /** Minor units: the most the bet pays (its brand's originals maxWin at placement). */
  maxWin: bigint('max_win', { mode: 'bigint' }).notNull().default(100_000_000n),
  status: text('status').$type<CrashBetStatus>().notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('crash_bet_changes')`),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedAt: ts('closed_at'),
  settledAt: ts('settled_at'),
  claimedUntil: ts('claimed_until'),
  answer: text('answer'),
});

/** The engine's leader lease (one row). */
export const crashLeases = pgTable('crash_leases', {
  id: integer('id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
