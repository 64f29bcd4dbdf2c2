import type { Db } from '../../db/client.ts';
import { advanceCursor, claimCursor } from '../points/index.ts';
import { bonusRulesOfBrand, issueReferralBonus, referrerLinks } from '../promotions/index.ts';
import { referralRepo } from './repo.ts';

/** The house account referral rewards are paid from. */
export { REFERRAL_HOUSE } from '../promotions/index.ts';
export const REFERRAL_CURSOR = 'referral:deposits';
const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Decides referrals from their players' first paid deposits: at least the brand's minimum while the programme is on
 * earns the referrer the reward, a smaller first deposit (or the programme off) misses it for good. The reward is a
 * bonus (promotions/bonuses.ts) locked until the brand's referralTurnoverMultiplier times it is wagered, at the
 * brand's no-deposit weights (multiplier 0: released to the main wallet at once); it is held for an operator when the
 * referred player shares a device, payout account or address with the referrer. The conditional status change and
 * the bonus's key (the referee) make each reward issued once; the cursor row is claimed for the transaction, so
 * instances take turns.
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
        if (pays) {
          const rules = await bonusRulesOfBrand(tx, d.merchantId);
          await issueReferralBonus(tx, {
            merchantId: d.merchantId,
            referrerId: d.referrerId,
            refereeId: d.refereeId,
            amount: s.reward,
            multiple: rules.referralTurnoverMultiplier,
            expiryDays: rules.referralExpiryDays,
            weights: rules.noDepositWeights,
            links: await referrerLinks(tx, rules, d.refereeId, d.referrerId),
          });
        }
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
