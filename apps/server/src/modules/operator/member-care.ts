import type { TMemberLabel } from '@portal/contracts/console-members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { addNote, notePage, requirePasswordChange, setLabels } from './member-care-repo.ts';
import { memberExists } from './member-repo.ts';

/** An operator's care of one member: notes, labels, a forced password change. Each action is audited with it. */

const target = (id: number) => `member:${id}`;

export async function memberNotes(db: Db, id: number, f: { dir: 'asc' | 'desc'; page: number; size: number }) {
  if (!(await memberExists(db, id))) throw new AppError('not_found');
  return notePage(db, id, f);
}

export async function noteMember(db: Db, op: OperatorSession, id: number, body: string) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await memberExists(tx, id))) throw new AppError('not_found');
    const note = await addNote(tx, id, op.operatorId, body);
    // The audit row names the note; the text itself stays in the note.
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'member.note',
      target: target(id),
      detail: { note: note.id },
    });
    return note;
  });
}

export async function labelMember(db: Db, op: OperatorSession, id: number, labels: TMemberLabel[]) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await setLabels(tx, id, labels);
    if (!before) throw new AppError('not_found');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'member.labels',
      target: target(id),
      detail: { from: before.map((l) => l.text), to: labels.map((l) => l.text) },
    });
  });
  return labels;
}

export async function forcePasswordChange(db: Db, op: OperatorSession, id: number, reason: string) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const held = await requirePasswordChange(tx, id);
    if (held === null) throw new AppError('not_found');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'member.passwordChange',
      target: target(id),
      detail: { reason, heldSessions: held },
    });
    return { heldSessions: held };
  });
}
