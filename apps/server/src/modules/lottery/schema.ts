import type { TLotteryPick } from '@portal/contracts/lottery';
import type { TVnPick } from '@portal/contracts/lottery-vn';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A lottery game: its family and schedule (migration 0800); where its results come from and its region (0810). */
export const lotteryGames = pgTable('lottery_games', {
  gameCode: text('game_code').primaryKey(),
  family: text('family').$type<'5d' | 'keno' | 'vn'>().notNull(),
  groupCode: text('group_code').notNull(),
  nodeId: integer('node_id').notNull(),
  intervalSeconds: integer('interval_seconds').notNull(),
  cutoffSeconds: integer('cutoff_seconds').notNull(),
  offsetSeconds: integer('offset_seconds').notNull().default(0),
  resultSource: text('result_source').$type<'seed' | 'operator'>().notNull().default('seed'),
  graceSeconds: integer('grace_seconds').notNull().default(300),
  region: text('region').$type<'north' | 'central' | 'south' | 'fast'>(),
});

/** A brand's RTP and bet limits for a game (migration 0800). */
export const lotteryBrandGames = pgTable(
  'lottery_brand_games',
  {
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    rtpBp: integer('rtp_bp').notNull(),
    minBet: units('min_bet').notNull(),
    maxBet: units('max_bet').notNull(),
    payoutCap: units('payout_cap'),
  },
  (t) => [primaryKey({ name: 'lottery_brand_games_pkey', columns: [t.merchantId, t.gameCode] })],
);

export type DrawStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';

/** One draw of a game (migration 0800). */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    drawsAt: ts('draws_at').notNull(),
    status: text('status').$type<DrawStatus>().notNull().default('scheduled'),
    /** Sealed (platform/seal.ts) until drawn, in clear after; '' for a draw whose operators enter the result. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result').$type<number[]>(),
    drawnAt: ts('drawn_at'),
    settledAt: ts('settled_at'),
    settlingUntil: ts('settling_until'),
  },
  (t) => [
    unique('lottery_draws_game_code_numero_key').on(t.gameCode, t.numero),
    index('lottery_draws_by_time').on(t.gameCode, t.drawsAt.desc()),
    check('lottery_draws_result', sql`(status IN ('drawn', 'settled')) = (result IS NOT NULL)`),
  ],
);

export type SlipStatus = 'pending' | 'placed' | 'settled' | 'refused' | 'refunded';

/** A member's slip on one draw: one wallet round (migration 0800). */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull().unique(),
    total: units('total').notNull(),
    win: units('win'),
    fun: boolean('fun').notNull().default(false),
    status: text('status').$type<SlipStatus>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    maxPayout: units('max_payout').notNull().default(0n),
  },
  (t) => [index('lottery_slips_member').on(t.memberId, t.createdAt.desc())],
);

/** A bet of a slip, with its pay table fixed at placement (migration 0800). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipId: bigint('slip_id', { mode: 'number' }).notNull(),
    pick: jsonb('pick').$type<TLotteryPick | TVnPick>().notNull(),
    unit: units('unit').notNull(),
    multiplier: integer('multiplier').notNull(),
    amount: units('amount').notNull(),
    odds: jsonb('odds').$type<number[]>().notNull(),
    outcome: integer('outcome'),
    payout: units('payout'),
  },
  (t) => [index('lottery_bets_slip').on(t.slipId)],
);

/** A brand's odds (hundredths per hit) and limits per VN game and bet type (migration 0810). */
export const lotteryVnOdds = pgTable(
  'lottery_vn_odds',
  {
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    odds: integer('odds').notNull(),
    minBet: units('min_bet').notNull(),
    maxBet: units('max_bet').notNull(),
  },
  (t) => [primaryKey({ name: 'lottery_vn_odds_pkey', columns: [t.merchantId, t.gameCode, t.betType] })],
);

/** An operator's entry of a regional VN result (migration 0810). */
export const lotteryVnEntries = pgTable(
  'lottery_vn_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    operatorId: integer('operator_id'),
    result: jsonb('result').$type<number[]>().notNull(),
    outcome: text('outcome').$type<'first' | 'confirmed' | 'mismatch'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('lottery_vn_entries_draw').on(t.drawId, t.round)],
);
