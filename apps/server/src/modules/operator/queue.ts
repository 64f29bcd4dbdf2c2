import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { depositStatus, withdrawalStatus } from './queue-repo.ts';

/**
 * The reason an operator gave for a decision taken through the wallet's decision calls, kept beside it in the audit
 * log (the queue shows the newest). Only for an item already decided: a reason never stands in for a decision.
 */
export async function noteDepositReason(db: Db, op: OperatorSession, ref: string, reason: string) {
  const status = await depositStatus(db, ref);
  if (!status) throw new AppError('not_found');
  if (status === 'pending') throw new AppError('conflict', 'decide first');
  await audit(db, { operatorId: op.operatorId, action: 'deposit.reason', target: ref, detail: { reason, status } });
}

export async function noteWithdrawalReason(db: Db, op: OperatorSession, id: number, reason: string) {
  const status = await withdrawalStatus(db, id);
  if (!status) throw new AppError('not_found');
  if (status === 'pending') throw new AppError('conflict', 'decide first');
  await audit(db, {
    operatorId: op.operatorId,
    action: 'withdrawal.reason',
    target: `withdrawal:${id}`,
    detail: { reason, status },
  });
}
