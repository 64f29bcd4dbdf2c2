import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';

const columns = sql`f.id, f.type, f.content, f.image_ids, f.status, f.answer, f.answered_at, f.created_at`;

export const feedbackRepo = {
  insert: async (
    db: Db,
    f: { merchantId: number; memberId: number; type: string; content: string; imageIds: number[] },
  ): Promise<number> => {
    const [r] = await q(
      db,
      sql`INSERT INTO feedback (merchant_id, member_id, type, content, image_ids)
          VALUES (${f.merchantId}, ${f.memberId}, ${f.type}, ${f.content}, ${`{${f.imageIds.join(',')}}`}::int[])
          RETURNING id`,
    );
    return int(r?.id);
  },

  ofMember: async (db: Db, memberId: number, limit: number, offset: number) => {
    const rows = await q(
      db,
      sql`SELECT ${columns} FROM feedback f WHERE f.member_id = ${memberId} ORDER BY f.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    const [c] = await q(db, sql`SELECT count(*) AS n FROM feedback WHERE member_id = ${memberId}`);
    return { rows, total: int(c?.n) };
  },

  sentInLastHour: async (db: Db, memberId: number) => {
    const [r] = await q(
      db,
      sql`SELECT count(*) AS n FROM feedback WHERE member_id = ${memberId} AND created_at > now() - interval '1 hour'`,
    );
    return int(r?.n);
  },

  oneOfMember: async (db: Db, memberId: number, id: number): Promise<Row | undefined> =>
    (await q(db, sql`SELECT ${columns} FROM feedback f WHERE f.id = ${id} AND f.member_id = ${memberId}`))[0],

  /** Every brand's feedback for the operators, newest first, optionally by status. */
  list: async (db: Db, status: string | undefined, limit: number, offset: number) => {
    const where = status ? sql`WHERE f.status = ${status}` : sql``;
    const rows = await q(
      db,
      sql`SELECT ${columns}, f.member_id, m.username, b.code AS merchant_code, o.username AS answered_by
          FROM feedback f
          JOIN members m ON m.id = f.member_id
          JOIN merchants b ON b.id = f.merchant_id
          LEFT JOIN operators o ON o.id = f.answered_by
          ${where} ORDER BY f.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    const [c] = await q(db, sql`SELECT count(*) AS n FROM feedback f ${where}`);
    return { rows, total: int(c?.n) };
  },

  imageIds: async (db: Db, id: number): Promise<number[] | null> => {
    const [r] = await q(db, sql`SELECT image_ids FROM feedback WHERE id = ${id}`);
    return r ? ((r.image_ids as number[]) ?? []).map(Number) : null;
  },

  exists: async (db: Db, id: number) => (await q(db, sql`SELECT 1 FROM feedback WHERE id = ${id}`)).length > 0,

  /** Records the one answer; null when there is no pending feedback of that id (a second answer changes nothing). */
  answer: async (db: Db, id: number, answer: string, operatorId: number) =>
    (
      await q(
        db,
        sql`UPDATE feedback SET status = 'answered', answer = ${answer}, answered_by = ${operatorId}, answered_at = now()
            WHERE id = ${id} AND status = 'pending' RETURNING merchant_id, member_id, type`,
      )
    )[0] ?? null,
};
