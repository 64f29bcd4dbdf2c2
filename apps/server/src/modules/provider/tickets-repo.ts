import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { TRIAL } from '../../platform/auth.ts';

/**
 * Launch tickets' rows (game_sessions), checked against the member's session (member_sessions; locking a member ends its
 * sessions). A ticket is made with its game's vendor and the money it plays with, read from the member (members) and
 * the game (games): tables of the accounts and games modules.
 */

export interface TicketRow {
  memberId: number;
  nodeId: number;
  vassalage: string;
  provider: string;
  /** A trial account's ticket: it plays with fun money. */
  fun: boolean;
}

export const ticketsRepo = {
  /**
   * Stores the ticket for the member's live session, expiring with it at the latest, with its game's vendor and the money
   * it plays with (a bet reads both from the ticket); false when the session is not live.
   */
  insertTicket: async (
    db: Db,
    t: {
      ticketHash: string;
      memberId: number;
      nodeId: number;
      provider: string;
      sessionHash: string;
      idleMinutes: number;
    },
  ): Promise<boolean> => {
    const made = await q(
      db,
      sql`INSERT INTO game_sessions (ticket_hash, member_id, node_id, provider, session_hash, expires_at, vassalage, asset)
      SELECT ${t.ticketHash}, ${t.memberId}, ${t.nodeId}, ${t.provider}, ms.token_hash,
        LEAST(now() + make_interval(mins => ${t.idleMinutes}), ms.expires_at), g.vassalage,
        CASE WHEN m.is_agent = ${TRIAL} THEN 'FUN' ELSE 'CASH' END
      FROM member_sessions ms
      JOIN members m ON m.id = ms.member_id
      JOIN games g ON g.node_id = ${t.nodeId}
      WHERE ms.token_hash = ${t.sessionHash} AND ms.member_id = ${t.memberId} AND ms.revoked_at IS NULL AND ms.expires_at > now()
      RETURNING ticket_hash`,
    );
    return made.length > 0;
  },

  /** The brand code of a live ticket's member, read only (a game page's look); null when it is not live. */
  brandOf: async (db: Db, ticketHash: string): Promise<string | null> => {
    const [r] = await q(
      db,
      sql`SELECT mc.code FROM game_sessions s JOIN members m ON m.id = s.member_id JOIN merchants mc ON mc.id = m.merchant_id
        WHERE s.ticket_hash = ${ticketHash} AND s.expires_at > now()`,
    );
    return r ? String(r.code) : null;
  },

  /**
   * Extends a live ticket (of `provider` when given) and answers its holder; null when it is not live. Every wallet call
   * of a page starts here: the extension's commit need not wait for the disk (lost to a database crash, the ticket
   * lapses as it would have without this use).
   */
  useTicket: async (
    db: Db,
    ticketHash: string,
    provider: string | undefined,
    idleMinutes: number,
  ): Promise<TicketRow | null> => {
    const [s] = await q(
      db,
      sql`WITH async AS (SELECT set_config('synchronous_commit', 'off', true))
      UPDATE game_sessions s SET expires_at = LEAST(now() + make_interval(mins => ${idleMinutes}), ms.expires_at)
      FROM member_sessions ms, async
      WHERE s.ticket_hash = ${ticketHash} AND s.expires_at > now() AND s.provider = COALESCE(${provider ?? null}::text, s.provider)
        AND ms.token_hash = s.session_hash AND ms.revoked_at IS NULL AND ms.expires_at > now()
      RETURNING s.member_id, s.node_id, s.vassalage, s.provider, s.asset = 'FUN' AS fun`,
    );
    return s
      ? {
          memberId: Number(s.member_id),
          nodeId: Number(s.node_id),
          vassalage: String(s.vassalage),
          provider: String(s.provider),
          fun: s.fun === true,
        }
      : null;
  },
};
