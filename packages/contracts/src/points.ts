import { z } from 'zod';
import { op } from './op.ts';

/** What a mall item gives: cash to the wallet, free-spins credit, or goods and vouchers an operator sends. */
export const MALL_ITEM_KINDS = ['cash', 'freespins', 'physical', 'voucher'] as const;
export const ZMallItemKind = z.enum(MALL_ITEM_KINDS);
export type TMallItemKind = z.infer<typeof ZMallItemKind>;

/** Redeem statuses by the spec's labels: in process, rejected, approved. */
export const ZRedeemStatus = z.enum(['in_process', 'approved', 'rejected']);
export type TRedeemStatus = z.infer<typeof ZRedeemStatus>;

/** The product families points are earned on (the games' gameType). */
export const POINT_PRODUCTS = ['RNG', 'LIVE', 'INHOUSE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export const ZPointProduct = z.enum(POINT_PRODUCTS);

/** GET /wps/relay/MCSFE_getPointBalance */
export const ZPointBalance = z.object({
  points: z.number().int(),
  /** What the points are worth in cash at the member's exchange rate, two decimals. */
  cashValue: z.string(),
  rankLevel: z.number().int(),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const ZMallItem = z.object({
  id: z.number().int(),
  kind: ZMallItemKind,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  /** cash: the amount credited; freespins: the spins' total value; else null. Two decimals. */
  cashValue: z.string().nullable(),
  spins: z.number().int().nullable(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  art: z.string(),
});
export type TMallItem = z.infer<typeof ZMallItem>;
/** GET /wps/relay/MCSFE_getPointReward: the mall's items in the member's language. */
export const ZMallItems = z.object({ list: z.array(ZMallItem) });

/** Points per 100.00 of valid bet, per product, from a VIP level up (0 is below the first level). */
export const ZEarnRate = z.object({
  rankLevel: z.number().int().min(0).max(100),
  rates: z.partialRecord(ZPointProduct, z.number().int().min(0).max(100_000)),
});
/** Points that make 1.00 of cash, from a VIP level up. */
export const ZExchangeRate = z.object({
  rankLevel: z.number().int().min(0).max(100),
  pointsPerUnit: z.number().int().min(1).max(1_000_000),
});
export type TEarnRate = z.infer<typeof ZEarnRate>;
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

/** GET /wps/relay/MCSFE_getPointConfig: the rules' figures and the member's own level. */
export const ZPointConfig = z.object({
  earnRates: z.array(ZEarnRate),
  rankLevel: z.number().int(),
  /** The rates that apply to the member now. */
  myRates: z.partialRecord(ZPointProduct, z.number().int()),
  myPointsPerUnit: z.number().int(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

/** GET /wps/relay/MCSFE_getPointRewardConversionType: the exchange-rate table, one row per VIP level. */
export const ZConversionTable = z.object({
  list: z.array(
    z.object({
      rankLevel: z.number().int(),
      labelName: z.string(),
      pointsPerUnit: z.number().int(),
      mine: z.boolean(),
    }),
  ),
});
export type TConversionTable = z.infer<typeof ZConversionTable>;

/** GET /wps/relay/MCSFE_getRedeemPointList */
export const ZRedeemQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZRedemption = z.object({
  id: z.number().int(),
  kind: z.enum(['item', 'convert']),
  itemName: z.string().nullable(),
  points: z.number().int(),
  cash: z.string().nullable(),
  status: ZRedeemStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;
export const ZRedemptionPage = z.object({
  list: z.array(ZRedemption),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TRedemptionPage = z.infer<typeof ZRedemptionPage>;

const ZRequestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const ZPayPassword = z.string().regex(/^\d{6}$/);

/** POST /wps/relay/passwordCheck/MCSFE_redeemPointReward (encrypted): one item; requestId makes a retry harmless. */
export const ZRedeemBody = z.object({
  itemId: z.number().int().min(1).max(2_147_483_647),
  paymentPassword: ZPayPassword,
  requestId: ZRequestId,
  /** Where a physical item goes. */
  address: z.string().trim().min(5).max(200).optional(),
});
export type TRedeemBody = z.infer<typeof ZRedeemBody>;

/** POST /wps/relay/passwordCheck/MCSFE_convertPoint (encrypted) */
export const ZConvertBody = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: ZPayPassword,
  requestId: ZRequestId,
});
export type TConvertBody = z.infer<typeof ZConvertBody>;

/** The answer of both: the redemption and the points left. */
export const ZRedeemValue = z.object({ redemption: ZRedemption, points: z.number().int() });
export type TRedeemValue = z.infer<typeof ZRedeemValue>;

/**
 * A sealed body (RSA-OAEP + AES-GCM, the same as the server's encrypted calls). A plaintext one is documented too: it
 * reaches the handler and is refused with encryption_required.
 */
const ZSealedBody = z.union([
  z.object({
    encrypted: z.object({
      keyId: z.string().max(64),
      key: z.string().max(2048),
      iv: z.string().max(64),
      data: z.string().max(200_000),
    }),
  }),
  z.record(z.string(), z.unknown()),
]);

/** The reads under both relay prefixes the portal uses (MCSFE and MCS2): same answers. */
const pointsReads = <P extends string>(prefix: P) => ({
  balance: op({
    method: 'GET',
    path: `/wps/relay/${prefix}_getPointBalance`,
    auth: 'real',
    tags: ['points'],
    summary: 'The member’s points',
    response: ZPointBalance,
  }),
  items: op({
    method: 'GET',
    path: `/wps/relay/${prefix}_getPointReward`,
    auth: 'real',
    tags: ['points'],
    summary: 'The points mall’s items',
    response: ZMallItems,
  }),
  config: op({
    method: 'GET',
    path: `/wps/relay/${prefix}_getPointConfig`,
    auth: 'real',
    tags: ['points'],
    summary: 'Earning rates and the rules’ figures',
    response: ZPointConfig,
  }),
  rates: op({
    method: 'GET',
    path: `/wps/relay/${prefix}_getPointRewardConversionType`,
    auth: 'real',
    tags: ['points'],
    summary: 'Exchange rates, points to cash, per VIP level',
    response: ZConversionTable,
  }),
  history: op({
    method: 'GET',
    path: `/wps/relay/${prefix}_getRedeemPointList`,
    auth: 'real',
    tags: ['points'],
    summary: 'Redeem history, newest first',
    query: ZRedeemQuery,
    response: ZRedemptionPage,
  }),
});

/** The points system of the member centre and the points mall: real members of a brand with PTSYS3 on. */
export const pointsOps = {
  MCSFE: pointsReads('MCSFE'),
  MCS2: pointsReads('MCS2'),
  /** The body is a sealed TRedeemBody. */
  redeem: op({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    auth: 'real',
    tags: ['points'],
    summary: 'Redeems a mall item (encrypted, payment password)',
    body: ZSealedBody,
    response: ZRedeemValue,
  }),
  /** The body is a sealed TConvertBody. */
  convert: op({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    auth: 'real',
    tags: ['points'],
    summary: 'Converts points to cash at the member’s rate (encrypted, payment password)',
    body: ZSealedBody,
    response: ZRedeemValue,
  }),
};
