import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';

export interface NewItem {
  merchantId: number;
  kind: string;
  texts: Record<string, { name: string; description: string }>;
  price: bigint;
  cashValue: bigint | null;
  spins: number | null;
  stock: number | null;
  art: string;
  sort?: number;
}

/** The operators' side of the mall's items. */
export const itemRepo = {
  insert: async (db: Db, i: NewItem): Promise<number> => {
    const [r] = await q(
      db,
      sql`INSERT INTO mall_items (merchant_id, kind, texts, price, cash_value, spins, stock, art, sort)
        VALUES (${i.merchantId}, ${i.kind}, ${JSON.stringify(i.texts)}::jsonb, ${i.price.toString()}::bigint,
          ${i.cashValue === null ? null : i.cashValue.toString()}::bigint, ${i.spins}, ${i.stock}, ${i.art}, ${i.sort ?? 0})
        RETURNING id`,
    );
    return int(r?.id);
  },

  update: async (
    db: Db,
    id: number,
    patch: { price?: bigint | undefined; stock?: number | null | undefined; active?: boolean | undefined },
  ): Promise<boolean> => {
    const sets = [
      patch.price !== undefined ? sql`price = ${patch.price.toString()}::bigint` : null,
      patch.stock !== undefined ? sql`stock = ${patch.stock}` : null,
      patch.active !== undefined ? sql`active = ${patch.active}` : null,
    ].filter((s) => s !== null);
    if (sets.length === 0) return (await q(db, sql`SELECT 1 FROM mall_items WHERE id = ${id}`)).length > 0;
    return (
      (await q(db, sql`UPDATE mall_items SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING id`)).length > 0
    );
  },

  /** The figures the approval rule reads, locked for the change. */
  lock: async (db: Db, id: number) => {
    const [r] = await q(
      db,
      sql`SELECT merchant_id, price::text AS price, cash_value::text AS cash_value FROM mall_items WHERE id = ${id}
        FOR UPDATE`,
    );
    return r
      ? {
          merchantId: int(r.merchant_id),
          price: BigInt(String(r.price)),
          cashValue: r.cash_value === null ? null : BigInt(String(r.cash_value)),
        }
      : null;
  },

  /** Every brand's items with how many were redeemed (not counting rejected ones). */
  all: (db: Db): Promise<Row[]> =>
    q(
      db,
      sql`SELECT i.*, mc.code AS merchant_code,
          (SELECT count(*)::int FROM point_redemptions r WHERE r.item_id = i.id AND r.status <> 'rejected') AS redeemed
        FROM mall_items i JOIN merchants mc ON mc.id = i.merchant_id ORDER BY mc.code, i.sort, i.id`,
    ),

  /** The item's art key (its picture's address), or null for no such item. */
  artOf: async (db: Db, id: number): Promise<string | null> => {
    const [row] = await q(db, sql`SELECT art FROM mall_items WHERE id = ${id}`);
    return row ? String(row.art) : null;
  },
};
