import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Neon',
  'Wild',
  'Crystal',
  'Fire',
  'Jade',
  'Thunder',
  'Ocean',
  'Lunar',
  'Solar',
  'Ruby',
  'Emerald',
  'Silver',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Samba',
];
const NOUNS: Record<string, string[]> = {
  RNG: ['Fortune', 'Reels', 'Treasure', 'Spins', 'Gems', 'Riches', 'Temple', 'Carnival', 'Safari', 'Empire'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'],
  FISH: ['Fishing', 'Reef Hunt', 'Deep Catch', 'Ocean King'],
  PVP: ['Poker', 'Teen Patti', 'Rummy', 'Niu Niu', 'Pai Gow'],
  SPORTS: ['Football', 'Basketball', 'Tennis', 'Cricket'],
  ESPORTS: ['Arena', 'Legends', 'Strike', 'Dota Cup'],
  LOTT: ['Lotto', 'Keno', 'Pick 3', 'Quick 5'],
  ELOTT: ['Speed Keno', 'Lucky 10', 'Fast 3', 'Racing'],
};
/** How many games each vendor of a category gets, and the demo engine that plays them. */
const PLAN: Record<string, { count: number; engine: string }> = {
  RNG: { count: 60, engine: 'demo:slot' },
  LIVE: { count: 10, engine: 'demo:table' },
  FISH: { count: 8, engine: 'demo:fish' },
  PVP: { count: 10, engine: 'demo:cards' },
  SPORTS: { count: 4, engine: 'demo:match' },
  ESPORTS: { count: 4, engine: 'demo:match' },
  LOTT: { count: 6, engine: 'demo:lotto' },
  ELOTT: { count: 6, engine: 'demo:lotto' },
};
const ESPORTS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
const ACCOUNT_TYPE: Record<string, string> = { LTA: 'LOTT', TCGVN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' };

/** A few hundred games over the seeded vendors (names generated), plus the three in-house games. Once. */
export async function seedGames(db: Db): Promise<void> {
  const existing = (await db.execute(sql`SELECT count(*)::int AS n FROM games`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  if (Number(existing.rows[0]?.n) > 0) return;
  const vendors = (
    (await db.execute(sql`SELECT vassalage, category FROM vendors ORDER BY vassalage`)) as unknown as {
      rows: Array<{ vassalage: string; category: string }>;
    }
  ).rows;
  type GameSeed = {
    vassalage: string;
    code: string;
    type: string;
    name: string;
    minBet: number;
    playType?: string | null;
    account?: string | null;
    engine: string;
    hot: boolean;
    sort: number;
  };
  const list: GameSeed[] = [];
  const add = (g: GameSeed) => list.push(g);
  for (const v of vendors) {
    if (v.vassalage === 'INH') {
      add({
        vassalage: 'INH',
        code: 'lumen-slot',
        type: 'INHOUSE',
        name: 'Lumen Reels 5x3',
        minBet: 10,
        engine: 'inhouse:slot',
        hot: true,
        sort: 0,
      });
      add({
        vassalage: 'INH',
        code: 'lumen-dice',
        type: 'INHOUSE',
        name: 'Lumen Dice',
        minBet: 10,
        engine: 'inhouse:dice',
        hot: true,
        sort: 1,
      });
      add({
        vassalage: 'INH',
        code: 'lumen-mines',
        type: 'INHOUSE',
        name: 'Lumen Mines',
        minBet: 10,
        engine: 'inhouse:mines',
        hot: true,
        sort: 2,
      });
      continue;
    }
    const category = v.category === 'SPORTS' && ESPORTS.has(v.vassalage) ? 'ESPORTS' : v.category;
    const plan = PLAN[category];
    const nouns = NOUNS[category];
    if (!plan || !nouns) continue;
    const seed = [...v.vassalage].reduce((s, c) => s + c.charCodeAt(0), 0);
    for (let i = 0; i < plan.count; i++) {
      const name = `${ADJECTIVES[(seed + i * 7) % ADJECTIVES.length]} ${nouns[(seed + i) % nouns.length]}${i >= ADJECTIVES.length ? ` ${Math.floor(i / ADJECTIVES.length) + 1}` : ''}`;
      const lottery = category === 'LOTT' || category === 'ELOTT';
      add({
        vassalage: v.vassalage,
        code: `${v.vassalage.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
        type: category,
        name,
        minBet: category === 'RNG' ? 10 : 100,
        playType: lottery ? 'standard' : null,
        account: lottery ? (ACCOUNT_TYPE[v.vassalage] ?? category) : null,
        engine: plan.engine,
        hot: i < 2,
        sort: i,
      });
    }
  }
  for (let i = 0; i < list.length; i += 100) {
    const chunk = list
      .slice(i, i + 100)
      .map(
        (g) =>
          sql`(${g.vassalage}, ${g.code}, ${g.type}, ${g.type}, ${JSON.stringify({ en: g.name })}::jsonb, ${g.minBet}, 'GAME', ${g.playType ?? null}, ${g.account ?? null}, ${g.engine}, ${g.hot}, ${g.sort})`,
      );
    await db.execute(
      sql`INSERT INTO games (vassalage, game_code, game_type, game_classify, names, min_bet, is_game, default_play_type, account_type_name, engine, is_hot, sort) VALUES ${sql.join(chunk, sql`, `)} ON CONFLICT DO NOTHING`,
    );
  }
}
