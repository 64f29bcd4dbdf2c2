import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { TransferVendor } from '../../platform/transfer-vendor.ts';
import { house, memberBalances, memberMain, memberVendor, postTransfer } from './ledger.ts';
import { formatMinor, toMinor } from './money.ts';

const transit = (vassalage: string) => house(`transit:${vassalage}`);
const holdKey = (id: number) => `vt:${id}:hold`;
/** How long an instance keeps a pending transfer to itself while asking the vendor about it. */
const CLAIM_SECONDS = 120;
type Outcome = 'done' | 'failed';

/**
 * Decides a pending transfer's outcome and moves what it held on (done) or back (failed), in one commit: the status
 * moves only from pending, so of the live call and any reconciliation only the first decides. A transfer whose hold
 * never committed (recorded by an older version that crashed in between) ends failed and moves nothing: only what
 * was actually held is ever returned.
 */
async function settle(db: Db, id: number, outcome: Outcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [hold] = await q(tx, sql`SELECT amount FROM ledger_transfers WHERE idempotency_key = ${holdKey(id)}`);
    const decided = hold ? outcome : 'failed';
    const [t] = await q(
      tx,
      sql`UPDATE vendor_transfers SET status = ${decided}, updated_at = now() WHERE id = ${id} AND status = 'pending' RETURNING *`,
    );
    if (!t) return false;
    if (!hold) return true;
    const memberId = Number(t.member_id);
    const v = String(t.vassalage);
    const into = String(t.direction) === 'in';
    const back = into ? memberMain(memberId) : memberVendor(memberId, v);
    const forward = into ? memberVendor(memberId, v) : memberMain(memberId);
    await postTransfer(tx, {
      from: transit(v),
      to: decided === 'done' ? forward : back,
      amount: BigInt(String(hold.amount)),
      kind: into ? 'vendor_in' : 'vendor_out',
      memberId,
      memo: `${v} transfer #${id}`,
      idempotencyKey: `vt:${id}:${decided}`,
    });
    return true;
  });
}

/**
 * Main wallet <-> a transfer-wallet vendor (GCS_walletTransfer), in three recoverable steps: the transfer's record
 * and its hold (main or vendor wallet -> transit) commit together; then the vendor is called, outside any
 * transaction; then its answer and the move on or back commit together. A crash or a lost answer in between leaves a
 * pending transfer with its money in transit, which the scheduled reconciliation settles by asking the vendor.
 */
export async function vendorTransfer(
  db: Db,
  vendor: TransferVendor,
  memberId: number,
  p: { vassalage: string; direction: 'in' | 'out'; amount?: string; all?: boolean; requestId?: string },
) {
  const copy = await firstTransferOf(db, memberId, p);
  if (copy) return copy;
  const [v] = await q(
    db,
    sql`SELECT vassalage, wallet_mode, maintenance FROM vendors WHERE vassalage = ${p.vassalage}`,
  );
  if (v?.wallet_mode !== 'transfer' || v.maintenance) throw new AppError('vendor_unavailable');
  const into = p.direction === 'in';
  const started = await db
    .transaction(async (tx) => {
      const balances = await memberBalances(tx, memberId);
      const available = into ? (balances.get('main') ?? 0n) : (balances.get(`vendor:${p.vassalage}`) ?? 0n);
      const amount = p.all ? available : toMinor(p.amount ?? '');
      if (amount <= 0n) throw new AppError('insufficient_funds', undefined, { balance: formatMinor(available) });
      const [t] = await q(
        tx,
        sql`INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status, request_id) VALUES (${memberId}, ${p.vassalage}, ${p.direction}, ${amount.toString()}, 'pending', ${p.requestId ?? null}) RETURNING id`,
      );
      const id = Number(t?.id);
      // Refused for funds: the whole step rolls back, nothing is recorded.
      await postTransfer(tx, {
        from: into ? memberMain(memberId) : memberVendor(memberId, p.vassalage),
        to: transit(p.vassalage),
        amount,
        kind: into ? 'vendor_in' : 'vendor_out',
        memberId,
        memo: `${p.vassalage} transfer #${id}`,
        idempotencyKey: holdKey(id),
      });
      return { id, amount };
    })
    .catch(async (err: unknown) => {
      // A concurrent copy of this request recorded it first (the unique request id): answer with that transfer.
      const copy = isUniqueViolation(err) ? await firstTransferOf(db, memberId, p) : null;
      if (!copy) throw err;
      return copy;
    });
  if ('status' in started) return started;
  const { id, amount } = started;
  const ref = `VT${id}`;
  let answer: 'ok' | 'failed' | 'unknown';
  try {
    answer = into
      ? await vendor.deposit(ref, p.vassalage, memberId, amount)
      : await vendor.withdraw(ref, p.vassalage, memberId, amount);
  } catch {
    answer = 'unknown';
  }
  if (answer !== 'unknown') await settle(db, id, answer === 'ok' ? 'done' : 'failed');
  const [now] = await q(db, sql`SELECT status FROM vendor_transfers WHERE id = ${id}`);
  return { id, status: String(now?.status) as Outcome | 'pending', amount: formatMinor(amount) };
}

/** The transfer an earlier copy of this request made (its state now), or null; another body with the id is refused. */
async function firstTransferOf(
  db: Db,
  memberId: number,
  p: { vassalage: string; direction: 'in' | 'out'; amount?: string; all?: boolean; requestId?: string },
) {
  if (!p.requestId) return null;
  const [t] = await q(
    db,
    sql`SELECT id, vassalage, direction, amount::text AS amount, status FROM vendor_transfers WHERE member_id = ${memberId} AND request_id = ${p.requestId}`,
  );
  if (!t) return null;
  const amount = BigInt(String(t.amount));
  if (t.vassalage !== p.vassalage || t.direction !== p.direction || (!p.all && toMinor(p.amount ?? '') !== amount))
    throw new AppError('idempotency_conflict');
  return { id: Number(t.id), status: String(t.status) as Outcome | 'pending', amount: formatMinor(amount) };
}

/**
 * Scheduled: settles transfers whose answer was lost (or whose process crashed), older than `olderThanSeconds`.
 * Each instance first claims a batch for a short lease (FOR UPDATE SKIP LOCKED, committed at once), so several
 * instances never ask the vendor about one transfer at the same time; the vendor is asked outside any transaction;
 * each outcome is then decided by `settle`, exactly once. Returns how many transfers this run settled.
 */
export async function reconcileVendorTransfers(db: Db, vendor: TransferVendor, olderThanSeconds = 60): Promise<number> {
  const claimed = await q(
    db,
    sql`UPDATE vendor_transfers SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id IN (SELECT id FROM vendor_transfers WHERE status = 'pending'
      AND created_at < now() - make_interval(secs => ${olderThanSeconds})
      AND (claimed_until IS NULL OR claimed_until < now()) ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
    AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
    RETURNING id`,
  );
  let settled = 0;
  for (const t of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    const id = Number(t.id);
    const [hold] = await q(db, sql`SELECT 1 FROM ledger_transfers WHERE idempotency_key = ${holdKey(id)}`);
    // No hold: the vendor was never called (the call follows the hold's commit); nothing to ask, nothing to return.
    const outcome = hold ? await vendor.status(`VT${id}`).catch(() => 'unknown' as const) : 'failed';
    if (outcome === 'unknown') continue;
    if (await settle(db, id, outcome)) settled++;
  }
  return settled;
}
