import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { notify } from '../inbox/index.ts';
import { house, memberHeld, memberMain, postTransfer } from './ledger.ts';
import { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
import { storeProofs } from './uploads.ts';
import { runWithdrawalChecks } from './withdrawal-checks.ts';
import { withdrawalRepo as repo } from './withdrawal-repo.ts';

const DEFAULT_LIMITS = { min: 1_000, max: 5_000_000, dailyCount: 5 };

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
    await repo.lockMember(tx, memberId);
    if (p.requestId) {
      // A copy of a request already taken gets the first answer; the same id with another body is refused.
      const first = await repo.byRequestId(tx, memberId, p.requestId);
      if (first) {
        if (first.amount !== amount || first.boundAccountId !== p.boundAccountId)
          throw new AppError('idempotency_conflict');
        return { id: first.id, amount: formatMinor(amount), status: 'pending' };
      }
    }
    // Other modules' conditions (a bonus's open turnover), under the same lock and in the same transaction.
    await runWithdrawalChecks(tx, memberId);
    if (!(await repo.ownsBoundAccount(tx, memberId, p.boundAccountId))) throw new AppError('no_bound_account');
    if ((await repo.countToday(tx, memberId)) >= limits.dailyCount) throw new AppError('daily_withdrawal_limit');
    const id = await repo.insert(tx, {
      merchantId: merchant.id,
      memberId,
      boundAccountId: p.boundAccountId,
      amount,
      requestId: p.requestId ?? null,
    });
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

/** Operator: pay out (held -> house payouts) or reject (held -> back to main); state, money and audit commit together. */
export async function decideWithdrawal(db: Db, id: number, operatorId: number, approve: boolean) {
  await db.transaction(async (tx) => {
    const { memberId, amount, merchantId } = await repo.decide(tx, id, operatorId, approve);
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
        merchantId,
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
    const amount = await repo.amountOf(tx, memberId, id);
    if (amount === null) throw new AppError('not_found');
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
    await repo.confirm(tx, id, action, received, ids);
  });
}

/**
 * Operator, after a "not received" report was checked: what the member did not receive returns to the main wallet.
 * The state and the refund commit together, so a refund happens exactly once and only after a real payout.
 */
export async function refundWithdrawal(db: Db, id: number, operatorId: number) {
  await db.transaction(async (tx) => {
    const { memberId, amount, receivedAmount } = await repo.refund(tx, id, operatorId);
    const missing = amount - (receivedAmount ?? 0n);
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
export const autoReceipt = (db: Db): Promise<number> => repo.autoReceive(db);

export async function listWithdrawals(db: Db, filter: { memberId?: number; status?: string }, limit = 50) {
  return (await repo.list(db, filter, limit)).map((w) => ({
    id: w.id,
    username: w.username,
    account: `${w.provider} •••• ${w.accountNo.slice(-4)}`,
    amount: formatMinor(w.amount),
    status: w.status,
    receivedAmount: w.receivedAmount === null ? null : formatMinor(w.receivedAmount),
    remainingAmount: w.receivedAmount === null ? null : formatMinor(w.amount - w.receivedAmount),
    createdAt: w.createdAt,
    paidAt: w.paidAt,
  }));
}
