import type { Db } from '../../db/client.ts';
import { steppedGame } from './originals.ts';
import { type Fraction, payoutOf } from './stepped.ts';
import { type SteppedRound, steppedRepo } from './stepped-repo.ts';
import { stakesRepo } from './stepped-stakes-repo.ts';

/**
 * Stepped rounds on the server, with Mines' guarantees (mines.ts): the deal never leaves the server until the round
 * ends, and every step and the cash-out are decided under the round's row lock, so a step and a cash-out sent together
 * cannot both win.
 *   pending (bet being placed: no nonce, no deal) -> open (bet placed; nonce and deal taken in the same commit)
 *   -> lost | cashed (the win owed recorded with the status);  pending -> void (bet refused or given back).
 * A step that leaves nothing to play (the top floor, the last card) cashes out with it. An open round left past its
 * brand's time-out is cashed out as it stands. The wallet's last call is resent by the settlement job (settlement.ts).
 */

export type { SteppedRound } from './stepped-repo.ts';

/** The round's multiplier after its steps so far. */
export const multiplierOf = (r: SteppedRound): Fraction => steppedGame(r.game).multiplier(r.deal, r.moves, r.params);

/** What cashing out pays now: the stake times the multiplier, rounded up (or the game's own payout). */
export function cashOutPayout(r: SteppedRound): bigint {
  const g = steppedGame(r.game);
  return g.payout ? g.payout(r.bet, r.deal, r.moves, r.params) : payoutOf(r.bet, multiplierOf(r));
}

/** Whether a cashed round was paid at the brand's maxWin rather than its steps' win. */
export const steppedCapped = (r: SteppedRound) =>
  r.status === 'cashed' && r.payout !== null && r.payout < cashOutPayout(r);

export type Step =
  | { over: true }
  | { over: false; refused: 'invalid' | 'busy' }
  | { over: false; refused: null; lost: boolean; ended: boolean; round: SteppedRound };

/**
 * One step of the member's open round of `kind`, under its lock: refused when the round is over (or another game's)
 * or the move not allowed, or (`busy`) while one of its extra stakes is unresolved. `stakeSeq`: the move's extra
 * stake, placed in the wallet, is marked placed in the step's commit (void, owing its rollback, if the step is refused).
 */
export async function takeStep(
  db: Db,
  memberId: number,
  kind: string,
  roundId: string,
  move: unknown,
  maxWin: bigint | null = null,
  stakeSeq: number | null = null,
): Promise<Step> {
  return db.transaction(async (tx) => {
    const round = await steppedRepo.lockRound(tx, memberId, roundId);
    const refuse = async (refused: 'invalid' | 'busy') => {
      if (stakeSeq !== null) await stakesRepo.voidPending(tx, roundId, stakeSeq);
      return { over: false as const, refused };
    };
    if (round?.status !== 'open' || round.game !== kind) {
      if (stakeSeq !== null) await stakesRepo.voidPending(tx, roundId, stakeSeq);
      return { over: true as const };
    }
    const g = steppedGame(round.game);
    if (g.stake && (await stakesRepo.unresolved(tx, roundId, stakeSeq))) return refuse('busy');
    if (!g.allowed(round.deal, round.moves, move, round.params)) return refuse('invalid');
    if (stakeSeq !== null && !(await stakesRepo.place(tx, roundId, stakeSeq))) return refuse('busy');
    const { over, lost } = g.step(round.deal, round.moves, move, round.params);
    round.moves = [...round.moves, move];
    const end = lost
      ? { status: 'lost' as const, payout: 0n }
      : over
        ? { status: 'cashed' as const, payout: cashOutPayout(round) }
        : null;
    const payout = await steppedRepo.saveMoves(tx, roundId, round.moves, end, maxWin);
    if (end) Object.assign(round, end, { payout });
    return { over: false as const, refused: null, lost, ended: end !== null, round };
  });
}

/**
 * open -> cashed, owing its payout (at most `maxWin`; null: the member's brand's); a round already cashed is answered as it was (`again`). Null when the round is
 * neither; `early` when the game allows no cash-out yet. `memberId` null: any member's (the time-out, which cashes out
 * as the round stands whatever the game allows, or completes it with the game's default moves: lost or cashed, and
 * never while an extra stake of it is unresolved); `claimedUntil`: the settlement job sends the win itself.
 */
export async function cashOut(
  db: Db,
  memberId: number | null,
  roundId: string,
  claimedUntil: Date | null = null,
  maxWin: bigint | null = null,
): Promise<{ round: SteppedRound & { payout: bigint }; again: boolean } | { early: true } | null> {
  return db.transaction(async (tx) => {
    const round = await steppedRepo.lockRound(tx, memberId, roundId);
    if (round?.status === 'cashed' && round.payout !== null)
      return { round: { ...round, payout: round.payout }, again: true };
    if (round?.status !== 'open') return null;
    const g = steppedGame(round.game);
    if (memberId !== null && !g.cashable(round.deal, round.moves, round.params)) return { early: true as const };
    if (memberId === null && g.finish) {
      if (g.stake && (await stakesRepo.unresolved(tx, roundId, null))) return null;
      round.moves = [...round.moves, ...g.finish(round.deal, round.moves, round.params)];
      const owed = cashOutPayout(round);
      const end = { status: owed === 0n ? ('lost' as const) : ('cashed' as const), payout: owed };
      const paid = await steppedRepo.saveMoves(tx, roundId, round.moves, end, maxWin, claimedUntil);
      return { round: { ...round, ...end, payout: paid ?? 0n }, again: false };
    }
    const payout = await steppedRepo.saveCashOut(tx, roundId, cashOutPayout(round), claimedUntil, maxWin);
    return { round: { ...round, status: 'cashed' as const, payout }, again: false };
  });
}

/** A finished round's proof: its choices, deal and steps, the seed pair's hash, client seed and nonce it was dealt with. */
export async function steppedProof(db: Db, round: SteppedRound) {
  return {
    game: round.game,
    // A game whose steps decide what the deal's cards are used for (blackjack) gives them to the verification page.
    params: steppedGame(round.game).movesInProof ? { ...round.params, moves: round.moves } : round.params,
    deal: round.deal,
    moves: round.moves,
    nonce: round.nonce,
    serverHash: await steppedRepo.serverHash(db, round.seedId),
    clientSeed: round.clientSeed,
    ...(steppedCapped(round) ? { capped: true } : {}),
  };
}

/** The win a stepped round that ended owes, with its proof. */
export const steppedWin = async (db: Db, round: SteppedRound & { payout: bigint }) => ({
  roundId: round.roundId,
  memberId: round.memberId,
  payout: round.payout,
  detail: await steppedProof(db, round),
});
