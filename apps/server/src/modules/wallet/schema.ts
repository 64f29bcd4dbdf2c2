import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
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

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export type LedgerAsset = 'CASH' | 'POINTS' | 'FUN';

/**
 * A ledger account: a member's (main, bonus, held, vendor:<vassalage>) or a brand's house account, or a brand's prize
 * pool (migrations 0200, 0311, 0720, 0938). Keyed by its owner: the member, or for house and pool accounts the brand.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind').$type<'member' | 'house' | 'pool'>().notNull(),
    memberId: integer('member_id'),
    /** The brand: a member's account its member's, a house or pool account the brand it belongs to (0938). */
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose').notNull(),
    asset: text('asset').$type<LedgerAsset>().notNull().default('CASH'),
    /** Never below zero for a member account. */
    balance: units('balance').notNull().default(0n),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Its member has an open live-balance stream: its postings notify (kept by triggers on balance_watchers, 0409). */
    watched: boolean('watched').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key').on(t.ownerKind, sql`COALESCE(member_id, merchant_id)`, t.purpose, t.asset),
  ],
);

/** One movement between two accounts; append-only (migration 0200). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAccount: bigint('from_account', { mode: 'number' }).notNull(),
    toAccount: bigint('to_account', { mode: 'number' }).notNull(),
    amount: units('amount').notNull(),
    asset: text('asset').$type<LedgerAsset>().notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id'),
    memo: text('memo'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The money action a posting without a key belongs to, when that action's own record decides it once (0405). */
    ref: text('ref'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idem').on(t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    index('ledger_transfers_member').on(t.memberId, t.createdAt.desc()),
  ],
);

/** Two entries per transfer, each with the balance after it and the account version it produced (migrations 0200, 0407). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: units('amount').notNull(),
    balanceAfter: units('balance_after').notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_account_id_account_version_key').on(t.accountId, t.accountVersion),
    index('ledger_entries_transfer').on(t.transferId),
  ],
);

/** A brand's deposit channel: an online gateway or a manual bank transfer (migration 0201). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'gateway' | 'manual'>().notNull(),
    minAmount: units('min_amount').notNull(),
    maxAmount: units('max_amount').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    bank: jsonb('bank').$type<{ bankName: string; accountName: string; accountNo: string }>(),
  },
  (t) => [unique('deposit_channels_merchant_id_code_key').on(t.merchantId, t.code)],
);

/** Uploaded proof images, kept in the database so every instance can serve them (migration 0201). */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    amount: units('amount').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'cancelled' | 'rejected'>().notNull(),
    gatewayRef: text('gateway_ref').notNull().unique('deposits_gateway_ref_key'),
    proofIds: integer('proof_ids').array().notNull().default([]),
    decidedBy: integer('decided_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('deposits_member').on(t.memberId, t.createdAt.desc()),
    index('deposits_status').on(t.status, t.createdAt),
  ],
);

export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Bank accounts and e-wallets a member withdraws to; binding is irreversible (migration 0201). */
export const boundAccounts = pgTable(
  'bound_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'bank' | 'ewallet'>().notNull(),
    provider: text('provider').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('bound_accounts_member_id_kind_account_no_key').on(t.memberId, t.kind, t.accountNo)],
);

export type WithdrawalStatus =
  | 'pending'
  | 'rejected'
  | 'paid'
  | 'received'
  | 'full_payment'
  | 'not_received'
  | 'auto_received'
  | 'refunded';

/** Migrations 0201 and 0205 (request_id). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    boundAccountId: integer('bound_account_id').notNull(),
    amount: units('amount').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    receivedAmount: units('received_amount'),
    proofIds: integer('proof_ids').array().notNull().default([]),
    decidedBy: integer('decided_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    confirmedAt: ts('confirmed_at'),
    requestId: text('request_id'),
  },
  (t) => [
    index('withdrawals_member').on(t.memberId, t.createdAt.desc()),
    index('withdrawals_paid').on(t.status, t.paidAt),
    uniqueIndex('withdrawals_member_request').on(t.memberId, t.requestId).where(sql`request_id IS NOT NULL`),
  ],
);

/** A leg between the main wallet and a transfer-wallet vendor (migrations 0202, 0204, 0206). */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    vassalage: text('vassalage').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: units('amount').notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    claimedUntil: ts('claimed_until'),
    requestId: text('request_id'),
    /** Whether its money is held in transit (every transfer recorded with its hold; migration 0405). */
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    index('vendor_transfers_pending').on(t.status, t.createdAt).where(sql`status = 'pending'`),
    uniqueIndex('vendor_transfers_member_request').on(t.memberId, t.requestId).where(sql`request_id IS NOT NULL`),
  ],
);

/** Operator balance adjustments, keyed by the operator's request id (migration 0203). */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    requestId: text('request_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    amount: units('amount').notNull(),
    reason: text('reason').notNull(),
    requestHash: text('request_hash').notNull(),
    balance: units('balance'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** pending (waits for a second operator), posted or rejected (migration 0330). */
    status: text('status').$type<'pending' | 'posted' | 'rejected'>().notNull().default('posted'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('balance_adjustments_member').on(t.memberId, t.createdAt.desc()),
    index('balance_adjustments_pending').on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

/** A brand's approval threshold for balance adjustments, in minor units (migration 0330). */
export const adjustmentThresholds = pgTable('adjustment_thresholds', {
  merchantId: integer('merchant_id').primaryKey(),
  threshold: units('threshold').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
