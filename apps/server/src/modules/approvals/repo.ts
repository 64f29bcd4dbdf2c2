import { sql } from 'drizzle-orm';
import { type Brands, ofBrands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, type Row, str, strOrNull } from '../../db/rows.ts';

export type ApprovalStatus = 'pending' | 'applied' | 'approved' | 'rejected';

const SELECT = sql`SELECT a.id, a.kind, a.merchant_id, mc.code AS merchant, a.target, a.summary, a.amount::text AS amount,
    a.payload, a.request_hash, a.status, a.requested_by AS requester_id, o.username AS requested_by, a.created_at,
    d.username AS decided_by, a.decided_at, a.decision_reason
  FROM operator_approvals a JOIN merchants mc ON mc.id = a.merchant_id
  JOIN operators o ON o.id = a.requested_by LEFT JOIN operators d ON d.id = a.decided_by`;

const approvalRow = (r: Row) => ({
  id: int(r.id),
  kind: str(r.kind),
  merchantId: int(r.merchant_id),
  merchant: str(r.merchant),
  target: str(r.target),
  summary: str(r.summary),
  amount: minor(r.amount),
  payload: (r.payload ?? {}) as Record<string, unknown>,
  requestHash: strOrNull(r.request_hash),
  status: str(r.status) as ApprovalStatus,
  requesterId: int(r.requester_id),
  requestedBy: str(r.requested_by),
  createdAt: iso(r.created_at),
  decidedBy: strOrNull(r.decided_by),
  decidedAt: isoOrNull(r.decided_at),
  decisionReason: strOrNull(r.decision_reason),
});
export type Approval = ReturnType<typeof approvalRow>;

export interface NewApproval {
  kind: string;
  merchantId: number;
  target: string;
  summary: string;
  amount: bigint;
  payload: Record<string, unknown>;
  requestKey: string | null;
  requestHash: string | null;
  windowed: boolean;
  operatorId: number;
}

/** SQL of the changes that wait for a second operator (migration 0830). */
export const approvalRepo = {
  /**
   * Serialises an operator's value-creating changes with their balance adjustments (the same lock) until the
   * transaction ends, so concurrent ones cannot all fit under the window's threshold.
   */
  async lockOperator(tx: Db, operatorId: number) {
    await q(tx, sql`SELECT pg_advisory_xact_lock(hashtext('adjust-operator'), ${operatorId})`);
  },

  /** Inserts the row; null when its request key was claimed before (a copy waits here for the first one's commit). */
  async insert(tx: Db, a: NewApproval, status: 'pending' | 'applied') {
    const [r] = await q(
      tx,
      sql`INSERT INTO operator_approvals (kind, merchant_id, target, summary, amount, payload, request_key,
          request_hash, windowed, status, requested_by)
        VALUES (${a.kind}, ${a.merchantId}, ${a.target}, ${a.summary}, ${a.amount.toString()}::bigint,
          ${JSON.stringify(a.payload)}::jsonb, ${a.requestKey}, ${a.requestHash}, ${a.windowed}, ${status},
          ${a.operatorId})
        ON CONFLICT (request_key) DO NOTHING RETURNING id`,
    );
    return r ? int(r.id) : null;
  },

  async byKey(db: Db, requestKey: string) {
    const [r] = await q(db, sql`${SELECT} WHERE a.request_key = ${requestKey}`);
    return r ? approvalRow(r) : null;
  },

  async byId(db: Db, id: number, lock = false) {
    const [r] = await q(db, sql`${SELECT} WHERE a.id = ${id} ${lock ? sql`FOR UPDATE OF a` : sql``}`);
    return r ? approvalRow(r) : null;
  },

  /** The pending change of a target, if any (at most one is asked at a time). */
  async pendingOf(db: Db, target: string, kind?: string) {
    const [r] = await q(
      db,
      sql`${SELECT} WHERE a.target = ${target} AND a.status = 'pending'
        AND (${kind ?? null}::text IS NULL OR a.kind = ${kind ?? null}) ORDER BY a.id LIMIT 1`,
    );
    return r ? approvalRow(r) : null;
  },

  /** Sum of the pending amounts of a kind on a target. */
  async pendingTotal(db: Db, target: string, kind: string) {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(sum(amount), 0)::text AS total FROM operator_approvals
        WHERE target = ${target} AND kind = ${kind} AND status = 'pending'`,
    );
    return minor(r?.total ?? '0');
  },

  /**
   * Value the operator created without a second operator in the last `hours`: windowed changes applied at once and
   * balance credits posted at once (the adjustments' own window counts these changes too).
   */
  async unapprovedValue(tx: Db, operatorId: number, hours: number) {
    const [r] = await q(
      tx,
      sql`SELECT (
          (SELECT COALESCE(sum(amount), 0) FROM operator_approvals
            WHERE requested_by = ${operatorId} AND status = 'applied' AND windowed
              AND created_at > now() - make_interval(hours => ${hours}))
          + (SELECT COALESCE(sum(amount), 0) FROM balance_adjustments
            WHERE operator_id = ${operatorId} AND amount > 0 AND status = 'posted' AND decided_by IS NULL
              AND created_at > now() - make_interval(hours => ${hours}))
        )::text AS total`,
    );
    return minor(r?.total ?? '0');
  },

  async decide(tx: Db, id: number, status: 'approved' | 'rejected', operatorId: number, reason: string | null) {
    await q(
      tx,
      sql`UPDATE operator_approvals SET status = ${status}, decided_by = ${operatorId}, decided_at = now(),
        decision_reason = ${reason} WHERE id = ${id}`,
    );
  },

  async setTarget(tx: Db, id: number, target: string) {
    await q(tx, sql`UPDATE operator_approvals SET target = ${target} WHERE id = ${id}`);
  },

  /** By status, oldest first (or newest), paged; with the count of all that match. */
  async page(db: Db, f: { status: string; dir: 'asc' | 'desc'; page: number; size: number; brands: Brands }) {
    const order = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
    const where = sql`a.status = ${f.status} AND ${ofBrands(sql`a.merchant_id`, f.brands)}`;
    const rows = await q(
      db,
      sql`${SELECT} WHERE ${where} ORDER BY a.created_at ${order}, a.id ${order} LIMIT ${f.size} OFFSET ${f.page * f.size}`,
    );
    const [count] = await q(db, sql`SELECT count(*)::int AS n FROM operator_approvals a WHERE ${where}`);
    return { rows: rows.map(approvalRow), total: int(count?.n) };
  },

  pendingCount: async (db: Db) =>
    int((await q(db, sql`SELECT count(*)::int AS n FROM operator_approvals WHERE status = 'pending'`))[0]?.n),
};
