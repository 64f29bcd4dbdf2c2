import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, minor, q, strOrNull } from '../../db/rows.ts';

export interface HistoryFilter {
  /** Transfer kinds to show; null for all. */
  kinds: string[] | null;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * SQL of the member's account record: the entries on the main balance, each with what it concerns (the withdrawal's
 * state, the vendor, the game's names, the other member of a team transfer), found from the posting's idempotency key.
 */
export async function historyPage(db: Db, memberId: number, f: HistoryFilter) {
  const where = sql`a.owner_kind = 'member' AND a.member_id = ${memberId} AND a.purpose = 'main' AND a.asset = 'CASH'
    ${
      f.kinds
        ? sql`AND t.kind IN (${sql.join(
            f.kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }
    ${f.startDate ? sql`AND e.created_at >= ${`${f.startDate}T00:00:00Z`}::timestamptz` : sql``}
    ${f.endDate ? sql`AND e.created_at < (${`${f.endDate}T00:00:00Z`}::timestamptz + interval '1 day')` : sql``}`;
  const base = sql`FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`;
  const [counted] = await q(db, sql`SELECT count(*)::int AS n ${base}`);
  const rows = await q(
    db,
    sql`WITH page AS (
      SELECT e.id, e.created_at, e.amount, e.balance_after, t.kind, COALESCE(t.idempotency_key, t.ref) AS key, t.from_account,
        t.to_account, a.id AS account_id
      ${base} ORDER BY e.id DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize})
    SELECT p.id, p.created_at, p.amount, p.balance_after, p.kind, w.status AS withdrawal_status,
      vt.vassalage AS vendor, g.names AS game_names, cm.username AS counterparty
    FROM page p
    LEFT JOIN withdrawals w ON p.kind IN ('withdrawal_hold', 'withdrawal_release')
      AND w.id = substring(p.key FROM '^withdraw-[a-z]+:(\\d+)$')::int
    LEFT JOIN vendor_transfers vt ON p.kind IN ('vendor_in', 'vendor_out')
      AND vt.id = substring(p.key FROM '^vt:(\\d+):')::int
    LEFT JOIN provider_transactions pt ON p.kind IN ('bet', 'win', 'rollback')
      AND pt.provider = split_part(p.key, ':', 2) AND pt.tx_id = substring(p.key FROM '^prov:[^:]+:(.*)$')
    LEFT JOIN provider_transactions refd ON refd.provider = pt.provider AND refd.tx_id = pt.ref_tx_id
    LEFT JOIN game_rounds gr ON gr.provider = pt.provider AND gr.round_id = COALESCE(pt.round_id, refd.round_id)
    LEFT JOIN games g ON g.node_id = gr.node_id
    LEFT JOIN ledger_accounts ca ON p.kind IN ('transfer_downline', 'transfer_upline')
      AND ca.id = CASE WHEN p.from_account = p.account_id THEN p.to_account ELSE p.from_account END
    LEFT JOIN members cm ON cm.id = ca.member_id
    ORDER BY p.id DESC`,
  );
  return {
    total: int(counted?.n),
    rows: rows.map((r) => ({
      id: int(r.id),
      time: iso(r.created_at),
      kind: String(r.kind),
      amount: minor(r.amount),
      balanceAfter: minor(r.balance_after),
      gameNames: r.game_names as Record<string, string> | null,
      vendor: strOrNull(r.vendor),
      withdrawalStatus: strOrNull(r.withdrawal_status),
      counterparty: strOrNull(r.counterparty),
    })),
  };
}
