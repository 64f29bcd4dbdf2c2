import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, q, str } from '../../db/rows.ts';
import { forgetMemberSessions } from '../../platform/session-cache.ts';

type Label = { text: string; color: string; background: string };
type Dir = 'asc' | 'desc';

export async function addNote(db: Db, memberId: number, operatorId: number, body: string) {
  const [r] = await q(
    db,
    sql`INSERT INTO member_notes (member_id, operator_id, body) VALUES (${memberId}, ${operatorId}, ${body})
      RETURNING id, created_at, (SELECT username FROM operators WHERE id = ${operatorId}) AS operator`,
  );
  return { id: int(r?.id), body, operator: str(r?.operator), createdAt: iso(r?.created_at) };
}

/** A member's notes with their authors, newest first. */
export async function notePage(db: Db, memberId: number, f: { dir: Dir; page: number; size: number }) {
  const rows = await q(
    db,
    sql`SELECT n.id, n.body, n.created_at, o.username AS operator FROM member_notes n
      JOIN operators o ON o.id = n.operator_id WHERE n.member_id = ${memberId}
      ORDER BY n.id ${f.dir === 'asc' ? sql`ASC` : sql`DESC`} LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM member_notes WHERE member_id = ${memberId}`);
  return {
    rows: rows.map((r) => ({
      id: int(r.id),
      body: str(r.body),
      operator: str(r.operator),
      createdAt: iso(r.created_at),
    })),
    total: int(count?.n),
  };
}

/** Replaces the member's labels (inside the caller's transaction); answers those before, or null for no member. */
export async function setLabels(db: Db, memberId: number, labels: Label[]) {
  const [r] = await q(db, sql`SELECT labels FROM members WHERE id = ${memberId} FOR UPDATE`);
  if (!r) return null;
  await q(db, sql`UPDATE members SET labels = ${JSON.stringify(labels)}::jsonb WHERE id = ${memberId}`);
  return (Array.isArray(r.labels) ? r.labels : []) as Label[];
}

/**
 * Asks the member for a new password: the flag holds their next password sign-in, and their live sessions are held
 * for the change at once. Answers how many sessions were held, or null for an unknown member.
 */
export async function requirePasswordChange(db: Db, memberId: number) {
  const r = await q(db, sql`UPDATE members SET password_change_required = true WHERE id = ${memberId} RETURNING id`);
  if (r.length === 0) return null;
  const held = await q(
    db,
    sql`UPDATE member_sessions SET must_change_password = true
      WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > now() RETURNING token_hash`,
  );
  forgetMemberSessions(memberId);
  return held.length;
}
