import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';

export async function boundAccounts(db: Db, memberId: number) {
  const rows = await q(db, sql`SELECT * FROM bound_accounts WHERE member_id = ${memberId} ORDER BY id`);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind) as 'bank' | 'ewallet',
    provider: String(r.provider),
    accountName: String(r.account_name),
    // Only the last four digits leave the server.
    accountNo: `•••• ${String(r.account_no).slice(-4)}`,
  }));
}

/** Binding is confirmed with the payment password and cannot be undone by the member (spec section 5). */
export async function bindAccount(
  deps: MoneyDeps,
  memberId: number,
  b: { kind: 'bank' | 'ewallet'; provider: string; accountName: string; accountNo: string; paymentPassword: string },
) {
  await checkPaymentPassword(deps, memberId, b.paymentPassword);
  const r = await q(
    deps.db,
    sql`INSERT INTO bound_accounts (member_id, kind, provider, account_name, account_no) VALUES (${memberId}, ${b.kind}, ${b.provider}, ${b.accountName}, ${b.accountNo})
    ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (r.length === 0) throw new AppError('conflict', 'already bound');
}
