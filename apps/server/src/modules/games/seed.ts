import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeOf, INHOUSE_TITLES, titlesOf } from './demo-titles.ts';

/** The demo engine that plays each category's games, and the minimum bets (minor units) its games cycle through. */
const PLAN: Record<string, { engine: string; minBets: number[]; hot: number; fresh: number }> = {
  RNG: { engine: 'demo:slot', minBets: [10, 20, 50, 100], hot: 6, fresh: 3 },
  LIVE: { engine: 'demo:table', minBets: [100, 200, 500, 1000], hot: 2, fresh: 1 },
  FISH: { engine: 'demo:fish', minBets: [10, 50, 100], hot: 2, fresh: 1 },
  PVP: { engine: 'demo:cards', minBets: [100, 200, 500], hot: 2, fresh: 1 },
  SPORTS: { engine: 'demo:match', minBets: [100], hot: 2, fresh: 0 },
  ESPORTS: { engine: 'demo:match', minBets: [100], hot: 1, fresh: 0 },
  LOTT: { engine: 'demo:lotto', minBets: [100, 200], hot: 2, fresh: 0 },
  ELOTT: { engine: 'demo:lotto', minBets: [100, 200], hot: 2, fresh: 1 },
};
const ESPORTS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
const ACCOUNT_TYPE: Record<string, string> = { LTA: 'LOTT', TCGVN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' };

const SHOWCASE = ['RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT'];
/**
 * The new games in insertion order: taken in turns from each vendor (slots first, then tables, fishing, cards,
 * e-lotteries) and reversed, so the newest-first list mixes the vendors and opens with a slot.
 */
function newestLast<T extends { vassalage: string; type: string }>(fresh: T[]): T[] {
  const rank = (g: T) => SHOWCASE.indexOf(g.type);
  const queues = new Map<string, T[]>();
  for (const g of [...fresh].sort((a, b) => rank(a) - rank(b)))
    queues.set(g.vassalage, [...(queues.get(g.vassalage) ?? []), g]);
  const lists = [...queues.values()];
  const turns: T[] = [];
  while (lists.some((q) => q.length > 0)) for (const q of lists) if (q.length > 0) turns.push(q.shift() as T);
  return turns.reverse();
}

/**
 * About three hundred games over the seeded vendors, each a distinct title with its theme (demo-titles.ts), plus the
 * three in-house games. Once. The newest games of each vendor go in last, so "new" (the highest node ids) lists them.
 */
export async function seedGames(db: Db): Promise<void> {
  const existing = (await db.execute(sql`SELECT count(*)::int AS n FROM games`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  if (Number(existing.rows[0]?.n) > 0) {
    // A catalogue seeded before an original was added gets it too, at the end of the in-house row.
    await db.execute(sql`INSERT INTO games (vassalage, game_code, game_type, game_classify, names, min_bet, is_game, engine, is_hot, sort)
      SELECT 'INH', code, 'INHOUSE', 'INHOUSE', jsonb_build_object('en', name), 10, 'GAME', 'inhouse:' || replace(code, 'lumen-', ''), true, ord::int - 1
      FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(Object.entries(INHOUSE_TITLES).map(([c, [n]]) => [c, n])))}::jsonb)
        WITH ORDINALITY AS t(code, name, ord)
      WHERE EXISTS (SELECT 1 FROM vendors WHERE vassalage = 'INH')
      ON CONFLICT DO NOTHING`);
    return;
  }
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
    fresh: boolean;
  };
  const list: GameSeed[] = [];
  for (const v of vendors) {
    if (v.vassalage === 'INH') {
      Object.entries(INHOUSE_TITLES).forEach(([code, [name]], i) => {
        const engine = `inhouse:${code.replace('lumen-', '')}`;
        list.push({
          vassalage: 'INH',
          code,
          type: 'INHOUSE',
          name,
          minBet: 10,
          engine,
          hot: true,
          sort: i,
          fresh: false,
        });
      });
      continue;
    }
    const category = v.category === 'SPORTS' && ESPORTS.has(v.vassalage) ? 'ESPORTS' : v.category;
    const plan = PLAN[category];
    if (!plan) continue;
    const titles = titlesOf(v.vassalage);
    const lottery = category === 'LOTT' || category === 'ELOTT';
    titles.forEach(([name], i) => {
      list.push({
        vassalage: v.vassalage,
        code: codeOf(name),
        type: category,
        name,
        minBet: plan.minBets[i % plan.minBets.length] ?? 100,
        playType: lottery ? 'standard' : null,
        account: lottery ? (ACCOUNT_TYPE[v.vassalage] ?? category) : null,
        engine: plan.engine,
        hot: i < plan.hot,
        sort: i,
        fresh: i >= titles.length - plan.fresh,
      });
    });
  }
  const ordered = [...list.filter((g) => !g.fresh), ...newestLast(list.filter((g) => g.fresh))];
  for (let i = 0; i < ordered.length; i += 100) {
    const chunk = ordered
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
