import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_TERMS, LOTTERY_GAMES } from './catalogue.ts';
import { seedVnHistory, seedVnLottery } from './vn/seed.ts';

const VENDORS = [
  ['LML', 'Lumen Lottery', 'LOTT'],
  ['LMK', 'Lumen Keno', 'ELOTT'],
] as const;

/**
 * The lottery games: their vendors and catalogue rows (so lobbies list them), their schedules, and every brand's
 * terms (the default RTP and limits), then the VN games (vn/seed.ts) and, with `vnHistory` (the demo's members),
 * a few days of past regional VN results. Safe to run again: what exists is kept, a new brand gets its terms.
 */
export async function seedLottery(db: Db, { vnHistory = false }: { vnHistory?: boolean } = {}): Promise<void> {
  for (const [vassalage, name, category] of VENDORS)
    await db.execute(sql`INSERT INTO vendors (vassalage, name, category, game_classify, logo_url)
      VALUES (${vassalage}, ${name}, ${category}, ${category}, ${`/art/vendor/${vassalage}.svg`}) ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO merchant_vendors (merchant_id, vassalage, sort)
    SELECT m.id, v.vassalage, 100 + row_number() OVER (PARTITION BY m.id ORDER BY v.vassalage)
    FROM merchants m CROSS JOIN (VALUES ('LML'), ('LMK')) AS v(vassalage) ON CONFLICT DO NOTHING`);
  for (const [i, g] of LOTTERY_GAMES.entries()) {
    await db.execute(sql`INSERT INTO games (vassalage, game_code, game_type, game_classify, names, min_bet, is_game,
        default_play_type, account_type_name, engine, is_hot, sort)
      VALUES (${g.vassalage}, ${g.gameCode}, ${g.accountTypeName}, ${g.accountTypeName}, ${JSON.stringify({ en: g.name })}::jsonb,
        ${DEFAULT_TERMS[g.family].minBet.toString()}, 'GAME', ${g.defaultPlayType}, ${g.accountTypeName}, 'inhouse:lottery', true, ${i})
      ON CONFLICT (vassalage, game_code) DO NOTHING`);
    await db.execute(sql`INSERT INTO lottery_games (game_code, family, group_code, node_id, interval_seconds, cutoff_seconds)
      SELECT ${g.gameCode}, ${g.family}, ${g.groupCode}, node_id, ${g.intervalSeconds}, ${g.cutoffSeconds}
      FROM games WHERE vassalage = ${g.vassalage} AND game_code = ${g.gameCode} ON CONFLICT DO NOTHING`);
    const t = DEFAULT_TERMS[g.family];
    await db.execute(sql`INSERT INTO lottery_brand_games (merchant_id, game_code, rtp_bp, min_bet, max_bet)
      SELECT id, ${g.gameCode}, ${t.rtpBp}, ${t.minBet.toString()}, ${t.maxBet.toString()} FROM merchants
      ON CONFLICT DO NOTHING`);
  }
  await seedVnLottery(db);
  if (vnHistory) await seedVnHistory(db, new Date());
}
