import type { TBalanceEvent, TBalanceMovement } from '@portal/contracts/balance-stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { formatMinor } from '../../platform/money.ts';
import { balanceValue } from '../wallet/index.ts';

/** How many of the latest movements an event carries (enough to cover a few coalesced postings). */
const MOVEMENTS = 5;

/**
 * The member's latest movements, newest first, with what each changed in the member's wallets. Read per account through the
 * (account, version) index, so a member with a long history costs the same as a new one.
 */
export async function recentMovements(db: Db, memberId: number): Promise<TBalanceMovement[]> {
  const rows = await q(
    db,
    sql`SELECT t.id, t.kind, t.amount::text AS amount, SUM(x.amount)::text AS net
        FROM ledger_accounts a
        CROSS JOIN LATERAL (
          SELECT e.transfer_id, e.amount FROM ledger_entries e WHERE e.account_id = a.id
          ORDER BY e.account_version DESC LIMIT ${MOVEMENTS}
        ) x
        JOIN ledger_transfers t ON t.id = x.transfer_id
        WHERE a.owner_kind = 'member' AND COALESCE(a.member_id, 0) = ${memberId} AND a.asset IN ('CASH', 'FUN')
        GROUP BY t.id, t.kind, t.amount ORDER BY t.id DESC LIMIT ${MOVEMENTS}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    amount: formatMinor(BigInt(String(r.amount))),
    net: formatMinor(BigInt(String(r.net))),
  }));
}

/** What a `balance` event carries: the balance and the latest movements. */
export async function balanceEvent(db: Db, memberId: number): Promise<TBalanceEvent> {
  return { ...(await balanceValue(db, memberId)), movements: await recentMovements(db, memberId) };
}
