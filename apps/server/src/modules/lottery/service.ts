import { randomBytes } from 'node:crypto';
import type { TLotteryPick } from '@portal/contracts/lottery';
import type { Db } from '../../db/client.ts';
import { type SessionMember, TRIAL } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { issueTicket } from '../provider/index.ts';
import { priceBets } from './bets.ts';
import { voidSlip } from './draws.ts';
import * as repo from './repo.ts';
import type { AnyPick } from './rules/pay-table.ts';
import { slipView } from './views.ts';
import { vnTermsOf } from './vn/odds-repo.ts';
import { LOTTERY_PROVIDER, type LotteryWallet } from './wallet.ts';

/**
 * Places a slip on the open draw `numero`: recorded first (pending, refused after the cut-off by `now`, or when it
 * could pay more than the brand's cap for the draw leaves), then debited whole through ONE signed wallet bet for the
 * slip's round, then marked placed. A slip the wallet refuses is refused and nothing is charged; a slip whose debit
 * cannot be confirmed is given back (rollback) before the error is told. The picks' type is the caller's side: the
 * in-house calls take 5D and keno picks, the VN calls VN picks (a pick of another family is refused).
 */
export async function placeSlip<P extends AnyPick = TLotteryPick>(
  db: Db,
  wallet: LotteryWallet,
  member: SessionMember,
  body: { gameCode: string; numero: string; bets: ReadonlyArray<{ pick: P; unit: string; multiplier: number }> },
  now: Date,
  lang: string,
) {
  const game = await repo.brandGameOf(db, member.merchantId, body.gameCode);
  if (!game) throw new AppError('lottery_game_not_found');
  if (game.maintenance) throw new AppError('game_maintenance');
  const vnTerms = game.family === 'vn' ? await vnTermsOf(db, member.merchantId, game.gameCode) : undefined;
  const { bets, total, maxPayout } = priceBets(game, body.bets, vnTerms);
  const roundId = `LOT${randomBytes(9).toString('hex')}`;
  const slipId = await db.transaction(async (trx) =>
    repo.insertSlip(
      trx as unknown as Db,
      {
        merchantId: member.merchantId,
        memberId: member.memberId,
        gameCode: game.gameCode,
        numero: body.numero,
        roundId,
        total,
        fun: member.isAgent === TRIAL,
        bets,
        maxPayout,
        payoutCap: game.payoutCap,
      },
      now,
    ),
  );
  if (slipId === 'closed') throw new AppError('lottery_draw_closed');
  if (slipId === 'cap') throw new AppError('lottery_payout_cap');
  const ticket = await issueTicket(db, {
    memberId: member.memberId,
    sessionHash: member.sessionId,
    nodeId: game.nodeId,
    provider: LOTTERY_PROVIDER,
  });
  let answer: Awaited<ReturnType<LotteryWallet>>;
  try {
    answer = await wallet('bet', { ticket, txId: `${roundId}:bet`, roundId, amount: formatMinor(total) });
  } catch (e) {
    // Unknown whether the debit happened: give it back (a bet still in flight is then refused by the tombstone).
    await voidSlip(db, wallet, { id: slipId, roundId }, 'refused', now).catch(() => undefined);
    throw e;
  }
  if (answer.status !== 'OK') {
    // Nothing was charged (the wallet's refusals leave no trace): the slip goes as if never sent.
    await repo.dropPendingSlip(db, slipId);
    throw new AppError(answer.status === 'INSUFFICIENT_FUNDS' ? 'insufficient_funds' : 'lottery_bet_refused');
  }
  // The settler refunds a slip still pending at the draw; then this one was not placed in time.
  if (!(await repo.moveSlip(db, slipId, ['pending'], 'placed', now))) throw new AppError('lottery_draw_closed');
  const slip = await repo.slipById(db, slipId);
  if (!slip) throw new AppError('internal');
  return { ...slipView<P>(slip, await repo.betsOf(db, [slipId]), lang), balance: answer.balance ?? null };
}

/** A member's slips, newest first, a page at a time: of the in-house lottery, or with `vn` of the VN lottery. */
export async function mySlips<P extends AnyPick = TLotteryPick>(
  db: Db,
  memberId: number,
  query: { status: 'open' | 'settled'; gameCode?: string | undefined; pageNo: number; pageSize: number },
  lang: string,
  vn = false,
) {
  const { list, total } = await repo.memberSlips(db, memberId, {
    vn,
    open: query.status === 'open',
    gameCode: query.gameCode,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const bets = await repo.betsOf(
    db,
    list.map((s) => s.id),
  );
  return {
    list: list.map((s) =>
      slipView<P>(
        s,
        bets.filter((b) => b.slipId === s.id),
        lang,
      ),
    ),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
