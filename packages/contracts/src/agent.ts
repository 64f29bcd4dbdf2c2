import { z } from 'zod';

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
});
export type TDownline = z.infer<typeof ZDownline>;

export const ZDownlineList = z.object({
  list: z.array(ZDownline),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TDownlineList = z.infer<typeof ZDownlineList>;

export const AGENT_PATHS = {
  teamOverview: '/wps/relay/AGENT_teamOverview',
  downlineList: '/wps/relay/AGENT_downlineList',
} as const;
