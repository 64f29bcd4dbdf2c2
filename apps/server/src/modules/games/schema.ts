import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** The game catalog; node_id is the portal's nodeId (migration 0300). */
export const games = pgTable(
  'games',
  {
    nodeId: serial('node_id').primaryKey(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Minor units. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull().default(10n),
    minLineNum: integer('min_line_num').notNull().default(1),
    isGame: text('is_game').$type<'GAME' | 'VASSALAGE'>().notNull().default('GAME'),
    defaultPlayType: text('default_play_type'),
    accountTypeName: text('account_type_name'),
    /** Which engine plays it: inhouse:<slot|dice|mines> or demo:<kind>. */
    engine: text('engine').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Off: out of every list and launch (migration 0331). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('games_vassalage_game_code_key').on(t.vassalage, t.gameCode),
    index('games_by_vendor').on(t.vassalage, t.sort),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'favourite_games_pkey', columns: [t.memberId, t.nodeId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    playedAt: ts('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'recent_games_pkey', columns: [t.memberId, t.nodeId] })],
);
