import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit } from '../../platform/operator-auth.ts';
import { notify } from '../inbox/index.ts';
import { house, memberMain, postTransfer } from './ledger.ts';
import { storeProofs } from './uploads.ts';

export async function channels(db: Db, merchantId: number) {
  const list = await q(
    db,
    sql`SELECT * FROM deposit_channels WHERE merchant_id = ${merchantId} AND enabled ORDER BY sort, id`,
  );
  return list.map((c) => ({
    id: Number(c.id),
    code: String(c.code),
    name: String(c.name),
    kind: String(c.kind) as 'gateway' | 'manual',
    minAmount: formatMinor(BigInt(String(c.min_amount))),
    maxAmount: formatMinor(BigInt(String(c.max_amount))),
    bank: (c.bank as { bankName: string; accountName: string; accountNo: string } | null) ?? null,
  }));
}

async function channelFor(db: Db, merchantId: number, channelId: number, amount: bigint, kind: 'gateway' | 'manual') {
  const [c] = await q(
    db,
    sql`SELECT * FROM deposit_channels WHERE id = ${channelId} AND merchant_id = ${merchantId} AND enabled AND kind = ${kind}`,
  );
  if (!c) throw new AppError('channel_unavailable');
  if (amount < BigInt(String(c.min_amount)) || amount > BigInt(String(c.max_amount)))
    throw new AppError('amount_out_of_range', undefined, {
      min: formatMinor(BigInt(String(c.min_amount))),
      max: formatMinor(BigInt(String(c.max_amount))),
    });
  return c;
}

/** An online deposit: a pending row and the gateway reference the payer takes to the gateway's page. */
export async function requestDeposit(db: Db, merchantId: number, memberId: number, channelId: number, amount: string) {
  const minor = toMinor(amount);
  await channelFor(db, merchantId, channelId, minor, 'gateway');
  const ref = `D${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
  await q(
    db,
    sql`INSERT INTO deposits (merchant_id, member_id, channel_id, amount, status, gateway_ref) VALUES (${merchantId}, ${memberId}, ${channelId}, ${minor.toString()}, 'pending', ${ref})`,
  );
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
    await q(
      tx,
      sql`INSERT INTO deposits (merchant_id, member_id, channel_id, amount, status, gateway_ref, proof_ids) VALUES (${merchantId}, ${memberId}, ${channelId}, ${minor.toString()}, 'pending', ${ref}, ${`{${ids.join(',')}}`}::int[])`,
    );
  });
  return { ref, amount: formatMinor(minor) };
}

export const depositByRef = async (db: Db, ref: string) =>
  (await q(db, sql`SELECT * FROM deposits WHERE gateway_ref = ${ref}`))[0];

/**
 * Marks a deposit paid and credits the member, exactly once: under the deposit's row lock the status moves only
 * from pending, and the credit, the status (and the operator's audit row) commit together. A concurrent cancel or
 * rejection waits for the lock and then finds the deposit no longer pending, or wins and this call changes nothing.
 */
export async function completeDeposit(db: Db, ref: string, paidAmount: bigint | null, operatorId: number | null) {
  return db.transaction(async (tx) => {
    const [d] = await q(tx, sql`SELECT * FROM deposits WHERE gateway_ref = ${ref} FOR UPDATE`);
    if (!d) throw new AppError('not_found');
    const amount = BigInt(String(d.amount));
    if (paidAmount !== null && paidAmount !== amount) throw new AppError('gateway_amount_mismatch');
    if (d.status === 'paid') return { status: 'paid', replayed: true };
    if (d.status !== 'pending') throw new AppError('deposit_not_pending');
    await postTransfer(tx, {
      from: house('cashier'),
      to: memberMain(Number(d.member_id)),
      amount,
      kind: String(d.gateway_ref).startsWith('M') ? 'deposit_manual' : 'deposit',
      memberId: Number(d.member_id),
      memo: `Deposit ${ref}`,
      idempotencyKey: `deposit:${d.id}`,
    });
    await q(
      tx,
      sql`UPDATE deposits SET status = 'paid', completed_at = now(), decided_by = ${operatorId} WHERE id = ${d.id}`,
    );
    if (operatorId !== null) {
      await audit(tx, { operatorId, action: 'deposit.approve', target: ref });
      // An operator's approval is news to the player; a gateway's payment was watched as it happened.
      await notify(tx, {
        merchantId: Number(d.merchant_id),
        memberId: Number(d.member_id),
        template: 'deposit_paid',
        params: { amount: amount.toString(), ref },
        eventKey: `deposit:${d.id}`,
      });
    }
    return { status: 'paid', replayed: false };
  });
}

/** Cancels (payer) or rejects (operator) a pending deposit; a conditional update, so a completed one stays paid. */
export async function closeDeposit(db: Db, ref: string, status: 'cancelled' | 'rejected', operatorId: number | null) {
  await db.transaction(async (tx) => {
    const r = await q(
      tx,
      sql`UPDATE deposits SET status = ${status}, completed_at = now(), decided_by = ${operatorId} WHERE gateway_ref = ${ref} AND status = 'pending' RETURNING id`,
    );
    if (r.length === 0) throw new AppError('deposit_not_pending');
    if (operatorId !== null) await audit(tx, { operatorId, action: 'deposit.reject', target: ref });
  });
}

export async function listDeposits(db: Db, filter: { memberId?: number; status?: string }, limit = 50) {
  const rows = await q(
    db,
    sql`SELECT d.*, c.name AS channel_name, m.username FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id
      WHERE (${filter.memberId ?? null}::int IS NULL OR d.member_id = ${filter.memberId ?? null}) AND (${filter.status ?? null}::text IS NULL OR d.status = ${filter.status ?? null})
      ORDER BY d.id DESC LIMIT ${limit}`,
  );
  return rows.map((d) => ({
    id: Number(d.id),
    ref: String(d.gateway_ref),
    username: String(d.username),
    channel: String(d.channel_name),
    amount: formatMinor(BigInt(String(d.amount))),
    status: String(d.status),
    proofIds: (d.proof_ids as number[]) ?? [],
    createdAt: new Date(String(d.created_at)).toISOString(),
  }));
}
