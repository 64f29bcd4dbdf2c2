import { z } from 'zod';
import { op } from './op.ts';
import { POINT_PRODUCTS } from './points.ts';
import { ZConsoleBrandParams } from './promotions.ts';

/**
 * manualRebate (spec section 9, member centre): a brand's rebate rates per product family and VIP level, what the
 * member's valid bets since the last claim have accrued, the claim that pays it into the main wallet and the claims'
 * history. Rates are basis points of the valid bet (1 = 0.01 %); money is a decimal string with two places.
 */

const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

/** The game families a rebate rate is set for (the same as points and bonus turnover). */
export const ZRebateProduct = z.enum(POINT_PRODUCTS);
export type TRebateProduct = z.infer<typeof ZRebateProduct>;

/** The highest rate an operator may set: 5 % of the valid bet. */
export const REBATE_RATE_MAX_BP = 500;
export const ZRebateRateBp = z.number().int().min(0).max(REBATE_RATE_MAX_BP);

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: the member's rates at their level now. */
export const ZRebateSettings = z.object({
  /** 0 below the brand's first VIP level. */
  rankLevel: z.number().int(),
  levelName: z.string().nullable(),
  list: z.array(z.object({ product: ZRebateProduct, rateBp: z.number().int() })),
});
export type TRebateSettings = z.infer<typeof ZRebateSettings>;

/** One product's line: valid bets, the rate and the rebate they give. */
export const ZRebateLine = z.object({
  product: ZRebateProduct,
  validBet: ZMoney,
  rateBp: z.number().int(),
  amount: ZMoney,
});
export type TRebateLine = z.infer<typeof ZRebateLine>;

/** GET /wps/relay/MCSFE_getRebateAccrued: what valid bets since the last claim have earned, per product. */
export const ZRebateAccrued = z.object({
  rankLevel: z.number().int(),
  /** The bets counted were settled after `since` and up to `until` (the last minute waits for late rounds). */
  since: z.string(),
  until: z.string(),
  list: z.array(ZRebateLine),
  total: ZMoney,
});
export type TRebateAccrued = z.infer<typeof ZRebateAccrued>;

/** A claim paid: the period, the level's rates then and the amount credited to the main wallet. */
export const ZRebateClaim = z.object({
  id: z.number().int(),
  since: z.string(),
  until: z.string(),
  rankLevel: z.number().int(),
  list: z.array(ZRebateLine),
  amount: ZMoney,
  createdAt: z.string(),
});
export type TRebateClaim = z.infer<typeof ZRebateClaim>;

/** POST /wps/relay/MCSFE_claimRebate takes no body: it pays everything accrued (once). */
export const ZRebateClaimBody = z.object({}).strict().default({});

/** GET /wps/relay/MCSFE_getRebateClaimList */
export const ZRebateClaimQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZRebateClaimList = z.object({
  list: z.array(ZRebateClaim),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TRebateClaimList = z.infer<typeof ZRebateClaimList>;

export const REBATE_PATHS = {
  settings: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  accrued: '/wps/relay/MCSFE_getRebateAccrued',
  claim: '/wps/relay/MCSFE_claimRebate',
  claims: '/wps/relay/MCSFE_getRebateClaimList',
} as const;

/** manualRebate's relays: real members only (a trial account has no rebate). */
export const rebateOps = {
  settings: op({
    auth: 'real',
    tags: ['rebate'],
    method: 'GET',
    path: REBATE_PATHS.settings,
    summary: 'The member’s rebate rate per product at their VIP level',
    response: ZRebateSettings,
  }),
  accrued: op({
    auth: 'real',
    tags: ['rebate'],
    method: 'GET',
    path: REBATE_PATHS.accrued,
    summary: 'The rebate valid bets since the last claim have earned, per product',
    response: ZRebateAccrued,
  }),
  claim: op({
    auth: 'real',
    tags: ['rebate'],
    method: 'POST',
    path: REBATE_PATHS.claim,
    summary: 'Pays the accrued rebate into the main wallet (once)',
    body: ZRebateClaimBody,
    response: ZRebateClaim,
  }),
  claims: op({
    auth: 'real',
    tags: ['rebate'],
    method: 'GET',
    path: REBATE_PATHS.claims,
    summary: 'The member’s rebate claims, newest first',
    query: ZRebateClaimQuery,
    response: ZRebateClaimList,
  }),
};

// ---- the operator console (/admin/api/console/brands/:code/rebate-rates) -----------------------------------------

/** A brand's whole rate table: one row per VIP level (0: below the first level); a product left out pays 0. */
export const ZRebateRateTable = z.object({
  levels: z
    .array(
      z.object({
        rankLevel: z.number().int().min(0).max(100),
        rates: z.partialRecord(ZRebateProduct, ZRebateRateBp),
      }),
    )
    .max(101)
    .refine((l) => new Set(l.map((x) => x.rankLevel)).size === l.length, 'rankLevel_repeated'),
  /** An admin saves rates whose give-backs pass a family's house edge (givebacks.ts), audited. */
  confirmAboveEdge: z.boolean().optional(),
});
export type TRebateRateTable = z.infer<typeof ZRebateRateTable>;
/** The table as the console edits it: with the brand's club levels (rank 0 is below the first level). */
export const ZRebateRateSheet = ZRebateRateTable.extend({
  clubLevels: z.array(z.object({ rankLevel: z.number().int().min(0), name: z.string() })),
});
export type TRebateRateSheet = z.infer<typeof ZRebateRateSheet>;

/** The console's (and the CLI's) rate table calls. */
export const rebateConsoleOps = {
  rates: op({
    method: 'GET',
    path: '/admin/api/console/brands/:code/rebate-rates',
    auth: 'operator',
    action: 'promotions.view',
    tags: ['operator'],
    summary: "A brand's rebate rates per VIP level and product (basis points), with its club levels",
    params: ZConsoleBrandParams,
    response: ZRebateRateSheet,
  }),
  setRates: op({
    method: 'PUT',
    path: '/admin/api/console/brands/:code/rebate-rates',
    auth: 'operator',
    action: 'promotions.manage',
    tags: ['operator'],
    summary: "Replaces a brand's rebate rate table (audited)",
    params: ZConsoleBrandParams,
    body: ZRebateRateTable,
    response: ZRebateRateSheet,
  }),
};
