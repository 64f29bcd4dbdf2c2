import { z } from 'zod';
import { ZContractKind, ZContractTier, ZDividendCycle } from './agent-contracts.ts';
import { type Op, op } from './op.ts';
import { ZTransactionValue } from './wallet.ts';

/** Agent centre: the agent's team overview and downline list (agents only: isAgent 1, 2, 41, 42). */

/** Money as a decimal string with two places, like the wallet. */
const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZTeamOverview = z.object({
  affiliateCode: z.string().nullable(),
  /** The site's /register?referralCode=CODE on the request's host; null without an affiliate code. */
  referralLink: z.string().nullable(),
  directCount: z.number().int().min(0),
  /** Every member below the agent, all levels. */
  teamSize: z.number().int().min(0),
  newToday: z.number().int().min(0),
  newThisMonth: z.number().int().min(0),
  /** Sum of the team's main-wallet balances (all levels). */
  teamMainBalance: ZMoney,
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

export const ZDownlineQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /** Username prefix, case-insensitive. */
  username: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/)
    .optional(),
  /** A member of the agent's team whose own direct downlines to list (the tree opens one level at a time). */
  parent: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/)
    .optional(),
});
export type TDownlineQuery = z.input<typeof ZDownlineQuery>;

export const ZDownline = z.object({
  username: z.string(),
  nickname: z.string(),
  /** The member's isAgent value (0 player, 1/2/41/42 agent types). */
  agentType: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mainBalance: ZMoney,
  /** How many direct downlines this member has (0: nothing to open). */
  downlineCount: z.number().int().min(0),
  /** The contract kinds this member holds from its upline: approved, or offered and waiting (inProcess). */
  contracts: z.array(z.object({ kind: ZContractKind, status: z.enum(['approved', 'in_process']) })),
  /** Still on the one-time initial password the agent was given (the agent may issue a new one). */
  initialPasswordPending: z.boolean(),
});
export type TDownline = z.infer<typeof ZDownline>;

export const ZDownlineList = z.object({
  list: z.array(ZDownline),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TDownlineList = z.infer<typeof ZDownlineList>;

const ZUsername = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]*$/);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const validDay = (d: string) =>
  !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
/** Days are UTC and inclusive; a range reaches at most 92 days. */
export const MAX_RANGE_DAYS = 92;
const rangeOk = (q: { startDate?: string | undefined; endDate?: string | undefined }) => {
  if (q.startDate && !validDay(q.startDate)) return false;
  if (q.endDate && !validDay(q.endDate)) return false;
  if (!q.startDate || !q.endDate) return true;
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000;
  return days >= 0 && days < MAX_RANGE_DAYS;
};
const paging = {
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

/** registerCenter: a player or a sub-agent directly under the agent; optional fields follow the brand's rules. */
export const ZRegisterDownlinePayload = z.object({
  accountType: z.enum(['player', 'agent']),
  username: z.string().trim().min(1).max(32),
  mobileNum: z.string().trim().max(20).optional(),
  countryDialingCode: z.string().trim().max(6).optional(),
  email: z.string().trim().max(100).optional(),
  payeeName: z.string().trim().max(64).optional(),
  /**
   * A sub-agent's starting contracts, approved at once (the agent opens the account, so nobody else has to agree);
   * each rate at most the agent's own for the kind. Players get contracts by offer, after they exist.
   */
  contracts: z
    .array(
      z.object({ kind: ZContractKind, tiers: z.array(ZContractTier).min(1).max(10), cycle: ZDividendCycle.optional() }),
    )
    .max(4)
    .optional(),
});
export type TRegisterDownlinePayload = z.infer<typeof ZRegisterDownlinePayload>;
export const ZRegisterDownlineValue = z.object({
  username: z.string(),
  accountType: z.enum(['player', 'agent']),
  /**
   * The account's own one-time initial password, in this answer only (and by SMS to its mobile): the new account logs
   * in with it within validDays and must change it then.
   */
  initialPassword: z.string(),
  validDays: z.number().int(),
});
export type TRegisterDownlineValue = z.infer<typeof ZRegisterDownlineValue>;

/** personalHistoryCopy (agent mode): settled cash rounds of the whole team. */
export const ZTeamBetsQuery = z
  .object({
    username: ZUsername.optional(),
    vassalage: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_]*$/)
      .optional(),
    gameType: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_]*$/)
      .optional(),
    startDate: ZDay.optional(),
    endDate: ZDay.optional(),
    ...paging,
  })
  .refine(rangeOk, { message: 'date_range_invalid', path: ['endDate'] });
