import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
import { walletRepo } from './repo.ts';

export async function boundAccounts(db: Db, memberId: number) {
  // Only the last four digits leave the server.
  return (await walletRepo.boundAccounts(db, memberId)).map((r) => ({
    ...r,
    accountNo: `•••• ${r.accountNo.slice(-4)}`,
  }));
}

/** Binding is confirmed with the payment password and cannot be undone by the member (spec section 5). */
export async function bindAccount(
  deps: MoneyDeps,
  memberId: number,
  b: { kind: 'bank' | 'ewallet'; provider: string; accountName: string; accountNo: string; paymentPassword: string },
) {
  await checkPaymentPassword(deps, memberId, b.paymentPassword);
  const { paymentPassword: _, ...account } = b;
  if (!(await walletRepo.bindAccount(deps.db, memberId, account))) throw new AppError('conflict', 'already bound');
}
