import { z } from 'zod';
import { ZAdjustResult } from './console-adjustments.ts';
import { ZRowId, ZRowIdParam } from './ids.ts';
import { op } from './op.ts';
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
/** What POST /wps/v2/withdraw/request answers: the withdrawal as it now stands. */
export const ZWithdrawRequestValue = z.object({ id: z.number(), amount: z.string(), status: z.string() });
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
/** The member's main balance after a team transfer, and who received it. */
export const ZTeamTransferValue = z.object({ balance: z.string(), to: z.string() });

/** Deposits, withdrawals and the security centre of the member centre: real members only (no trial accounts). */
export const paymentOps = {
  channels: op({
    method: 'GET',
    path: '/wps/v2/deposit/channels',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The brand’s deposit channels: gateways and bank transfers, with their limits',
    response: z.array(ZChannel),
  }),
  requestDeposit: op({
    method: 'POST',
    path: '/wps/v2/deposit/request',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Opens a gateway deposit and answers the gateway’s pay page',
    body: ZDepositRequest,
    response: ZDepositRequestValue,
  }),
  manualDeposit: op({
    method: 'POST',
    path: '/wps/v2/deposit/manual',
    auth: 'real',
    tags: ['wallet'],
    summary: 'A bank-transfer deposit with its proof images, for finance to confirm',
    body: ZManualDeposit,
    response: ZManualDepositValue,
  }),
  deposits: op({
    method: 'GET',
    path: '/wps/v2/deposit/records',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The member’s latest 20 deposits',
    response: z.array(ZDepositRecord),
  }),
  security: op({
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Whether the member has a payment password, and their bound payout accounts',
    response: ZSecurityValue,
  }),
  setPaymentPassword: op({
    method: 'PUT',
    path: '/wps/v2/member/paymentPassword',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Sets the payment password, or changes it with the current one',
    body: ZPaymentPassword,
    response: z.null(),
  }),
  bindAccount: op({
    method: 'POST',
    path: '/wps/v2/member/boundAccounts',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Binds a bank or e-wallet payout account (with the payment password)',
    body: ZBindAccount,
    response: z.null(),
  }),
  withdrawLimits: op({
    method: 'GET',
    path: '/wps/v2/withdraw/limits',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The brand’s withdrawal limits: minimum, maximum, daily count, receipt confirmation time',
    response: ZWithdrawLimits,
  }),
  withdraw: op({
    method: 'POST',
    path: '/wps/v2/withdraw/request',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Requests a withdrawal to a bound account (with the payment password)',
    body: ZWithdrawRequest,
    response: ZWithdrawRequestValue,
  }),
  withdrawals: op({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The member’s latest 30 withdrawals, with what awaits their receipt confirmation',
    response: z.array(ZWithdrawal),
  }),
  confirmReceipt: op({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The member’s answer after a payout: received, received in full, or not received (with proofs)',
    body: ZReceiptAnswer,
    response: z.null(),
  }),
};

/** Transfers: main wallet and a transfer-wallet vendor, and team transfers. Real members only. */
export const transferOps = {
  vendorTransfer: op({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Moves money between the main wallet and a transfer-wallet vendor',
    body: ZWalletTransfer,
    response: ZWalletTransferValue,
  }),
  teamTargets: op({
    method: 'GET',
    path: '/wps/v2/wallets/team',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Who the member may send a team transfer to: downlines, or the upline when the brand allows',
    response: z.array(ZTeamTarget),
  }),
  teamTransfer: op({
    method: 'POST',
    path: '/wps/v2/wallets/teamTransfer',
    auth: 'real',
    tags: ['wallet'],
    summary: 'Sends money from the main wallet to a downline or the upline (with the payment password)',
    body: ZTeamTransfer,
    response: ZTeamTransferValue,
  }),
};

// ---- the operator console: finance (and admins) decide deposits and withdrawals and adjust balances ----------------

export const ZPaymentStatusQuery = z.object({ status: z.string().max(20).optional() });
export const ZDepositRefParams = z.object({ ref: z.string().max(40) });
export const ZIdParams = z.object({ id: ZRowIdParam });

export const paymentConsoleOps = {
  deposits: op({
    method: 'GET',
    path: '/admin/api/deposits',
    auth: 'operator',
    action: 'deposits.decide',
    tags: ['operator'],
    summary: 'The latest 200 deposits, optionally of one status',
    query: ZPaymentStatusQuery,
    response: z.array(ZDepositRecord),
  }),
  decideDeposit: op({
    method: 'POST',
    path: '/admin/api/deposits/:ref/decision',
    auth: 'operator',
    action: 'deposits.decide',
    tags: ['operator'],
    summary: 'Approves (credits) or rejects a pending deposit (audited)',
    params: ZDepositRefParams,
    body: ZDecision,
    response: z.null(),
  }),
  withdrawals: op({
    method: 'GET',
    path: '/admin/api/withdrawals',
    auth: 'operator',
    action: 'withdrawals.decide',
    tags: ['operator'],
    summary: 'The latest 200 withdrawals, optionally of one status',
    query: ZPaymentStatusQuery,
    response: z.array(ZWithdrawal),
  }),
  decideWithdrawal: op({
    method: 'POST',
    path: '/admin/api/withdrawals/:id/decision',
    auth: 'operator',
    action: 'withdrawals.decide',
    tags: ['operator'],
    summary: 'Pays out or rejects a pending withdrawal (audited)',
    params: ZIdParams,
    body: ZDecision,
    response: z.null(),
  }),
  refundWithdrawal: op({
    method: 'POST',
    path: '/admin/api/withdrawals/:id/refund',
    auth: 'operator',
    action: 'withdrawals.decide',
    tags: ['operator'],
    summary: 'Refunds a paid withdrawal the member reported not received (audited)',
    params: ZIdParams,
    response: z.null(),
  }),
  adjust: op({
    method: 'POST',
    path: '/admin/api/members/:id/adjust',
    auth: 'operator',
    action: 'members.adjust',
    tags: ['operator'],
    summary: 'Adjust a member’s main balance; above the brand’s threshold it waits for a second operator',
    params: ZIdParams,
    body: ZAdjustBalance,
    response: ZAdjustResult,
  }),
};
