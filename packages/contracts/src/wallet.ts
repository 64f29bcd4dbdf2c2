import { z } from 'zod';

/** Amounts travel as decimal strings with two places ("1000.00"); the server keeps integer cents. */
export const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount_invalid');

/** GET /wps/v2/wallets/balance */
export const ZBalanceValue = z.object({
  sumBalance: z.string(),
  main: z.string(),
  bonus: z.string(),
  held: z.string(),
  vendors: z.array(z.object({ vassalage: z.string(), balance: z.string() })),
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
export const ZTransaction = z.object({
  id: z.number().int(),
  time: z.string(),
  type: z.string(),
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  wallet: z.string(),
  memo: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionValue = z.object({
  list: z.array(ZTransaction),
  totalPages: z.number().int(),
  total: z.number().int(),
});
