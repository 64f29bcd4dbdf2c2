import { z } from 'zod';
import { ZBrandCodeParams } from './console-brand.ts';
import { op } from './op.ts';
import { ZAmount } from './wallet.ts';

/**
 * A brand's deposit channels in the console, under /admin/api/console/brands/:code/channels: online gateways and
 * manual bank transfers with their names, limits, order and (manual) the account the player pays into. Admins only;
 * every change is audited and reaches the cashier at once.
 */

export const channelKinds = ['gateway', 'manual'] as const;

const ZBankAccount = z.object({
  bankName: z.string().trim().max(80),
  accountName: z.string().trim().max(80),
  accountNo: z.string().trim().max(40),
});

export const ZChannelBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,23}$/, 'channel code'),
    name: z.string().trim().min(1).max(80),
    kind: z.enum(channelKinds),
    minAmount: ZAmount,
    maxAmount: ZAmount,
    sort: z.number().int().min(0).max(10_000),
    enabled: z.boolean(),
    /** A manual transfer's account (what the player pays into); null for a gateway. */
    bank: ZBankAccount.nullable(),
  })
  .refine((c) => Number(c.minAmount) > 0, { message: 'above zero', path: ['minAmount'] })
  .refine((c) => Number(c.minAmount) <= Number(c.maxAmount), { message: 'min above max', path: ['minAmount'] })
  // A manual channel players can see needs the whole account they pay into.
  .refine(
    (c) => c.kind !== 'manual' || !c.enabled || Boolean(c.bank?.bankName && c.bank.accountName && c.bank.accountNo),
    { message: 'account needed', path: ['bank'] },
  );
export type TChannelBody = z.infer<typeof ZChannelBody>;

export const ZChannelRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(channelKinds),
  minAmount: z.string(),
  maxAmount: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  bank: ZBankAccount.nullable(),
});
export type TChannelRow = z.infer<typeof ZChannelRow>;

export const ZChannelParams = ZBrandCodeParams.extend({ id: z.coerce.number().int().positive() });

const tags = ['console'];
const BASE = '/admin/api/console/brands/:code/channels';

export const channelConsoleOps = {
  list: op({
    method: 'GET',
    path: BASE,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The brand’s deposit channels in their order, on and off',
    params: ZBrandCodeParams,
    response: z.array(ZChannelRow),
  }),
  create: op({
    method: 'POST',
    path: BASE,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Adds a deposit channel to the brand (audited)',
    params: ZBrandCodeParams,
    body: ZChannelBody,
    response: ZChannelRow,
  }),
  update: op({
    method: 'PUT',
    path: `${BASE}/:id`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Edits a deposit channel of the brand (audited; deposits already asked keep their channel)',
    params: ZChannelParams,
    body: ZChannelBody,
    response: ZChannelRow,
  }),
};
