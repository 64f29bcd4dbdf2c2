import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { int, q } from '../../../db/rows.ts';
import { DEFAULT_TERMS } from '../catalogue.ts';
import { DrawRandom } from '../rules/draw.ts';
import { digitsOfLayout, layoutOf, vnOddsFor } from '../rules/vn.ts';
import { slotAt } from '../schedule.ts';
import {
  VN_ACCOUNT_TYPE,
  VN_BET_TYPES,
  VN_DEMO_LIMITS,
  VN_DEMO_RTP_BP,
  VN_GAMES,
  VN_VENDOR,
  type VnGameDef,
} from './catalogue.ts';

/**
 * The VN games: their vendor and catalogue rows (account type TCG_LOTTO_VN, so lobbies list them and the portal
 * opens /vnlottery), their schedules, every brand's terms and odds per bet type. Safe to run again.
 */
export async function seedVnLottery(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO vendors (vassalage, name, category, game_classify, logo_url)
    VALUES (${VN_VENDOR}, 'Lumen Xổ Số', 'LOTT', 'LOTT', ${`/art/vendor/${VN_VENDOR}.svg`}) ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO merchant_vendors (merchant_id, vassalage, sort)
    SELECT id, ${VN_VENDOR}, 110 FROM merchants ON CONFLICT DO NOTHING`);
  const t = DEFAULT_TERMS.vn;
  for (const [i, g] of VN_GAMES.entries()) {
    await db.execute(sql`INSERT INTO games (vassalage, game_code, game_type, game_classify, names, min_bet, is_game,
        default_play_type, account_type_name, engine, is_hot, sort)
      VALUES (${VN_VENDOR}, ${g.gameCode}, 'LOTT', 'LOTT', ${JSON.stringify(g.names)}::jsonb, ${t.minBet.toString()},
        'GAME', 'lo2', ${VN_ACCOUNT_TYPE}, 'inhouse:lottery', ${g.region === 'north'}, ${i})
      ON CONFLICT (vassalage, game_code) DO NOTHING`);
    await db.execute(sql`INSERT INTO lottery_games (game_code, family, group_code, node_id, interval_seconds,
        cutoff_seconds, offset_seconds, result_source, grace_seconds, region)
      SELECT ${g.gameCode}, 'vn', ${g.groupCode}, node_id, ${g.intervalSeconds}, ${g.cutoffSeconds}, ${g.offsetSeconds},
        ${g.resultSource}, ${g.graceSeconds}, ${g.region}
      FROM games WHERE vassalage = ${VN_VENDOR} AND game_code = ${g.gameCode} ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO lottery_brand_games (merchant_id, game_code, rtp_bp, min_bet, max_bet)
      SELECT id, ${g.gameCode}, ${VN_DEMO_RTP_BP}, ${t.minBet.toString()}, ${t.maxBet.toString()} FROM merchants
      ON CONFLICT DO NOTHING`);
    for (const betType of VN_BET_TYPES)
      await db.execute(sql`INSERT INTO lottery_vn_odds (merchant_id, game_code, bet_type, odds, min_bet, max_bet)
        SELECT id, ${g.gameCode}, ${betType}, ${vnOddsFor(betType, layoutOf(g.region), VN_DEMO_RTP_BP)},
          ${VN_DEMO_LIMITS.minBet.toString()}, ${VN_DEMO_LIMITS.maxBet.toString()} FROM merchants
        ON CONFLICT DO NOTHING`);
  }
}

/**
 * The demo's past regional results (the last `days` days), entered and confirmed, so results tables are full. The
 * numbers are made from a fixed seed per draw, so every start makes the same ones; a draw already there is kept.
 * The entries name no operator: they stand for results imported before the site opened.
 */
export async function seedVnHistory(db: Db, now: Date, days = 3): Promise<void> {
  for (const g of VN_GAMES.filter((x) => x.resultSource === 'operator'))
    for (let k = days; k >= 1; k--)
      await pastDraw(
        db,
        g,
        slotAt(new Date(now.getTime() - k * 86_400_000), g.intervalSeconds, g.cutoffSeconds, g.offsetSeconds),
      );
}

async function pastDraw(db: Db, g: VnGameDef, slot: ReturnType<typeof slotAt>) {
  const rng = new DrawRandom('lumen-vn-demo-history', g.gameCode, slot.numero);
  const result = digitsOfLayout(layoutOf(g.region)).map((d) => rng.int(10 ** d));
  const at = slot.drawsAt.toISOString();
  const [d] = await q(
    db,
    sql`INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draws_at, status, server_seed, seed_hash,
        result, drawn_at, settled_at)
      VALUES (${g.gameCode}, ${slot.numero}, ${slot.opensAt.toISOString()}, ${slot.closesAt.toISOString()}, ${at},
        'settled', '', '', ${JSON.stringify(result)}::jsonb, ${at}, ${at})
      ON CONFLICT (game_code, numero) DO NOTHING RETURNING id`,
  );
  if (!d) return;
  for (const outcome of ['first', 'confirmed'])
    await db.execute(sql`INSERT INTO lottery_vn_entries (draw_id, round, operator_id, result, outcome, created_at)
      VALUES (${int(d.id)}, 1, NULL, ${JSON.stringify(result)}::jsonb, ${outcome}, ${at})`);
}
