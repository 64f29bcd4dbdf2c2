import type { Db } from '../../db/client.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { advanceCursor, claimCursor } from './cursor-repo.ts';
import { levelOf, type Programme, pointsFor, programmeOf } from './programme.ts';
import { pointsRepo } from './repo.ts';

export const EARN_CURSOR = 'points:rounds';
const BATCH = 500;
const MAX_BATCHES = 20;

/** The house account points come from (and go back to when spent). */
export const POINTS_HOUSE = house('points');

/**
 * The points job: reads valid bets (settled real-money rounds that were no push, the valid_bets view) after its cursor
 * and credits each member the points the valid bet earns at the brand's rate for the game's product (its family) and
 * the member's VIP level. Exactly once per round:
 * the round's points_earned row and its ledger idempotency key commit together, and the cursor row is locked for the
 * run so instances take turns. Answers how many rounds were read.
 */
export async function creditPoints(db: Db): Promise<number> {
  let read = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.transaction(async (tx) => creditBatch(tx));
    read += n;
    if (n < BATCH) break;
  }
  return read;
}

async function creditBatch(tx: Db): Promise<number> {
  const cursor = await claimCursor(tx, EARN_CURSOR);
  if (!cursor) return 0;
  const rounds = await pointsRepo.unearnedRounds(tx, cursor, BATCH);
  if (rounds.length === 0) return 0;
  const members = [...new Set(rounds.map((r) => r.memberId))];
  const brands = [...new Set(rounds.map((r) => r.merchantId))];
  const [deposits, levels] = [await pointsRepo.depositsOf(tx, members), await pointsRepo.vipLevels(tx, brands)];
  const programmes = new Map<number, Programme>();
  for (const b of brands) programmes.set(b, await programmeOf(tx, b));
  for (const r of rounds) {
    const level = levelOf(levels.get(r.merchantId) ?? [], deposits.get(r.memberId) ?? 0n);
    const programme = programmes.get(r.merchantId);
    const points = programme ? pointsFor(programme, level, r.gameType, r.bet) : 0n;
    if (!(await pointsRepo.markEarned(tx, r, points)) || points === 0n) continue;
    await postTransfer(tx, {
      from: POINTS_HOUSE,
      to: memberMain(r.memberId),
      amount: points,
      asset: 'POINTS',
      kind: 'points_earn',
      memberId: r.memberId,
      memo: `${r.provider}:${r.roundId}`,
      idempotencyKey: `points:round:${r.provider}:${r.roundId}`,
    });
  }
  const last = rounds[rounds.length - 1];
  if (last) await advanceCursor(tx, EARN_CURSOR, last.settledAt);
  return rounds.length;
}
