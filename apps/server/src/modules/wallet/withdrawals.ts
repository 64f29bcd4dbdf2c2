import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword, verifyPassword } from '../../platform/secrets.ts';
import { house, memberHeld, memberMain, postTransfer } from './ledger.ts';
import { formatMinor, toMinor } from './money.ts';
import { storeProofs } from './uploads.ts';

type Row = Record<string, unknown>;
const q = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const DEFAULT_LIMITS = { min: 1_000, max: 5_000_000, dailyCount: 5 };

export async function hasPaymentPassword(db: Db, memberId: number) {
  return (await q(db, sql`SELECT 1 FROM payment_passwords WHERE member_id = ${memberId}`)).length > 0;
}

/** Sets the payment password, or changes it when the current one is given and right. */
export async function setPaymentPassword(db: Db, memberId: number, password: string, current?: string) {
  if (!/^\d{6}$/.test(password))
    throw new AppError('bad_request', 'six digits', { fields: [{ field: 'password', message: 'six_digits' }] });
  const [row] = await q(db, sql`SELECT password_hash FROM payment_passwords WHERE member_id = ${memberId}`);
  if (row) {
    if (!current) throw new AppError('payment_password_set');
    if (!(await verifyPassword(String(row.password_hash), current))) throw new AppError('payment_password_wrong');
  }
  const hash = await hashPassword(password);
  await q(
    db,
    sql`INSERT INTO payment_passwords (member_id, password_hash) VALUES (${memberId}, ${hash})
    ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
  );
}

export async function checkPaymentPassword(db: Db, memberId: number, password: string | undefined) {
  const [row] = await q(db, sql`SELECT password_hash FROM payment_passwords WHERE member_id = ${memberId}`);
  if (!row) throw new AppError('payment_password_required');
  if (!password || !(await verifyPassword(String(row.password_hash), password)))
    throw new AppError('payment_password_wrong');
}

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
  db: Db,
  memberId: number,
  b: { kind: 'bank' | 'ewallet'; provider: string; accountName: string; accountNo: string; paymentPassword: string },
) {
  await checkPaymentPassword(db, memberId, b.paymentPassword);
  const r = await q(
    db,
    sql`INSERT INTO bound_accounts (member_id, kind, provider, account_name, account_no) VALUES (${memberId}, ${b.kind}, ${b.provider}, ${b.accountName}, ${b.accountNo})
    ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (r.length === 0) throw new AppError('conflict', 'already bound');
}

/** A withdrawal request moves the amount to the held account at once: not spendable, not lost. */
export async function requestWithdrawal(
  db: Db,
  merchant: Merchant,
  memberId: number,
  p: { amount: string; boundAccountId: number; paymentPassword: string },
) {
  const limits = merchant.config.withdrawal ?? DEFAULT_LIMITS;
  const amount = toMinor(p.amount);
  if (amount < BigInt(limits.min) || amount > BigInt(limits.max))
    throw new AppError('amount_out_of_range', undefined, {
      min: formatMinor(BigInt(limits.min)),
      max: formatMinor(BigInt(limits.max)),
    });
  await checkPaymentPassword(db, memberId, p.paymentPassword);
  const [acc] = await q(
    db,
    sql`SELECT id FROM bound_accounts WHERE id = ${p.boundAccountId} AND member_id = ${memberId}`,
  );
  if (!acc) throw new AppError('no_bound_account');
  const [today] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${memberId} AND created_at >= date_trunc('day', now())`,
  );
  if (Number(today?.n ?? 0) >= limits.dailyCount) throw new AppError('daily_withdrawal_limit');
  const [w] = await q(
    db,
    sql`INSERT INTO withdrawals (merchant_id, member_id, bound_account_id, amount, status) VALUES (${merchant.id}, ${memberId}, ${p.boundAccountId}, ${amount.toString()}, 'pending') RETURNING id`,
  );
  const id = Number(w?.id);
  try {
    await postTransfer(db, {
      from: memberMain(memberId),
      to: memberHeld(memberId),
      amount,
      kind: 'withdrawal_hold',
      memberId,
      memo: `Withdrawal #${id}`,
      idempotencyKey: `withdraw-hold:${id}`,
    });
  } catch (e) {
    await q(db, sql`UPDATE withdrawals SET status = 'rejected', confirmed_at = now() WHERE id = ${id}`);
    throw e;
  }
  return { id, amount: formatMinor(amount), status: 'pending' };
}

async function moveStatus(db: Db, id: number, from: string[], to: string, extra = sql``) {
  const r = await q(
    db,
    sql`UPDATE withdrawals SET status = ${to} ${extra} WHERE id = ${id} AND status IN (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )}) RETURNING *`,
  );
  if (r.length === 0) throw new AppError('withdrawal_not_pending');
  return r[0] as Row;
}

