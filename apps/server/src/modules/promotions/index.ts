/** The promotions' public face: the jobs (for other modules' tests and tools) and the open turnover of a member. */
export { bonusRulesOfBrand, referrerLinks } from './abuse.ts';
export { issueReferralBonus, PROMOTIONS_HOUSE, REFERRAL_HOUSE, turnoverCheck } from './bonuses.ts';
export { countTurnover, expireBonuses, matchDeposits, runPromotionJobs } from './jobs.ts';
export { copyPromotionsAsDrafts } from './repo.ts';
