import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { ticketsRepo } from './tickets-repo.ts';

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
  const made = await ticketsRepo.insertTicket(db, {
    ticketHash: tokenHash(ticket),
    memberId: t.memberId,
    nodeId: t.nodeId,
    provider: t.provider,
    sessionHash: t.sessionHash,
    idleMinutes: TICKET_IDLE_MINUTES,
  });
  if (!made) throw new AppError('unauthorized');
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
 * idle expiry, capped by its member session; a revoked or expired session (locking the member revokes them) ends it.
 */
export async function memberOfTicket(db: Db, ticket: string, provider?: string): Promise<TicketHolder | null> {
  const s = await ticketsRepo.useTicket(db, tokenHash(ticket), provider, TICKET_IDLE_MINUTES);
  return s
    ? {
        memberId: s.memberId,
        nodeId: s.nodeId,
        vassalage: s.vassalage,
        provider: s.provider,
        asset: s.fun ? 'FUN' : 'CASH',
      }
    : null;
}

/**
 * The brand of the member a live ticket was launched for (its code), without using the ticket: a game page takes its
 * member's brand colours from it, whatever host serves the page.
 */
export const ticketBrand = (db: Db, ticket: string): Promise<string | null> =>
  ticketsRepo.brandOf(db, tokenHash(ticket));
