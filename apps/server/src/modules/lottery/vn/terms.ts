import type { TLotteryTerms, TLotteryTermsChange } from '@portal/contracts/console-lottery';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { formatMinor, toMinor } from '../../../platform/money.ts';
import { audit } from '../../../platform/operator-auth.ts';
import { oddsText } from '../rules/pay-table.ts';
import { layoutOf, vnRtpBp } from '../rules/vn.ts';
import { nameIn } from '../views.ts';
import { putVnOdds, vnOddsOf } from './odds-repo.ts';
import { termsRepo } from './terms-repo.ts';

/**
 * A brand's lottery terms in the console: per game its published RTP, bet limits and payout cap per draw, and for VN
 * games the odds and limits per bet type. A VN bet type's odds may not return more than the game's RTP were every
 * number equally likely (exactly so for the fast games), so the published RTP holds for every bet.
 */

const percent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

async function brandId(db: Db, code: string) {
  const id = await termsRepo.brandId(db, code);
  if (id === null) throw new AppError('unknown_merchant');
  return id;
}

export async function lotteryTerms(db: Db, code: string): Promise<TLotteryTerms[]> {
  const merchantId = await brandId(db, code);
  const odds = await vnOddsOf(db, merchantId);
  return (await termsRepo.brandTerms(db, merchantId)).map((r) => {
    const region = r.region;
    return {
      gameCode: r.gameCode,
      gameName: nameIn(r.names ?? {}, 'en'),
      family: r.family as TLotteryTerms['family'],
      rtp: percent(r.rtpBp),
      minBet: formatMinor(r.minBet),
      maxBet: formatMinor(r.maxBet),
      payoutCap: r.payoutCap === null ? null : formatMinor(r.payoutCap),
      vnOdds: region
        ? odds
            .filter((o) => o.gameCode === r.gameCode)
            .map((o) => ({
              betType: o.betType,
              odds: oddsText(o.odds),
              minBet: formatMinor(o.minBet),
              maxBet: formatMinor(o.maxBet),
              rtp: percent(vnRtpBp(o.betType, o.odds, layoutOf(region))),
            }))
        : [],
    };
  });
}

export async function setLotteryTerms(
  db: Db,
  operatorId: number,
  code: string,
  gameCode: string,
  change: TLotteryTermsChange,
): Promise<TLotteryTerms> {
  const merchantId = await brandId(db, code);
  const game = await termsRepo.brandGame(db, merchantId, gameCode);
  if (!game) throw new AppError('lottery_game_not_found');
  const region = game.region;
  if (!region && change.vnOdds.length > 0)
    throw new AppError('lottery_pick_invalid', 'odds per bet type are for VN games only');
  const rows = change.vnOdds.map((o) => ({
    gameCode,
    betType: o.betType,
    odds: Number(toMinor(o.odds)),
    minBet: toMinor(o.minBet),
    maxBet: toMinor(o.maxBet),
  }));
  for (const r of rows)
    if (region && vnRtpBp(r.betType, r.odds, layoutOf(region)) > change.rtpBp)
      throw new AppError('lottery_vn_odds_over_rtp', `${r.betType}: ${oddsText(r.odds)} returns more than the RTP`);
  if (region) {
    // Odds already stored must fit a lowered RTP too.
    const kept = (await vnOddsOf(db, merchantId, gameCode)).filter((o) => !rows.some((r) => r.betType === o.betType));
    const over = kept.find((o) => vnRtpBp(o.betType, o.odds, layoutOf(region)) > change.rtpBp);
    if (over) throw new AppError('lottery_vn_odds_over_rtp', `${over.betType}: lower its odds with the RTP`);
  }
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await termsRepo.setTerms(tx, merchantId, gameCode, {
      rtpBp: change.rtpBp,
      minBet: toMinor(change.minBet),
      maxBet: toMinor(change.maxBet),
      payoutCap: change.payoutCap === null ? null : toMinor(change.payoutCap),
    });
    await putVnOdds(tx, merchantId, rows);
    await audit(tx, {
      operatorId,
      action: 'lottery.terms',
      target: `merchant:${code}:${gameCode}`,
      detail: change as unknown as Record<string, unknown>,
    });
  });
  const all = await lotteryTerms(db, code);
  return all.find((t) => t.gameCode === gameCode) as TLotteryTerms;
}
