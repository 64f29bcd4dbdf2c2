import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, str } from '../../db/rows.ts';

/**
 * Whether a slip's worst case fits under the brand's cap for the draw, with the worst cases of its slips taken so
 * far (pending, placed or settled; refused and refunded ones no longer count). The brand's game row is locked for the
 * transaction, so two slips of the brand check the cap one after the other.
 */
export async function withinCap(
  tx: Db,
  merchantId: number,
  gameCode: string,
  drawId: number,
  add: bigint,
  cap: bigint,
) {
  await q(
    tx,
    sql`SELECT 1 FROM lottery_brand_games WHERE merchant_id = ${merchantId} AND game_code = ${gameCode} FOR UPDATE`,
  );
  const [r] = await q(
    tx,
    sql`SELECT COALESCE(sum(max_payout), 0)::text AS taken FROM lottery_slips
      WHERE draw_id = ${drawId} AND merchant_id = ${merchantId} AND status IN ('pending', 'placed', 'settled')`,
  );
  return BigInt(str(r?.taken)) + add <= cap;
}
