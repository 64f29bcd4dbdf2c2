import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { minor, q } from '../../db/rows.ts';

/** The member's latest ledger movements (ledger_accounts, ledger_entries, ledger_transfers: the wallet's tables). */

export interface MovementRow {
  id: number;
  kind: string;
  amount: bigint;
  /** What the movement changed in the member's wallets. */
  net: bigint;
}

export const movementsRepo = {
  /**
   * The `limit` latest transfers that moved the member's CASH or FUN accounts, newest first. Read per account through
   * the (account, version) index, so a member with a long history costs the same as a new one.
   */
  latest: async (db: Db, memberId: number, limit: number): Promise<MovementRow[]> =>
    (
      await q(
        db,
        sql`SELECT t.id, t.kind, t.amount::text AS amount, SUM(x.amount)::text AS net
        FROM ledger_accounts a
        CROSS JOIN LATERAL (
          SELECT e.transfer_id, e.amount FROM ledger_entries e WHERE e.account_id = a.id
          ORDER BY e.account_version DESC LIMIT ${limit}
        ) x
        JOIN ledger_transfers t ON t.id = x.transfer_id
        WHERE a.owner_kind = 'member' AND COALESCE(a.member_id, 0) = ${memberId} AND a.asset IN ('CASH', 'FUN')
        GROUP BY t.id, t.kind, t.amount ORDER BY t.id DESC LIMIT ${limit}`,
      )
    ).map((r) => ({ id: Number(r.id), kind: String(r.kind), amount: minor(r.amount), net: minor(r.net) })),
};
