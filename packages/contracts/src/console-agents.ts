import { z } from 'zod';
import { page, ZPageQuery } from './console.ts';
import { ZRowIdParam } from './ids.ts';
import { op } from './op.ts';

/**
 * The console's Agents screen (beside console.ts): agents found by username, one agent's team figures (as the
 * portal's team overview shows them) and any member's direct downlines, opened one level at a time.
 */

/** The isAgent values of agents (0 is a player, 4 a trial account). */
export const agentTypes = [1, 2, 41, 42] as const;

/** GET /admin/api/console/agents: agents by username prefix (case-insensitive), paged. */
export const ZConsoleAgentQuery = ZPageQuery.extend({
  q: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/, 'a username')
    .optional(),
  sort: z.enum(['username', 'createdAt', 'directCount']).default('username'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export const ZConsoleAgentRow = z.object({
  id: z.number().int(),
  merchant: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** The member's isAgent value (1, 2, 41 or 42). */
  agentType: z.number().int(),
  /** The agent's own upline, if any. */
  upline: z.string().nullable(),
  directCount: z.number().int().min(0),
  mainBalance: z.string(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type TConsoleAgentRow = z.infer<typeof ZConsoleAgentRow>;

/** GET /admin/api/console/agents/:id/figures: the portal's team overview of one agent. */
export const ZConsoleAgentFigures = z.object({
  id: z.number().int(),
  username: z.string(),
  agentType: z.number().int(),
  affiliateCode: z.string().nullable(),
  directCount: z.number().int().min(0),
  /** Every member below the agent, all levels. */
  teamSize: z.number().int().min(0),
  newToday: z.number().int().min(0),
  newThisMonth: z.number().int().min(0),
  /** Sum of the team's main-wallet balances (all levels). */
  teamMainBalance: z.string(),
});
export type TConsoleAgentFigures = z.infer<typeof ZConsoleAgentFigures>;

export const ZConsoleAgentParams = z.object({ id: ZRowIdParam });

/** GET /admin/api/console/agents/:id/downlines: a member's direct downlines, newest first, paged. */
export const ZConsoleDownlineQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(25),
});
export const ZConsoleDownline = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The member's isAgent value (0 player, 1/2/41/42 agent types). */
  agentType: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mainBalance: z.string(),
  /** How many direct downlines this member has (0: nothing to open). */
  downlineCount: z.number().int().min(0),
});
export type TConsoleDownline = z.infer<typeof ZConsoleDownline>;

/** The Agents screen's calls: any role that may view agents. */
export const agentConsoleOps = {
  list: op({
    auth: 'operator',
    action: 'agents.view',
    tags: ['operator'],
    method: 'GET',
    path: '/admin/api/console/agents',
    summary: 'Agents by username prefix (paged)',
    query: ZConsoleAgentQuery,
    response: page(ZConsoleAgentRow),
  }),
  figures: op({
    auth: 'operator',
    action: 'agents.view',
    tags: ['operator'],
    method: 'GET',
    path: '/admin/api/console/agents/:id/figures',
    summary: "An agent's team figures: direct downlines, team size, new members, team main balance",
    params: ZConsoleAgentParams,
    response: ZConsoleAgentFigures,
  }),
  downlines: op({
    auth: 'operator',
    action: 'agents.view',
    tags: ['operator'],
    method: 'GET',
    path: '/admin/api/console/agents/:id/downlines',
    summary: "A member's direct downlines with type, balance, last login and their own downline count (paged)",
    params: ZConsoleAgentParams,
    query: ZConsoleDownlineQuery,
    response: page(ZConsoleDownline),
  }),
};
