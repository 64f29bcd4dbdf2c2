import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { POINTS_HOUSE } from './earn.ts';

/** The house account mall cash is paid from. */
export const MALL_CASH_HOUSE = house('points-mall');

/**
 * The ledger steps of a redemption, inside its transaction: the points go to the house, and cash (when the
 * redemption pays any) goes to the member's main wallet; both keyed by the redemption, so they happen once.
 */
export async function spendPoints(tx: Db, memberId: number, redemptionId: number, points: bigint, cash: bigint | null) {
  try {
    await postTransfer(tx, {
      from: memberMain(memberId),
      to: POINTS_HOUSE,
      amount: points,
      asset: 'POINTS',
      kind: 'points_redeem',
      memberId,
      memo: `redemption:${redemptionId}`,
      idempotencyKey: `points:redeem:${redemptionId}`,
    });
  } catch (e) {
    if (e instanceof AppError && e.key === 'insufficient_funds') throw new AppError('points_insufficient');
    throw e;
  }
  if (cash !== null && cash > 0n)
    await postTransfer(tx, {
      from: MALL_CASH_HOUSE,
      to: memberMain(memberId),
      amount: cash,
      kind: 'bonus',
      memberId,
      memo: `redemption:${redemptionId}`,
      idempotencyKey: `points:cash:${redemptionId}`,
    });
}

/** A rejected redemption gives its points back (once). */
export const refundPoints = (tx: Db, memberId: number, redemptionId: number, points: bigint) =>
  postTransfer(tx, {
    from: POINTS_HOUSE,
    to: memberMain(memberId),
    amount: points,
    asset: 'POINTS',
    kind: 'points_refund',
    memberId,
    memo: `redemption:${redemptionId}`,
    idempotencyKey: `points:refund:${redemptionId}`,
  });
