import { envelope } from '@portal/contracts/envelope';
import {
  ZBetRecordQuery,
  ZBetRecordValue,
  ZFavouriteBody,
  ZGame,
  ZGameListQuery,
  ZGameListValue,
  ZGameMenusValue,
  ZHotQuery,
  ZLaunchRequest,
  ZLaunchValue,
  ZPagedQuery,
  ZProfitQuery,
  ZProfitValue,
  ZRoomQuery,
  ZRoomValue,
  ZVassQuery,
  ZWinnerValue,
} from '@portal/contracts/games';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { q } from '../../db/rows.ts';
import { requireMember, requireRealMember } from '../../platform/auth.ts';
import { ok, okJson } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { requireMod } from '../brand/index.ts';
import { issueTicket, providerOfEngine } from '../provider/index.ts';
import {
  addFavourite,
  favouriteIds,
  gameById,
  gameList,
  gameTypes,
  hotGames,
  memberGames,
  removeFavourite,
  touchRecent,
} from './catalog.ts';
import { betRecords, profit, winners } from './records.ts';

const tags = ['games'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

export default async function gameRoutes(app: App) {
  const { db } = app.deps;
  const listCache = new TtlCache<string>(2000);
  const lang = (req: { headers: Record<string, unknown> }, q?: string) =>
    q ?? (req.headers.language as string | undefined);

  app.get(
    '/wps/relay/GCSGAME_gameList',
    { schema: { tags, querystring: ZGameListQuery, response: { 200: envelope(ZGameListValue) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      requireMod(m, 'GAMELO3');
      const f = { ...req.query, language: lang(req, req.query.language) };
      reply.type('application/json; charset=utf-8');
      return reply.send(
        okJson(
          await listCache.get(`${m.id}:${JSON.stringify(f)}`, async () => JSON.stringify(await gameList(db, m.id, f))),
        ) as never,
      );
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    { schema: { tags, querystring: ZVassQuery, response: { 200: envelope(z.array(z.string())) } } },
    async (req) => ok(await gameTypes(db, req.query.vassalage)),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { tags, querystring: ZHotQuery, response: { 200: envelope(z.object({ list: z.array(ZGame) })) } } },
    async (req) => {
      const m = await merchantOf(req);
      requireMod(m, 'GAMELOHOT3');
      return ok({ list: await hotGames(db, m.id, req.query.vassalage, lang(req, req.query.language)) });
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags,
        security,
        querystring: ZPagedQuery,
        response: { 200: envelope(z.object({ list: z.array(ZGame), totalPages: z.number() })) },
      },
    },
    async (req) => {
      const s = await requireMember(req);
      return ok(
        await memberGames(
          db,
          s.merchantId,
          s.memberId,
          'recent_games',
          req.query.pageNo,
          req.query.pageSize,
          lang(req, req.query.language),
        ),
      );
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: { tags, security, response: { 200: envelope(z.array(z.number())) } } },
    async (req) => ok(await favouriteIds(db, (await requireMember(req)).memberId)),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        security,
        querystring: ZPagedQuery,
        response: { 200: envelope(z.object({ content: z.array(ZGame), totalPages: z.number() })) },
      },
    },
    async (req) => {
      const s = await requireMember(req);
      const r = await memberGames(
        db,
        s.merchantId,
        s.memberId,
        'favourite_games',
        req.query.pageNo,
        req.query.pageSize,
        lang(req, req.query.language),
      );
      return ok({ content: r.list, totalPages: r.totalPages });
    },
  );

  for (const [path, add] of [
    ['/wps/relay/MCSFE_addFavoriteGameV2', true],
    ['/wps/relay/MCSFE_removeFavoriteGameV2', false],
  ] as const) {
    app.post(
      path,
      { schema: { tags, security, body: ZFavouriteBody, response: { 200: envelope(z.array(z.number())) } } },
      async (req) => {
        const s = await requireMember(req);
        requireMod(await merchantOf(req), 'GAMELOFAV3');
        if (!(await gameById(db, s.merchantId, req.body.nodeId))) throw new AppError('game_not_found');
        await (add ? addFavourite : removeFavourite)(db, s.memberId, req.body.nodeId);
        return ok(await favouriteIds(db, s.memberId));
      },
    );
  }

  /**
   * The lottery's launch (launchMode LOTT): our own lottery is played in the portal, so its lobby or a game's betting
   * screen is the answer, /vnlottery for the VN area, else /lottery.
   */
  const lotteryLobbyUrl = (b: { lottoArea?: string; lottoGameCode?: string; lottoView?: 'betting' | 'lobby' }) => {
    const page = b.lottoArea?.toUpperCase() === 'VN' ? '/vnlottery' : '/lottery';
    return b.lottoView === 'betting' && b.lottoGameCode ? `${page}?gameCode=${b.lottoGameCode}` : page;
  };

  /** Launch: a fresh ticket of the game's provider, inside this member session, for its page (plays through the wallet API). */
  app.post(
    '/wps/game/launchGame',
    { schema: { tags, security, body: ZLaunchRequest, response: { 200: envelope(ZLaunchValue) } } },
    async (req) => {
      const s = await requireMember(req);
      requireMod(await merchantOf(req), 'GAMELO3');
      if (req.body.launchMode === 'LOTT') return ok({ game_url: lotteryLobbyUrl(req.body), game_url2: null });
      if (req.body.launchMode !== 'GLS') throw new AppError('launch_mode_invalid');
      if (req.body.nodeId === undefined) throw new AppError('game_not_found');
      const found = await gameById(db, s.merchantId, req.body.nodeId);
      if (!found) throw new AppError('game_not_found');
      if (found.game.maintenance) throw new AppError('game_maintenance');
      const engine = String(found.row.engine);
      const ticket = await issueTicket(db, {
        memberId: s.memberId,
        sessionHash: s.sessionId,
        nodeId: req.body.nodeId,
        provider: providerOfEngine(engine),
      });
      await touchRecent(db, s.memberId, req.body.nodeId);
      // The page's language, else the brand's: a game page is never in a language the portal is not.
      const asked = String(req.headers.language ?? req.body.language ?? '')
        .split(',')[0]
        ?.trim();
      const language = asked || (await merchantOf(req)).config.defaultLang;
      const path = engine.startsWith('inhouse:')
        ? `/provider/inhouse/${engine.slice(8)}`
        : `/provider/demo/${engine.slice(5)}`;
      const url = `${path}?ticket=${ticket}&lang=${encodeURIComponent(language)}&game=${encodeURIComponent(found.game.gameName)}`;
      return ok({ game_url: url, game_url2: null });
    },
  );

  app.get(
    '/wps/relay/ODSFE2_personalHistory',
    { schema: { tags, security, querystring: ZBetRecordQuery, response: { 200: envelope(ZBetRecordValue) } } },
    async (req) => {
      const s = await requireRealMember(req);
      return ok(await betRecords(db, s.memberId, req.query, lang(req) ?? 'en'));
    },
  );

  app.get(
    '/wps/relay/ODSFE2_personalProfit',
    { schema: { tags, security, querystring: ZProfitQuery, response: { 200: envelope(ZProfitValue) } } },
    async (req) => {
      const s = await requireRealMember(req);
      return ok(await profit(db, s.memberId, req.query.period));
    },
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    { schema: { tags, security, querystring: ZRoomQuery, response: { 200: envelope(ZRoomValue) } } },
    async (req) => {
      const s = await requireMember(req);
      const list = await gameList(db, s.merchantId, {
        pageNo: 1,
        pageSize: 100,
        gameType: 'PVP',
        vassalage: req.query.vassalage,
        language: lang(req, req.query.language),
      });
      const stakes = ['1.00', '5.00', '20.00'];
      return ok(
        list.games.flatMap((g) =>
          stakes.map((minBet, i) => ({
            roomId: `${g.nodeId}-${i + 1}`,
            nodeId: g.nodeId,
            gameName: g.gameName,
            vassalage: g.vassalage,
            minBet,
            players: (g.nodeId * 7 + i * 13) % 9,
          })),
        ),
      );
    },
  );

  app.get('/lgw/games/game_menus', { schema: { tags, response: { 200: envelope(ZGameMenusValue) } } }, async (req) => {
    const m = await merchantOf(req);
    const rows = await q(
      db,
      sql`SELECT g.*, v.name AS vendor_name FROM games g JOIN vendors v ON v.vassalage = g.vassalage JOIN merchant_vendors mv ON mv.vassalage = g.vassalage AND mv.enabled AND mv.merchant_id = ${m.id} WHERE g.enabled AND g.game_type IN ('LOTT', 'ELOTT') ORDER BY g.vassalage, g.sort`,
    );
    const groups = new Map<
      string,
      {
        gameGroupCode: string;
        labelName: string;
        accountTypeName: string;
        games: Array<{ nodeId: number; gameCode: string; gameName: string; defaultPlayType: string | null }>;
      }
    >();
    for (const r of rows) {
      const code = String(r.vassalage);
      const group = groups.get(code) ?? {
        gameGroupCode: code,
        labelName: String(r.vendor_name),
        accountTypeName: String(r.account_type_name ?? r.game_type),
        games: [],
      };
      group.games.push({
        nodeId: Number(r.node_id),
        gameCode: String(r.game_code),
        gameName: (r.names as { en?: string }).en ?? '',
        defaultPlayType: r.default_play_type === null ? null : String(r.default_play_type),
      });
      groups.set(code, group);
    }
    return ok({ gameMenus: [...groups.values()] });
  });

  app.get(
    '/wps/relay/ODSFE2_getWinnerBoard',
    { schema: { tags, response: { 200: envelope(ZWinnerValue) } } },
    async (req) => ok(await winners(db, (await merchantOf(req)).id)),
  );
}
