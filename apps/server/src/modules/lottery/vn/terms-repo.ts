import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { int, minor, q, str } from '../../../db/rows.ts';
import { merchants } from '../../../db/schema/core.ts';
import type { VnRegion } from '../rules/vn.ts';

/** A brand's lottery terms per game (lottery_brand_games), with the game's family, region and names. */

export interface BrandTermsRow {
  gameCode: string;
  names: Record<string, string> | null;
  family: string;
  region: VnRegion | null;
  rtpBp: number;
  minBet: bigint;
  maxBet: bigint;
  payoutCap: bigint | null;
}

export const termsRepo = {
  brandId: async (db: Db, code: string): Promise<number | null> => {
    const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    return m ? m.id : null;
  },

  /** The brand's games' terms, by family then game code. */
  brandTerms: async (db: Db, merchantId: number): Promise<BrandTermsRow[]> =>
    (
      await q(
        db,
        sql`SELECT b.*, lg.family, lg.region, g.names
  FROM lottery_brand_games b JOIN lottery_games lg ON lg.game_code = b.game_code JOIN games g ON g.node_id = lg.node_id
  WHERE b.merchant_id = ${merchantId} ORDER BY lg.family, lg.game_code`,
      )
    ).map((r) => ({
      gameCode: str(r.game_code),
      names: r.names as Record<string, string> | null,
      family: str(r.family),
      region: (r.region as VnRegion | null) ?? null,
      rtpBp: int(r.rtp_bp),
      minBet: minor(r.min_bet),
      maxBet: minor(r.max_bet),
      payoutCap: r.payout_cap === null ? null : minor(r.payout_cap),
    })),

  /** The brand's game's region (null: not a VN game); null when the brand does not offer the game. */
  brandGame: async (db: Db, merchantId: number, gameCode: string): Promise<{ region: VnRegion | null } | null> => {
    const [game] = await q(
      db,
      sql`SELECT lg.family, lg.region FROM lottery_brand_games b JOIN lottery_games lg ON lg.game_code = b.game_code
      WHERE b.merchant_id = ${merchantId} AND b.game_code = ${gameCode}`,
    );
    return game ? { region: (game.region as VnRegion | null) ?? null } : null;
  },

  setTerms: async (
    tx: Db,
    merchantId: number,
    gameCode: string,
    t: { rtpBp: number; minBet: bigint; maxBet: bigint; payoutCap: bigint | null },
  ) => {
    await tx.execute(sql`UPDATE lottery_brand_games SET rtp_bp = ${t.rtpBp},
        min_bet = ${t.minBet.toString()}, max_bet = ${t.maxBet.toString()},
        payout_cap = ${t.payoutCap === null ? null : t.payoutCap.toString()}
      WHERE merchant_id = ${merchantId} AND game_code = ${gameCode}`);
  },
};
