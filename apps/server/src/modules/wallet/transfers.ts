import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerPostings } from '../../platform/metrics.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import type { TransferVendor } from '../../platform/transfer-vendor.ts';
import { transferRepo as repo, type StartedTransfer, type TransferStatus } from './transfer-repo.ts';

/** How long an instance keeps a pending transfer to itself while asking the vendor about it. */
const CLAIM_SECONDS = 120;

interface TransferAsk {
  vassalage: string;
  direction: 'in' | 'out';
  amount?: string;
  all?: boolean;
  requestId?: string;
}

/** An earlier transfer under the same request id answers this one; another body with that id is refused. */
function earlier(t: StartedTransfer, p: TransferAsk) {
  if (t.vassalage !== p.vassalage || t.direction !== p.direction || (!p.all && toMinor(p.amount ?? '') !== t.amount))
    throw new AppError('idempotency_conflict');
  return { id: t.id, status: t.status, amount: formatMinor(t.amount) };
}

/** Decides a transfer (settle of transfer-repo) and counts the posting it made. */
async function settle(db: Db, id: number, outcome: 'done' | 'failed') {
  const r = await repo.settle(db, id, outcome);
  if (r.decided) ledgerPostings.inc({ kind: 'vendor_settle', outcome: r.status });
  return r;
}

/**
 * Main wallet <-> a transfer-wallet vendor (GCS_walletTransfer), in three recoverable steps: the transfer's record
 * and its hold (main or vendor wallet -> transit) commit together; then the vendor is called, outside any
 * transaction; then its answer and the move on or back commit together. A crash or a lost answer in between leaves a
 * pending transfer with its money in transit, which the scheduled reconciliation settles by asking the vendor.
 */
export async function vendorTransfer(db: Db, vendor: TransferVendor, memberId: number, p: TransferAsk) {
  const started = await repo.start(db, memberId, {
    vassalage: p.vassalage,
    direction: p.direction,
    amount: p.all ? null : toMinor(p.amount ?? ''),
    requestId: p.requestId ?? null,
  });
  switch (started.outcome) {
    case 'existing':
      return earlier(started, p);
    case 'unavailable':
      throw new AppError('vendor_unavailable');
    case 'insufficient':
      throw new AppError('insufficient_funds', undefined, { balance: formatMinor(started.balance) });
  }
  ledgerPostings.inc({ kind: `vendor_${p.direction}`, outcome: 'posted' });
  const { id, amount } = started;
  const ref = `VT${id}`;
  let answer: 'ok' | 'failed' | 'unknown';
  try {
    answer =
      p.direction === 'in'
        ? await vendor.deposit(ref, p.vassalage, memberId, amount)
        : await vendor.withdraw(ref, p.vassalage, memberId, amount);
  } catch {
    answer = 'unknown';
  }
  const status: TransferStatus =
    answer === 'unknown' ? 'pending' : (await settle(db, id, answer === 'ok' ? 'done' : 'failed')).status;
  return { id, status, amount: formatMinor(amount) };
}

/**
 * Scheduled: settles transfers whose answer was lost (or whose process crashed), older than `olderThanSeconds`.
 * Each instance first claims a batch for a short lease, so several instances never ask the vendor about one transfer
 * at the same time; the vendor is asked outside any transaction; each outcome is then decided by `settle`, exactly
 * once. Returns how many transfers this run settled.
 */
export async function reconcileVendorTransfers(db: Db, vendor: TransferVendor, olderThanSeconds = 60): Promise<number> {
  let settled = 0;
  for (const t of await repo.claimStale(db, olderThanSeconds, CLAIM_SECONDS)) {
    // No hold: the vendor was never called (the call follows the hold's commit); nothing to ask, nothing to return.
    const outcome = t.held ? await vendor.status(`VT${t.id}`).catch(() => 'unknown' as const) : 'failed';
    if (outcome === 'unknown') continue;
    if ((await settle(db, t.id, outcome)).decided) settled++;
  }
  return settled;
}
