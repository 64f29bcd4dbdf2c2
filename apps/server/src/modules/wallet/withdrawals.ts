import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { notify } from '../inbox/index.ts';
import { house, memberHeld, memberMain, postTransfer } from './ledger.ts';
import { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
import { storeProofs } from './uploads.ts';
import { runWithdrawalChecks } from './withdrawal-checks.ts';

const DEFAULT_LIMITS = { min: 1_000, max: 5_000_000, dailyCount: 5 };
/** Advisory lock space of a member's withdrawal requests (key: member id). */
const WITHDRAWAL_REQUEST_LOCK = 727203;

/**
 * A withdrawal request moves the amount to the held account at once: not spendable, not lost. The row and its hold
 * are one commit, taken under a per-member lock together with today's count, so concurrent requests cannot pass the
 * daily count and a request refused (for funds or anything else) leaves no row behind to count.
 */
export async function requestWithdrawal(
  deps: MoneyDeps,
  merchant: Merchant,
  memberId: number,
  p: { amount: string; boundAccountId: number; paymentPassword: string; requestId?: string | undefined },
) {
  const limits = merchant.config.withdrawal ?? DEFAULT_LIMITS;
  const amount = toMinor(p.amount);
  if (amount < BigInt(limits.min) || amount > BigInt(limits.max))
    throw new AppError('amount_out_of_range', undefined, {
      min: formatMinor(BigInt(limits.min)),
      max: formatMinor(BigInt(limits.max)),
    });
  // Before the transaction: the hash check is slow and must not hold the member's lock.
  await checkPaymentPassword(deps, memberId, p.paymentPassword);
  return deps.db.transaction(async (tx) => {
    await q(tx, sql`SELECT pg_advisory_xact_lock(${WITHDRAWAL_REQUEST_LOCK}, ${memberId})`);
    if (p.requestId) {
      // A copy of a request already taken gets the first answer; the same id with another body is refused.
      const [first] = await q(
        tx,
        sql`SELECT id, amount::text AS amount, bound_account_id FROM withdrawals WHERE member_id = ${memberId} AND request_id = ${p.requestId}`,
      );
      if (first) {
        if (BigInt(String(first.amount)) !== amount || Number(first.bound_account_id) !== p.boundAccountId)
          throw new AppError('idempotency_conflict');
        return { id: Number(first.id), amount: formatMinor(amount), status: 'pending' };
      }
    }
    // Other modules' conditions (a bonus's open turnover), under the same lock and in the same transaction.
    await runWithdrawalChecks(tx, memberId);
    const [acc] = await q(
      tx,
      sql`SELECT id FROM bound_accounts WHERE id = ${p.boundAccountId} AND member_id = ${memberId}`,
    );
    if (!acc) throw new AppError('no_bound_account');
    const [today] = await q(
      tx,
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${memberId} AND created_at >= date_trunc('day', now())`,
    );
    if (Number(today?.n ?? 0) >= limits.dailyCount) throw new AppError('daily_withdrawal_limit');
    const [w] = await q(
      tx,
      sql`INSERT INTO withdrawals (merchant_id, member_id, bound_account_id, amount, status, request_id) VALUES (${merchant.id}, ${memberId}, ${p.boundAccountId}, ${amount.toString()}, 'pending', ${p.requestId ?? null}) RETURNING id`,
    );
    const id = Number(w?.id);
    await postTransfer(tx, {
      from: memberMain(memberId),
      to: memberHeld(memberId),
      amount,
      kind: 'withdrawal_hold',
      memberId,
      memo: `Withdrawal #${id}`,
      idempotencyKey: `withdraw-hold:${id}`,
    });
    return { id, amount: formatMinor(amount), status: 'pending' };
  });
}

/** Moves a withdrawal on only from the given states (the first of concurrent decisions wins, the others change nothing). */
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

/** Operator: pay out (held -> house payouts) or reject (held -> back to main); state, money and audit commit together. */
export async function decideWithdrawal(db: Db, id: number, operatorId: number, approve: boolean) {
  await db.transaction(async (tx) => {
    const w = await moveStatus(
      tx,
      id,
      ['pending'],
      approve ? 'paid' : 'rejected',
      sql`, decided_by = ${operatorId}, paid_at = ${approve ? sql`now()` : sql`NULL`}`,
    );
    const memberId = Number(w.member_id);
    const amount = BigInt(String(w.amount));
    await postTransfer(
      tx,
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
    await audit(tx, {
      operatorId,
      action: approve ? 'withdrawal.pay' : 'withdrawal.reject',
      target: `withdrawal:${id}`,
    });
    if (approve)
      await notify(tx, {
        merchantId: Number(w.merchant_id),
        memberId,
        template: 'withdrawal_paid',
        params: { amount: amount.toString(), ref: String(id) },
        eventKey: `withdrawal:${id}`,
      });
  });
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
  await db.transaction(async (tx) => {
    const [w] = await q(tx, sql`SELECT amount FROM withdrawals WHERE id = ${id} AND member_id = ${memberId}`);
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
    // The images and the answer commit together: a failed answer leaves no orphan images.
    const ids = action === 'not_received' ? await storeProofs(tx, memberId, proofs) : [];
    await moveStatus(
      tx,
      id,
      ['paid'],
      action,
      sql`, confirmed_at = now(), received_amount = ${received.toString()}, proof_ids = ${`{${ids.join(',')}}`}::int[]`,
    );
  });
}

/**
 * Operator, after a "not received" report was checked: what the member did not receive returns to the main wallet.
 * The state and the refund commit together, so a refund happens exactly once and only after a real payout.
 */
export async function refundWithdrawal(db: Db, id: number, operatorId: number) {
  await db.transaction(async (tx) => {
    const w = await moveStatus(tx, id, ['not_received'], 'refunded', sql`, decided_by = ${operatorId}`);
    const memberId = Number(w.member_id);
    const missing = BigInt(String(w.amount)) - BigInt(String(w.received_amount ?? 0));
    if (missing > 0n)
      await postTransfer(tx, {
        from: house('withdrawals_paid'),
        to: memberMain(memberId),
        amount: missing,
        kind: 'withdrawal_release',
        memberId,
        memo: `Withdrawal #${id} refunded`,
        idempotencyKey: `withdraw-refund:${id}`,
      });
    await audit(tx, { operatorId, action: 'withdrawal.refund', target: `withdrawal:${id}` });
  });
}

/**
 * Scheduled: payouts left unconfirmed past the brand's minutes count as received (a forced receipt: no refund, no
 * posting). One conditional UPDATE moves each row from 'paid' once, so several instances running it at the same
 * time, or a member answering at that moment, cannot repeat or undo it.
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