/** Operator: pay out (held -> house payouts) or reject (held -> back to main). */
export async function decideWithdrawal(db: Db, id: number, operatorId: number, approve: boolean) {
  const w = await moveStatus(
    db,
    id,
    ['pending'],
    approve ? 'paid' : 'rejected',
    sql`, decided_by = ${operatorId}, paid_at = ${approve ? sql`now()` : sql`NULL`}`,
  );
  const memberId = Number(w.member_id);
  const amount = BigInt(String(w.amount));
  await postTransfer(
    db,
    approve
      ? {
          from: memberHeld(memberId),
          to: house('withdrawals_paid'),
          amount,
          kind: 'withdrawal_payout',
          memberId,
          memo: `Withdrawal #${id} paid`,
          idempotencyKey: `withdraw-payout:${id}`,
        }
      : {
          from: memberHeld(memberId),
          to: memberMain(memberId),
          amount,
          kind: 'withdrawal_release',
          memberId,
          memo: `Withdrawal #${id} rejected`,
          idempotencyKey: `withdraw-release:${id}`,
        },
  );
}

/** The member's answer after payout: received, full payment made, or not received (with proof images). */
export async function confirmReceipt(
  db: Db,
  memberId: number,
  id: number,
  action: 'received' | 'full_payment' | 'not_received',
  receivedAmount?: string,
  proofs: string[] = [],
) {
  const [w] = await q(db, sql`SELECT * FROM withdrawals WHERE id = ${id} AND member_id = ${memberId}`);
  if (!w) throw new AppError('not_found');
  const amount = BigInt(String(w.amount));
  const received =
    action === 'not_received'
      ? receivedAmount
        ? toMinor(receivedAmount)
        : 0n
      : action === 'received' && receivedAmount
        ? toMinor(receivedAmount)
        : amount;
  if (received > amount) throw new AppError('amount_out_of_range');
  const ids = action === 'not_received' ? await storeProofs(db, memberId, proofs) : [];
  await moveStatus(
    db,
    id,
    ['paid'],
    action,
    sql`, confirmed_at = now(), received_amount = ${received.toString()}, proof_ids = ${`{${ids.join(',')}}`}::int[]`,
  );
}

/** Operator, after a "not received" report was checked: the payout returns to the member's wallet. */
export async function refundWithdrawal(db: Db, id: number, operatorId: number) {
  const w = await moveStatus(db, id, ['not_received'], 'refunded', sql`, decided_by = ${operatorId}`);
  const memberId = Number(w.member_id);
  await postTransfer(db, {
    from: house('withdrawals_paid'),
    to: memberMain(memberId),
    amount: BigInt(String(w.amount)),
    kind: 'withdrawal_release',
    memberId,
    memo: `Withdrawal #${id} refunded`,
    idempotencyKey: `withdraw-refund:${id}`,
  });
}

/**
 * Scheduled: payouts left unconfirmed past the brand's minutes count as received (a forced receipt: no refund).
 * One UPDATE moves each row from 'paid' once, so several instances running it at the same time cannot repeat it.
 */
export async function autoReceipt(db: Db): Promise<number> {
  const rows = await q(
    db,
    sql`UPDATE withdrawals w SET status = 'auto_received', confirmed_at = now(), received_amount = w.amount
    FROM merchants m WHERE m.id = w.merchant_id AND w.status = 'paid'
      AND w.paid_at < now() - make_interval(mins => COALESCE((m.config->>'withdrawalAutoReceiptMinutes')::int, 1440))
    RETURNING w.id`,
  );
  return rows.length;
}

export async function listWithdrawals(db: Db, filter: { memberId?: number; status?: string }, limit = 50) {
  const rows = await q(
    db,
    sql`SELECT w.*, m.username, b.provider, b.account_no FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN bound_accounts b ON b.id = w.bound_account_id
    WHERE (${filter.memberId ?? null}::int IS NULL OR w.member_id = ${filter.memberId ?? null}) AND (${filter.status ?? null}::text IS NULL OR w.status = ${filter.status ?? null})
    ORDER BY w.id DESC LIMIT ${limit}`,
  );
  return rows.map((w) => {
    const amount = BigInt(String(w.amount));
    const received = w.received_amount === null ? null : BigInt(String(w.received_amount));
    return {
      id: Number(w.id),
      username: String(w.username),
      account: `${String(w.provider)} •••• ${String(w.account_no).slice(-4)}`,
      amount: formatMinor(amount),
      status: String(w.status),
      receivedAmount: received === null ? null : formatMinor(received),
      remainingAmount: received === null ? null : formatMinor(amount - received),
      createdAt: new Date(String(w.created_at)).toISOString(),
      paidAt: w.paid_at ? new Date(String(w.paid_at)).toISOString() : null,
    };
  });
}
