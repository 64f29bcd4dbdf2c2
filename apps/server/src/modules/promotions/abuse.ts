import type { TBonusLink } from '@portal/contracts/bonus-holds';
import { bonusRulesOf, type TBonusRules } from '@portal/contracts/merchant-config';
import type { Db } from '../../db/client.ts';
import { brandById } from '../brand/index.ts';
import { abuseRepo } from './abuse-repo.ts';
import type { Promotion } from './rules.ts';

/**
 * The brand's rules against bonus abuse (bonusRules in the brand's configuration, safe defaults): what links two
 * accounts, and the weights bonuses given without a deposit count turnover with.
 *
 * Links, each where the member gives it: a device fingerprint (the portal sends it with the registration and every
 * login: member_devices), a payout account (a bank account or Pix key the member binds: bound_accounts, compared
 * without case and punctuation) and a delivery address (given for a physical item of the points mall:
 * point_redemptions, compared the same way). The registration IP is not a link: players behind one network share it.
 */

export type Link = Omit<TBonusLink, 'username'>;

export const bonusRulesOfBrand = async (db: Db, merchantId: number): Promise<TBonusRules> =>
  bonusRulesOf((await brandById(db, merchantId)).config);

/** A sign-up gift is the one bonus a member gets with no deposit at all. */
export const isNoDepositGift = (p: Pick<Promotion, 'mechanism' | 'condition'>) =>
  p.mechanism === 'fixed_bonus' && p.condition === 'signup';

/** A no-deposit bonus's weights: each family at the lower of the promotion's weight and the brand's. */
export function noDepositWeights(rules: TBonusRules, promotion: Record<string, number>): Record<string, number> {
  const capped: Record<string, number> = {};
  for (const [family, w] of Object.entries(promotion)) {
    const cap = rules.noDepositWeights[family as keyof TBonusRules['noDepositWeights']] ?? 100;
    capped[family] = Math.min(w, cap);
  }
  return capped;
}

/** What links a referred player to their referrer. */
export const referrerLinks = (db: Db, rules: TBonusRules, refereeId: number, referrerId: number) =>
  abuseRepo.links(db, rules, refereeId, abuseRepo.one(referrerId), 'referrer');

/**
 * What links the member to other accounts of the brand that took a sign-up gift (held ones too; a cancelled one was
 * never paid). Called under the brand's gift lock, so two linked accounts claiming at once see each other.
 */
export const giftTakerLinks = (db: Db, rules: TBonusRules, merchantId: number, memberId: number) =>
  abuseRepo.links(db, rules, memberId, abuseRepo.giftTakers(merchantId), 'gift_taker');

/** One sign-up gift claim of a brand at a time (to its commit): a claim sees every gift taken before it. */
export const lockGifts = (tx: Db, merchantId: number) => abuseRepo.lockGifts(tx, merchantId);
