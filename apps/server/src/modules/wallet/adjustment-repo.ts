import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, str, strOrNull } from '../../db/rows.ts';

export type AdjustmentStatus = 'pending' | 'posted' | 'rejected';

const SELECT = sql`SELECT a.request_id, a.member_id, m.username, mc.code AS merchant, a.amount::text AS amount, a.reason,
    a.status, o.username AS requested_by, a.created_at, d.username AS decided_by, a.decided_at, a.decision_reason,
    a.balance::text AS balance
  FROM balance_adjustments a JOIN members m ON m.id = a.member_id JOIN merchants mc ON mc.id = m.merchant_id
  JOIN operators o ON o.id = a.operator_id LEFT JOIN operators d ON d.id = a.decided_by`;

const adjustmentRow = (r: Record<string, unknown>) => ({
  requestId: str(r.request_id),
  memberId: int(r.member_id),
  username: str(r.username),
  merchant: str(r.merchant),
  amount: minor(r.amount),
  reason: str(r.reason),
  status: str(r.status) as AdjustmentStatus,
  requestedBy: str(r.requested_by),
  createdAt: iso(r.created_at),
  decidedBy: strOrNull(r.decided_by),
  decidedAt: isoOrNull(r.decided_at),
  decisionReason: strOrNull(r.decision_reason),
  balance: r.balance === null || r.balance === undefined ? null : minor(r.balance),
});
export type Adjustment = ReturnType<typeof adjustmentRow>;

