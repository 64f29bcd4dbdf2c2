/** manualRebate's public face: the house account it pays from and the demo rates. */

export { seedRebateRates } from './seed.ts';
export { REBATE_HOUSE, validBetsBetween } from './service.ts';
