import { z } from 'zod';
import { ZApprovalRef } from './console-approvals.ts';
import { op } from './op.ts';
import { ZMallItemKind, ZRedeemStatus } from './points.ts';

/** Names and descriptions of an item per portal language (at least one name). */
export const ZItemTexts = z
  .partialRecord(
    z.enum(['pt', 'en', 'cn', 'id', 'th', 'vi']),
    z.object({ name: z.string().trim().min(1).max(60), description: z.string().trim().max(300).default('') }),
  )
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });

/** Scenes the item art is drawn from. */
export const ITEM_ART = ['cash', 'coins', 'spins', 'phone', 'headphones', 'watch', 'voucher', 'gift', 'car', 'trophy'];
export const ZItemArt = z.enum(ITEM_ART as [string, ...string[]]);

/** An item as the console shows it. */
export const ZConsoleItem = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  kind: ZMallItemKind,
  texts: ZItemTexts,
  price: z.number().int(),
  cashValue: z.string().nullable(),
  spins: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  art: z.string(),
  active: z.boolean(),
  redeemed: z.number().int(),
});
export type TConsoleItem = z.infer<typeof ZConsoleItem>;
export const ZConsoleItems = z.object({ rows: z.array(ZConsoleItem) });

/** POST /admin/api/points/items (admin) */
export const ZCreateItem = z
  .object({
    merchantCode: z.string().trim().min(1).max(40).optional(),
    kind: ZMallItemKind,
    texts: ZItemTexts,
    price: z.number().int().min(1).max(100_000_000),
    cashValue: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/)
      .optional(),
    spins: z.number().int().min(1).max(1000).optional(),
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
    art: ZItemArt,
  })
  .refine((b) => (b.kind === 'cash' || b.kind === 'freespins') === (b.cashValue !== undefined), {
    message: 'cashValue goes with cash and freespins items',
    path: ['cashValue'],
  })
  .refine((b) => (b.kind === 'freespins') === (b.spins !== undefined), {
    message: 'spins goes with freespins items',
    path: ['spins'],
  });
export type TCreateItem = z.input<typeof ZCreateItem>;

/** PATCH /admin/api/points/items/:id (admin): stock, price, on/off. */
export const ZUpdateItem = z.object({
  price: z.number().int().min(1).max(100_000_000).optional(),
  stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
  active: z.boolean().optional(),
});
export type TUpdateItem = z.infer<typeof ZUpdateItem>;

export const ZIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /admin/api/points/redemptions */
export const ZRedemptionQuery = z.object({
  status: ZRedeemStatus.default('in_process'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZConsoleRedemption = z.object({
  id: z.number().int(),
  username: z.string(),
  merchantCode: z.string(),
  itemName: z.string().nullable(),
  kind: ZMallItemKind.nullable(),
  points: z.number().int(),
  address: z.string().nullable(),
  status: ZRedeemStatus,
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TConsoleRedemption = z.infer<typeof ZConsoleRedemption>;
export const ZConsoleRedemptions = z.object({ rows: z.array(ZConsoleRedemption), total: z.number().int() });
export type TConsoleRedemptions = z.infer<typeof ZConsoleRedemptions>;

/** POST /admin/api/points/redemptions/:id/decision (support, admin): approve ships, reject refunds the points. */
export const ZRedemptionDecision = z.object({
  action: z.enum(['approve', 'reject']),
  note: z.string().trim().max(300).optional(),
});
export type TRedemptionDecision = z.infer<typeof ZRedemptionDecision>;

/**
 * The points mall in the console: admins manage items, support and admins decide redemptions in process (and list
 * the items). PATCH /admin/api/points/items/:id stays a plain route: an operation has no PATCH method.
 */
export const pointsConsoleOps = {
  items: op({
    method: 'GET',
    path: '/admin/api/points/items',
    auth: 'operator',
    action: 'points.decide',
    tags: ['operator'],
    summary: 'Mall items of every brand',
    response: ZConsoleItems,
  }),
  createItem: op({
    method: 'POST',
    path: '/admin/api/points/items',
    auth: 'operator',
    action: 'points.items',
    tags: ['operator'],
    summary:
      'Adds a mall item (admin); one worth more than the brand threshold, or priced far below the programme, waits for a second admin (id null)',
    body: ZCreateItem,
    response: z.object({ id: z.number().int().nullable(), approval: ZApprovalRef.nullable() }),
  }),
  redemptions: op({
    method: 'GET',
    path: '/admin/api/points/redemptions',
    auth: 'operator',
    action: 'points.decide',
    tags: ['operator'],
    summary: 'Item redemptions by status, oldest in process first',
    query: ZRedemptionQuery,
    response: ZConsoleRedemptions,
  }),
  decide: op({
    method: 'POST',
    path: '/admin/api/points/redemptions/:id/decision',
    auth: 'operator',
    action: 'points.decide',
    tags: ['operator'],
    summary: 'Approves (ships) or rejects (refunds the points of) a redemption in process',
    params: ZIdParam,
    body: ZRedemptionDecision,
    response: z.object({ status: z.string() }),
  }),
  updateItem: op({
    method: 'PATCH',
    path: '/admin/api/points/items/:id',
    auth: 'operator',
    action: 'points.items',
    tags: ['operator'],
    summary:
      'Changes an item’s price, stock or availability (admin); a price that makes it worth more than the rule allows waits for a second admin',
    params: ZIdParam,
    body: ZUpdateItem,
    /** null when applied at once; else the approval it waits for. */
    response: ZApprovalRef.nullable(),
  }),
};
