import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A tier as stored: the base in minor units. */
export interface StoredTier {
  minBase: string;
  minActive: number;
  rateBp: number;
}

/** An agent contract between an upline (null: the house) and its direct downline (migration 0610). */
export const agentContracts = pgTable('agent_contracts', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: text('kind').$type<'dividend' | 'daily' | 'hourly' | 'realtime'>().notNull(),
  uplineId: integer('upline_id'),
  downlineId: integer('downline_id').notNull(),
  status: text('status').$type<'in_process' | 'rejected' | 'approved' | 'terminated' | 'suspended'>().notNull(),
  cycle: text('cycle').$type<'daily' | 'weekly' | 'semimonthly' | 'monthly'>(),
  tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
  topRateBp: integer('top_rate_bp').notNull(),
  terminationRequestedBy: integer('termination_requested_by'),
  suspendedReason: text('suspended_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
  endedAt: ts('ended_at'),
});

/** One brand's period of one kind, paid: the row that makes a period paid exactly once. */
export const contractPeriodRuns = pgTable(
  'contract_period_runs',
  {
    merchantId: integer('merchant_id').notNull(),
    runKind: text('run_kind').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    payouts: integer('payouts').notNull(),
    paidTotal: units('paid_total').notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.runKind, t.periodStart] })],
);

/** A payout statement: one contract's pay for one period and the ledger transfer behind it. */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    base: units('base').notNull(),
    activePlayers: integer('active_players').notNull(),
    rateBp: integer('rate_bp').notNull(),
    passedDownBp: integer('passed_down_bp').notNull(),
    amount: units('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.contractId, t.periodStart)],
);
