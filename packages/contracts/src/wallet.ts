import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';

/** Amounts travel as decimal strings with two places ("1000.00"); the server keeps integer cents. */
export const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount_invalid');

/** GET /wps/v2/wallets/balance */
export const ZBalanceValue = z.object({
  sumBalance: z.string(),
  main: z.string(),
  bonus: z.string(),
  held: z.string(),
  vendors: z.array(z.object({ vassalage: z.string(), balance: z.string() })),
  /** A trial account's fun money (free play): never cash, never withdrawable. */
  fun: z.boolean(),
});
export type TBalanceValue = z.infer<typeof ZBalanceValue>;

/** /wps/relay/GCS_merchantWallet: isSingle means one wallet for all vendors (no transfers needed). */
export const ZMerchantWalletValue = z.object({ isSingle: z.boolean(), transferVendors: z.array(z.string()) });

/** /wps/relay/ODSFE2_MemTransDet — the member's transaction history. */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'adjustment',
  'bonus',
  'all',
] as const;
export const ZTransactionQuery = z.object({
  type: z.enum(transactionTypes).default('all'),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/**
 * One event of the member's main balance, as the player names it: what happened (kind), to what (the game, the
 * vendor wallet, the other member of a team transfer) and, for a withdrawal, its state now. No internal ids.
 */
export const ZTransaction = z.object({
  /** A stable key for lists; not shown. */
  id: z.number().int(),
  time: z.string(),
  type: z.string(),
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  /** The game's name in the asked language (bets, wins, rollbacks). */
  game: z.string().nullable(),
  /** The vendor wallet of a transfer in or out. */
  vendor: z.string().nullable(),
  /** A withdrawal's state now (pending, paid, received, rejected, refunded, ...). */
  status: z.string().nullable(),
  /** The other member of a team transfer. */
  counterparty: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionValue = z.object({
  list: z.array(ZTransaction),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const walletOps = {
  balance: op({
    ...FIRST_LOAD.balance,
    auth: 'member',
    tags: ['wallet'],
    summary: 'The member’s wallets and their balances',
    response: ZBalanceValue,
  }),
  merchantWallet: op({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    tags: ['wallet'],
    summary: 'Whether the brand has one wallet for all vendors, and the vendors that need transfers',
    response: ZMerchantWalletValue,
  }),
  transactions: op({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'real',
    tags: ['wallet'],
    summary: 'The member’s main-balance history, filtered by type and dates (paged)',
    query: ZTransactionQuery,
    response: ZTransactionValue,
  }),
};
