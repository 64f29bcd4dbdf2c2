import type { Db } from '../../db/client.ts';
import { roundsRepo } from './rounds-repo.ts';

/**
 * Slot and dice rounds on the server: pending (recorded before the bet, nothing decided) -> decided (the bet taken;
 * seed pair, nonce, outcome and the win owed recorded in the commit that takes the nonce) | void (the bet refused, or
 * given back). The wallet closes a decided round with its win and a void one with the rollback of its bet; the round
 * is settled once the wallet answered that call (settlement.ts).
 */

export const recordRound = (db: Db, r: { roundId: string; memberId: number; game: string; bet: bigint }) =>
  roundsRepo.insertPending(db, r);

/** pending -> decided, in the nonce's transaction; false when the round was given up meanwhile. */
export const decideRound = (
  tx: Db,
  r: { roundId: string; seedId: number; nonce: number; payout: bigint; detail: unknown },
): Promise<boolean> => roundsRepo.decide(tx, r);

/** pending -> void for a bet the wallet refused (nothing owed). */
export const refuseRound = (db: Db, roundId: string) => roundsRepo.refusePending(db, roundId);
