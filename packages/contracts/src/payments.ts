import { z } from 'zod';
import { ZRowId } from './ids.ts';
import { ZAmount } from './wallet.ts';

/** GET /wps/v2/deposit/channels */
export const ZChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['gateway', 'manual']),
  minAmount: z.string(),
  maxAmount: z.string(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
});
export type TChannel = z.infer<typeof ZChannel>;

/** POST /wps/v2/deposit/request -> the gateway's pay page. */
export const ZDepositRequest = z.object({ channelId: ZRowId, amount: ZAmount });
export const ZDepositRequestValue = z.object({ ref: z.string(), amount: z.string(), payUrl: z.string() });

/** POST /wps/v2/deposit/manual: a bank transfer with proof images (data URLs, png or jpg, <= 5 MB, <= 3). */
export const ZManualDeposit = z.object({
  channelId: ZRowId,
  amount: ZAmount,
  proofs: z.array(z.string().max(7_100_000)).min(1).max(3),
});
export const ZManualDepositValue = z.object({ ref: z.string(), amount: z.string() });

export const ZDepositRecord = z.object({
  id: z.number().int(),
  ref: z.string(),
  username: z.string(),
  channel: z.string(),
  amount: z.string(),
  status: z.string(),
  proofIds: z.array(z.number().int()),
  createdAt: z.string(),
});

/** Payment password (six digits): set, or change with the current one. */
export const ZPaymentPassword = z.object({
  password: z.string().regex(/^\d{6}$/),
  current: z.string().max(20).optional(),
});
export const ZSecurityValue = z.object({
  hasPaymentPassword: z.boolean(),
  boundAccounts: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['bank', 'ewallet']),
      provider: z.string(),
      accountName: z.string(),
      accountNo: z.string(),
    }),
  ),
});
export const ZBindAccount = z.object({
  kind: z.enum(['bank', 'ewallet']),
  provider: z.string().trim().min(2).max(60),
  accountName: z.string().trim().min(2).max(80),
  accountNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z@.+-]{4,40}$/),
  paymentPassword: z.string().max(20),
});

export const ZWithdrawRequest = z.object({
  amount: ZAmount,
  boundAccountId: ZRowId,
  paymentPassword: z.string().max(20),
  /** The client's id for this request: a retry with it returns the first withdrawal instead of a second. */
  requestId: z.string().min(8).max(64).optional(),
});
export const ZWithdrawal = z.object({
  id: z.number().int(),
  username: z.string(),
  account: z.string(),
  amount: z.string(),
  status: z.string(),
  receivedAmount: z.string().nullable(),
  remainingAmount: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawLimits = z.object({
  min: z.string(),
  max: z.string(),
  dailyCount: z.number().int(),
  autoReceiptMinutes: z.number().int(),
});

/** /wps/relay/MCSFE_processC2CTransaction: the member's answer after payout. */
export const ZReceiptAnswer = z.object({
  id: z.number().int(),
  action: z.enum(['received', 'full_payment', 'not_received']),
  receivedAmount: ZAmount.optional(),
  proofs: z.array(z.string().max(7_100_000)).max(3).default([]),
});

/** Operator decisions. */
export const ZDecision = z.object({ approve: z.boolean() });
/** An operator's balance adjustment, keyed by the operator's request id: a retry with the same body answers the first result. */
export const ZAdjustBalance = z.object({
  amount: z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/),
  reason: z.string().trim().min(3).max(200),
  requestId: z.string().min(8).max(64),
});

/** /wps/relay/GCS_walletTransfer: main wallet <-> a transfer-wallet vendor; `all` moves the whole balance. */
export const ZWalletTransfer = z.object({
  vassalage: z.string().max(20),
  direction: z.enum(['in', 'out']),
  amount: ZAmount.optional(),
  all: z.boolean().optional(),
  /** The client's id for this transfer: a retry with it returns the first transfer instead of moving money again. */
  requestId: z.string().min(8).max(64).optional(),
});
export const ZWalletTransferValue = z.object({
  id: z.number().int(),
  status: z.enum(['done', 'failed', 'pending']),
  amount: z.string(),
});

/** Team transfers (transferUpline): agents to downlines, members to their upline when the brand allows. */
export const ZTeamTarget = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  relation: z.enum(['downline', 'upline']),
});
export const ZTeamTransfer = z.object({
  targetId: ZRowId,
  amount: ZAmount,
  paymentPassword: z.string().max(20),
  requestId: z.string().min(8).max(64),
});
