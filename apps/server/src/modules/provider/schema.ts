import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A launch ticket (stored hashed), inside the member session that launched it (migrations 0300, 0302, 0409). */
export const gameSessions = pgTable('game_sessions', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  nodeId: integer('node_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  provider: text('provider').notNull(),
  /** The member session's token hash; tickets issued before 0302 have none and are dead. */
  sessionHash: text('session_hash'),
  /** The game's vendor and the money the ticket plays with, decided at launch (0409). */
  vassalage: text('vassalage').notNull(),
  asset: text('asset').$type<'CASH' | 'FUN'>().notNull(),
});

export type ProviderTransactionState = 'pending' | 'done' | 'rolled_back' | 'refused' | 'not_found';

/** Every call a provider made to the seamless-wallet API, keyed by its own transaction id (migrations 0300, 0301). */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    memberId: integer('member_id'),
    roundId: text('round_id'),
    refTxId: text('ref_tx_id'),
    amount: units('amount').notNull().default(0n),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<ProviderTransactionState>().notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'provider_transactions_pkey', columns: [t.provider, t.txId] }),
    index('provider_transactions_rollback_of').on(t.provider, t.refTxId).where(sql`kind = 'rollback'`),
  ],
);

/**
 * A provider's round of one member (migrations 0300, 0301, 0311, 0520, 0409). Give-backs and reports read it through
 * the views settled_cash_rounds and valid_bets (migration 0351), the one definition of a valid bet.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id'),
    bet: units('bet').notNull().default(0n),
    win: units('win').notNull().default(0n),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    /** The asset the round was bet in; its win and rollback pay back in the same one. */
    asset: text('asset').$type<'CASH' | 'FUN'>().notNull().default('CASH'),
    /** The game's vendor, whose house account its win pays from (rounds before 0409 have none). */
    vassalage: text('vassalage'),
  },
  (t) => [
    primaryKey({ name: 'game_rounds_pkey', columns: [t.provider, t.roundId, t.memberId] }),
    index('game_rounds_member').on(t.memberId, t.createdAt.desc()),
    index('game_rounds_settled').on(t.settledAt).where(sql`status = 'settled'`),
  ],
);
