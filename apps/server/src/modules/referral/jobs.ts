import type { Db } from '../../db/client.ts';
import { advanceCursor, claimCursor } from '../points/index.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { referralRepo } from './repo.ts';

/** The house account referral rewards are paid from. */
export const REFERRAL_HOUSE = house('referral');
export const REFERRAL_CURSOR = 'referral:deposits';
const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Decides referrals from their players' first paid deposits: at least the brand's minimum while the programme is on
 * pays the referrer the reward into the main wallet; a smaller first deposit (or the programme off) misses it for
 * good. The conditional status change and the posting's key (the referee) make each reward paid once; the cursor
 * row is claimed for the transaction, so instances take turns.
 */
export async function payReferralRewards(db: Db): Promise<number> {
  let read = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.transaction(async (tx) => {
      const cursor = await claimCursor(tx, REFERRAL_CURSOR);
      if (!cursor) return 0;
      const now = await referralRepo.now(tx);
      const firsts = await referralRepo.firstDeposits(tx, cursor, BATCH);
      for (const d of firsts) {
        const s = await referralRepo.settings(tx, d.merchantId);
        const pays = s.enabled && s.reward > 0n && d.amount >= s.minDeposit;
        if (
          !(await referralRepo.decide(
            tx,
            d.refereeId,
            d.depositId,
            pays ? 'qualified' : 'missed',
            pays ? s.reward : null,
          ))
        )
          continue;
        if (pays)
          await postTransfer(tx, {
            from: REFERRAL_HOUSE,
            to: memberMain(d.referrerId),
            amount: s.reward,
            kind: 'referral_bonus',
            memberId: d.referrerId,
            memo: `Referral reward for member #${d.refereeId}`,
            idempotencyKey: `referral:reward:${d.refereeId}`,
          });
      }
      const last = firsts[firsts.length - 1];
      await advanceCursor(tx, REFERRAL_CURSOR, firsts.length < BATCH || !last ? now : last.completedAt);
      return firsts.length;
    });
    read += n;
    if (n < BATCH) break;
  }
  return read;
}
