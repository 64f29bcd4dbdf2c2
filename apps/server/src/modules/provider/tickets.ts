import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { TRIAL } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { tokenHash } from '../../platform/secrets.ts';

/**
 * Launch tickets: what a provider's game page holds to name the player. A ticket belongs to the provider of the game
 * it was launched for and to the member session that launched it; it lapses after TICKET_IDLE_MINUTES without use,
 * each use extends it, and it never outlives that session (logout, password change, any revocation end it at once).
 */
export const TICKET_IDLE_MINUTES = 30;

export type PlayAsset = 'CASH' | 'FUN';

/** The provider that plays a game engine: `inhouse:slot` -> INHOUSE, `demo:table` -> DEMO. */
export const providerOfEngine = (engine: string) => (engine.split(':')[0] ?? '').toUpperCase();

/** A fresh ticket (stored hashed) for the member's live session `sessionHash`. */
export async function issueTicket(
  db: Db,
  t: { memberId: number; sessionHash: string; nodeId: number; provider: string },
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  const made = await q(
    db,
    sql`INSERT INTO game_sessions (ticket_hash, member_id, node_id, provider, session_hash, expires_at)
      SELECT ${tokenHash(ticket)}, ${t.memberId}, ${t.nodeId}, ${t.provider}, ms.token_hash,
        LEAST(now() + make_interval(mins => ${TICKET_IDLE_MINUTES}), ms.expires_at)
      FROM member_sessions ms
      WHERE ms.token_hash = ${t.sessionHash} AND ms.member_id = ${t.memberId} AND ms.revoked_at IS NULL AND ms.expires_at > now()
      RETURNING ticket_hash`,
  );
  if (made.length === 0) throw new AppError('unauthorized');
  return ticket;
}

export interface TicketHolder {
  memberId: number;
  nodeId: number;
  vassalage: string;
  provider: string;
  /** What the player bets with: a trial account's fun money, or cash. */
  asset: PlayAsset;
}

/**
 * The member behind a live ticket (for `provider` when given, else for any), or null. A use extends the ticket's
 * idle expiry, capped by its member session; a revoked or expired session, or a disabled member, ends it.
 */
export async function memberOfTicket(db: Db, ticket: string, provider?: string): Promise<TicketHolder | null> {
  const [s] = await q(
    db,
    sql`UPDATE game_sessions s SET expires_at = LEAST(now() + make_interval(mins => ${TICKET_IDLE_MINUTES}), ms.expires_at)
      FROM member_sessions ms, members m, games g
      WHERE s.ticket_hash = ${tokenHash(ticket)} AND s.expires_at > now() AND s.provider = COALESCE(${provider ?? null}::text, s.provider)
        AND ms.token_hash = s.session_hash AND ms.revoked_at IS NULL AND ms.expires_at > now()
        AND m.id = s.member_id AND NOT m.disabled AND g.node_id = s.node_id
      RETURNING s.member_id, s.node_id, g.vassalage, s.provider, m.is_agent = ${TRIAL} AS fun`,
  );
  return s
    ? {
        memberId: Number(s.member_id),
        nodeId: Number(s.node_id),
        vassalage: String(s.vassalage),
        provider: String(s.provider),
        asset: s.fun === true ? 'FUN' : 'CASH',
      }
    : null;
}
