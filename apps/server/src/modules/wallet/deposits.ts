import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { notify } from '../inbox/index.ts';
import { depositRepo as repo } from './deposit-repo.ts';
import { house, memberMain, postTransfer } from './ledger.ts';
import { storeProofs } from './uploads.ts';

export async function channels(db: Db, merchantId: number) {
  return (await repo.channels(db, merchantId)).map((c) => ({
    ...c,
    minAmount: formatMinor(c.minAmount),
    maxAmount: formatMinor(c.maxAmount),
  }));
}

async function channelFor(db: Db, merchantId: number, channelId: number, amount: bigint, kind: 'gateway' | 'manual') {
  const c = await repo.channel(db, merchantId, channelId, kind);
  if (!c) throw new AppError('channel_unavailable');
  if (amount < c.minAmount || amount > c.maxAmount)
    throw new AppError('amount_out_of_range', undefined, {
      min: formatMinor(c.minAmount),
      max: formatMinor(c.maxAmount),
    });
  return c;
}
/** An online deposit: a pending row and the gateway reference the payer takes to the gateway's page. */
export async function requestDeposit(db: Db, merchantId: number, memberId: number, channelId: number, amount: string) {
  const minor = toMinor(amount);
  await channelFor(db, merchantId, channelId, minor, 'gateway');
  const ref = `D${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
  await repo.insert(db, { merchantId, memberId, channelId, amount: minor, ref });
  return { ref, amount: formatMinor(minor) };
}

/** A manual bank transfer: the amount and proof images wait for an operator. */
export async function manualDeposit(
  db: Db,
  merchantId: number,
  memberId: number,
  channelId: number,
  amount: string,
  proofs: string[],
) {
  const minor = toMinor(amount);
  await channelFor(db, merchantId, channelId, minor, 'manual');
  if (proofs.length === 0) throw new AppError('proof_invalid', 'at least one image', { reason: 'count' });
  const ref = `M${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
  // The images and the deposit commit together: a failed request leaves no orphan images.
  await db.transaction(async (tx) => {
    const ids = await storeProofs(tx, memberId, proofs);
    await repo.insert(tx, { merchantId, memberId, channelId, amount: minor, ref, proofIds: ids });
  });
  return { ref, amount: formatMinor(minor) };
}

export const depositByRef = (db: Db, ref: string) => repo.byRef(db, ref);

/**
 * Marks a deposit paid and credits the member, exactly once: under the deposit's row lock the status moves only
 * from pending, and the credit, the status (and the operator's audit row) commit together. A concurrent cancel or
 * rejection waits for the lock and then finds the deposit no longer pending, or wins and this call changes nothing.
 */
export async function completeDeposit(
  db: Db,
  ref: string,
  paidAmount: bigint | null,
  operatorId: number | null,
  opts: { tell?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    const d = await repo.lockByRef(tx, ref);
    if (!d) throw new AppError('not_found');
    const amount = d.amount;
    if (paidAmount !== null && paidAmount !== amount) throw new AppError('gateway_amount_mismatch');
    if (d.status === 'paid') return { status: 'paid', replayed: true };
    if (d.status !== 'pending') throw new AppError('deposit_not_pending');
    await postTransfer(tx, {
      from: house('cashier'),
      to: memberMain(d.memberId),
      amount,
      kind: d.ref.startsWith('M') ? 'deposit_manual' : 'deposit',
      memberId: d.memberId,
      memo: `Deposit ${ref}`,
      idempotencyKey: `deposit:${d.id}`,
    });
    await repo.markPaid(tx, d.id, operatorId);
    if (operatorId !== null) await audit(tx, { operatorId, action: 'deposit.approve', target: ref });
    // Every credited deposit is told in the inbox: an operator's approval comes later, and a gateway's payment is
    // often made in a bank's app away from the site (Pix), so the player learns of it here either way. The demo's
    // seeded history (`tell: false`) is not news.
    if (opts.tell !== false)
      await notify(tx, {
        merchantId: d.merchantId,
        memberId: d.memberId,
        template: 'deposit_paid',
        params: { amount: amount.toString(), ref },
        eventKey: `deposit:${d.id}`,
      });
    return { status: 'paid', replayed: false };
  });
}

/** Cancels (payer) or rejects (operator) a pending deposit; a conditional update, so a completed one stays paid. */
export async function closeDeposit(db: Db, ref: string, status: 'cancelled' | 'rejected', operatorId: number | null) {
  await db.transaction(async (tx) => {
    if (!(await repo.close(tx, ref, status, operatorId))) throw new AppError('deposit_not_pending');
    if (operatorId !== null) await audit(tx, { operatorId, action: 'deposit.reject', target: ref });
  });
}

export async function listDeposits(db: Db, filter: { memberId?: number; status?: string }, limit = 50) {
  return (await repo.list(db, filter, limit)).map((d) => ({
    id: d.id,
    ref: d.ref,
    username: d.username,
    channel: d.channel,
    amount: formatMinor(d.amount),
    status: d.status,
    proofIds: d.proofIds,
    createdAt: d.createdAt,
  }));
}
