import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, q, str, strOrNull } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { house, memberMain, postTransfer } from './ledger.ts';

/** A brand without its own threshold: adjustments above 1000.00 wait for a second operator. */
export const DEFAULT_APPROVAL_THRESHOLD = 100_000n;

export async function thresholdOf(db: Db, merchantId: number): Promise<bigint> {
  const [r] = await q(db, sql`SELECT threshold FROM adjustment_thresholds WHERE merchant_id = ${merchantId}`);
  return r ? BigInt(String(r.threshold)) : DEFAULT_APPROVAL_THRESHOLD;
}

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
  await q(tx, sql`UPDATE balance_adjustments SET balance = ${balance.toString()} WHERE request_id = ${a.requestId}`);
  return balance;
}

/** The pending adjustment, locked for the decision; its requester never decides it. */
async function pendingForDecision(tx: Db, operatorId: number, requestId: string) {
  const [a] = await q(
    tx,
    sql`SELECT request_id, member_id, operator_id, amount, reason, status FROM balance_adjustments
      WHERE request_id = ${requestId} FOR UPDATE`,
  );
  if (!a) throw new AppError('not_found');
  if (a.status !== 'pending') throw new AppError('adjustment_not_pending');
  if (int(a.operator_id) === operatorId) throw new AppError('adjustment_own_request');
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
    const signed = BigInt(String(a.amount));
    const balance = await postAdjustment(tx, {
      requestId,
      memberId: int(a.member_id),
      signed,
      reason: str(a.reason),
    });
    await q(
      tx,
      sql`UPDATE balance_adjustments SET status = 'posted', decided_by = ${operatorId}, decided_at = now()
        WHERE request_id = ${requestId}`,
    );
    await audit(tx, {
      operatorId,
      action: 'member.adjust.approve',
      target: `member:${int(a.member_id)}`,
      detail: { requestId, amount: formatMinor(signed), balance: formatMinor(balance) },
    });
  });
  return adjustmentRow(db, requestId);
}

/** A second operator rejects a pending adjustment with a reason; no money moves. */
export async function rejectAdjustment(db: Db, operatorId: number, requestId: string, reason: string) {
  await db.transaction(async (tx) => {
    const a = await pendingForDecision(tx, operatorId, requestId);
    await q(
      tx,
      sql`UPDATE balance_adjustments SET status = 'rejected', decided_by = ${operatorId}, decided_at = now(),
        decision_reason = ${reason} WHERE request_id = ${requestId}`,
    );
    await audit(tx, {
      operatorId,
      action: 'member.adjust.reject',
      target: `member:${int(a.member_id)}`,
      detail: { requestId, amount: formatMinor(BigInt(String(a.amount))), reason },
    });
  });
  return adjustmentRow(db, requestId);
}

const SELECT = sql`SELECT a.request_id, a.member_id, m.username, mc.code AS merchant, a.amount::text AS amount, a.reason,
    a.status, o.username AS requested_by, a.created_at, d.username AS decided_by, a.decided_at, a.decision_reason,
    a.balance::text AS balance
  FROM balance_adjustments a JOIN members m ON m.id = a.member_id JOIN merchants mc ON mc.id = m.merchant_id
  JOIN operators o ON o.id = a.operator_id LEFT JOIN operators d ON d.id = a.decided_by`;

const toRow = (r: Record<string, unknown>) => ({
  requestId: str(r.request_id),
  memberId: int(r.member_id),
  username: str(r.username),
  merchant: str(r.merchant),
  amount: formatMinor(BigInt(str(r.amount))),
  reason: str(r.reason),
  status: str(r.status) as 'pending' | 'posted' | 'rejected',
  requestedBy: str(r.requested_by),
  createdAt: iso(r.created_at),
  decidedBy: strOrNull(r.decided_by),
  decidedAt: isoOrNull(r.decided_at),
  decisionReason: strOrNull(r.decision_reason),
  balance: r.balance === null || r.balance === undefined ? null : formatMinor(BigInt(str(r.balance))),
});

async function adjustmentRow(db: Db, requestId: string) {
  const [r] = await q(db, sql`${SELECT} WHERE a.request_id = ${requestId}`);
  if (!r) throw new AppError('not_found');
  return toRow(r);
}

/** Adjustments, newest first (or oldest first), by status and member, paged. */
export async function adjustmentPage(
  db: Db,
  f: { status?: string | undefined; memberId?: number | undefined; dir: 'asc' | 'desc'; page: number; size: number },
) {
  const where: SQL = sql`(${f.status ?? null}::text IS NULL OR a.status = ${f.status ?? null})
    AND (${f.memberId ?? null}::int IS NULL OR a.member_id = ${f.memberId ?? null})`;
  const order = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await q(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY a.created_at ${order}, a.request_id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM balance_adjustments a WHERE ${where}`);
  return { rows: rows.map(toRow), total: int(count?.n) };
}

export const pendingAdjustmentCount = async (db: Db) =>
  int((await q(db, sql`SELECT count(*)::int AS n FROM balance_adjustments WHERE status = 'pending'`))[0]?.n);

/** Every brand's threshold (its own, else the default). */
export async function adjustmentThresholds(db: Db) {
  const rows = await q(
    db,
    sql`SELECT mc.code, mc.name, COALESCE(t.threshold, ${DEFAULT_APPROVAL_THRESHOLD.toString()}::bigint)::text AS threshold
      FROM merchants mc LEFT JOIN adjustment_thresholds t ON t.merchant_id = mc.id ORDER BY mc.id`,
  );
  return rows.map((r) => ({
    merchantCode: str(r.code),
    merchantName: str(r.name),
    threshold: formatMinor(BigInt(str(r.threshold))),
  }));
}

/** Sets a brand's threshold; the audit row keeps the one before. */
export async function setAdjustmentThreshold(db: Db, operatorId: number, merchantCode: string, threshold: string) {
  const value = /^0+(\.0{1,2})?$/.test(threshold) ? 0n : toMinor(threshold);
  await db.transaction(async (tx) => {
    const m = await brandByCode(tx, merchantCode);
    const before = await thresholdOf(tx, m.id);
    await q(
      tx,
      sql`INSERT INTO adjustment_thresholds (merchant_id, threshold) VALUES (${int(m.id)}, ${value.toString()})
        ON CONFLICT (merchant_id) DO UPDATE SET threshold = EXCLUDED.threshold, updated_at = now()`,
    );
    await audit(tx, {
      operatorId,
      action: 'brand.adjustment_threshold',
      target: `merchant:${merchantCode}`,
      detail: { before: formatMinor(before), after: formatMinor(value) },
    });
  });
  return (await adjustmentThresholds(db)).find((t) => t.merchantCode === merchantCode);
}
