import type { TTransaction } from '@portal/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, strOrNull } from '../../db/rows.ts';
import { formatMinor } from '../../platform/money.ts';

/** Transfer kinds grouped under the history's type filter. */
const TYPE_KINDS: Record<string, string[]> = {
  deposit: ['deposit', 'deposit_manual'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout'],
  transfer: ['vendor_in', 'vendor_out', 'transfer_downline', 'transfer_upline'],
  bet: ['bet'],
  win: ['win', 'rollback'],
  adjustment: ['adjustment', 'seed'],
  // Agent contract pay (dividend and salaries) shows as a bonus, its kind naming which.
  bonus: [
    'bonus',
    'contract_dividend',
    'contract_daily',
    'contract_hourly',
    'contract_realtime',
    'rebate',
    'referral_bonus',
    'raffle',
  ],
};
export const typeOfKind = (kind: string) =>
  Object.entries(TYPE_KINDS).find(([, kinds]) => kinds.includes(kind))?.[0] ?? 'adjustment';

/**
 * The member's account record in the player's words: one line per event on the main balance, newest first, filtered
 * by type and date (inclusive days, UTC). Bookkeeping legs on other accounts (the withdrawal hold's held side, its
 * payout) are not events of the player's balance; a withdrawal is its one line with its state now, and a refused or
 * refunded one adds the line that gave the money back. What each line concerns comes from the posting's idempotency
 * key: withdrawals, vendor transfers and provider calls each key their postings by their own id.
 */
export async function transactionHistory(
  db: Db,
  memberId: number,
  q0: { type: string; startDate?: string | undefined; endDate?: string | undefined; pageNo: number; pageSize: number },
  lang = 'en',
): Promise<{ list: TTransaction[]; totalPages: number; total: number }> {
  const kinds = q0.type === 'all' ? null : (TYPE_KINDS[q0.type] ?? []);
  const where = sql`a.owner_kind = 'member' AND a.member_id = ${memberId} AND a.purpose = 'main' AND a.asset = 'CASH'
    ${
      kinds
        ? sql`AND t.kind IN (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }
    ${q0.startDate ? sql`AND e.created_at >= ${`${q0.startDate}T00:00:00Z`}::timestamptz` : sql``}
    ${q0.endDate ? sql`AND e.created_at < (${`${q0.endDate}T00:00:00Z`}::timestamptz + interval '1 day')` : sql``}`;
  const base = sql`FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`;
  const [counted] = await q(db, sql`SELECT count(*)::int AS n ${base}`);
  const total = Number(counted?.n ?? 0);
  const rows = await q(
    db,
    sql`WITH page AS (
      SELECT e.id, e.created_at, e.amount, e.balance_after, t.kind, t.idempotency_key AS key, t.from_account,
        t.to_account, a.id AS account_id
      ${base} ORDER BY e.id DESC LIMIT ${q0.pageSize} OFFSET ${(q0.pageNo - 1) * q0.pageSize})
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
    total,
    totalPages: Math.ceil(total / q0.pageSize),
    list: rows.map((r) => {
      const names = r.game_names as Record<string, string> | null;
      return {
        id: Number(r.id),
        time: new Date(String(r.created_at)).toISOString(),
        type: typeOfKind(String(r.kind)),
        kind: String(r.kind),
        amount: formatMinor(BigInt(String(r.amount))),
        balanceAfter: formatMinor(BigInt(String(r.balance_after))),
        game: names ? (names[lang] ?? names.en ?? null) : null,
        vendor: strOrNull(r.vendor),
        status: strOrNull(r.withdrawal_status),
        counterparty: strOrNull(r.counterparty),
      };
    }),
  };
}
