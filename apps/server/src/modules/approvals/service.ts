import { createHash } from 'node:crypto';
import { type ConsoleAction, may } from '@portal/contracts/console';
import type { Brands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { ADJUSTMENT_WINDOW_HOURS, thresholdOf } from '../wallet/index.ts';
import { type Approval, approvalRepo as repo } from './repo.ts';

/**
 * Four eyes on every way an operator can create value. A change that creates value (a mall item, a raffle's funding
 * or prizes, a promotion bonus) above the brand's adjustment threshold is kept pending with what it asks; another
 * operator allowed the same change approves it (the change, the status and the audit row commit together) or rejects
 * it with a reason (nothing changes). Windowed kinds also count what the operator created at once in the last 24 h,
 * with their balance credits: ten changes just under the threshold wait as one would.
 */

/** How a kind's change is applied once approved (and undone, if anything, when rejected); who may decide it. */
export interface ApprovalKind {
  action: ConsoleAction;
  apply(tx: Db, a: Approval, deciderId: number): Promise<void>;
  reject?(tx: Db, a: Approval, deciderId: number, reason: string): Promise<void>;
}

const kinds = new Map<string, ApprovalKind>();

/** Registers a kind (each module that asks for approvals registers its own at load). */
export const approvalKind = (kind: string, def: ApprovalKind) => {
  kinds.set(kind, def);
};

export interface GateInput {
  kind: string;
  merchantId: number;
  operatorId: number;
  target: string;
  summary: string;
  /** The value at stake, in minor units, compared with the threshold. */
  amount: bigint;
  /** What the approval applies. */
  payload: Record<string, unknown>;
  /** Counts against (and is counted in) the operator's rolling window. */
  windowed: boolean;
  /** Waits whatever the amount (a rule of the kind's own said so). */
  waits?: boolean;
  /** The caller's idempotency key: a copy answers the first one's row; another body under it is refused. */
  requestKey?: string;
}

export type Gate = { status: 'pending' | 'applied'; id: number | null; replay: boolean };

/**
 * Decides whether a change waits, inside the caller's transaction: pending (the row keeps the payload; the caller
 * applies nothing), or applied at once (the caller applies it; a windowed kind is kept to count in the window).
 * An operator's changes and balance adjustments take turns, so concurrent ones cannot all fit under the threshold.
 */
export async function gate(tx: Db, g: GateInput): Promise<Gate> {
  await repo.lockOperator(tx, g.operatorId);
  const hash = g.requestKey
    ? createHash('sha256')
        .update(JSON.stringify([g.kind, g.target, g.amount.toString(), g.payload]))
        .digest('hex')
    : null;
  if (g.requestKey) {
    const first = await repo.byKey(tx, g.requestKey);
    if (first) {
      if (first.requestHash !== hash) throw new AppError('idempotency_conflict');
      return { status: first.status === 'pending' ? 'pending' : 'applied', id: first.id, replay: true };
    }
  }
  const threshold = await thresholdOf(tx, g.merchantId);
  const windowed = g.windowed ? await repo.unapprovedValue(tx, g.operatorId, ADJUSTMENT_WINDOW_HOURS) : 0n;
  const waits = Boolean(g.waits) || g.amount > threshold || (g.windowed && windowed + g.amount > threshold);
  if (!waits && !g.windowed && !g.requestKey) return { status: 'applied', id: null, replay: false };
  const id = await repo.insert(
    tx,
    { ...g, requestKey: g.requestKey ?? null, requestHash: hash, windowed: g.windowed },
    waits ? 'pending' : 'applied',
  );
  if (id === null) throw new AppError('idempotency_conflict');
  if (waits)
    await audit(tx, {
      operatorId: g.operatorId,
      action: 'approval.request',
      target: g.target,
      detail: { approvalId: id, kind: g.kind, amount: formatMinor(g.amount), summary: g.summary },
    });
  return { status: waits ? 'pending' : 'applied', id, replay: false };
}

/** What a change that may wait answers: null when applied at once. */
export const approvalRef = (g: Gate) =>
  g.status === 'pending' && g.id !== null ? { id: g.id, status: g.status } : null;

async function pendingForDecision(tx: Db, op: OperatorSession, id: number) {
  const a = await repo.byId(tx, id, true);
  if (!a) throw new AppError('not_found');
  if (a.status !== 'pending') throw new AppError('approval_not_pending');
  if (a.requesterId === op.operatorId) throw new AppError('approval_own_request');
  const kind = kinds.get(a.kind);
  if (!kind) throw new AppError('not_found');
  if (!may(op.role, kind.action)) throw new AppError('operator_role_required');
  return { a, kind };
}

/** Approves inside the caller's transaction (a module that decides its own queue, such as promotion applications). */
export async function approveIn(tx: Db, op: OperatorSession, id: number) {
  const { a, kind } = await pendingForDecision(tx, op, id);
  await kind.apply(tx, a, op.operatorId);
  await repo.decide(tx, id, 'approved', op.operatorId, null);
  await audit(tx, {
    operatorId: op.operatorId,
    action: 'approval.approve',
    target: a.target,
    detail: { approvalId: id, kind: a.kind, amount: formatMinor(a.amount) },
  });
}

/** A second operator approves: the change is applied with the status and the audit row; a second approval fails. */
export async function approveChange(db: Db, op: OperatorSession, id: number) {
  await db.transaction((tx) => approveIn(tx, op, id));
  return approvalView(db, id);
}

/**
 * Marks a pending change rejected inside the caller's transaction when the thing it changes is decided otherwise (an
 * application rejected from its own queue): any operator may, since nothing is applied.
 */
export async function withdrawIn(tx: Db, operatorId: number, id: number, reason: string) {
  await repo.decide(tx, id, 'rejected', operatorId, reason);
}

/** A second operator rejects with a reason; nothing is applied. */
export async function rejectChange(db: Db, op: OperatorSession, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const { a, kind } = await pendingForDecision(tx, op, id);
    await kind.reject?.(tx, a, op.operatorId, reason);
    await repo.decide(tx, id, 'rejected', op.operatorId, reason);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'approval.reject',
      target: a.target,
      detail: { approvalId: id, kind: a.kind, amount: formatMinor(a.amount), reason },
    });
  });
  return approvalView(db, id);
}

const view = (a: Approval) => ({
  id: a.id,
  kind: a.kind as never,
  merchant: a.merchant,
  target: a.target,
  summary: a.summary,
  amount: formatMinor(a.amount),
  status: a.status,
  requestedBy: a.requestedBy,
  createdAt: a.createdAt,
  decidedBy: a.decidedBy,
  decidedAt: a.decidedAt,
  decisionReason: a.decisionReason,
});

export async function approvalView(db: Db, id: number) {
  const a = await repo.byId(db, id);
  if (!a) throw new AppError('not_found');
  return view(a);
}

export async function approvalPage(
  db: Db,
  f: { status: string; dir: 'asc' | 'desc'; page: number; size: number; brands: Brands },
) {
  const { rows, total } = await repo.page(db, f);
  return { rows: rows.map(view), total };
}

export const pendingApprovalCount = (db: Db) => repo.pendingCount(db);
