import type { TVnBetType } from '@portal/contracts/lottery-vn';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { int, minor, q, str } from '../../../db/rows.ts';
import type { VnTerms } from '../bets.ts';

/** SQL of a brand's VN odds and limits per game and bet type (lottery_vn_odds). */

export interface VnOddsRow extends VnTerms {
  gameCode: string;
  betType: TVnBetType;
}

export const vnOddsOf = async (db: Db, merchantId: number, gameCode?: string): Promise<VnOddsRow[]> =>
  (
    await q(
      db,
      sql`SELECT * FROM lottery_vn_odds WHERE merchant_id = ${merchantId}
        ${gameCode ? sql`AND game_code = ${gameCode}` : sql``}`,
    )
  ).map((r) => ({
    gameCode: str(r.game_code),
    betType: str(r.bet_type) as TVnBetType,
    odds: int(r.odds),
    minBet: minor(r.min_bet),
    maxBet: minor(r.max_bet),
  }));

/** A game's terms by bet type (a bet type without a row is not offered). */
export const vnTermsOf = async (db: Db, merchantId: number, gameCode: string) =>
  new Map((await vnOddsOf(db, merchantId, gameCode)).map((r) => [r.betType, r] as const));

/** Replaces a game's odds rows of the bet types given (others stay). */
export async function putVnOdds(db: Db, merchantId: number, rows: VnOddsRow[]) {
  for (const r of rows)
    await db.execute(sql`INSERT INTO lottery_vn_odds (merchant_id, game_code, bet_type, odds, min_bet, max_bet)
      VALUES (${merchantId}, ${r.gameCode}, ${r.betType}, ${r.odds}, ${r.minBet.toString()}, ${r.maxBet.toString()})
      ON CONFLICT (merchant_id, game_code, bet_type) DO UPDATE
        SET odds = EXCLUDED.odds, min_bet = EXCLUDED.min_bet, max_bet = EXCLUDED.max_bet`);
}
