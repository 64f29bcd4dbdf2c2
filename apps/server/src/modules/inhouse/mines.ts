import type { Db } from '../../db/client.ts';
import { minesPayout } from './games.ts';
import { type MinesRound, minesRepo } from './mines-repo.ts';

/**
 * Mines rounds on the server. The layout never leaves it until the round ends, and every step is decided under the
 * round's row lock or by a conditional update, so a reveal and a cash-out sent together cannot both win.
 *   pending (bet being placed: no nonce, no layout) -> open (bet placed; nonce and layout taken in the same commit)
 *   -> lost | cashed (the win owed recorded with the status);  pending -> void (bet refused, or given back: no nonce
 *   was taken, nothing was decided). An open round left past its brand's time-out is cashed out as it stands.
 * The round's last call to the wallet (its win, or the rollback of a void round's bet) is settled once the wallet
 * answered it; until then the settlement job sends it again (settlement.ts).
 */

export type { MinesRound } from './mines-repo.ts';

export async function recordPending(tx: Db, r: { roundId: string; memberId: number; mines: number; bet: bigint }) {
  await minesRepo.insertPending(tx, r);
}

/**
 * pending -> open with its outcome, in the transaction that takes the round's nonce (so a rotation sees it); false
 * when the round was no longer pending (a stale round voided meanwhile).
 */
export const openPending = (
  tx: Db,
  r: { roundId: string; seedId: number; clientSeed: string; nonce: number; layout: number[] },
) => minesRepo.openPending(tx, r);

/** pending -> void for a bet the wallet refused (nothing owed). */
export const refusePending = (db: Db, roundId: string) => minesRepo.refusePending(db, roundId);

/** Pending rounds whose start never finished (a crash around the bet): they can be voided. */
export const stalePending = (db: Db, memberId: number): Promise<string[]> => minesRepo.stalePendingIds(db, memberId);

/** The member's round being played, to resume (a page load after a crash or a closed tab). */
export const currentRound = (db: Db, memberId: number) => minesRepo.openRoundOf(db, memberId);

/** The member's open rounds past their brand's time-out at `now`. */
export const expiredRounds = (db: Db, memberId: number, now = new Date()) =>
  minesRepo.expiredOpenIds(db, now, memberId, 100);

export type Reveal =
  | { over: true }
  | { over: false; mine: true; round: MinesRound }
  | { over: false; mine: false; round: MinesRound };

export async function revealTile(db: Db, memberId: number, roundId: string, tile: number): Promise<Reveal> {
  return db.transaction(async (tx) => {
    const round = await minesRepo.lockRound(tx, memberId, roundId);
    if (round?.status !== 'open') return { over: true as const };
    round.revealed = [...new Set([...round.revealed, tile])];
    const mine = round.layout.includes(tile);
    await minesRepo.saveReveal(tx, roundId, round.revealed, mine ? 'lost' : 'open');
    if (mine) Object.assign(round, { status: 'lost', payout: 0n });
    return { over: false as const, mine, round };
  });
}

/** What cashing out pays for the tiles revealed (games.ts: the stake back for none). */
export const cashOutPayout = (r: { bet: bigint; mines: number; revealed: number[] }) =>
  minesPayout(r.bet, r.mines, r.revealed.length);

/** Whether a cashed round was paid at the brand's maxWin rather than its tiles' win. */
export const minesCapped = (r: MinesRound) => r.status === 'cashed' && r.payout !== null && r.payout < cashOutPayout(r);

/**
 * open -> cashed, owing its payout (at most `maxWin`; null: the maxWin of the member's brand); a round already cashed
 * is answered as it was (`again`), so a cash-out sent again (its answer lost) gets the same payout. Null when the
 * round is neither (lost, void, pending or not this member's). `memberId` null: any member's (the time-out);
 * `claimedUntil`: the settlement job sends the win itself.
 */
export async function cashOut(
  db: Db,
  memberId: number | null,
  roundId: string,
  claimedUntil: Date | null = null,
  maxWin: bigint | null = null,
): Promise<{ round: MinesRound & { payout: bigint }; again: boolean } | null> {
  return db.transaction(async (tx) => {
    const round = await minesRepo.lockRound(tx, memberId, roundId);
    if (round?.status === 'cashed' && round.payout !== null)
      return { round: { ...round, payout: round.payout }, again: true };
    if (round?.status !== 'open') return null;
    const payout = await minesRepo.saveCashOut(tx, roundId, cashOutPayout(round), claimedUntil, maxWin);
    return { round: { ...round, status: 'cashed' as const, payout }, again: false };
  });
}

/**
 * What a finished round's record keeps so the player can verify it: the seed pair's hash, and the client seed and
 * nonce the round was dealt with (the pair's client seed may have changed while it was played).
 */
export async function minesProof(db: Db, round: MinesRound) {
  return {
    game: 'mines',
    mines: round.mines,
    layout: round.layout,
    revealed: round.revealed,
    nonce: round.nonce,
    serverHash: await minesRepo.serverHash(db, round.seedId),
    clientSeed: round.clientSeed,
    ...(minesCapped(round) ? { capped: true } : {}),
  };
}
