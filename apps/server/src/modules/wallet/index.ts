/** The wallet's public face: what other modules may use (the ledger's posting API, balances, uploads, the payment password). */
export { balanceValue } from './balance.ts';
export {
  type AccountRef,
  type Asset,
  checkInvariants,
  HOUSE_SHARDS,
  house,
  memberBalances,
  memberHeld,
  memberMain,
  memberVendor,
  postTransfer,
} from './ledger.ts';
export { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
export { proofImage, storeProofs } from './uploads.ts';
