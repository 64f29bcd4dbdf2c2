/** Agent contracts' public face: the contract state of downlines, a sub-agent's starting contracts, the payout run. */
export { runDuePayouts } from './runs.ts';
export { checkStartingContracts, contractStates, grantStartingContracts } from './service.ts';
