import type { TVnBetType } from '@portal/contracts/lottery-vn';
import { AppError } from '../../platform/errors.ts';
import { toMinor } from '../../platform/money.ts';
import type { BrandGame } from './repo.ts';
import { type AnyPick, familyOfPick, payTableOf } from './rules/pay-table.ts';
import { isVnPick, layoutOf, vnPayTable } from './rules/vn.ts';

/** A brand's terms of one VN bet type: odds in hundredths per hit, limits in minor units. */
export interface VnTerms {
  odds: number;
  minBet: bigint;
  maxBet: bigint;
}

/**
 * A slip's bets priced for a brand's game: amounts, limits and each bet's pay table fixed now (5D and keno from the
 * game's RTP, VN from the brand's odds and limits per bet type), and the slip's worst case for the payout cap.
 */
export function priceBets<P extends AnyPick>(
  game: BrandGame,
  bets: ReadonlyArray<{ pick: P; unit: string; multiplier: number }>,
  vnTerms: ReadonlyMap<TVnBetType, VnTerms> = new Map(),
) {
  const priced = bets.map((b, i) => {
    if (familyOfPick(b.pick) !== game.family)
      throw new AppError('lottery_pick_invalid', `bet ${i + 1}: ${b.pick.kind} is not a ${game.family} bet`);
    let limits = { minBet: game.minBet, maxBet: game.maxBet };
    let odds: number[];
    if (isVnPick(b.pick)) {
      const terms = vnTerms.get(b.pick.kind);
      if (!terms || !game.region)
        throw new AppError('lottery_pick_invalid', `bet ${i + 1}: ${b.pick.kind} is not offered in this game`);
      limits = terms;
      odds = vnPayTable(b.pick, terms.odds, layoutOf(game.region));
    } else odds = payTableOf(b.pick, game.rtpBp);
    const unit = toMinor(b.unit);
    const amount = unit * BigInt(b.multiplier);
    if (amount < limits.minBet) throw new AppError('lottery_bet_below_min', `bet ${i + 1}: below the minimum`);
    if (amount > limits.maxBet) throw new AppError('lottery_bet_above_max', `bet ${i + 1}: above the maximum`);
    return { pick: b.pick, unit, multiplier: b.multiplier, amount, odds };
  });
  return {
    bets: priced,
    total: priced.reduce((a, b) => a + b.amount, 0n),
    // The worst case: every bet at the highest outcome of its table (a lô at every prize), for the payout cap.
    maxPayout: priced.reduce((a, b) => a + (b.amount * BigInt(Math.max(0, ...b.odds))) / 100n, 0n),
  };
}
