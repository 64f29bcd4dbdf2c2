import { z } from 'zod';
import { ZContractKind, ZContractSettings, ZContractStatus, ZContractTier, ZDividendCycle } from './agent-contracts.ts';
import { page, ZPageQuery } from './console.ts';
import { ZBrandCodeParams } from './console-brand.ts';
import { ZRowIdParam } from './ids.ts';
import { op } from './op.ts';

/**
 * The console's agent contracts (admin; support reads): per brand the kinds that run, their maximum rates and the
 * payout delay; every contract and payout of the brand; suspending and resuming a contract; granting a top agent
 * (no upline) its house contract. Every change is audited.
 */

/** GET/PUT /admin/api/console/brands/:code/contracts/settings */
export const ZConsoleContractSettingsParams = ZBrandCodeParams;
export const ZConsoleContractSettings = ZContractSettings;

/** GET /admin/api/console/brands/:code/contracts */
export const ZConsoleContractQuery = ZPageQuery.extend({
  kind: ZContractKind.optional(),
  status: ZContractStatus.optional(),
  /** Username prefix of either side. */
  q: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/, 'a username')
    .optional(),
});
export const ZConsoleContractRow = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  upline: z.string().nullable(),
  downline: z.string(),
  status: ZContractStatus,
  terminationRequestedBy: z.string().nullable(),
  cycle: ZDividendCycle.nullable(),
  tiers: z.array(ZContractTier),
  /** Sum of everything paid under this contract (to its downline). */
  paidTotal: z.string(),
  createdAt: z.string(),
  suspendedReason: z.string().nullable(),
});
export type TConsoleContractRow = z.infer<typeof ZConsoleContractRow>;

/** GET /admin/api/console/brands/:code/contracts/payouts */
export const ZConsolePayoutQuery = ZPageQuery.extend({
  kind: ZContractKind.optional(),
  contractId: ZRowIdParam.optional(),
  q: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/, 'a username')
    .optional(),
});
export const ZConsolePayoutRow = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: ZContractKind,
  username: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  base: z.string(),
  activePlayers: z.number().int(),
  rateBp: z.number().int(),
  passedDownBp: z.number().int(),
  amount: z.string(),
  paidAt: z.string(),
});
export type TConsolePayoutRow = z.infer<typeof ZConsolePayoutRow>;

/** POST /admin/api/console/contracts/:id/suspend and /resume */
export const ZConsoleContractParams = z.object({ id: ZRowIdParam });
export const ZSuspendContract = z.object({ reason: z.string().trim().min(1).max(200) });
/** Resuming takes no input (an empty body, or none). */
export const ZResumeContract = z.object({}).optional();

/** POST /admin/api/console/brands/:code/contracts/house: a top agent's contract with the house, approved at once. */
export const ZHouseContract = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_.@-]*$/),
  kind: ZContractKind,
  tiers: z.array(ZContractTier).min(1).max(10),
  cycle: ZDividendCycle.optional(),
});

const BRAND = '/admin/api/console/brands/:code/contracts';

/** The Contracts screen's calls: support and finance read, admins change (every change audited). */
export const contractConsoleOps = {
  settings: op({
    auth: 'operator',
    action: 'contracts.view',
    tags: ['operator'],
    method: 'GET',
    path: `${BRAND}/settings`,
    summary: "A brand's contract kinds, maximum rates, payout delay and payout switch",
    params: ZConsoleContractSettingsParams,
    response: ZContractSettings,
  }),
  saveSettings: op({
    auth: 'operator',
    action: 'contracts.manage',
    tags: ['operator'],
    method: 'PUT',
    path: `${BRAND}/settings`,
    summary: "Stores a brand's contract settings (audited)",
    params: ZConsoleContractSettingsParams,
    body: ZContractSettings,
    response: ZContractSettings,
  }),
  list: op({
    auth: 'operator',
    action: 'contracts.view',
    tags: ['operator'],
    method: 'GET',
    path: BRAND,
    summary: "A brand's agent contracts, filtered by kind, status and username (paged)",
    params: ZConsoleContractSettingsParams,
    query: ZConsoleContractQuery,
    response: page(ZConsoleContractRow),
  }),
  payouts: op({
    auth: 'operator',
    action: 'contracts.view',
    tags: ['operator'],
    method: 'GET',
    path: `${BRAND}/payouts`,
    summary: "A brand's contract payout statements, newest first (paged)",
    params: ZConsoleContractSettingsParams,
    query: ZConsolePayoutQuery,
    response: page(ZConsolePayoutRow),
  }),
  grantHouse: op({
    auth: 'operator',
    action: 'contracts.manage',
    tags: ['operator'],
    method: 'POST',
    path: `${BRAND}/house`,
    summary:
      'Grants a top agent its contract with the house (audited): a new one or a higher rate waits in process for a second admin; the same or a lower rate replaces the live one at once',
    params: ZConsoleContractSettingsParams,
    body: ZHouseContract,
    response: ZConsoleContractRow,
  }),
  suspend: op({
    auth: 'operator',
    action: 'contracts.manage',
    tags: ['operator'],
    method: 'POST',
    path: '/admin/api/console/contracts/:id/suspend',
    summary: 'Suspends an approved contract: it pays nothing until resumed (audited)',
    params: ZConsoleContractParams,
    body: ZSuspendContract,
    response: ZConsoleContractRow,
  }),
  resume: op({
    auth: 'operator',
    action: 'contracts.manage',
    tags: ['operator'],
    method: 'POST',
    path: '/admin/api/console/contracts/:id/resume',
    summary: 'Resumes a suspended contract (audited)',
    params: ZConsoleContractParams,
    body: ZResumeContract,
    response: ZConsoleContractRow,
  }),
};
