/** manualRebate's public face: the house account it pays from and the demo rates. */

export { aboveEdge, givebackCells, givebackInputs, givebackSheet, salaryMaxOf } from './givebacks.ts';
export { seedRebateRates } from './seed.ts';
export { REBATE_HOUSE, validBetsBetween } from './service.ts';
