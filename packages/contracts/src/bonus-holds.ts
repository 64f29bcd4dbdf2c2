import { z } from 'zod';
import { page } from './console.ts';
import { ZBonusRules } from './merchant-config.ts';
import { op } from './op.ts';
import { ZBonusSource, ZBonusStatus, ZConsoleBrandParams, ZConsolePromotionParams } from './promotions.ts';

/**
 * Bonuses held for review by the brand's abuse rules (bonusRules in the brand's configuration): a referral reward
 * whose referred player shares a device, payout account or address with the referrer, or a sign-up gift whose account
 * shares one with another account that took the gift, is created held (nothing paid) until an operator releases it
 * (paid with its turnover) or cancels it (nothing paid), both audited.
 */

const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * What ties an account to another for a bonus hold: a device fingerprint both logged in from, a payout account (bank
 * account or Pix key) both bound, a delivery address both gave. `with` says who the other account is to this bonus:
 * the referrer of the referred player, or another account that took the sign-up gift.
 */
export const bonusLinkKinds = ['device', 'payout_account', 'address'] as const;
export const ZBonusLink = z.object({
  kind: z.enum(bonusLinkKinds),
  /** The shared value as recorded (a fingerprint's first 12 characters). */
  value: z.string(),
  with: z.enum(['referrer', 'gift_taker']),
  memberId: z.number().int(),
  username: z.string(),
});
export type TBonusLink = z.infer<typeof ZBonusLink>;

/** A bonus held for review, or one reviewed: who gets it, for what, and what links the accounts. */
export const ZBonusHold = z.object({
  id: z.number().int(),
  source: ZBonusSource,
  promotionId: z.number().int().nullable(),
  promotionCode: z.string().nullable(),
  memberId: z.number().int(),
  username: z.string(),
  /** The referred player whose first deposit earned a referral reward, else null. */
  refereeUsername: z.string().nullable(),
  amount: ZMoney,
  requirement: ZMoney,
  status: ZBonusStatus,
  links: z.array(ZBonusLink),
  heldAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type TBonusHold = z.infer<typeof ZBonusHold>;
export const ZBonusHoldQuery = z.object({
  /** held (default): waiting; reviewed: released or cancelled. */
  state: z.enum(['held', 'reviewed']).default('held'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
});
export const ZBonusHoldReview = z.object({ note: z.string().trim().max(200).default('') }).default({ note: '' });

const BRAND = '/admin/api/console/brands/:code';
const HOLD = '/admin/api/console/bonus-holds/:id';
const consoleTags = ['operator'];

export const bonusHoldOps = {
  list: op({
    method: 'GET',
    path: `${BRAND}/bonus-holds`,
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    summary: "A brand's bonuses held for review (linked accounts), or those reviewed, with what links them (paged)",
    params: ZConsoleBrandParams,
    query: ZBonusHoldQuery,
    response: page(ZBonusHold),
  }),
  release: op({
    method: 'POST',
    path: `${HOLD}/release`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Releases a held bonus: it is paid into the bonus wallet with its turnover (audited)',
    params: ZConsolePromotionParams,
    body: ZBonusHoldReview,
    response: ZBonusHold,
  }),
  cancel: op({
    method: 'POST',
    path: `${HOLD}/cancel`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Cancels a held bonus: nothing is paid (audited)',
    params: ZConsolePromotionParams,
    body: ZBonusHoldReview,
    response: ZBonusHold,
  }),
  rules: op({
    method: 'GET',
    path: `${BRAND}/bonus-rules`,
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    summary: "A brand's bonus abuse rules (defaults filled in)",
    params: ZConsoleBrandParams,
    response: ZBonusRules,
  }),
  setRules: op({
    method: 'PUT',
    path: `${BRAND}/bonus-rules`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: "Sets a brand's bonus abuse rules: referral turnover, no-deposit weights, what links accounts (audited)",
    params: ZConsoleBrandParams,
    body: ZBonusRules,
    response: ZBonusRules,
  }),
};
