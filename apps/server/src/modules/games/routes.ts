import { envelope } from '@portal/contracts/envelope';
import { gamesOps, ZGameListQuery, ZGameListValue } from '@portal/contracts/games';
import { TRIAL } from '../../platform/auth.ts';
import { okJson } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { requireMod } from '../brand/index.ts';
import { VN_VENDOR } from '../lottery/index.ts';
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
import { catalogRepo } from './catalog-repo.ts';
import { betRecords, profit, winners } from './records.ts';

export default async function gameRoutes(app: App) {
  const { db, config } = app.deps;
  const listCache = new TtlCache<string>(config.CACHE_TTL_MS);
  const lang = (req: { headers: Record<string, unknown> }, q?: string) =>
    q ?? (req.headers.language as string | undefined);

  // Registered from its operation, but sent as cached JSON text (a hot public read): route() would serialize each time.
  const list = gamesOps.list;
  app.get(
    list.path,
    {
      schema: {
        tags: list.tags,
        summary: list.summary,
        querystring: ZGameListQuery,
        response: { 200: envelope(ZGameListValue) },
      },
    },
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

  route(app, gamesOps.types, ({ query }) => gameTypes(db, query.vassalage));

  route(app, gamesOps.hot, async ({ query }, req) => {
    const m = await merchantOf(req);
    requireMod(m, 'GAMELOHOT3');
    return { list: await hotGames(db, m.id, query.vassalage, lang(req, query.language)) };
  });

  route(app, gamesOps.recent, async ({ query, who }, req) => {
    requireMod(await merchantOf(req), 'GAMELOREC3');
    return memberGames(
      db,
      who.merchantId,
      who.memberId,
      'recent_games',
      query.pageNo,
      query.pageSize,
      lang(req, query.language),
    );
  });

  route(app, gamesOps.favouriteIds, ({ who }) => favouriteIds(db, who.memberId));

  route(app, gamesOps.favourites, async ({ query, who }, req) => {
    const r = await memberGames(
      db,
      who.merchantId,
      who.memberId,
      'favourite_games',
      query.pageNo,
      query.pageSize,
      lang(req, query.language),
    );
    return { content: r.list, totalPages: r.totalPages };
  });

  for (const [o, add] of [
    [gamesOps.addFavourite, true],
    [gamesOps.removeFavourite, false],
  ] as const) {
    route(app, o, async ({ body, who }, req) => {
      requireMod(await merchantOf(req), 'GAMELOFAV3');
      if (!(await gameById(db, who.merchantId, body.nodeId))) throw new AppError('game_not_found');
      await (add ? addFavourite : removeFavourite)(db, who.memberId, body.nodeId);
      return favouriteIds(db, who.memberId);
    });
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
  route(app, gamesOps.launch, async ({ body, who: s }, req) => {
    requireMod(await merchantOf(req), 'GAMELO3');
    if (body.launchMode === 'LOTT') return { game_url: lotteryLobbyUrl(body), game_url2: null };
    if (body.launchMode !== 'GLS') throw new AppError('launch_mode_invalid');
    if (body.nodeId === undefined) throw new AppError('game_not_found');
    const found = await gameById(db, s.merchantId, body.nodeId);
    if (!found) throw new AppError('game_not_found');
    if (found.game.maintenance) throw new AppError('game_maintenance');
    const engine = String(found.row.engine);
    // Our own lottery is played in the portal: a lottery node's launch is its betting screen, as a LOTT launch is.
    if (engine === 'inhouse:lottery')
      return {
        game_url: lotteryLobbyUrl({
          lottoArea: found.game.vassalage === VN_VENDOR ? 'VN' : '',
          lottoGameCode: found.game.gameCode,
          lottoView: 'betting',
        }),
        game_url2: null,
      };
    const ticket = await issueTicket(db, {
      memberId: s.memberId,
      sessionHash: s.sessionId,
      nodeId: body.nodeId,
      provider: providerOfEngine(engine),
    });
    await touchRecent(db, s.memberId, body.nodeId);
    // The page's language, else the brand's: a game page is never in a language the portal is not.
    const asked = String(req.headers.language ?? body.language ?? '')
      .split(',')[0]
      ?.trim();
    const language = asked || (await merchantOf(req)).config.defaultLang;
    const path = engine.startsWith('inhouse:')
      ? `/provider/inhouse/${engine.slice(8)}`
      : `/provider/demo/${engine.slice(5)}`;
    // A trial account's ticket plays fun money: an outside provider's page learns it from the launch (mode=fun), as
    // real providers do, and marks its balance so.
    const fun = s.isAgent === TRIAL ? '&mode=fun' : '';
    const url = `${path}?ticket=${ticket}&lang=${encodeURIComponent(language)}&game=${encodeURIComponent(found.game.gameName)}${fun}`;
    return { game_url: url, game_url2: null };
  });

  route(app, gamesOps.betRecords, ({ query, who }, req) => betRecords(db, who.memberId, query, lang(req) ?? 'en'));

  route(app, gamesOps.profit, ({ query, who }) => profit(db, who.memberId, query.period));

  route(app, gamesOps.rooms, async ({ query, who }, req) => {
    const list = await gameList(db, who.merchantId, {
      pageNo: 1,
      pageSize: 100,
      gameType: 'PVP',
      vassalage: query.vassalage,
      language: lang(req, query.language),
    });
    const stakes = ['1.00', '5.00', '20.00'];
    return list.games.flatMap((g) =>
      stakes.map((minBet, i) => ({
        roomId: `${g.nodeId}-${i + 1}`,
        nodeId: g.nodeId,
        gameName: g.gameName,
        vassalage: g.vassalage,
        minBet,
        players: (g.nodeId * 7 + i * 13) % 9,
      })),
    );
  });

  route(app, gamesOps.lotteryMenus, async (_input, req) => {
    const m = await merchantOf(req);
    const rows = await catalogRepo.lotteryGames(db, m.id);
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
    return { gameMenus: [...groups.values()] };
  });

  route(app, gamesOps.winners, async (_input, req) => winners(db, (await merchantOf(req)).id));
}
