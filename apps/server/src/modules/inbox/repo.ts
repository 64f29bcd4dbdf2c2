import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, q, type Row } from '../../db/rows.ts';

/** Who is reading: what decides which group messages reach them. */
export interface Viewer {
  memberId: number;
  merchantId: number;
  isAgent: boolean;
  /** The member's VIP rank now (0 below the first level). */
  rank: number;
  /** Group messages reach members who had joined when they were sent. */
  joinedAt: string;
}

/** The messages a member sees: their own, and their brand's group messages sent since they joined. */
const visible = (v: Viewer) => sql`m.merchant_id = ${v.merchantId} AND (
  m.member_id = ${v.memberId}
  OR (m.member_id IS NULL AND m.created_at >= ${v.joinedAt}::timestamptz AND (
    m.audience = 'all'
    OR (m.audience = 'agents' AND ${v.isAgent})
    OR (m.audience = 'vip' AND m.vip_rank <= ${v.rank}))))`;

export interface NewMessage {
  merchantId: number;
  audience: 'member' | 'vip' | 'agents' | 'all';
  memberId?: number | null;
  vipRank?: number | null;
  source: 'operator' | 'system';
  texts?: Record<string, { title: string; body: string }>;
  template?: string | null;
  params?: Record<string, string>;
  eventKey?: string | null;
  sentBy?: number | null;
}

export const inboxRepo = {
  /** When the member joined (the session does not carry it). */
  joinedAt: async (db: Db, memberId: number): Promise<string> => {
    const [r] = await q(db, sql`SELECT created_at FROM members WHERE id = ${memberId}`);
    return r ? iso(r.created_at) : new Date().toISOString();
  },

  /** Inserts a message; an event key already used adds nothing and answers null. */
  insert: async (db: Db, m: NewMessage): Promise<number | null> => {
    const [r] = await q(
      db,
      sql`INSERT INTO inbox_messages (merchant_id, audience, member_id, vip_rank, source, texts, template, params, event_key, sent_by)
          VALUES (${m.merchantId}, ${m.audience}, ${m.memberId ?? null}, ${m.vipRank ?? null}, ${m.source},
                  ${JSON.stringify(m.texts ?? {})}::jsonb, ${m.template ?? null}, ${JSON.stringify(m.params ?? {})}::jsonb,
                  ${m.eventKey ?? null}, ${m.sentBy ?? null})
          ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    );
    return r ? int(r.id) : null;
  },

  page: async (db: Db, v: Viewer, limit: number, offset: number): Promise<Row[]> =>
    q(
      db,
      sql`SELECT m.id, m.source, m.texts, m.template, m.params, m.created_at, (r.member_id IS NOT NULL) AS read
          FROM inbox_messages m
          LEFT JOIN inbox_reads r ON r.message_id = m.id AND r.member_id = ${v.memberId}
          WHERE ${visible(v)}
          ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),

  counts: async (db: Db, v: Viewer) => {
    const [r] = await q(
      db,
      sql`SELECT count(*) AS total, count(*) FILTER (WHERE r.member_id IS NULL) AS unread
          FROM inbox_messages m
          LEFT JOIN inbox_reads r ON r.message_id = m.id AND r.member_id = ${v.memberId}
          WHERE ${visible(v)}`,
    );
    return { total: int(r?.total), unread: int(r?.unread) };
  },

  /** Marks one message read; false when the member cannot see it (someone else's, or no such message). */
  markRead: async (db: Db, v: Viewer, id: number): Promise<boolean> => {
    const [seen] = await q(db, sql`SELECT m.id FROM inbox_messages m WHERE m.id = ${id} AND ${visible(v)}`);
    if (!seen) return false;
    await q(
      db,
      sql`INSERT INTO inbox_reads (member_id, message_id) VALUES (${v.memberId}, ${id}) ON CONFLICT DO NOTHING`,
    );
    return true;
  },

  markAllRead: async (db: Db, v: Viewer) => {
    await q(
      db,
      sql`INSERT INTO inbox_reads (member_id, message_id)
          SELECT ${v.memberId}, m.id FROM inbox_messages m WHERE ${visible(v)}
          ON CONFLICT DO NOTHING`,
    );
  },

  /** Operators' messages, newest first, with how many members opened each. */
  sent: async (db: Db, limit: number, offset: number) => {
    const rows = await q(
      db,
      sql`SELECT m.id, b.code AS merchant_code, m.audience, mb.username, m.vip_rank, m.texts, o.username AS sent_by,
                 m.created_at, (SELECT count(*) FROM inbox_reads r WHERE r.message_id = m.id) AS read_count
          FROM inbox_messages m
          JOIN merchants b ON b.id = m.merchant_id
          LEFT JOIN members mb ON mb.id = m.member_id
          LEFT JOIN operators o ON o.id = m.sent_by
          WHERE m.source = 'operator'
          ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    const [c] = await q(db, sql`SELECT count(*) AS n FROM inbox_messages WHERE source = 'operator'`);
    return { rows, total: int(c?.n) };
  },

  /** A member of a brand by username (null when there is none). */
  memberByUsername: async (db: Db, merchantId: number, username: string) => {
    const [r] = await q(
      db,
      sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND username = lower(${username}) AND kind = 'member'`,
    );
    return r ? int(r.id) : null;
  },
};
