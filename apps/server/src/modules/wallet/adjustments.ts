import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { postAdjustment, thresholdOf } from './adjustment-approvals.ts';
import { memberBalances } from './ledger.ts';

/**
 * An operator's balance adjustment (credit, or debit with a minus sign), keyed by the operator's request id. The
 * claim of the id, the posting and the audit row commit together: a copy of the request waits for the first one's
 * commit and answers its result; the same id with another member, amount or reason is `idempotency_conflict`; a
 * refused adjustment (insufficient funds) rolls its claim back, so a retry decides again. An adjustment whose size
 * is above the member's brand threshold is only claimed: it waits, pending, for a second operator's approval.
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
    const [member] = await q(tx, sql`SELECT id, merchant_id FROM members WHERE id = ${memberId}`);
    if (!member) throw new AppError('not_found');
    const waits = amount > (await thresholdOf(tx, Number(member.merchant_id)));
    const claimed = await q(
      tx,
      sql`INSERT INTO balance_adjustments (request_id, member_id, operator_id, amount, reason, request_hash, status)
      VALUES (${p.requestId}, ${memberId}, ${operatorId}, ${signed.toString()}, ${p.reason}, ${hash},
        ${waits ? 'pending' : 'posted'})
      ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
    );
    if (claimed.length === 0) {
      const [first] = await q(
        tx,
        sql`SELECT request_hash, balance, status FROM balance_adjustments WHERE request_id = ${p.requestId}`,
      );
      if (first?.request_hash !== hash) throw new AppError('idempotency_conflict');
      return result(tx, memberId, p.requestId, String(first.status), first.balance);
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

async function result(db: Db, memberId: number, requestId: string, status: string, balance: unknown) {
  const st = status as 'pending' | 'posted' | 'rejected';
  if (balance !== null && balance !== undefined)
    return { status: st, requestId, balance: formatMinor(BigInt(String(balance))) };
  // Not posted (waiting or rejected): the balance as it is now.
  return { status: st, requestId, balance: formatMinor((await memberBalances(db, memberId)).get('main') ?? 0n) };
}
