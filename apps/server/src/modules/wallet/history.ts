import type { TTransaction } from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { historyPage } from './history-repo.ts';

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
  const { total, rows } = await historyPage(db, memberId, { ...q0, kinds });
  return {
    total,
    totalPages: Math.ceil(total / q0.pageSize),
    list: rows.map((r) => ({
      id: r.id,
      time: r.time,
      type: typeOfKind(r.kind),
      kind: r.kind,
      amount: formatMinor(r.amount),
      balanceAfter: formatMinor(r.balanceAfter),
      game: r.gameNames ? (r.gameNames[lang] ?? r.gameNames.en ?? null) : null,
      vendor: r.vendor,
      status: r.withdrawalStatus,
      counterparty: r.counterparty,
    })),
  };
}
