import type { Db } from '../../db/client.ts';
import { advanceCursor, claimCursor } from '../points/index.ts';
import { bonusRepo } from './bonus-repo.ts';
import { issueBonus, settleBonus } from './bonuses.ts';
import { entriesRepo, promotionsRepo } from './repo.ts';
import { percentOf, periodKey, weighted } from './rules.ts';

/**
 * The promotions' scheduled work, every 15 s when JOBS is on: deposit matches paid, turnover counted from settled
 * rounds, expired bonuses returned. Each reading job claims its cursor row for its transaction (instances take
 * turns) and marks what it read once (a deposit's entry, a round's turnover row), so nothing counts twice.
 */

export const DEPOSIT_CURSOR = 'promotions:deposits';
export const ROUND_CURSOR = 'promotions:rounds';
const BATCH = 500;
const MAX_BATCHES = 20;

async function batches(db: Db, run: (tx: Db) => Promise<number>): Promise<number> {
  let read = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.transaction(async (tx) => run(tx));
    read += n;
    if (n < BATCH) break;
  }
  return read;
}

/**
 * Pays deposit matches: a paid deposit at or after the member joined, in the entry's period, of at least the
 * minimum, while the promotion runs, is matched once (by the member's earliest entry) for its percent up to the cap.
 */
export const matchDeposits = (db: Db): Promise<number> =>
  batches(db, async (tx) => {
    const cursor = await claimCursor(tx, DEPOSIT_CURSOR);
    if (!cursor) return 0;
    const now = await bonusRepo.now(tx);
    const candidates = await bonusRepo.matchCandidates(tx, cursor, BATCH);
    const usedDeposits = new Set<number>();
    const usedEntries = new Set<number>();
    for (const c of candidates) {
      if (usedDeposits.has(c.depositId) || usedEntries.has(c.entryId)) continue;
      const p = await promotionsRepo.byId(tx, c.promotionId);
      if (!p || periodKey(p.repeat, c.completedAt) !== c.periodKey) continue;
      const amount = percentOf(c.amount, p.percentBp ?? 0, p.amount);
      if (amount <= 0n) continue;
      if (!(await entriesRepo.move(tx, c.entryId, 'joined', { status: 'issued', amount, depositId: c.depositId })))
        continue;
      usedDeposits.add(c.depositId);
      usedEntries.add(c.entryId);
      await issueBonus(tx, p, { entryId: c.entryId, memberId: c.memberId, amount, depositAmount: c.amount });
    }
    const last = candidates[candidates.length - 1];
    // Below a full batch everything up to now was read; the look-back (OVERLAP) covers deposits committed late.
    await advanceCursor(tx, DEPOSIT_CURSOR, candidates.length < BATCH || !last ? now : last.completedAt);
    return candidates.length;
  });

/**
 * Counts valid bets towards active bonuses: each settled cash round once (its bonus_turnover row), weighted by its
 * game family at each bonus's weights, oldest bonus first; what one bonus does not need carries to the next. Only
 * bets placed after a bonus was issued and before it expires count towards it. A met requirement releases the bonus
 * to the main wallet in the same transaction.
 */
export const countTurnover = (db: Db): Promise<number> =>
  batches(db, async (tx) => {
    const cursor = await claimCursor(tx, ROUND_CURSOR);
    if (!cursor) return 0;
    const now = await bonusRepo.now(tx);
    const rounds = await bonusRepo.uncountedRounds(tx, cursor, BATCH);
    for (const r of rounds) {
      const open = (await bonusRepo.activeOf(tx, r.memberId)).filter(
        (b) => new Date(b.createdAt) <= r.placedAt && new Date(b.expiresAt) > new Date(r.settledAt),
      );
      let bet = r.bet;
      let counted = 0n;
      const moves: Array<{ id: number; progress: bigint; met: boolean }> = [];
      for (const b of open) {
        if (bet <= 0n) break;
        const weight = BigInt(b.weights[r.family] ?? 0);
        if (weight === 0n) continue;
        const need = b.requirement - b.progress;
        const value = weighted(bet, b.weights, r.family);
        if (value < need) {
          moves.push({ id: b.id, progress: b.progress + value, met: false });
          counted += value;
          bet = 0n;
        } else {
          moves.push({ id: b.id, progress: b.requirement, met: true });
          counted += need;
          const used = (need * 100n + weight - 1n) / weight; // the part of the bet this bonus used up, rounded up
          bet = bet > used ? bet - used : 0n;
        }
      }
      if (!(await bonusRepo.markCounted(tx, r, counted))) continue;
      for (const m of moves) {
        await bonusRepo.setProgress(tx, m.id, m.progress);
        if (m.met) await settleBonus(tx, m.id, 'released');
      }
    }
    const last = rounds[rounds.length - 1];
    await advanceCursor(tx, ROUND_CURSOR, rounds.length < BATCH || !last ? now : last.settledAt);
    return rounds.length;
  });

/** Returns expired bonuses to the house (each once: the conditional status change gates the posting). */
export const expireBonuses = (db: Db): Promise<number> =>
  batches(db, async (tx) => {
    const due = await bonusRepo.expired(tx, BATCH);
    for (const b of due) await settleBonus(tx, b.id, 'expired');
    return due.length;
  });

/** One run of the promotions' work, in the order that is fair to the member: bets count before bonuses expire. */
export async function runPromotionJobs(db: Db) {
  const matched = await matchDeposits(db);
  const counted = await countTurnover(db);
  const expired = await expireBonuses(db);
  return { matched, counted, expired };
}
