import type { Db } from '../../db/client.ts';
import type { OperatorRole } from '../../db/schema/operators.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { operatorByName, setRole } from './team-repo.ts';
import { resetTwoFactor } from './two-factor.ts';
import { revokeSessions } from './two-factor-repo.ts';

async function known(db: Db, username: string) {
  const op = await operatorByName(db, username);
  if (!op) throw new AppError('unknown_operator');
  return op;
}

/** A new role takes effect at the operator's next sign-in: their sessions end now. */
export async function changeRole(db: Db, by: OperatorSession, username: string, role: OperatorRole) {
  if (username === by.username) throw new AppError('operator_self_role');
  const op = await known(db, username);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await setRole(tx, op.id, role);
    await revokeSessions(tx, op.id);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'operator.role',
      target: username,
      detail: { from: op.role, to: role },
    });
  });
}

export async function resetOperatorTwoFactor(db: Db, by: OperatorSession, username: string) {
  const op = await known(db, username);
  await resetTwoFactor(db, by, op.id, op.username);
}
