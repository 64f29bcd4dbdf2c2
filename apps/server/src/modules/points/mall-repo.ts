import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';

export interface NewRedemption {
  merchantId: number;
  memberId: number;
  kind: 'item' | 'convert';
  itemId: number | null;
  points: bigint;
  cash: bigint | null;
  address: string | null;
  status: 'in_process' | 'approved';
  requestId: string;
}

const REDEMPTION = sql`r.id, r.kind, r.item_id, r.points::text AS points, r.cash::text AS cash, r.address, r.status,
  r.note, r.created_at, r.decided_at, i.texts AS item_texts, i.kind AS item_kind`;

export const mallRepo = {
  items: (db: Db, merchantId: number, activeOnly: boolean): Promise<Row[]> =>
    q(
      db,
      sql`SELECT * FROM mall_items WHERE merchant_id = ${merchantId} ${activeOnly ? sql`AND active` : sql``}
        ORDER BY sort, id`,
    ),

  item: async (db: Db, merchantId: number, id: number): Promise<Row | undefined> =>
    (await q(db, sql`SELECT * FROM mall_items WHERE id = ${id} AND merchant_id = ${merchantId} AND active`))[0],

  /** Takes one from a stocked item: never below zero, whatever runs at the same time. */
  takeStock: async (db: Db, id: number): Promise<boolean> =>
    (
      await q(
        db,
        sql`UPDATE mall_items SET stock = stock - 1 WHERE id = ${id} AND stock IS NOT NULL AND stock > 0 RETURNING id`,
      )
    ).length > 0,

  giveStockBack: (db: Db, id: number) =>
    q(db, sql`UPDATE mall_items SET stock = stock + 1 WHERE id = ${id} AND stock IS NOT NULL`),

  /** Inserts a redemption; null when this member already sent this request id (a retry). */
  insert: async (db: Db, r: NewRedemption): Promise<number | null> => {
    const [row] = await q(
      db,
      sql`INSERT INTO point_redemptions (merchant_id, member_id, kind, item_id, points, cash, address, status, request_id)
        VALUES (${r.merchantId}, ${r.memberId}, ${r.kind}, ${r.itemId}, ${r.points.toString()}::bigint,
          ${r.cash === null ? null : r.cash.toString()}::bigint, ${r.address}, ${r.status}, ${r.requestId})
        ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
    );
    return row ? int(row.id) : null;
  },

  byRequest: async (db: Db, memberId: number, requestId: string): Promise<Row | undefined> =>
    (
      await q(
        db,
        sql`SELECT ${REDEMPTION} FROM point_redemptions r LEFT JOIN mall_items i ON i.id = r.item_id
          WHERE r.member_id = ${memberId} AND r.request_id = ${requestId}`,
      )
    )[0],

  one: async (db: Db, id: number): Promise<Row | undefined> =>
    (
      await q(
        db,
        sql`SELECT ${REDEMPTION}, r.member_id, r.merchant_id FROM point_redemptions r
          LEFT JOIN mall_items i ON i.id = r.item_id WHERE r.id = ${id}`,
      )
    )[0],

  page: async (db: Db, memberId: number, limit: number, offset: number) => {
    const rows = await q(
      db,
      sql`SELECT ${REDEMPTION} FROM point_redemptions r LEFT JOIN mall_items i ON i.id = r.item_id
        WHERE r.member_id = ${memberId} ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    const [c] = await q(db, sql`SELECT count(*)::int AS n FROM point_redemptions WHERE member_id = ${memberId}`);
    return { rows, total: int(c?.n) };
  },

  /** Settles an in-process redemption; false when it was already decided (or a parallel decision won). */
  decide: async (db: Db, id: number, status: 'approved' | 'rejected', operatorId: number, note: string | null) =>
    (
      await q(
        db,
        sql`UPDATE point_redemptions SET status = ${status}, decided_by = ${operatorId}, decided_at = now(), note = ${note}
          WHERE id = ${id} AND status = 'in_process' RETURNING id`,
      )
    ).length > 0,

  /** The console's queue: redemptions of a status with the member, the brand and the deciding operator. */
  queue: async (db: Db, status: string, limit: number, offset: number) => {
    const rows = await q(
      db,
      sql`SELECT ${REDEMPTION}, m.username, mc.code AS merchant_code, o.username AS decided_by_name
        FROM point_redemptions r
        JOIN members m ON m.id = r.member_id
        JOIN merchants mc ON mc.id = r.merchant_id
        LEFT JOIN mall_items i ON i.id = r.item_id
        LEFT JOIN operators o ON o.id = r.decided_by
        WHERE r.status = ${status} AND r.kind = 'item'
        ORDER BY r.id ${status === 'in_process' ? sql`ASC` : sql`DESC`} LIMIT ${limit} OFFSET ${offset}`,
    );
    const [c] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM point_redemptions WHERE status = ${status} AND kind = 'item'`,
    );
    return { rows, total: int(c?.n) };
  },
};