export type TTeamBetsQuery = z.input<typeof ZTeamBetsQuery>;
export const ZTeamBetTotals = z.object({
  rounds: z.number().int().min(0),
  bet: ZMoney,
  /** The stake of rounds that did not end level (a win equal to the bet is a push, not a valid bet). */
  validBet: ZMoney,
  payout: ZMoney,
  /** The member's result: payout minus bet (negative: the member lost). */
  winLoss: ZMoney,
});
export type TTeamBetTotals = z.infer<typeof ZTeamBetTotals>;
export const ZTeamBet = z.object({
  roundId: z.string(),
  username: z.string(),
  time: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  bet: ZMoney,
  validBet: ZMoney,
  payout: ZMoney,
  winLoss: ZMoney,
});
export type TTeamBet = z.infer<typeof ZTeamBet>;
export const ZTeamBetsValue = z.object({
  list: z.array(ZTeamBet),
  totals: ZTeamBetTotals,
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type TTeamBetsValue = z.infer<typeof ZTeamBetsValue>;

/** palStatementsAgentCopy: profit and loss per team member for one period containing `date`. */
export const ZPeriod = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);
export type TPeriod = z.infer<typeof ZPeriod>;
export const ZTeamProfitQuery = z
  .object({ period: ZPeriod.default('daily'), date: ZDay.optional(), username: ZUsername.optional(), ...paging })
  .refine((q) => !q.date || validDay(q.date), { message: 'date_invalid', path: ['date'] });
export type TTeamProfitQuery = z.input<typeof ZTeamProfitQuery>;
export const ZTeamProfitRow = ZTeamBetTotals.extend({
  username: z.string(),
  agentType: z.number().int(),
  /** 1: directly under the agent. */
  level: z.number().int().min(1),
});
export type TTeamProfitRow = z.infer<typeof ZTeamProfitRow>;
export const ZTeamProfitValue = z.object({
  /** The period's first and last day (UTC, inclusive). */
  from: z.string(),
  to: z.string(),
  list: z.array(ZTeamProfitRow),
  totals: ZTeamBetTotals,
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type TTeamProfitValue = z.infer<typeof ZTeamProfitValue>;

/** agentDownlineTransactionDetailsCopy: a team member's account record, read-only. */
export const ZDownlineTransactionsQuery = z
  .object({
    username: ZUsername,
    type: z.enum(['all', 'deposit', 'withdrawal', 'transfer', 'bet', 'win', 'adjustment', 'bonus']).default('all'),
    startDate: ZDay.optional(),
    endDate: ZDay.optional(),
    ...paging,
  })
  .refine(rangeOk, { message: 'date_range_invalid', path: ['endDate'] });
export type TDownlineTransactionsQuery = z.input<typeof ZDownlineTransactionsQuery>;

/** agentAnnouncement: the brand's notices to its agents, with the reader's read state. */
export const ZAgentNoticesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export const ZAgentNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type TAgentNotice = z.infer<typeof ZAgentNotice>;
export const ZAgentNoticesValue = z.object({
  list: z.array(ZAgentNotice),
  unread: z.number().int().min(0),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type TAgentNoticesValue = z.infer<typeof ZAgentNoticesValue>;
export const ZAgentNoticeRead = z.object({ id: z.coerce.number().int().min(1) });
export const ZAgentNoticeReadValue = z.object({ unread: z.number().int().min(0) });

/** The agent centre's operations (agents only: isAgent 1, 2, 41 or 42; trial accounts hear trial_account). */
const agentOp = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  o: Omit<Op<Q, B, R, 'agent', undefined>, 'auth' | 'tags'>,
) => op<Q, B, R, 'agent'>({ ...o, auth: 'agent', tags: ['agent'] });

export const agentOps = {
  teamOverview: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_teamOverview',
    summary: "The agent's affiliate code, referral link and team figures",
    response: ZTeamOverview,
  }),
  downlineList: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_downlineList',
    summary: "The agent's direct downlines (or a team member's), paged, by username prefix",
    query: ZDownlineQuery,
    response: ZDownlineList,
  }),
  registerDownline: agentOp({
    method: 'POST',
    path: '/wps/relay/AGENT_registerDownline',
    summary: 'Opens a player or a sub-agent directly under the agent, with its own one-time initial password',
    body: ZRegisterDownlinePayload,
    response: ZRegisterDownlineValue,
  }),
  newInitialPassword: agentOp({
    method: 'POST',
    path: '/wps/relay/AGENT_newInitialPassword',
    summary: 'Issues a new one-time initial password to a team member still on its first one (lost or expired)',
    body: z.object({ username: ZUsername }),
    response: ZRegisterDownlineValue,
  }),
  teamBets: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_teamBetRecords',
    summary: "The settled cash rounds of the agent's whole team, filtered, paged, with totals",
    query: ZTeamBetsQuery,
    response: ZTeamBetsValue,
  }),
  teamProfit: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_teamProfitLoss',
    summary: 'Profit and loss per team member for the day, week, half month or month containing a date',
    query: ZTeamProfitQuery,
    response: ZTeamProfitValue,
  }),
  downlineTransactions: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_downlineTransactions',
    summary: "A team member's account record (main balance), read-only",
    query: ZDownlineTransactionsQuery,
    response: ZTransactionValue,
  }),
  notices: agentOp({
    method: 'GET',
    path: '/wps/relay/AGENT_announcements',
    summary: "The brand's notices to agents, newest first, with read state",
    query: ZAgentNoticesQuery,
    response: ZAgentNoticesValue,
  }),
  noticeRead: agentOp({
    method: 'POST',
    path: '/wps/relay/AGENT_readAnnouncement',
    summary: 'Marks one agent notice read; answers the unread count',
    body: ZAgentNoticeRead,
    response: ZAgentNoticeReadValue,
  }),
};
