import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { postAdjustment, thresholdOf } from './adjustment-approvals.ts';
import { type AdjustmentStatus, adjustmentRepo as repo } from './adjustment-repo.ts';
import { memberBalances } from './ledger.ts';

/**
 * Credits posted by one operator, or to one member, without a second operator count together against the brand's
 * threshold over this many hours.
 */
export const ADJUSTMENT_WINDOW_HOURS = 24;

/**
 * An operator's balance adjustment (credit, or debit with a minus sign), keyed by the operator's request id. The
 * claim of the id, the posting and the audit row commit together: a copy of the request waits for the first one's
 * commit and answers its result; the same id with another member, amount or reason is `idempotency_conflict`; a
 * refused adjustment (insufficient funds) rolls its claim back, so a retry decides again. An adjustment whose size
 * is above the member's brand threshold, or a credit that takes the credits its operator or its member had without a
 * second operator in the window above it, is only claimed: it waits, pending, for a second operator's approval.
 */
export async function adjustBalance(
  db: Db,
  operatorId: number,
  memberId: number,
  p: { amount: string; reason: string; requestId: string },
) {
  const negative = p.amount.startsWith('-');
  const amount = toMinor(p.amount.replace(/^-/, ''));
  if (amount === 0n) throw new AppError('amount_invalid');
  const signed = negative ? -amount : amount;
  const hash = createHash('sha256')
    .update(JSON.stringify([memberId, signed.toString(), p.reason]))
    .digest('hex');
  return db.transaction(async (tx) => {
    const merchantId = await repo.merchantOfMember(tx, memberId);
    if (merchantId === null) throw new AppError('not_found');
    await repo.lockWindow(tx, operatorId, memberId);
    const threshold = await thresholdOf(tx, merchantId);
    // The threshold holds over a rolling window, not per request: ten credits just under it wait as one would.
    const windowed = signed > 0n ? await repo.unapprovedCredits(tx, operatorId, memberId, ADJUSTMENT_WINDOW_HOURS) : 0n;
    const waits = amount > threshold || windowed + amount > threshold;
    const claim = { requestId: p.requestId, memberId, operatorId, signed, reason: p.reason, hash };
    if (!(await repo.claim(tx, claim, waits ? 'pending' : 'posted'))) {
      const first = await repo.claimed(tx, p.requestId);
      if (first?.hash !== hash) throw new AppError('idempotency_conflict');
      return result(tx, memberId, p.requestId, first.status, first.balance);
    }
    if (waits) {
      await audit(tx, {
        operatorId,
        action: 'member.adjust.request',
        target: `member:${memberId}`,
        detail: { amount: p.amount, reason: p.reason, requestId: p.requestId },
      });
      return result(tx, memberId, p.requestId, 'pending', null);
    }
    const balance = await postAdjustment(tx, { requestId: p.requestId, memberId, signed, reason: p.reason });
    await audit(tx, {
      operatorId,
      action: 'member.adjust',
      target: `member:${memberId}`,
      detail: { amount: p.amount, reason: p.reason, requestId: p.requestId },
    });
    return { status: 'posted' as const, requestId: p.requestId, balance: formatMinor(balance) };
  });
}

async function result(db: Db, memberId: number, requestId: string, status: AdjustmentStatus, balance: bigint | null) {
  if (balance !== null) return { status, requestId, balance: formatMinor(balance) };
  // Not posted (waiting or rejected): the balance as it is now.
  return { status, requestId, balance: formatMinor((await memberBalances(db, memberId)).get('main') ?? 0n) };
}
