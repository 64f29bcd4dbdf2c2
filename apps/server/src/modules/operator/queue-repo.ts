import { type SQL, sql } from 'drizzle-orm';
import { type Brands, ofBrandMembers, ofBrands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, str, strOrNull } from '../../db/rows.ts';
import { formatMinor } from '../../platform/money.ts';

type Dir = 'asc' | 'desc';
const by = (col: SQL, dir: Dir) => sql.join([col, dir === 'asc' ? sql`ASC` : sql`DESC`], sql` `);

/**
 * Who acted last on a queue item and when (its newest audit row other than a reason note), and the newest reason
 * given (a reason note, or a decision whose own detail carries one).
 */
const acted = (target: SQL, prefix: string) => sql`
  LEFT JOIN LATERAL (SELECT o.username AS acted_by, x.created_at AS acted_at, x.action AS last_action
    FROM operator_audit x JOIN operators o ON o.id = x.operator_id
    WHERE x.target = ${target} AND x.action LIKE ${`${prefix}.%`} AND x.action <> ${`${prefix}.reason`}
    ORDER BY x.id DESC LIMIT 1) a ON true
  LEFT JOIN LATERAL (SELECT x.detail->>'reason' AS reason FROM operator_audit x
    WHERE x.target = ${target} AND x.action LIKE ${`${prefix}.%`} AND x.detail ? 'reason'
    ORDER BY x.id DESC LIMIT 1) r ON true`;

const DEPOSIT_ORDER: Record<string, SQL> = { createdAt: sql`d.id`, amount: sql`d.amount`, username: sql`m.username` };

export async function depositPage(
  db: Db,
  f: {
    status?: string | undefined;
    kind?: string | undefined;
    q?: string | undefined;
    memberId?: number | undefined;
    sort: string;
    dir: Dir;
    page: number;
    size: number;
    brands?: Brands;
  },
) {
  const like = f.q ? `%${f.q}%` : null;
  const where = sql`${ofBrands(sql`m.merchant_id`, f.brands ?? null)}
    AND (${f.status ?? null}::text IS NULL OR d.status = ${f.status ?? null})
    AND (${f.kind ?? null}::text IS NULL OR c.kind = ${f.kind ?? null})
    AND (${f.memberId ?? null}::int IS NULL OR d.member_id = ${f.memberId ?? null})
    AND (${like}::text IS NULL OR m.username ILIKE ${like} OR d.gateway_ref ILIKE ${like})`;
  const rows = await q(
    db,
    sql`SELECT d.id, d.gateway_ref, d.member_id, m.username, c.name AS channel, c.kind, d.amount::text AS amount, d.status,
        d.proof_ids, d.created_at, COALESCE(a.acted_by, od.username) AS acted_by, COALESCE(a.acted_at, d.completed_at) AS acted_at,
        a.last_action, r.reason
      FROM deposits d JOIN members m ON m.id = d.member_id JOIN deposit_channels c ON c.id = d.channel_id
      LEFT JOIN operators od ON od.id = d.decided_by
      ${acted(sql`d.gateway_ref`, 'deposit')}
      WHERE ${where} ORDER BY ${by(DEPOSIT_ORDER[f.sort] ?? sql`d.id`, f.dir)}, d.id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM deposits d JOIN members m ON m.id = d.member_id
      JOIN deposit_channels c ON c.id = d.channel_id WHERE ${where}`,
  );
  return {
    rows: rows.map((d) => ({
      id: int(d.id),
      ref: str(d.gateway_ref),
      memberId: int(d.member_id),
      username: str(d.username),
      channel: str(d.channel),
      kind: str(d.kind) as 'manual' | 'gateway',
      amount: formatMinor(minor(d.amount)),
      status: str(d.status) as 'pending' | 'paid' | 'rejected' | 'cancelled',
      proofIds: ((d.proof_ids as number[] | null) ?? []).map(Number),
      createdAt: iso(d.created_at),
      actedBy: strOrNull(d.acted_by),
      actedAt: isoOrNull(d.acted_at),
      lastAction: strOrNull(d.last_action),
      reason: strOrNull(d.reason),
    })),
    total: int(count?.n),
  };
}

const WITHDRAWAL_ORDER: Record<string, SQL> = {
  createdAt: sql`w.id`,
  amount: sql`w.amount`,
  username: sql`m.username`,
  paidAt: sql`w.paid_at`,
};

