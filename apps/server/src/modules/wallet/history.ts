import type { TTransaction } from '@portal/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formatMinor } from './money.ts';

/** Transfer kinds grouped under the history's type filter. */
const TYPE_KINDS: Record<string, string[]> = {
  deposit: ['deposit', 'deposit_manual'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout'],
  transfer: ['vendor_in', 'vendor_out', 'transfer_downline', 'transfer_upline'],
  bet: ['bet'],
  win: ['win', 'rollback'],
  adjustment: ['adjustment', 'seed'],
  bonus: ['bonus'],
};
export const typeOfKind = (kind: string) =>
  Object.entries(TYPE_KINDS).find(([, kinds]) => kinds.includes(kind))?.[0] ?? 'adjustment';

type Row = Record<string, unknown>;

/** The member's entries, newest first, filtered by type and date (inclusive days, UTC). */
export async function transactionHistory(
  db: Db,
  memberId: number,
  q: { type: string; startDate?: string | undefined; endDate?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ list: TTransaction[]; totalPages: number; total: number }> {
  const kinds = q.type === 'all' ? null : (TYPE_KINDS[q.type] ?? []);
  const where = sql`a.owner_kind = 'member' AND a.member_id = ${memberId} AND a.asset = 'CASH'
    ${
      kinds
        ? sql`AND t.kind IN (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }
    ${q.startDate ? sql`AND e.created_at >= ${`${q.startDate}T00:00:00Z`}::timestamptz` : sql``}
    ${q.endDate ? sql`AND e.created_at < (${`${q.endDate}T00:00:00Z`}::timestamptz + interval '1 day')` : sql``}`;
  const base = sql`FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`;
  const counted = (await db.execute(sql`SELECT count(*)::int AS n ${base}`)) as unknown as { rows: Row[] };
  const total = Number(counted.rows[0]?.n ?? 0);
  const result = (await db.execute(
    sql`SELECT e.id, e.created_at, e.amount, e.balance_after, a.purpose, t.kind, t.memo ${base} ORDER BY e.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  )) as unknown as { rows: Row[] };
  return {
    total,
    totalPages: Math.ceil(total / q.pageSize),
    list: result.rows.map((r) => ({
      id: Number(r.id),
      time: new Date(String(r.created_at)).toISOString(),
      type: typeOfKind(String(r.kind)),
      kind: String(r.kind),
      amount: formatMinor(BigInt(String(r.amount))),
      balanceAfter: formatMinor(BigInt(String(r.balance_after))),
      wallet: String(r.purpose),
      memo: r.memo === null ? null : String(r.memo),
    })),
  };
}
