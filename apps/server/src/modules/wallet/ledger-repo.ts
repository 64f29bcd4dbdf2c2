import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { int, minor, q, str } from '../../db/rows.ts';

/** An account as ledger_post names it: owner kind, member (for members) and purpose (in the posting's brand). */
export interface AccountKey {
  ownerKind: string;
  memberId: number | null;
  purpose: string;
}

/** ledger_post's refusals of a posting's brand (migration 0938): never a caller's input, always a bug upstream. */
const brandRefusal = (e: unknown) => {
  const code = pgErrorCode(e);
  if (code === 'LB001') return new Error('a posting between two brands', { cause: e });
  if (code === 'LB002') return new Error('a posting with no member names its brand', { cause: e });
  return null;
};

/** SQL of the ledger: the posting function (migrations 0210, 0938) and reads of balances and invariants. */
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
      /** The posting's brand; null: its member's (migration 0938). */
      merchantId: number | null;
    },
  ) {
    const [r] = await q(
      db,
      sql`SELECT * FROM ledger_post(${p.from.ownerKind}, ${p.from.memberId}::int, ${p.from.purpose},
        ${p.to.ownerKind}, ${p.to.memberId}::int, ${p.to.purpose}, ${p.amount.toString()}::bigint, ${p.asset}, ${p.kind},
        ${p.memberId}::int, ${p.memo}, ${p.key}, ${p.hash}, NULL, ${p.merchantId}::int)`,
    ).catch((e: unknown) => {
      throw brandRefusal(e) ?? e;
    });
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

  /**
   * Per asset, the sum of all balances, and per brand and asset; how many accounts' balance differs from the sum of
   * their entries; how many transfers join accounts of two brands.
   */
  async invariants(db: Db) {
    const sums = await q(db, sql`SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset`);
    const brands = await q(
      db,
      sql`SELECT merchant_id, asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY merchant_id, asset`,
    );
    const [bad] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM ledger_accounts a
        WHERE a.balance <> COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
    );
    const [cross] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_accounts f ON f.id = t.from_account
        JOIN ledger_accounts o ON o.id = t.to_account WHERE f.merchant_id <> o.merchant_id`,
    );
    return {
      sums: sums.map((r) => ({ asset: str(r.asset), total: str(r.total) })),
      brands: brands.map((r) => ({ merchantId: int(r.merchant_id), asset: str(r.asset), total: str(r.total) })),
      mismatched: int(bad?.n),
      crossBrand: int(cross?.n),
    };
  },

  /** A brand's house balances in an asset by purpose, each the sum of its shards (`purpose#n`). */
  async houseBalances(db: Db, merchantId: number, asset: string) {
    const rows = await q(
      db,
      sql`SELECT split_part(purpose, '#', 1) AS purpose, SUM(balance)::text AS balance FROM ledger_accounts
        WHERE owner_kind = 'house' AND merchant_id = ${merchantId} AND asset = ${asset}
        GROUP BY 1 ORDER BY 1`,
    );
    return rows.map((r) => ({ purpose: str(r.purpose), balance: minor(r.balance) }));
  },
};
