import { z } from 'zod';
import { op } from './op.ts';

/**
 * Agent contracts (spec sections 2, 4, 9): an upline offers a direct downline a dividend, daily wage, hourly salary or
 * real-time salary contract; the downline accepts or rejects; either side may ask to end it and the other agrees.
 * Rates are basis points (1 = 0.01 %). A contract may have tiers: the rate of the highest tier whose base and active
 * players the payee's team reaches in the period. A downline's rate never exceeds its upline's.
 */

/** Money as a decimal string with two places, like the wallet. */
const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
const ZUsername = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]*$/);

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const ZContractKind = z.enum(contractKinds);
export type TContractKind = z.infer<typeof ZContractKind>;

/** The dividend's period; salaries have theirs by kind (daily: a day, hourly: an hour, realtime: 5 minutes). */
export const ZDividendCycle = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);
export type TDividendCycle = z.infer<typeof ZDividendCycle>;

/** in_process: offered, waiting for the downline; approved: running; the rest are final. */
export const contractStatuses = ['in_process', 'rejected', 'approved', 'terminated', 'suspended'] as const;
export const ZContractStatus = z.enum(contractStatuses);
export type TContractStatus = z.infer<typeof ZContractStatus>;

/** Highest rate a contract may carry: 100 % (a dividend share); salaries are far lower in practice. */
export const MAX_RATE_BP = 10_000;

export const ZContractTier = z.object({
  /** The team's base in the period (valid bets for salaries, net loss for a dividend) from which this tier holds. */
  minBase: ZMoney,
  /** Team members with at least one valid bet in the period. */
  minActive: z.number().int().min(0).max(100_000),
  rateBp: z.number().int().min(0).max(MAX_RATE_BP),
});
export type TContractTier = z.infer<typeof ZContractTier>;

export const ZContract = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  /** The offering upline; null for a house contract the operator granted a top agent. */
  upline: z.string().nullable(),
  downline: z.string(),
  status: ZContractStatus,
  /** Who asked to end an approved contract and waits for the other side; null when nobody did. */
  terminationRequestedBy: z.string().nullable(),
  cycle: ZDividendCycle.nullable(),
  tiers: z.array(ZContractTier).min(1),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractPayout = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: ZContractKind,
  /** Who was paid (the agent viewing, or a downline in the offered list). */
  username: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bets (salaries) or net loss (dividend) in the period. */
  base: ZMoney,
  activePlayers: z.number().int().min(0),
  /** The payee's rate in the period and the rate passed to the downline below it in the chain. */
  rateBp: z.number().int(),
  passedDownBp: z.number().int(),
  amount: ZMoney,
  paidAt: z.string(),
});
export type TContractPayout = z.infer<typeof ZContractPayout>;

/**
 * One relay per kind (MCSFE_processContractDividend, MCSFE_processDailySalaryContract, MCSFE_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract), the action in the body.
 */
export const ZContractAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({
    action: z.literal('offer'),
    downline: ZUsername,
    tiers: z.array(ZContractTier).min(1).max(10),
    /** Dividend contracts only: the offering side's own cycle (taken when left out; another one is refused). */
    cycle: ZDividendCycle.optional(),
  }),
  z.object({
    action: z.enum(['accept', 'reject', 'terminate', 'acceptTermination', 'rejectTermination', 'withdraw']),
    contractId: z.number().int().min(1).max(2_147_483_647),
  }),
  z.object({
    action: z.literal('payouts'),
    contractId: z.number().int().min(1).max(2_147_483_647).optional(),
    pageNo: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  }),
]);
export type TContractAction = z.input<typeof ZContractAction>;

/** The answer to `list`: the member's own contract of the kind and the ones it offered to its downlines. */
export const ZContractList = z.object({
  /** The brand runs this kind (the consolidated switch); false: every action but list is refused. */
  enabled: z.boolean(),
  /** The contracts the member holds from its upline (or the house): live, waiting or ended, newest first. */
  received: z.array(ZContract),
  offered: z.array(ZContract),
  /** The highest rate this member may offer: its own approved rate (0 without one). */
  maxOfferBp: z.number().int().min(0),
});
export type TContractList = z.infer<typeof ZContractList>;

