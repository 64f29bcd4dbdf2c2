import { z } from 'zod';
import { page, ZPageQuery } from './console.ts';
import { op } from './op.ts';

/**
 * Games in the console, under /admin/api/console/games: a brand's vendors (on/off, hot, order; maintenance is the
 * vendor's own, for every brand) and the catalogue's games (on/off, maintenance, hot, order). The portal shows a
 * change within seconds (its lists are cached for 2 to 5 seconds).
 */
export const ZGamesBrandQuery = z.object({ merchant: z.string().min(1).max(40).optional() });

export const ZConsoleVendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  games: z.number().int(),
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
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: ZSort.optional(),
  })
  .refine((b) => [b.enabled, b.maintenance, b.isHot, b.sort].some((v) => v !== undefined), 'nothing to change');
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

/**
 * The console's game calls. A change needs games.view to reach; what it changes is checked in the handler:
 * maintenance needs games.maintenance (support too), anything else games.manage (admins).
 */
export const gameConsoleOps = {
  vendors: op({
    method: 'GET',
    path: '/admin/api/console/games/vendors',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'A brand’s vendors: on/off, maintenance, hot, order and number of games',
    query: ZGamesBrandQuery,
    response: ZConsoleVendors,
  }),
  changeVendor: op({
    method: 'PUT',
    path: '/admin/api/console/games/vendors/:vassalage',
    auth: 'operator',
    action: 'games.view',
    tags: ['operator'],
    summary: 'Change a vendor: on/off, hot and order for the brand; maintenance for every brand',
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
};
