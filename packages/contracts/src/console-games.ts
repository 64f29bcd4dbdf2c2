import { z } from 'zod';
import { page, ZPageQuery } from './console.ts';
import { op } from './op.ts';
import { ZConsoleBrandParams } from './promotions.ts';
import { ZAmount } from './wallet.ts';

/**
 * Games in the console, under /admin/api/console/games: a brand's vendors (on/off, hot, order and maintenance for the
 * brand; the vendor's own maintenance closes it on every brand, and either closes it) and the catalogue's games
 * (on/off, maintenance, hot, order). The portal shows a
 * change within seconds (its lists are cached for 2 to 5 seconds).
 */
export const ZGamesBrandQuery = z.object({ merchant: z.string().min(1).max(40).optional() });

export const ZConsoleVendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  /** The vendor's own maintenance: closed on every brand. */
  maintenance: z.boolean(),
  /** This brand's maintenance of the vendor (a local incident): closed on this brand only. */
  brandMaintenance: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  games: z.number().int(),
  /** The brand offers the vendor (off: in the installation's catalogue, not in this brand's lobbies). */
  inBrand: z.boolean(),
});
export type TConsoleVendor = z.infer<typeof ZConsoleVendor>;
export const ZConsoleVendors = z.object({ merchant: z.string(), vendors: z.array(ZConsoleVendor) });
export type TConsoleVendors = z.infer<typeof ZConsoleVendors>;

export const ZVendorParams = z.object({ vassalage: z.string().min(1).max(32) });
const ZSort = z.number().int().min(0).max(100_000);
/** Only the fields sent change; at least one. */
export const ZVendorChange = z
  .object({
    merchant: z.string().min(1).max(40).optional(),
    enabled: z.boolean().optional(),
    /** The vendor's own maintenance, for every brand (operators of every brand only). */
    maintenance: z.boolean().optional(),
    /** The named brand's maintenance of the vendor. */
    brandMaintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: ZSort.optional(),
    /** Adds the vendor to the brand (at the end of its order) or takes it out of the brand. */
    inBrand: z.boolean().optional(),
  })
  .refine(
    (b) => [b.enabled, b.maintenance, b.brandMaintenance, b.isHot, b.sort, b.inBrand].some((v) => v !== undefined),
    'nothing to change',
  );
export type TVendorChange = z.infer<typeof ZVendorChange>;

export const ZConsoleGameQuery = ZPageQuery.extend({
  vassalage: z.string().max(32).optional(),
  q: z.string().trim().max(60).optional(),
  state: z.enum(['on', 'off', 'maintenance', 'hot']).optional(),
  sort: z.enum(['sort', 'name', 'nodeId']).default('sort'),
});
export const ZConsoleGame = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  vendor: z.string(),
  name: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
});
export type TConsoleGame = z.infer<typeof ZConsoleGame>;
export const ZGameParams = z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZGameChange = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: ZSort.optional(),
  })
  .refine((b) => [b.enabled, b.maintenance, b.isHot, b.sort].some((v) => v !== undefined), 'nothing to change');
export type TGameChange = z.infer<typeof ZGameChange>;

/** Cents of an amount, compared without a float; null when it is not one (ZAmount names that field). */
const cents = (a: string) => {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(a);
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
};
/**
 * A brand's originals limits as the console sets them, in the brand's money (stored in minor units): the smallest
 * and largest stake of a round, the most one round pays and whether the video slots sell their bonus buy (left as it
 * is when not sent). Each refusal names its field.
 */
export const ZOriginalsLimitsBody = z
  .object({ minBet: ZAmount, maxBet: ZAmount, maxWin: ZAmount, bonusBuy: z.boolean().optional() })
  .superRefine((l, ctx) => {
    const [min, max, win] = [cents(l.minBet), cents(l.maxBet), cents(l.maxWin)];
    if (min === 0n) ctx.addIssue({ code: 'custom', path: ['minBet'], message: 'amount_invalid' });
    if (max === 0n) ctx.addIssue({ code: 'custom', path: ['maxBet'], message: 'amount_invalid' });
    if (win === 0n) ctx.addIssue({ code: 'custom', path: ['maxWin'], message: 'amount_invalid' });
    if (min && max && min > max) ctx.addIssue({ code: 'custom', path: ['maxBet'], message: 'max_bet_below_min_bet' });
    if (max && win && win < max) ctx.addIssue({ code: 'custom', path: ['maxWin'], message: 'max_win_below_max_bet' });
  });
export type TOriginalsLimitsBody = z.infer<typeof ZOriginalsLimitsBody>;
const ZMoney = z.string().regex(/^\d+\.\d{2}$/);
/** The limits as they stand (defaults filled in) and the brand's currency they are in. */
export const ZOriginalsLimitsView = z.object({
  currency: z.string(),
  minBet: ZMoney,
  maxBet: ZMoney,
  maxWin: ZMoney,
  /** The video slots sell their bonus buy. */
  bonusBuy: z.boolean(),
});
export type TOriginalsLimitsView = z.infer<typeof ZOriginalsLimitsView>;

const BRAND = '/admin/api/console/brands/:code';

/**
 * The console's game calls. A change needs games.view to reach; what it changes is checked in the handler:
 * maintenance needs games.maintenance (support too), anything else games.manage (admins); a vendor's own maintenance
 * (every brand's) is for operators of every brand. Setting the originals
 * limits needs games.manage to reach.
 */
export const gameConsoleOps = {
  vendors: op({
    method: 'GET',
    path: '/admin/api/console/games/vendors',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'Every vendor for a brand: whether the brand offers it, on/off, maintenance, hot, order, games',
    query: ZGamesBrandQuery,
    response: ZConsoleVendors,
  }),
  changeVendor: op({
    method: 'PUT',
    path: '/admin/api/console/games/vendors/:vassalage',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary:
      'Change a vendor: in the brand or not, on/off, hot, order and maintenance for the brand; its own maintenance for every brand',
    params: ZVendorParams,
    body: ZVendorChange,
    response: ZConsoleVendors,
  }),
  games: op({
    method: 'GET',
    path: '/admin/api/console/games',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'The catalogue’s games by vendor, name or state (paged)',
    query: ZConsoleGameQuery,
    response: page(ZConsoleGame),
  }),
  changeGame: op({
    method: 'PUT',
    path: '/admin/api/console/games/:nodeId',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'Change a game: on/off, maintenance, hot and order',
    params: ZGameParams,
    body: ZGameChange,
    response: ZConsoleGame,
  }),
  originalsLimits: op({
    method: 'GET',
    path: `${BRAND}/originals-limits`,
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'A brand’s originals limits: smallest and largest stake, most one round pays (defaults filled in)',
    params: ZConsoleBrandParams,
    response: ZOriginalsLimitsView,
  }),
  setOriginalsLimits: op({
    method: 'PUT',
    path: `${BRAND}/originals-limits`,
    auth: 'operator',
    action: 'games.manage',
    tags: ['operator'],
    summary:
      'Sets a brand’s originals limits and bonus-buy switch; a win above the most one round pays is paid at it (audited)',
    params: ZConsoleBrandParams,
    body: ZOriginalsLimitsBody,
    response: ZOriginalsLimitsView,
  }),
};
