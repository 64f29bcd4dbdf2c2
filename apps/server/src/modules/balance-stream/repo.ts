import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

const list = (values: string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** SQL of the live balance: one-time stream tickets and the watcher rows that switch the ledger's notifications on. */
export const streamRepo = {
  async addTicket(db: Db, t: { hash: string; memberId: number; sessionHash: string; ttlSeconds: number }) {
    await q(
      db,
      sql`INSERT INTO balance_stream_tickets (ticket_hash, member_id, session_hash, expires_at)
          VALUES (${t.hash}, ${t.memberId}, ${t.sessionHash}, now() + make_interval(secs => ${t.ttlSeconds}))`,
    );
  },

  /**
   * Spends a ticket: deleted as it is read, so a second use finds nothing. Null when unknown or expired; with the
   * brand of its member.
   */
  async takeTicket(
    db: Db,
    hash: string,
  ): Promise<{ memberId: number; merchantId: number; sessionHash: string } | null> {
    const [row] = await q(
      db,
      sql`DELETE FROM balance_stream_tickets t USING members m
          WHERE t.ticket_hash = ${hash} AND m.id = t.member_id
          RETURNING t.member_id, m.merchant_id, t.session_hash, t.expires_at > now() AS live`,
    );
    return row?.live
      ? { memberId: Number(row.member_id), merchantId: Number(row.merchant_id), sessionHash: String(row.session_hash) }
      : null;
  },

  async watch(db: Db, streamId: string, memberId: number, ttlSeconds: number) {
    await q(
      db,
      sql`INSERT INTO balance_watchers (stream_id, member_id, expires_at)
          VALUES (${streamId}, ${memberId}, now() + make_interval(secs => ${ttlSeconds}))`,
    );
  },

  async unwatch(db: Db, streamIds: string[]) {
    if (streamIds.length) await q(db, sql`DELETE FROM balance_watchers WHERE stream_id IN (${list(streamIds)})`);
  },

  /** Keeps this instance's watchers alive and sweeps what died with other instances, and spent-out tickets. */
  async refresh(db: Db, streamIds: string[], ttlSeconds: number) {
    if (streamIds.length)
      await q(
        db,
        sql`UPDATE balance_watchers SET expires_at = now() + make_interval(secs => ${ttlSeconds})
            WHERE stream_id IN (${list(streamIds)})`,
      );
    await q(db, sql`DELETE FROM balance_watchers WHERE expires_at < now()`);
    await q(db, sql`DELETE FROM balance_stream_tickets WHERE expires_at < now()`);
  },

  /** Which of these sessions are still open (not revoked, not expired, member not disabled). */
  async liveSessions(db: Db, sessionHashes: string[]): Promise<Set<string>> {
    if (!sessionHashes.length) return new Set();
    const rows = await q(
      db,
      sql`SELECT s.token_hash FROM member_sessions s JOIN members m ON m.id = s.member_id
          WHERE s.token_hash IN (${list(sessionHashes)}) AND s.revoked_at IS NULL AND s.expires_at > now()
            AND NOT m.disabled`,
    );
    return new Set(rows.map((r) => String(r.token_hash)));
  },
};
