import type { Db } from '../../db/client.ts';
import { type MinesRound, minesRepo } from './mines-repo.ts';

/**
 * Mines rounds on the server. The layout never leaves it until the round ends, and every step is decided under the
 * round's row lock or by a conditional update, so a reveal and a cash-out sent together cannot both win.
 *   pending (nonce taken, bet not yet placed) -> open (bet placed) -> lost | cashed;  pending -> void (bet failed)
 */

export type { MinesRound } from './mines-repo.ts';

export async function recordPending(
  tx: Db,
  r: { roundId: string; memberId: number; seedId: number; nonce: number; mines: number; layout: number[]; bet: bigint },
) {
  await minesRepo.insertPending(tx, r);
}

/** pending -> open or void; false when the round was no longer pending (a stale round voided meanwhile). */
export const settlePending = (db: Db, roundId: string, to: 'open' | 'void'): Promise<boolean> =>
  minesRepo.settlePending(db, roundId, to);

/** Pending rounds whose start never finished (a crash between the nonce and the bet): they can be voided. */
export const stalePending = (db: Db, memberId: number): Promise<string[]> => minesRepo.stalePendingIds(db, memberId);

export type Reveal =
  | { over: true }
  | { over: false; mine: true; round: MinesRound }
  | { over: false; mine: false; round: MinesRound };

export async function revealTile(db: Db, memberId: number, roundId: string, tile: number): Promise<Reveal> {
  return db.transaction(async (tx) => {
    const locked = await minesRepo.lockRound(tx, memberId, roundId);
    if (!locked?.open) return { over: true as const };
    const { round } = locked;
    round.revealed = [...new Set([...round.revealed, tile])];
    const mine = round.layout.includes(tile);
    await minesRepo.saveReveal(tx, roundId, round.revealed, mine ? 'lost' : 'open');
    return { over: false as const, mine, round };
  });
}

/** open -> cashed; null when the round is not open (already lost, cashed or not this member's). */
export const cashOut = (db: Db, memberId: number, roundId: string): Promise<MinesRound | null> =>
  minesRepo.cashOut(db, memberId, roundId);

/** What a finished round's record keeps so the player can verify it: the seed pair's hash and client seed, the nonce. */
export async function minesProof(db: Db, round: MinesRound) {
  const seed = await minesRepo.seedPair(db, round.seedId);
  return {
    game: 'mines',
    mines: round.mines,
    layout: round.layout,
    revealed: round.revealed,
    nonce: round.nonce,
    serverHash: seed.serverHash,
    clientSeed: seed.clientSeed,
  };
}
