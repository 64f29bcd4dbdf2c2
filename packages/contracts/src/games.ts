import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { ZRowId } from './ids.ts';
import { op } from './op.ts';

export const ZGame = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  code: z.string(),
  minBet: z.string(),
  minLineNum: z.number().int(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  imageUrl: z.string(),
});
export type TGame = z.infer<typeof ZGame>;

/** /wps/relay/GCSGAME_gameList — pages start at 1, 42 games a page. */
export const ZGameListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(42),
  gameClassify: z.string().max(20).optional(),
  vassalage: z.string().max(20).optional(),
  gameType: z.string().max(20).optional(),
  gameName: z.string().max(60).optional(),
  minBet: z.string().max(20).optional(),
  /** Only the hot games ('1'); with gameType (one category or several, comma-separated) a lobby's popular list. */
  hot: z.enum(['1']).optional(),
  /** 'new': the latest additions first, instead of the lobby order. */
  order: z.enum(['new']).optional(),
  minLineNum: z.coerce.number().int().optional(),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(40).optional(),
  channel: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
});
export const ZGameListValue = z.object({
  games: z.array(ZGame),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const ZVassQuery = z.object({ vassalage: z.string().max(20) });
export const ZGameTypesValue = z.array(z.string());
export const ZHotQuery = z.object({
  isPlatform: z.coerce.number().int().optional(),
  vassalage: z.string().max(20).optional(),
  language: z.string().max(8).optional(),
  merchantCode: z.string().max(40).optional(),
  platform: z.string().max(60).optional(),
});
export const ZPagedQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(42),
  vassalage: z.string().max(20).optional(),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(40).optional(),
  gameType: z.string().max(20).optional(),
});
export const ZHotValue = z.object({ list: z.array(ZGame) });
export const ZRecentGamesValue = z.object({ list: z.array(ZGame), totalPages: z.number() });
/** The favourites page: `content`, as the original API names it. */
export const ZFavouriteGamesValue = z.object({ content: z.array(ZGame), totalPages: z.number() });
/** The member's favourite games' node ids. */
export const ZFavouriteIds = z.array(z.number());
export const ZFavouriteBody = z.object({
  nodeId: ZRowId,
  vendor: z.string().max(20).optional(),
  gameType: z.string().max(20).optional(),
});

/** /wps/game/launchGame — the launch payload of spec section 3. */
export const ZLaunchRequest = z.object({
  gameId: z.union([z.number(), z.string()]).optional(),
  roomId: z.union([z.number(), z.string()]).optional(),
  /** The game (launchMode GLS). */
  nodeId: ZRowId.optional(),
  accountType: z.coerce.number().int().default(1),
  confirmTrans: z.coerce.number().int().default(0),
  vassalage: z.string().max(20).optional(),
  accountTypeName: z.string().max(30).optional(),
  launchMode: z.string().max(10),
  platform: z.string().max(40).default('html5-desktop'),
  clientType: z.coerce.number().int().default(3),
  username: z.string().max(60).optional(),
  token: z.string().max(200).optional(),
  merchantCode: z.string().max(40).optional(),
  language: z.string().max(8).optional(),
  /** The lottery lobby (launchMode LOTT, spec section 7): VN for the Vietnam lottery, else the lottery. */
  lottoArea: z.string().max(10).optional(),
  lottoPrizeMode: z.string().max(10).optional(),
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9_]{1,30}$/)
    .optional(),
  /** betting opens the game's betting screen, lobby the lottery's lobby. */
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().max(10).optional(),
  backUrl: z.string().max(300).optional(),
});
export const ZLaunchValue = z.object({ game_url: z.string(), game_url2: z.string().nullable() });

