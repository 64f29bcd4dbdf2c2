/** The wallet's public face: what other modules may use (the ledger's posting API, balances, uploads, the payment password). */

export {
  adjustmentPage,
  adjustmentThresholds,
  approveAdjustment,
  pendingAdjustmentCount,
  rejectAdjustment,
  setAdjustmentThreshold,
  thresholdOf,
} from './adjustment-approvals.ts';
export { ADJUSTMENT_WINDOW_HOURS } from './adjustments.ts';
export { balanceValue } from './balance.ts';
export { channelsForDocument, copyDepositChannels, insertChannelsFromDocument } from './deposit-repo.ts';
export { transactionHistory } from './history.ts';
export {
  type AccountRef,
  type Asset,
  checkInvariants,
  HOUSE_SHARDS,
  house,
  houseBalances,
  memberBalances,
  memberBonus,
  memberHeld,
  memberMain,
  memberVendor,
  pool,
  postTransfer,
} from './ledger.ts';
export { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
export { proofImage, storeProofs } from './uploads.ts';
export { addWithdrawalCheck, type WithdrawalCheck } from './withdrawal-checks.ts';
