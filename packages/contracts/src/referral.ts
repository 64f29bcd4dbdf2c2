import { z } from 'zod';
import { op } from './op.ts';
import { ZConsoleBrandParams } from './promotions.ts';

/**
 * Referral (spec sections 2 and 9): every member's code and link `/register?referralCode=CODE`, the players it
 * brought, and the reward the referrer gets once when a referred player's first deposit reaches the brand's minimum.
 * An agent's referral code is its affiliate code (the player it brings joins its team); a player's code only
 * records who referred whom.
 */

const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

/** GET /wps/relay/MCSFE_getReferralInfo */
export const ZReferralInfo = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The site's /register?referralCode=CODE on the request's host. */
  link: z.string(),
  /** The reward per qualified player and the first deposit that qualifies. */
  reward: ZMoney,
  minDeposit: ZMoney,
  invited: z.number().int(),
  qualified: z.number().int(),
  rewardsEarned: ZMoney,
});
export type TReferralInfo = z.infer<typeof ZReferralInfo>;

/** pending: no deposit yet; qualified: rewarded; missed: the first deposit was below the minimum. */
export const referralStatuses = ['pending', 'qualified', 'missed'] as const;
export const ZReferralStatus = z.enum(referralStatuses);
export type TReferralStatus = z.infer<typeof ZReferralStatus>;

/** GET /wps/relay/MCSFE_getReferralList: the players the member brought, newest first. */
export const ZReferralQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZReferredPlayer = z.object({
  /** Masked: first two and last character, e.g. "pl***9". */
  username: z.string(),
  registeredAt: z.string(),
  status: ZReferralStatus,
  reward: ZMoney.nullable(),
  qualifiedAt: z.string().nullable(),
});
export type TReferredPlayer = z.infer<typeof ZReferredPlayer>;
export const ZReferralList = z.object({
  list: z.array(ZReferredPlayer),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TReferralList = z.infer<typeof ZReferralList>;

export const REFERRAL_PATHS = {
  info: '/wps/relay/MCSFE_getReferralInfo',
  list: '/wps/relay/MCSFE_getReferralList',
} as const;

/** The referral page's relays: real members only (a trial account brings no one). */
export const referralOps = {
  info: op({
    method: 'GET',
    path: REFERRAL_PATHS.info,
    auth: 'real',
    tags: ['referral'],
    summary: 'The member’s referral code, link, reward terms and totals',
    response: ZReferralInfo,
  }),
  list: op({
    method: 'GET',
    path: REFERRAL_PATHS.list,
    auth: 'real',
    tags: ['referral'],
    summary: 'The players the member brought (masked), newest first',
    query: ZReferralQuery,
    response: ZReferralList,
  }),
};

// ---- the operator console (/admin/api/console/brands/:code/referral) ----------------------------------------------

const ZAmountIn = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount_invalid');
export const ZReferralSettingsInput = z.object({ enabled: z.boolean(), minDeposit: ZAmountIn, reward: ZAmountIn });
export const ZReferralSettings = z.object({ enabled: z.boolean(), minDeposit: ZMoney, reward: ZMoney });
export type TReferralSettings = z.infer<typeof ZReferralSettings>;
export type TReferralSettingsInput = z.infer<typeof ZReferralSettingsInput>;

/** The console's (and the CLI's) programme settings calls. */
export const referralConsoleOps = {
  settings: op({
    method: 'GET',
    path: '/admin/api/console/brands/:code/referral',
    auth: 'operator',
    action: 'promotions.view',
    tags: ['operator'],
    summary: "A brand's referral programme",
    params: ZConsoleBrandParams,
    response: ZReferralSettings,
  }),
  setSettings: op({
    method: 'PUT',
    path: '/admin/api/console/brands/:code/referral',
    auth: 'operator',
    action: 'promotions.manage',
    tags: ['operator'],
    summary: "Sets a brand's referral programme: on or off, qualifying first deposit, reward (audited)",
    params: ZConsoleBrandParams,
    body: ZReferralSettingsInput,
    response: ZReferralSettings,
  }),
};
