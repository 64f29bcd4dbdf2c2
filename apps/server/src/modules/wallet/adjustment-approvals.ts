import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { type Adjustment, adjustmentRepo as repo } from './adjustment-repo.ts';
import { house, memberMain, postTransfer } from './ledger.ts';

/** A brand without its own threshold: adjustments above 1000.00 wait for a second operator. */
export const DEFAULT_APPROVAL_THRESHOLD = 100_000n;

export const thresholdOf = async (db: Db, merchantId: number): Promise<bigint> =>
  (await repo.threshold(db, merchantId)) ?? DEFAULT_APPROVAL_THRESHOLD;

/** Posts a claimed adjustment (house account `adjustments` against the member's main wallet) and keeps its balance. */
export async function postAdjustment(
  tx: Db,
  a: { requestId: string; memberId: number; signed: bigint; reason: string },
): Promise<bigint> {
  const negative = a.signed < 0n;
  const member = memberMain(a.memberId);
  const r = await postTransfer(tx, {
    from: negative ? member : house('adjustments'),
    to: negative ? house('adjustments') : member,
    amount: negative ? -a.signed : a.signed,
    kind: 'adjustment',
    memberId: a.memberId,
    memo: a.reason,
    idempotencyKey: `adjust:${a.requestId}`,
  });
  const balance = negative ? r.fromBalance : r.toBalance;
  await repo.setBalance(tx, a.requestId, balance);
  return balance;
}

/** The pending adjustment, locked for the decision; its requester never decides it. */
async function pendingForDecision(tx: Db, operatorId: number, requestId: string) {
  const a = await repo.lockForDecision(tx, requestId);
  if (!a) throw new AppError('not_found');
  if (a.status !== 'pending') throw new AppError('adjustment_not_pending');
  if (a.operatorId === operatorId) throw new AppError('adjustment_own_request');
  return a;
}

/**
 * A second operator approves a pending adjustment: the posting, the status and the audit row commit together, and
 * the row lock plus the posting's idempotency key make a second approval (or a race of two) post nothing more.
 * A debit the balance no longer covers is refused (`insufficient_funds`) and stays pending.
 */
export async function approveAdjustment(db: Db, operatorId: number, requestId: string) {
  await db.transaction(async (tx) => {
    const a = await pendingForDecision(tx, operatorId, requestId);
    const balance = await postAdjustment(tx, {
      requestId,
      memberId: a.memberId,
      signed: a.amount,
      reason: a.reason,
    });
    await repo.markPosted(tx, requestId, operatorId);
    await audit(tx, {
      operatorId,
      action: 'member.adjust.approve',
      target: `member:${a.memberId}`,
      detail: { requestId, amount: formatMinor(a.amount), balance: formatMinor(balance) },
    });
  });
  return adjustmentView(db, requestId);
}

/** A second operator rejects a pending adjustment with a reason; no money moves. */
export async function rejectAdjustment(db: Db, operatorId: number, requestId: string, reason: string) {
  await db.transaction(async (tx) => {
    const a = await pendingForDecision(tx, operatorId, requestId);
    await repo.markRejected(tx, requestId, operatorId, reason);
    await audit(tx, {
      operatorId,
      action: 'member.adjust.reject',
      target: `member:${a.memberId}`,
      detail: { requestId, amount: formatMinor(a.amount), reason },
    });
  });
  return adjustmentView(db, requestId);
}

/** An adjustment as the console shows it (amounts in money text). */
const view = (a: Adjustment) => ({
  ...a,
  amount: formatMinor(a.amount),
  balance: a.balance === null ? null : formatMinor(a.balance),
});

async function adjustmentView(db: Db, requestId: string) {
  const a = await repo.byRequestId(db, requestId);
  if (!a) throw new AppError('not_found');
  return view(a);
}

/** Adjustments, newest first (or oldest first), by status and member, paged. */
export async function adjustmentPage(
  db: Db,
  f: { status?: string | undefined; memberId?: number | undefined; dir: 'asc' | 'desc'; page: number; size: number },
) {
  const { rows, total } = await repo.page(db, f);
  return { rows: rows.map(view), total };
}

export const pendingAdjustmentCount = (db: Db) => repo.pendingCount(db);

/** Every brand's threshold (its own, else the default). */
export async function adjustmentThresholds(db: Db) {
  return (await repo.thresholds(db, DEFAULT_APPROVAL_THRESHOLD)).map((r) => ({
    merchantCode: r.code,
    merchantName: r.name,
    threshold: formatMinor(r.threshold),
  }));
}

/** Sets a brand's threshold; the audit row keeps the one before. */
export async function setAdjustmentThreshold(db: Db, operatorId: number, merchantCode: string, threshold: string) {
  const value = /^0+(\.0{1,2})?$/.test(threshold) ? 0n : toMinor(threshold);
  await db.transaction(async (tx) => {
    const m = await brandByCode(tx, merchantCode);
    const before = await thresholdOf(tx, m.id);
    await repo.setThreshold(tx, m.id, value);
    await audit(tx, {
      operatorId,
      action: 'brand.adjustment_threshold',
      target: `merchant:${merchantCode}`,
      detail: { before: formatMinor(before), after: formatMinor(value) },
    });
  });
  return (await adjustmentThresholds(db)).find((t) => t.merchantCode === merchantCode);
}
