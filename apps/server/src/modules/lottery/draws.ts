import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { currentPrefix, openSeed, type Sealer, sealStoredSeeds } from '../../platform/seal.ts';
import * as drawRepo from './draw-repo.ts';
import * as repo from './repo.ts';
import { drawNumbers, seedHashOf } from './rules/draw.ts';
import { labelOf, settleBets } from './rules/pay-table.ts';
import { nextSlot, SETTLE_LEASE_MS, slotAt } from './schedule.ts';
import type { LotteryWallet } from './wallet.ts';

export interface LotteryRun {
  scheduled: number;
  opened: number;
  closed: number;
  drawn: number;
  cancelled: number;
  settledSlips: number;
  refundedSlips: number;
}

/**
 * One pass of the lottery's schedule at `now`: schedules the current and next draw of every game (each with a fresh
 * secret seed whose hash is published, the seed stored sealed with `seeds` so a dump or a backup of the database
 * tells no numbers to come), opens and closes draws by the clock, draws the due ones from their seeds,
 * cancels those past the grace, then settles or refunds their slips through the wallet API. Safe on any number of
 * instances at once: every step is a conditional update, settlement takes a draw with a lease, and every wallet call
 * is idempotent by its transaction id.
 */
export async function runLottery(db: Db, wallet: LotteryWallet, seeds: Sealer, now: Date): Promise<LotteryRun> {
  const run: LotteryRun = {
    scheduled: 0,
    opened: 0,
    closed: 0,
    drawn: 0,
    cancelled: 0,
    settledSlips: 0,
    refundedSlips: 0,
  };
  for (const g of await repo.scheduledGames(db)) {
    const current = slotAt(now, g.intervalSeconds, g.cutoffSeconds, g.offsetSeconds);
    for (const slot of [current, nextSlot(current, g.intervalSeconds, g.cutoffSeconds, g.offsetSeconds)]) {
      // A draw whose operators enter the result has no seed (an empty one, never shown as a commitment).
      const seed = g.seeded ? randomBytes(32).toString('hex') : '';
      await drawRepo.ensureDraw(db, {
        gameCode: g.gameCode,
        ...slot,
        seed: g.seeded ? seeds.seal(seed) : '',
        hash: g.seeded ? seedHashOf(seed) : '',
      });
      run.scheduled++;
    }
  }
  const moved = await drawRepo.openAndClose(db, now);
  run.opened = moved.opened;
  run.closed = moved.closed;
  run.cancelled = await drawRepo.cancelStale(db, now);
  for (const d of await drawRepo.dueToDraw(db, now)) {
    const seed = openSeed(seeds, d.storedSeed);
    if (await drawRepo.recordResult(db, d.id, drawNumbers(d.family, seed, d.gameCode, d.numero), seed, now))
      run.drawn++;
  }
  const settled = await settleDue(db, wallet, now);
  run.settledSlips = settled.settled;
  run.refundedSlips = settled.refunded;
  return run;
}

/** Seals the seeds of draws not drawn stored in clear (before seeds were sealed) or under an earlier key; run at start. */
export const sealDrawSeeds = (db: Db, seeds: Sealer) =>
  sealStoredSeeds(
    seeds,
    (after) => drawRepo.unsealedSeeds(db, after, currentPrefix(seeds)),
    (id, stored, sealed) => drawRepo.resealSeed(db, id, stored, sealed),
  );

/** Settles (or refunds) every draw that needs it, one claimed draw at a time. */
export async function settleDue(db: Db, wallet: LotteryWallet, now: Date) {
  const out = { settled: 0, refunded: 0, draws: 0 };
  for (;;) {
    const d = await drawRepo.claimSettlement(db, now, SETTLE_LEASE_MS);
    if (!d) return out;
    try {
      for (const s of await repo.unsettledSlips(db, d.id)) {
        if (s.status === 'pending' || d.status === 'cancelled') {
          if (await voidSlip(db, wallet, s, d.status === 'cancelled' ? 'refunded' : 'refused', now)) out.refunded++;
        } else if (d.result && (await settleSlip(db, wallet, s, d.result, d.seedHash, now))) out.settled++;
      }
      await drawRepo.finishDraw(db, d.id, now);
      out.draws++;
    } catch (e) {
      // Another pass (here or on another instance) takes it again; every wallet call repeats safely.
      await drawRepo.releaseDraw(db, d.id);
      throw e;
    }
  }
}

/**
 * Pays a placed slip: each winning bet's payout, summed into ONE win call for the slip's round (0 on a loss, which
 * settles the round, so records and profit and loss count it). Its transaction id is fixed by the slip, so a repeat
 * after a crash or by another instance is answered from the first call and never pays twice.
 */
export async function settleSlip(
  db: Db,
  wallet: LotteryWallet,
  s: repo.SlipRow,
  result: number[],
  seedHash: string,
  now: Date,
): Promise<boolean> {
  const { bets, win } = settleBets(await repo.betsOf(db, [s.id]), result);
  const answer = await wallet('win', {
    txId: `${s.roundId}:win`,
    roundId: s.roundId,
    playerId: String(s.memberId),
    amount: formatMinor(win),
    final: true,
    detail: {
      game: 'lottery',
      gameCode: s.gameCode,
      numero: s.numero,
      result,
      seedHash,
      bets: bets.map((b) => ({
        pick: labelOf(b.pick),
        amount: formatMinor(b.amount),
        payout: formatMinor(b.payout),
      })),
    },
  });
  if (answer.status === 'BET_ROLLED_BACK') return repo.moveSlip(db, s.id, ['placed'], 'refused', now);
  if (answer.status !== 'OK') throw new Error(`lottery win ${s.roundId}: ${answer.status}`);
  return repo.writeSettlement(db, s.id, win, bets, now);
}

/**
 * Gives a slip's stake back through a rollback of its bet: for a cancelled draw (refunded), or a slip whose bet was
 * never confirmed by the draw (refused; if that bet arrives later, the rollback's tombstone refuses it).
 */
export async function voidSlip(
  db: Db,
  wallet: LotteryWallet,
  s: { id: number; roundId: string },
  to: 'refunded' | 'refused',
  now: Date,
): Promise<boolean> {
  const answer = await wallet('rollback', { txId: `${s.roundId}:void`, refTxId: `${s.roundId}:bet` });
  if (answer.status !== 'OK' && answer.status !== 'NOT_FOUND')
    throw new Error(`lottery rollback ${s.roundId}: ${answer.status}`);
  return repo.moveSlip(db, s.id, ['pending', 'placed'], to, now);
}
