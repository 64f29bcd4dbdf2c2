import type { TBalanceValue } from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { ledgerRepo } from './ledger-repo.ts';

/**
 * The member's balance as GET /wps/v2/wallets/balance answers it: the sum is the main wallet plus vendor wallets. A
 * trial account holds fun money only (asset FUN), a real one cash only, so one read answers both; `fun` says which.
 */
export async function balanceValue(db: Db, memberId: number): Promise<TBalanceValue> {
  const rows = await ledgerRepo.memberAccounts(db, memberId, ['CASH', 'FUN']);
  const fun = rows.some((r) => r.asset === 'FUN');
  const b = new Map(rows.filter((r) => (r.asset === 'FUN') === fun).map((r) => [r.purpose, r.balance]));
  const vendorParts = [...b].filter(([k]) => k.startsWith('vendor:'));
  const main = b.get('main') ?? 0n;
  const sum = main + vendorParts.reduce((s, [, v]) => s + v, 0n);
  return {
    sumBalance: formatMinor(sum),
    main: formatMinor(main),
    bonus: formatMinor(b.get('bonus') ?? 0n),
    held: formatMinor(b.get('held') ?? 0n),
    vendors: vendorParts.map(([k, v]) => ({ vassalage: k.slice('vendor:'.length), balance: formatMinor(v) })),
    fun,
  };
}
