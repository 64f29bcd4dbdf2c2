import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AGENT_TYPES } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { house, memberBalances, memberMain, memberVendor, postTransfer } from './ledger.ts';
import { formatMinor, toMinor } from './money.ts';
import type { TransferVendor } from './vendor-adapter.ts';
import { checkPaymentPassword } from './withdrawals.ts';

type Row = Record<string, unknown>;
const q = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const transit = (vassalage: string) => house(`transit:${vassalage}`);

/** Finishes a transfer once the vendor's outcome is known; every leg is keyed, so finishing twice changes nothing. */
async function finish(db: Db, t: Row, outcome: 'done' | 'failed') {
  const id = Number(t.id);
  const memberId = Number(t.member_id);
  const v = String(t.vassalage);
  const amount = BigInt(String(t.amount));
  const back = String(t.direction) === 'in' ? memberMain(memberId) : memberVendor(memberId, v);
  const forward = String(t.direction) === 'in' ? memberVendor(memberId, v) : memberMain(memberId);
  await postTransfer(db, {
    from: transit(v),
    to: outcome === 'done' ? forward : back,
    amount,
    kind: String(t.direction) === 'in' ? 'vendor_in' : 'vendor_out',
    memberId,
    memo: `${v} transfer #${id}`,
    idempotencyKey: `vt:${id}:${outcome}`,
  });
  await q(
    db,
    sql`UPDATE vendor_transfers SET status = ${outcome}, updated_at = now() WHERE id = ${id} AND status = 'pending'`,
  );
}

/**
 * Main wallet <-> a transfer-wallet vendor (GCS_walletTransfer). The amount first moves to a transit account, then
 * the vendor is called; its answer moves it on (done) or back (failed). A lost answer leaves the transfer pending for
 * the reconciliation job, so a transfer is never left half done.
 */
export async function vendorTransfer(
  db: Db,
  vendor: TransferVendor,
  memberId: number,
  p: { vassalage: string; direction: 'in' | 'out'; amount?: string; all?: boolean },
) {
  const [v] = await q(
    db,
    sql`SELECT vassalage, wallet_mode, maintenance FROM vendors WHERE vassalage = ${p.vassalage}`,
  );
  if (v?.wallet_mode !== 'transfer' || v.maintenance) throw new AppError('vendor_unavailable');
  const balances = await memberBalances(db, memberId);
  const available = p.direction === 'in' ? (balances.get('main') ?? 0n) : (balances.get(`vendor:${p.vassalage}`) ?? 0n);
  const amount = p.all ? available : toMinor(p.amount ?? '');
  if (amount <= 0n) throw new AppError('insufficient_funds', undefined, { balance: formatMinor(available) });
  const [t] = await q(
    db,
    sql`INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status) VALUES (${memberId}, ${p.vassalage}, ${p.direction}, ${amount.toString()}, 'pending') RETURNING *`,
  );
  if (!t) throw new AppError('internal');
  const id = Number(t.id);
  const from = p.direction === 'in' ? memberMain(memberId) : memberVendor(memberId, p.vassalage);
  try {
    await postTransfer(db, {
      from,
      to: transit(p.vassalage),
      amount,
      kind: p.direction === 'in' ? 'vendor_in' : 'vendor_out',
      memberId,
      memo: `${p.vassalage} transfer #${id}`,
      idempotencyKey: `vt:${id}:hold`,
    });
  } catch (e) {
    await q(db, sql`UPDATE vendor_transfers SET status = 'failed', updated_at = now() WHERE id = ${id}`);
    throw e;
  }
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
  if (answer !== 'unknown') await finish(db, t, answer === 'ok' ? 'done' : 'failed');
  const status: 'done' | 'failed' | 'pending' = answer === 'ok' ? 'done' : answer === 'failed' ? 'failed' : 'pending';
  return { id, status, amount: formatMinor(amount) };
}

/** Scheduled: asks the vendor about transfers whose answer was lost and finishes them. Safe on several instances. */
export async function reconcileVendorTransfers(db: Db, vendor: TransferVendor, olderThanSeconds = 30): Promise<number> {
  const pending = await q(
    db,
    sql`SELECT * FROM vendor_transfers WHERE status = 'pending' AND created_at < now() - make_interval(secs => ${olderThanSeconds}) ORDER BY id LIMIT 100`,
  );
  let settled = 0;
  for (const t of pending) {
    const outcome = await vendor.status(`VT${t.id}`);
    if (outcome === 'unknown') continue;
    await finish(db, t, outcome);
    settled++;
  }
  return settled;
}

/** The members this one may transfer to: an agent's direct downlines; a member's upline when the brand allows. */
export async function teamTargets(
  db: Db,
  merchant: Merchant,
  member: { memberId: number; isAgent: number; uplineId: number | null },
) {
  const rows = AGENT_TYPES.includes(member.isAgent)
    ? await q(
        db,
        sql`SELECT id, username, nickname, 'downline' AS relation FROM members WHERE upline_id = ${member.memberId} ORDER BY username`,
      )
    : [];
  if (member.uplineId && merchant.config.allowTransferToUpline)
    rows.push(
      ...(await q(
        db,
        sql`SELECT id, username, nickname, 'upline' AS relation FROM members WHERE id = ${member.uplineId}`,
      )),
    );
  return rows.map((r) => ({
    id: Number(r.id),
    username: String(r.username),
    nickname: String(r.nickname),
    relation: String(r.relation) as 'downline' | 'upline',
  }));
}

/** transferUpline: main wallet to main wallet inside the team, confirmed with the payment password, keyed by request id. */
export async function teamTransfer(
  db: Db,
  merchant: Merchant,
  member: { memberId: number; isAgent: number; uplineId: number | null },
  p: { targetId: number; amount: string; paymentPassword: string; requestId: string },
) {
  const target = (await teamTargets(db, merchant, member)).find((x) => x.id === p.targetId);
  if (!target) throw new AppError('transfer_not_allowed');
  await checkPaymentPassword(db, member.memberId, p.paymentPassword);
  const r = await postTransfer(db, {
    from: memberMain(member.memberId),
    to: memberMain(target.id),
    amount: toMinor(p.amount),
    kind: target.relation === 'downline' ? 'transfer_downline' : 'transfer_upline',
    memberId: member.memberId,
    memo: `To ${target.username}`,
    idempotencyKey: `team:${member.memberId}:${p.requestId}`,
  });
  return { balance: formatMinor(r.fromBalance), to: target.username };
}
