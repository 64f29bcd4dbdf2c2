import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { house, memberMain, postTransfer } from './ledger.ts';

/**
 * An operator's balance adjustment (credit, or debit with a minus sign), keyed by the operator's request id. The
 * claim of the id, the posting and the audit row commit together: a copy of the request waits for the first one's
 * commit and answers its balance; the same id with another member, amount or reason is `idempotency_conflict`; a
 * refused adjustment (insufficient funds) rolls its claim back, so a retry decides again.
 */
export async function adjustBalance(
  db: Db,
  operatorId: number,
  memberId: number,
  p: { amount: string; reason: string; requestId: string },
) {
  const negative = p.amount.startsWith('-');
  const amount = toMinor(p.amount.replace(/^-/, ''));
  const signed = negative ? -amount : amount;
  const hash = createHash('sha256')
    .update(JSON.stringify([memberId, signed.toString(), p.reason]))
    .digest('hex');
  return db.transaction(async (tx) => {
    const [exists] = await q(tx, sql`SELECT id FROM members WHERE id = ${memberId}`);
    if (!exists) throw new AppError('not_found');
    const claimed = await q(
      tx,
      sql`INSERT INTO balance_adjustments (request_id, member_id, operator_id, amount, reason, request_hash)
      VALUES (${p.requestId}, ${memberId}, ${operatorId}, ${signed.toString()}, ${p.reason}, ${hash})
      ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
    );
    if (claimed.length === 0) {
      const [first] = await q(
        tx,
        sql`SELECT request_hash, balance FROM balance_adjustments WHERE request_id = ${p.requestId}`,
      );
      if (first?.request_hash !== hash) throw new AppError('idempotency_conflict');
      return { balance: formatMinor(BigInt(String(first.balance))) };
    }
    const member = memberMain(memberId);
    const r = await postTransfer(tx, {
      from: negative ? member : house('adjustments'),
      to: negative ? house('adjustments') : member,
      amount,
      kind: 'adjustment',
      memberId,
      memo: p.reason,
      idempotencyKey: `adjust:${p.requestId}`,
    });
    const balance = negative ? r.fromBalance : r.toBalance;
    await q(tx, sql`UPDATE balance_adjustments SET balance = ${balance.toString()} WHERE request_id = ${p.requestId}`);
    await audit(tx, {
      operatorId,
      action: 'member.adjust',
      target: `member:${memberId}`,
      detail: { amount: p.amount, reason: p.reason, requestId: p.requestId },
    });
    return { balance: formatMinor(balance) };
  });
}