/** Betting record (personalHistoryCopy), profit and loss (personalProfit), winners board. */
export const ZBetRecordQuery = z.object({
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  vassalage: z.string().max(20).optional(),
  status: z.enum(['all', 'open', 'settled', 'rolled_back']).default('all'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZBetRecord = z.object({
  roundId: z.string(),
  time: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  bet: z.string(),
  win: z.string(),
  profit: z.string(),
  status: z.string(),
  /** A provably fair round's inputs, for the verification page (in-house games); null for other providers. */
  proof: z
    .object({
      /** slot, dice, mines or an instant original's kind (limbo, plinko, ...). */
      game: z.string(),
      serverHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      mines: z.number().int().optional(),
      /** An instant original's choices (JSON), which the verification page needs to recompute its outcome. */
      params: z.string().optional(),
    })
    .nullable(),
  /** A lottery slip's draw (numero), its picks ("p1:big", "keno:5") and the draw's numbers once drawn. */
  lottery: z
    .object({
      gameCode: z.string(),
      numero: z.string(),
      picks: z.array(z.string()),
      result: z.array(z.number().int()).nullable(),
    })
    .nullable()
    .optional(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;
export const ZBetRecordValue = z.object({
  list: z.array(ZBetRecord),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const ZProfitQuery = z.object({
  period: z.enum(['daily', 'weekly', 'semimonthly', 'monthly']).default('daily'),
});
export const ZProfitValue = z.array(
  z.object({ period: z.string(), bet: z.string(), win: z.string(), profit: z.string(), rounds: z.number().int() }),
);
export const ZWinnerValue = z.array(
  z.object({ account: z.string(), gameName: z.string(), win: z.string(), multiplier: z.number(), time: z.string() }),
);
export type TWinner = z.infer<typeof ZWinnerValue>[number];

/** /wps/relay/GLS2_roomList — PVP rooms: each card game offers tables at three stakes. */
export const ZRoomQuery = z.object({
  vassalage: z.string().max(20).optional(),
  language: z.string().max(8).optional(),
});
export const ZRoom = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  minBet: z.string(),
  players: z.number().int(),
});
export const ZRoomValue = z.array(ZRoom);

/** /lgw/games/game_menus — lottery menus by group, with the Vietnam lottery account type added. */
export const ZGameMenusValue = z.object({
  gameMenus: z.array(
    z.object({
      gameGroupCode: z.string(),
      labelName: z.string(),
      accountTypeName: z.string(),
      games: z.array(
        z.object({
          nodeId: z.number().int(),
          gameCode: z.string(),
          gameName: z.string(),
          defaultPlayType: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TGameMenusValue = z.infer<typeof ZGameMenusValue>;

/**
 * The portal's game calls. The list, hot, recent and favourite calls and the launch are made by the home page, so
 * their paths come from FIRST_LOAD. Public ones answer every visitor (the brand is the host's).
 */
export const gamesOps = {
  list: op({
    ...FIRST_LOAD.gameList,
    auth: 'public',
    tags: ['games'],
    summary: 'The brand’s games by vendor, category, name, minimum bet, hot or newest (paged)',
    query: ZGameListQuery,
    response: ZGameListValue,
  }),
  types: op({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'public',
    tags: ['games'],
    summary: 'The game types a vendor offers',
    query: ZVassQuery,
    response: ZGameTypesValue,
  }),
  hot: op({
    ...FIRST_LOAD.hotGames,
    auth: 'public',
    tags: ['games'],
    summary: 'The brand’s hot games, optionally of one vendor',
    query: ZHotQuery,
    response: ZHotValue,
  }),
  recent: op({
    ...FIRST_LOAD.recentGames,
    auth: 'member',
    tags: ['games'],
    summary: 'The games the member launched lately (paged)',
    query: ZPagedQuery,
    response: ZRecentGamesValue,
  }),
  favouriteIds: op({
    ...FIRST_LOAD.favouriteGameIds,
    auth: 'member',
    tags: ['games'],
    summary: 'The node ids of the member’s favourite games',
    response: ZFavouriteIds,
  }),
  favourites: op({
    ...FIRST_LOAD.favouriteGames,
    auth: 'member',
    tags: ['games'],
    summary: 'The member’s favourite games (paged)',
    query: ZPagedQuery,
    response: ZFavouriteGamesValue,
  }),
  addFavourite: op({
    ...FIRST_LOAD.addFavouriteGame,
    auth: 'member',
    tags: ['games'],
    summary: 'Adds a game to the member’s favourites; answers their favourite ids',
    body: ZFavouriteBody,
    response: ZFavouriteIds,
  }),
  removeFavourite: op({
    ...FIRST_LOAD.removeFavouriteGame,
    auth: 'member',
    tags: ['games'],
    summary: 'Removes a game from the member’s favourites; answers their favourite ids',
    body: ZFavouriteBody,
    response: ZFavouriteIds,
  }),
  launch: op({
    ...FIRST_LOAD.launchGame,
    auth: 'member',
    tags: ['games'],
    summary: 'Launches a game (a fresh provider ticket for its page) or answers the lottery’s page',
    body: ZLaunchRequest,
    response: ZLaunchValue,
  }),
  betRecords: op({
    method: 'GET',
    path: '/wps/relay/ODSFE2_personalHistory',
    auth: 'real',
    tags: ['games'],
    summary: 'The member’s rounds, filtered by dates, vendor and status (paged)',
    query: ZBetRecordQuery,
    response: ZBetRecordValue,
  }),
  profit: op({
    method: 'GET',
    path: '/wps/relay/ODSFE2_personalProfit',
    auth: 'real',
    tags: ['games'],
    summary: 'The member’s bets, wins and profit by period',
    query: ZProfitQuery,
    response: ZProfitValue,
  }),
  rooms: op({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    auth: 'member',
    tags: ['games'],
    summary: 'The PVP card games’ tables, three stakes each',
    query: ZRoomQuery,
    response: ZRoomValue,
  }),
  lotteryMenus: op({
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'public',
    tags: ['games'],
    summary: 'The lottery games by group, for the lottery lobby’s menus',
    response: ZGameMenusValue,
  }),
  winners: op({
    ...FIRST_LOAD.winnerBoard,
    auth: 'public',
    tags: ['games'],
    summary: 'The brand’s latest big wins',
    response: ZWinnerValue,
  }),
};
