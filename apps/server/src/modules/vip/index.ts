/** VIP levels' public face: a member's level from lifetime deposits, and its name. */
export { clubLabel, depositsBetween, levelName, lifetimeDeposits, rankFor, vipLevelsOf } from './service.ts';
