/** Referral's public face: registration's look-ups, the programme's switch, the reward job and the demo settings. */
export { payReferralRewards, REFERRAL_HOUSE } from './jobs.ts';
export { seedReferral } from './seed.ts';
export { playerByReferralCode, recordReferral, referralSettingsOf } from './service.ts';
