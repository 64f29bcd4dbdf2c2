import type { TGame } from '@portal/contracts/games';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { gameStamp } from '../brand/index.ts';
import { FOLD_FROM, FOLD_TO, KIND_WORDS, searchTerms } from './search.ts';

/** The portal's reads and writes of the game catalogue and a member's games (the console's are in manage-repo.ts). */

const SELECT = sql`SELECT g.*, v.name AS vendor_name, (g.maintenance OR v.maintenance OR mv.maintenance) AS down FROM games g JOIN vendors v ON v.vassalage = g.vassalage AND g.enabled
  JOIN merchant_vendors mv ON mv.vassalage = g.vassalage AND mv.enabled`;

export function toGame(r: Row, lang?: string): TGame {
  const names = (r.names ?? {}) as Record<string, string>;
  return {
    nodeId: Number(r.node_id),
    vassalage: String(r.vassalage),
    vendor: String(r.vendor_name ?? r.vassalage),
    gameType: String(r.game_type),
    gameClassify: String(r.game_classify),
    gameName: names[lang ?? ''] ?? names.en ?? String(r.game_code),
    gameCode: String(r.game_code),
    code: String(r.game_code),
    minBet: formatMinor(BigInt(String(r.min_bet))),
    minLineNum: Number(r.min_line_num),
    isGame: String(r.is_game) as 'GAME' | 'VASSALAGE',
    defaultPlayType: r.default_play_type === null ? null : String(r.default_play_type),
    accountTypeName: r.account_type_name === null ? null : String(r.account_type_name),
    isHot: Boolean(r.is_hot),
    maintenance: Boolean(r.down),
    // The stamp changes with what the tile shows, so the art may be cached for a year.
    imageUrl: `/art/games/${Number(r.node_id)}.svg?v=${gameStamp(r)}`,
  };
}

/** A game's searchable text, folded: its names in every language, its vendor's name and code, its kind's words. */
const HAYSTACK = sql`lower(translate(concat_ws(' ', g.names::text, (SELECT name FROM vendors v2 WHERE v2.vassalage = g.vassalage), g.vassalage, ${JSON.stringify(KIND_WORDS)}::jsonb ->> g.game_type), ${FOLD_FROM}, ${FOLD_TO}))`;

/** Every word of the query (or its English name) found in the game's searchable text (games/search.ts). */
function nameSearch(query: string): SQL {
  const like = (t: string) => `%${t.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const words = searchTerms(query).map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((a) => sql`${HAYSTACK} LIKE ${like(a)}`),
        sql` OR `,
      )})`,
  );
  return words.length ? sql.join(words, sql` AND `) : sql`TRUE`;
}

export interface GameFilter {
  vassalage?: string | undefined;
  gameType?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  hot?: '1' | undefined;
}

