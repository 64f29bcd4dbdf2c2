import type { TPlaceSlipBody } from '@portal/contracts/lottery';
import { AppError } from '../../platform/errors.ts';
import { toMinor } from '../../platform/money.ts';
import type { BrandGame } from './repo.ts';
import { familyOfPick, payTableOf } from './rules/pay-table.ts';

/** A slip's bets priced for a brand's game: amounts, limits and each bet's pay table fixed now. */
export function priceBets(game: BrandGame, bets: TPlaceSlipBody['bets']) {
  const priced = bets.map((b, i) => {
    if (familyOfPick(b.pick) !== game.family)
      throw new AppError('lottery_pick_invalid', `bet ${i + 1}: ${b.pick.kind} is not a ${game.family} bet`);
    const unit = toMinor(b.unit);
    const amount = unit * BigInt(b.multiplier);
    if (amount < game.minBet) throw new AppError('lottery_bet_below_min', `bet ${i + 1}: below the minimum`);
    if (amount > game.maxBet) throw new AppError('lottery_bet_above_max', `bet ${i + 1}: above the maximum`);
    return { pick: b.pick, unit, multiplier: b.multiplier, amount, odds: payTableOf(b.pick, game.rtpBp) };
  });
  return { bets: priced, total: priced.reduce((a, b) => a + b.amount, 0n) };
}