/** SQL of operator balance adjustments and the brands' approval thresholds (tables of schema.ts). */
export const adjustmentRepo = {
  /** The brand's own threshold, or null. */
  async threshold(db: Db, merchantId: number) {
    const [r] = await q(db, sql`SELECT threshold FROM adjustment_thresholds WHERE merchant_id = ${merchantId}`);
    return r ? minor(r.threshold) : null;
  },

  /** Every brand with its threshold (its own, else `fallback`). */
  async thresholds(db: Db, fallback: bigint) {
    const rows = await q(
      db,
      sql`SELECT mc.code, mc.name, COALESCE(t.threshold, ${fallback.toString()}::bigint)::text AS threshold
        FROM merchants mc LEFT JOIN adjustment_thresholds t ON t.merchant_id = mc.id ORDER BY mc.id`,
    );
    return rows.map((r) => ({ code: str(r.code), name: str(r.name), threshold: minor(r.threshold) }));
  },

  async setThreshold(tx: Db, merchantId: number, threshold: bigint) {
    await q(
      tx,
      sql`INSERT INTO adjustment_thresholds (merchant_id, threshold) VALUES (${merchantId}, ${threshold.toString()})
        ON CONFLICT (merchant_id) DO UPDATE SET threshold = EXCLUDED.threshold, updated_at = now()`,
    );
  },

  /**
   * Serialises the adjustments of one operator and of one member until the transaction ends, so two made at once
   * cannot both fit under the window's threshold.
   */
  async lockWindow(tx: Db, operatorId: number, memberId: number) {
    await q(tx, sql`SELECT pg_advisory_xact_lock(hashtext('adjust-operator'), ${operatorId})`);
    await q(tx, sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`);
  },

  /**
   * Credits posted without a second operator in the last `hours`, by this operator or to this member, with the
   * value the operator created at once through the other windowed changes (raffle funding, promotion bonuses).
   */
  async unapprovedCredits(tx: Db, operatorId: number, memberId: number, hours: number) {
    const [r] = await q(
      tx,
      sql`SELECT ((SELECT COALESCE(sum(amount), 0) FROM balance_adjustments
        WHERE amount > 0 AND status = 'posted' AND decided_by IS NULL
          AND created_at > now() - make_interval(hours => ${hours})
          AND (operator_id = ${operatorId} OR member_id = ${memberId}))
        + (SELECT COALESCE(sum(amount), 0) FROM operator_approvals
          WHERE requested_by = ${operatorId} AND status = 'applied' AND windowed
            AND created_at > now() - make_interval(hours => ${hours})))::text AS total`,
    );
    return minor(r?.total ?? '0');
  },

  /** The member's brand, or null for no such member. */
  async merchantOfMember(tx: Db, memberId: number) {
    const [r] = await q(tx, sql`SELECT merchant_id FROM members WHERE id = ${memberId}`);
    return r ? int(r.merchant_id) : null;
  },

  /** Claims the request id; false when it was claimed before (a copy waits here for the first one's commit). */
  async claim(
    tx: Db,
    a: { requestId: string; memberId: number; operatorId: number; signed: bigint; reason: string; hash: string },
    status: 'pending' | 'posted',
  ) {
    const r = await q(
      tx,
      sql`INSERT INTO balance_adjustments (request_id, member_id, operator_id, amount, reason, request_hash, status)
      VALUES (${a.requestId}, ${a.memberId}, ${a.operatorId}, ${a.signed.toString()}, ${a.reason}, ${a.hash}, ${status})
      ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
    );
    return r.length > 0;
  },

  /** What the first request under this id holds: its body's hash, status and balance after. */
  async claimed(tx: Db, requestId: string) {
    const [r] = await q(
      tx,
      sql`SELECT request_hash, balance, status FROM balance_adjustments WHERE request_id = ${requestId}`,
    );
    return r
      ? {
          hash: str(r.request_hash),
          status: str(r.status) as AdjustmentStatus,
          balance: r.balance === null ? null : minor(r.balance),
        }
      : null;
  },

  async setBalance(tx: Db, requestId: string, balance: bigint) {
    await q(tx, sql`UPDATE balance_adjustments SET balance = ${balance.toString()} WHERE request_id = ${requestId}`);
  },

  /** The adjustment, locked for a decision. */
  async lockForDecision(tx: Db, requestId: string) {
    const [a] = await q(
      tx,
      sql`SELECT request_id, member_id, operator_id, amount, reason, status FROM balance_adjustments
        WHERE request_id = ${requestId} FOR UPDATE`,
    );
    return a
      ? {
          memberId: int(a.member_id),
          operatorId: int(a.operator_id),
          amount: minor(a.amount),
          reason: str(a.reason),
          status: str(a.status) as AdjustmentStatus,
        }
      : null;
  },

  async markPosted(tx: Db, requestId: string, operatorId: number) {
    await q(
      tx,
      sql`UPDATE balance_adjustments SET status = 'posted', decided_by = ${operatorId}, decided_at = now()
        WHERE request_id = ${requestId}`,
    );
  },

  async markRejected(tx: Db, requestId: string, operatorId: number, reason: string) {
    await q(
      tx,
      sql`UPDATE balance_adjustments SET status = 'rejected', decided_by = ${operatorId}, decided_at = now(),
        decision_reason = ${reason} WHERE request_id = ${requestId}`,
    );
  },

  async byRequestId(db: Db, requestId: string) {
    const [r] = await q(db, sql`${SELECT} WHERE a.request_id = ${requestId}`);
    return r ? adjustmentRow(r) : null;
  },

  /** By status and member, newest (or oldest) first, paged; with the count of all that match. */
  async page(
    db: Db,
    f: { status?: string | undefined; memberId?: number | undefined; dir: 'asc' | 'desc'; page: number; size: number },
  ) {
    const where: SQL = sql`(${f.status ?? null}::text IS NULL OR a.status = ${f.status ?? null})
      AND (${f.memberId ?? null}::int IS NULL OR a.member_id = ${f.memberId ?? null})`;
    const order = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await q(
      db,
      sql`${SELECT} WHERE ${where} ORDER BY a.created_at ${order}, a.request_id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
    );
    const [count] = await q(db, sql`SELECT count(*)::int AS n FROM balance_adjustments a WHERE ${where}`);
    return { rows: rows.map(adjustmentRow), total: int(count?.n) };
  },

  pendingCount: async (db: Db) =>
    int((await q(db, sql`SELECT count(*)::int AS n FROM balance_adjustments WHERE status = 'pending'`))[0]?.n),
};
