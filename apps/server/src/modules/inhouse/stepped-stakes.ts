import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { steppedGame } from './originals.ts';
import { steppedRepo } from './stepped-repo.ts';
import { stakesRepo } from './stepped-stakes-repo.ts';
import { answered, type InhouseWallet, type WalletAnswer } from './wallet.ts';

/**
 * A move that carries an extra stake inside a stepped round (blackjack's double, split, insurance), on the round's
 * guarantees: the stake is recorded pending under the round's lock (the round then takes no other move: a double
 * and a stand sent together, one of them is refused), its bet is sent as its own wallet call (`<round>:x<seq>`, the
 * round's id), and the move is taken under the lock in the commit that marks the stake placed. A bet the wallet
 * refuses (not enough balance) leaves the round as it was; one whose answer never came, or whose move could no longer
 * be taken, is void and rolled back (`<round>:x<seq>:void`), resent by the settlement job until the wallet answers.
 * The round's win is one call once it is over, as every stepped round's.
 */

export const stakeTxId = (roundId: string, seq: number) => `${roundId}:x${seq}`;

export type Reserved =
  | { over: true }
  | { refused: 'invalid' | 'busy' }
  | { tooLarge: bigint }
  | { none: true }
  | { seq: number; amount: bigint };

/**
 * Under the round's lock: the stake `move` carries, recorded pending; `none` when it carries none, `tooLarge` when
 * the round's stakes with it would pass the brand's largest stake (`maxBet`).
 */
export async function reserveStake(
  db: Db,
  memberId: number,
  kind: string,
  roundId: string,
  move: unknown,
  maxBet: bigint,
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const round = await steppedRepo.lockRound(tx, memberId, roundId);
    if (round?.status !== 'open' || round.game !== kind) return { over: true as const };
    const g = steppedGame(kind);
    if (await stakesRepo.unresolved(tx, roundId, null)) return { refused: 'busy' as const };
    if (!g.allowed(round.deal, round.moves, move, round.params)) return { refused: 'invalid' as const };
    const amount = g.stake?.(round.bet, round.deal, round.moves, move, round.params) ?? 0n;
    if (amount <= 0n) return { none: true as const };
    if (round.bet + (await stakesRepo.placedSum(tx, roundId)) + amount > maxBet) return { tooLarge: maxBet };
    return { seq: await stakesRepo.insertPending(tx, roundId, move, amount), amount };
  });
}

/** Sends the stake's bet: the wallet's answer (OK or a refusal, which is recorded), or throws when it gave none. */
export async function sendStakeBet(
  db: Db,
  wallet: InhouseWallet,
  ticket: string,
  roundId: string,
  seq: number,
  amount: bigint,
): Promise<WalletAnswer> {
  const b = await wallet('bet', { ticket, txId: stakeTxId(roundId, seq), roundId, amount: formatMinor(amount) });
  if (b.status !== 'OK') await stakesRepo.refuse(db, roundId, seq, b.status);
  return b;
}

/** The rollback of a void stake's bet (given back once; refused later if the bet never arrived). */
export async function sendStakeRollback(db: Db, wallet: InhouseWallet, roundId: string, seq: number) {
  const tx = stakeTxId(roundId, seq);
  const a = await wallet('rollback', { txId: `${tx}:void`, refTxId: tx });
  if (!answered(a)) return null;
  await stakesRepo.settle(db, roundId, seq, a.status);
  return a;
}

/** A stake whose bet may have been taken and whose move was not: void, and its bet rolled back if owed. */
export async function abandonStake(db: Db, wallet: InhouseWallet, roundId: string, seq: number) {
  await stakesRepo.voidPending(db, roundId, seq);
  if (!(await stakesRepo.owesRollback(db, roundId, seq))) return null;
  return sendStakeRollback(db, wallet, roundId, seq);
}

/**
 * The settlement job's part for stakes (run before the rounds' time-outs): stakes left pending past `stale` are made
 * void, and every void stake's rollback unanswered since before `closedBefore` is sent again.
 */
export async function settleStakes(
  db: Db,
  wallet: InhouseWallet,
  o: { now: Date; stale: Date; closedBefore: Date; until: Date; batch: number },
) {
  const out = { sent: 0, refused: 0, unanswered: 0 };
  const owed = await stakesRepo.claimOwed(db, o.stale, o.closedBefore, o.now, o.until, o.batch);
  for (let i = 0; i < owed.length; i++) {
    const s = owed[i] as { roundId: string; seq: number };
    try {
      const a = await sendStakeRollback(db, wallet, s.roundId, s.seq);
      if (!a) {
        out.unanswered++;
        await stakesRepo.release(db, s.roundId, s.seq);
      } else {
        out.sent++;
        if (a.status !== 'OK') out.refused++;
      }
    } catch {
      for (const left of owed.slice(i)) await stakesRepo.release(db, left.roundId, left.seq);
      out.unanswered += owed.length - i;
      break;
    }
  }
  return out;
}
