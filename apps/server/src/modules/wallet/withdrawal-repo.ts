import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, str } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';

/** Advisory lock space of a member's withdrawal requests (key: member id). */
const WITHDRAWAL_REQUEST_LOCK = 727203;

/** A withdrawal as its state moves read it. */
export interface WithdrawalRow {
  id: number;
  merchantId: number;
  memberId: number;
  amount: bigint;
  receivedAmount: bigint | null;
}

const withdrawalRow = (r: Record<string, unknown>): WithdrawalRow => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  memberId: int(r.member_id),
  amount: minor(r.amount),
  receivedAmount: r.received_amount === null || r.received_amount === undefined ? null : minor(r.received_amount),
});

/**
 * Moves a withdrawal on only from the given states (the first of concurrent decisions wins, the others change
 * nothing: withdrawal_not_pending). `set` adds the move's columns.
 */
async function moveStatus(tx: Db, id: number, from: string[], to: string, set: SQL): Promise<WithdrawalRow> {
  const [r] = await q(
    tx,
    sql`UPDATE withdrawals SET status = ${to} ${set} WHERE id = ${id} AND status IN (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )}) RETURNING *`,
  );
  if (!r) throw new AppError('withdrawal_not_pending');
  return withdrawalRow(r);
}

/** SQL of withdrawals (the table of schema.ts). */
export const withdrawalRepo = {
  /** Takes the member's request lock until the transaction ends: requests of one member take turns. */
  async lockMember(tx: Db, memberId: number) {
    await q(tx, sql`SELECT pg_advisory_xact_lock(${WITHDRAWAL_REQUEST_LOCK}, ${memberId})`);
  },

  /** The member's request taken under this request id, if any. */
  async byRequestId(tx: Db, memberId: number, requestId: string) {
    const [r] = await q(
      tx,
      sql`SELECT id, amount::text AS amount, bound_account_id FROM withdrawals
        WHERE member_id = ${memberId} AND request_id = ${requestId}`,
    );
    return r ? { id: int(r.id), amount: minor(r.amount), boundAccountId: int(r.bound_account_id) } : null;
  },

  /** Whether the bound account is the member's. */
  async ownsBoundAccount(tx: Db, memberId: number, boundAccountId: number) {
    const [r] = await q(
      tx,
      sql`SELECT id FROM bound_accounts WHERE id = ${boundAccountId} AND member_id = ${memberId}`,
    );
    return Boolean(r);
  },

  /** The member's requests since midnight (the daily count). */
  async countToday(tx: Db, memberId: number) {
    const [r] = await q(
      tx,
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${memberId} AND created_at >= date_trunc('day', now())`,
    );
    return int(r?.n);
  },

  async insert(
    tx: Db,
    w: { merchantId: number; memberId: number; boundAccountId: number; amount: bigint; requestId: string | null },
  ) {
    const [r] = await q(
      tx,
      sql`INSERT INTO withdrawals (merchant_id, member_id, bound_account_id, amount, status, request_id)
        VALUES (${w.merchantId}, ${w.memberId}, ${w.boundAccountId}, ${w.amount.toString()}, 'pending', ${w.requestId})
        RETURNING id`,
    );
    return int(r?.id);
  },

  /** The member's withdrawal's amount, or null when it is not theirs. */
  async amountOf(tx: Db, memberId: number, id: number) {
    const [r] = await q(tx, sql`SELECT amount FROM withdrawals WHERE id = ${id} AND member_id = ${memberId}`);
    return r ? minor(r.amount) : null;
  },

  /** The operator's decision on a pending request: paid (now) or rejected. */
  decide: (tx: Db, id: number, operatorId: number, approve: boolean) =>
    moveStatus(
      tx,
      id,
      ['pending'],
      approve ? 'paid' : 'rejected',
      sql`, decided_by = ${operatorId}, paid_at = ${approve ? sql`now()` : sql`NULL`}`,
    ),

  /** The member's answer to a payout: what arrived and the proof images. */
  confirm: (tx: Db, id: number, action: string, received: bigint, proofIds: number[]) =>
    moveStatus(
      tx,
      id,
      ['paid'],
      action,
      sql`, confirmed_at = now(), received_amount = ${received.toString()}, proof_ids = ${`{${proofIds.join(',')}}`}::int[]`,
    ),

  /** The operator's refund of a payout reported not received. */
  refund: (tx: Db, id: number, operatorId: number) =>
    moveStatus(tx, id, ['not_received'], 'refunded', sql`, decided_by = ${operatorId}`),

  /** Payouts unconfirmed past the brand's minutes become received, each once; how many moved. */
  async autoReceive(db: Db) {
    const rows = await q(
      db,
      sql`UPDATE withdrawals w SET status = 'auto_received', confirmed_at = now(), received_amount = w.amount
      FROM merchants m WHERE m.id = w.merchant_id AND w.status = 'paid'
        AND w.paid_at < now() - make_interval(mins => COALESCE((m.config->>'withdrawalAutoReceiptMinutes')::int, 1440))
      RETURNING w.id`,
    );
    return rows.length;
  },

  /** The console's list, newest first. */
  async list(db: Db, filter: { memberId?: number; status?: string }, limit: number) {
    const rows = await q(
      db,
      sql`SELECT w.*, m.username, b.provider, b.account_no FROM withdrawals w JOIN members m ON m.id = w.member_id
        JOIN bound_accounts b ON b.id = w.bound_account_id
      WHERE (${filter.memberId ?? null}::int IS NULL OR w.member_id = ${filter.memberId ?? null})
        AND (${filter.status ?? null}::text IS NULL OR w.status = ${filter.status ?? null})
      ORDER BY w.id DESC LIMIT ${limit}`,
    );
    return rows.map((w) => ({
      ...withdrawalRow(w),
      username: str(w.username),
      provider: str(w.provider),
      accountNo: str(w.account_no),
      status: str(w.status),
      createdAt: iso(w.created_at),
      paidAt: isoOrNull(w.paid_at),
    }));
  },
};
