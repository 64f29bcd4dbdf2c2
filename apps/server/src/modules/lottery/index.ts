/** The lottery's public face: the draw job (for tests and tools), its clock, the seed and the pure rules. */
export { LOTTERY_GAMES } from './catalogue.ts';
export { lotteryNow, setLotteryClock } from './clock.ts';
export { type LotteryRun, runLottery, settleDue } from './draws.ts';
export { representativePicks } from './lobby.ts';
export { copyBrandTerms as copyLotteryTerms } from './repo.ts';
export { drawNumbers, seedHashOf } from './rules/draw.ts';
export { comboOf, fiveDWins } from './rules/five-d.ts';
export { kenoHits } from './rules/keno.ts';
export { chancesOf, labelOf, outcomeOf, payoutOf, payTableOf, rtpBpOf, settleBets } from './rules/pay-table.ts';
export {
  layoutOf,
  NORTH_LAYOUT,
  prizeRows,
  resultFromRows,
  SOUTH_LAYOUT,
  vnHitFraction,
  vnOddsFor,
  vnOutcome,
  vnPayTable,
  vnRtpBp,
} from './rules/vn.ts';
export { slotAt } from './schedule.ts';
export { seedLottery } from './seed.ts';
export { VN_GAMES, VN_VENDOR } from './vn/catalogue.ts';
export { vnTermsOf } from './vn/odds-repo.ts';
export { seedVnHistory } from './vn/seed.ts';
export { type LotteryWallet, lotteryWallet } from './wallet.ts';
