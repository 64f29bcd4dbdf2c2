import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, minor, q, str } from '../../db/rows.ts';

/** An account as ledger_post names it: owner kind, member (for members) and purpose. */
export interface AccountKey {
  ownerKind: string;
  memberId: number | null;
  purpose: string;
}

/** SQL of the ledger: the posting function (migration 0210) and reads of balances and invariants. */
export const ledgerRepo = {
  /** One posting in one round trip; its outcome: posted, replayed, insufficient or conflict. */
  async post(
    db: Db,
    p: {
      from: AccountKey;
      to: AccountKey;
      amount: bigint;
      asset: string;
      kind: string;
      memberId: number | null;
      memo: string | null;
      key: string | null;
      hash: string;
    },
  ) {
    const [r] = await q(
      db,
      sql`SELECT * FROM ledger_post(${p.from.ownerKind}, ${p.from.memberId}::int, ${p.from.purpose},
        ${p.to.ownerKind}, ${p.to.memberId}::int, ${p.to.purpose}, ${p.amount.toString()}::bigint, ${p.asset}, ${p.kind},
        ${p.memberId}::int, ${p.memo}, ${p.key}, ${p.hash})`,
    );
    return {
      outcome: str(r?.outcome) as 'posted' | 'replayed' | 'insufficient' | 'conflict',
      transferId: int(r?.transfer_id),
      fromBalance: minor(r?.from_balance),
      toBalance: minor(r?.to_balance),
    };
  },

  /** A member's accounts in the given assets: purpose, asset and balance. */
  async memberAccounts(db: Db, memberId: number, assets: string[]) {
    const rows = await q(
      db,
      sql`SELECT purpose, asset, balance FROM ledger_accounts
        WHERE owner_kind = 'member' AND member_id = ${memberId} AND asset IN (${sql.join(
          assets.map((a) => sql`${a}`),
          sql`, `,
        )})`,
    );
    return rows.map((r) => ({ purpose: str(r.purpose), asset: str(r.asset), balance: minor(r.balance) }));
  },

  /** Per asset, the sum of all balances; and how many accounts' balance differs from the sum of their entries. */
  async invariants(db: Db) {
    const sums = await q(db, sql`SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset`);
    const [bad] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM ledger_accounts a
        WHERE a.balance <> COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
    );
    return { sums: sums.map((r) => ({ asset: str(r.asset), total: str(r.total) })), mismatched: int(bad?.n) };
  },
};