export const ZContractPayouts = z.object({
  list: z.array(ZContractPayout),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  /** Sum of the listed filter's amounts paid to the viewer. */
  totalAmount: ZMoney,
});
export type TContractPayouts = z.infer<typeof ZContractPayouts>;

/** Answers per action: list → ZContractList, payouts → ZContractPayouts, the rest → the contract as it now is. */
export const ZContractActionValue = z.union([ZContractList, ZContractPayouts, ZContract]);

export const CONTRACT_PATHS: Record<TContractKind, string> = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

/** agentRevenueReport: what the agent earned, per source, over a day range (UTC, inclusive). */
export const incomeSources = ['dividend', 'daily', 'hourly', 'realtime', 'upline_transfer'] as const;
export const ZIncomeSource = z.enum(incomeSources);
export type TIncomeSource = z.infer<typeof ZIncomeSource>;
export const ZIncomeQuery = z.object({
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  source: ZIncomeSource.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TIncomeQuery = z.input<typeof ZIncomeQuery>;
export const ZIncomeLine = z.object({
  time: z.string(),
  source: ZIncomeSource,
  amount: ZMoney,
  /** The payout statement (contract sources) or the ledger transfer (upline transfers) behind the line. */
  statementId: z.number().int(),
  contractId: z.number().int().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The upline that sent a transfer; null for contract sources. */
  from: z.string().nullable(),
});
export type TIncomeLine = z.infer<typeof ZIncomeLine>;
export const ZIncomeValue = z.object({
  /** Every source's sum over the range (all five, zero when nothing came). */
  bySource: z.array(z.object({ source: ZIncomeSource, amount: ZMoney, count: z.number().int().min(0) })),
  total: ZMoney,
  list: z.array(ZIncomeLine),
  totalLines: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type TIncomeValue = z.infer<typeof ZIncomeValue>;
export const INCOME_PATH = '/wps/relay/AGENT_income';

/** One relay per kind, the action in the body; any member (a player answers the offers it received). */
const contractOp = (kind: TContractKind, summary: string) =>
  op({
    method: 'POST',
    path: CONTRACT_PATHS[kind],
    auth: 'member',
    tags: ['agent'],
    summary,
    body: ZContractAction,
    response: ZContractActionValue,
  });
const ACTIONS =
  'list, offer, accept, reject, withdraw, terminate, agree or refuse an end, payouts (action in the body)';
export const contractOps = {
  dividend: contractOp('dividend', `Dividend contracts: ${ACTIONS}`),
  daily: contractOp('daily', `Daily wage contracts: ${ACTIONS}`),
  hourly: contractOp('hourly', `Hourly salary contracts: ${ACTIONS}`),
  realtime: contractOp('realtime', `Real-time salary contracts (paid every 5 minutes): ${ACTIONS}`),
};
export const incomeOp = op({
  method: 'GET',
  path: INCOME_PATH,
  auth: 'agent',
  tags: ['agent'],
  summary: "The agent's income per source (contract payouts, its upline's transfers) over a day range",
  query: ZIncomeQuery,
  response: ZIncomeValue,
});

/** Operator side: per brand, which kinds run, their maximum rates and the payout delay after a period closes. */
export const ZContractSettings = z.object({
  kinds: z.object({
    dividend: z.boolean(),
    daily: z.boolean(),
    hourly: z.boolean(),
    realtime: z.boolean(),
  }),
  maxRateBp: z.object({
    dividend: z.number().int().min(0).max(MAX_RATE_BP),
    daily: z.number().int().min(0).max(MAX_RATE_BP),
    hourly: z.number().int().min(0).max(MAX_RATE_BP),
    realtime: z.number().int().min(0).max(MAX_RATE_BP),
  }),
  /** Seconds after a period ends before it is paid, so that rounds settling at the boundary are counted. */
  settleDelaySeconds: z.number().int().min(30).max(3600),
  /** Payouts run; false pauses every payout of the brand (periods wait and are paid when it resumes). */
  payoutsEnabled: z.boolean(),
  /** A holder's own bets count in its own base (off by default: they count only where they lower its payout). */
  holderOwnBets: z.boolean(),
  /** An admin saves rates whose give-backs pass a family's house edge (givebacks.ts), audited. */
  confirmAboveEdge: z.boolean().optional(),
});
export type TContractSettings = z.infer<typeof ZContractSettings>;