export async function withdrawalPage(
  db: Db,
  f: {
    status?: string | undefined;
    q?: string | undefined;
    memberId?: number | undefined;
    sort: string;
    dir: Dir;
    page: number;
    size: number;
    brands?: Brands;
  },
  fullAccount: boolean,
) {
  const like = f.q ? `%${f.q}%` : null;
  const where = sql`${ofBrands(sql`m.merchant_id`, f.brands ?? null)}
    AND (${f.status ?? null}::text IS NULL OR w.status = ${f.status ?? null})
    AND (${f.memberId ?? null}::int IS NULL OR w.member_id = ${f.memberId ?? null})
    AND (${like}::text IS NULL OR m.username ILIKE ${like} OR w.id::text = ${f.q ?? ''})`;
  const rows = await q(
    db,
    sql`SELECT w.id, w.member_id, m.username, b.provider, b.account_name, b.account_no, w.amount::text AS amount, w.status,
        w.received_amount::text AS received_amount, w.proof_ids, w.created_at, w.paid_at, w.confirmed_at,
        COALESCE(a.acted_by, od.username) AS acted_by, COALESCE(a.acted_at, w.paid_at) AS acted_at, a.last_action, r.reason
      FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN bound_accounts b ON b.id = w.bound_account_id
      LEFT JOIN operators od ON od.id = w.decided_by
      ${acted(sql`'withdrawal:' || w.id`, 'withdrawal')}
      WHERE ${where} ORDER BY ${by(WITHDRAWAL_ORDER[f.sort] ?? sql`w.id`, f.dir)}, w.id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${where}`,
  );
  return {
    rows: rows.map((w) => {
      const amount = minor(w.amount);
      const received = w.received_amount === null ? null : minor(w.received_amount);
      const accountNo = str(w.account_no);
      return {
        id: int(w.id),
        memberId: int(w.member_id),
        username: str(w.username),
        accountName: str(w.account_name),
        // Finance pays to the full number; other roles see its last four digits.
        account: `${str(w.provider)} ${fullAccount ? accountNo : `•••• ${accountNo.slice(-4)}`}`,
        amount: formatMinor(amount),
        status: str(w.status) as 'pending',
        receivedAmount: received === null ? null : formatMinor(received),
        remainingAmount: received === null ? null : formatMinor(amount - received),
        receiptProofIds: ((w.proof_ids as number[] | null) ?? []).map(Number),
        createdAt: iso(w.created_at),
        paidAt: isoOrNull(w.paid_at),
        confirmedAt: isoOrNull(w.confirmed_at),
        actedBy: strOrNull(w.acted_by),
        actedAt: isoOrNull(w.acted_at),
        lastAction: strOrNull(w.last_action),
        reason: strOrNull(w.reason),
      };
    }),
    total: int(count?.n),
  };
}

/** The status of a queue item, to check a reason note against the decision it explains. */
export async function depositStatus(db: Db, ref: string) {
  const [r] = await q(db, sql`SELECT status FROM deposits WHERE gateway_ref = ${ref}`);
  return r ? str(r.status) : null;
}
export async function withdrawalStatus(db: Db, id: number) {
  const [r] = await q(db, sql`SELECT status FROM withdrawals WHERE id = ${id}`);
  return r ? str(r.status) : null;
}

/** Counts of what waits for an operator (of some brands; null: every brand). */
export async function pendingCounts(db: Db, brands: Brands = null) {
  const [r] = await q(
    db,
    sql`SELECT (SELECT count(*)::int FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id
          WHERE d.status = 'pending' AND c.kind = 'manual' AND ${ofBrands(sql`c.merchant_id`, brands)}) AS deposits,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'pending' AND ${ofBrandMembers(sql`member_id`, brands)})
          AS withdrawals,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'not_received' AND ${ofBrandMembers(sql`member_id`, brands)})
          AS not_received,
        (SELECT count(*)::int FROM balance_adjustments WHERE status = 'pending'
          AND ${ofBrandMembers(sql`member_id`, brands)}) AS adjustments,
        (SELECT count(*)::int FROM operator_approvals WHERE status = 'pending' AND ${ofBrands(sql`merchant_id`, brands)})
          AS approvals`,
  );
  return {
    deposits: int(r?.deposits),
    withdrawals: int(r?.withdrawals),
    notReceived: int(r?.not_received),
    adjustments: int(r?.adjustments),
    approvals: int(r?.approvals),
  };
}