function gameFilter(merchantId: number, f: GameFilter): SQL {
  const where: SQL[] = [sql`mv.merchant_id = ${merchantId}`];
  if (f.vassalage) where.push(sql`g.vassalage = ${f.vassalage}`);
  if (f.gameType)
    where.push(
      sql`g.game_type IN (${sql.join(
        f.gameType.split(',').map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (f.hot) where.push(sql`g.is_hot`);
  if (f.gameClassify) where.push(sql`g.game_classify = ${f.gameClassify}`);
  if (f.gameName) where.push(nameSearch(f.gameName));
  if (f.minBet && /^\d+(\.\d{1,2})?$/.test(f.minBet)) where.push(sql`g.min_bet <= ${toMinor(f.minBet).toString()}`);
  return sql.join(where, sql` AND `);
}

/** Hot games take turns by category (a slot, a live table, an original, ...), each vendor's first games before its next. */
const CATEGORY_ORDER = sql`array_position(ARRAY['RNG','LIVE','INHOUSE','FISH','PVP','SPORTS','ESPORTS','ELOTT','LOTT']::text[], g.game_type)`;

/**
 * The newest games taking turns by vendor: each vendor's newest, then each one's second newest, and so on, so a row
 * of new games is varied (a vendor's batch of look-alike games never fills it).
 */
const NEWEST_ACROSS_VENDORS = sql`row_number() OVER (PARTITION BY g.vassalage ORDER BY g.node_id DESC), g.node_id DESC`;

export const catalogRepo = {
  /** One page of the brand's playable games matching the filter, and how many match in all. */
  gamePage: async (
    db: Db,
    merchantId: number,
    f: GameFilter & { pageNo: number; pageSize: number; order?: 'new' | undefined; language?: string | undefined },
  ) => {
    const cond = gameFilter(merchantId, f);
    const [count] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM games g JOIN merchant_vendors mv ON mv.vassalage = g.vassalage AND mv.enabled AND g.enabled WHERE ${cond}`,
    );
    const total = Number(count?.n ?? 0);
    const rows = await q(
      db,
      sql`${SELECT} WHERE ${cond} ORDER BY ${f.order === 'new' ? NEWEST_ACROSS_VENDORS : sql`g.sort, g.node_id`} LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`,
    );
    return { games: rows.map((r) => toGame(r, f.language)), total };
  },

  /** The brand's playable game, with its raw row (the launch reads its engine and codes). */
  game: async (db: Db, merchantId: number, nodeId: number) => {
    const [r] = await q(db, sql`${SELECT} WHERE mv.merchant_id = ${merchantId} AND g.node_id = ${nodeId}`);
    return r ? { row: r, game: toGame(r) } : null;
  },

  hotGames: async (db: Db, merchantId: number, vassalage?: string, lang?: string) => {
    const rows = await q(
      db,
      sql`${SELECT} WHERE mv.merchant_id = ${merchantId} AND g.is_hot ${vassalage ? sql`AND g.vassalage = ${vassalage}` : sql``} ORDER BY g.sort, row_number() OVER (PARTITION BY g.sort, g.game_type ORDER BY g.node_id), ${CATEGORY_ORDER}, g.node_id LIMIT 24`,
    );
    return rows.map((r) => toGame(r, lang));
  },

  gameTypes: async (db: Db, vassalage: string) =>
    (await q(db, sql`SELECT DISTINCT game_type FROM games WHERE vassalage = ${vassalage} ORDER BY game_type`)).map(
      (r) => String(r.game_type),
    ),

  /** The member's favourite games' ids, the newest first. */
  favouriteIds: async (db: Db, memberId: number) =>
    (await q(db, sql`SELECT node_id FROM favourite_games WHERE member_id = ${memberId} ORDER BY created_at DESC`)).map(
      (r) => Number(r.node_id),
    ),

  /** One page of the member's favourite or recent games (the newest first), and how many there are in all. */
  memberGamePage: async (
    db: Db,
    merchantId: number,
    memberId: number,
    table: 'favourite_games' | 'recent_games',
    pageNo: number,
    pageSize: number,
    lang?: string,
  ) => {
    const t = sql.raw(table);
    const order = sql.raw(table === 'recent_games' ? 'x.played_at' : 'x.created_at');
    const [count] = await q(db, sql`SELECT count(*)::int AS n FROM ${t} x WHERE x.member_id = ${memberId}`);
    const rows = await q(
      db,
      sql`${SELECT} JOIN ${t} x ON x.node_id = g.node_id WHERE mv.merchant_id = ${merchantId} AND x.member_id = ${memberId} ORDER BY ${order} DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    );
    return { list: rows.map((r) => toGame(r, lang)), total: int(count?.n) };
  },

  addFavourite: (db: Db, memberId: number, nodeId: number) =>
    q(db, sql`INSERT INTO favourite_games (member_id, node_id) VALUES (${memberId}, ${nodeId}) ON CONFLICT DO NOTHING`),

  removeFavourite: (db: Db, memberId: number, nodeId: number) =>
    q(db, sql`DELETE FROM favourite_games WHERE member_id = ${memberId} AND node_id = ${nodeId}`),

  /** Marks the game played now in the member's recent games. */
  touchRecent: (db: Db, memberId: number, nodeId: number) =>
    q(
      db,
      sql`INSERT INTO recent_games (member_id, node_id) VALUES (${memberId}, ${nodeId}) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = now()`,
    ),

  /** The brand's enabled lottery and e-lottery games with their vendor's name, by vendor and sort. */
  lotteryGames: (db: Db, merchantId: number) =>
    q(
      db,
      sql`SELECT g.*, v.name AS vendor_name FROM games g JOIN vendors v ON v.vassalage = g.vassalage
        JOIN merchant_vendors mv ON mv.vassalage = g.vassalage AND mv.enabled AND mv.merchant_id = ${merchantId}
        WHERE g.enabled AND g.game_type IN ('LOTT', 'ELOTT') ORDER BY g.vassalage, g.sort`,
    ),
};
