import { envelope } from '@portal/contracts/envelope';
import {
  ZCurrentDraw,
  ZCurrentDrawsValue,
  ZDrawCodeParams,
  ZDrawQuery,
  ZLotteryGame,
  ZLotteryGamesQuery,
  ZLotteryGamesValue,
  ZMyBetsQuery,
  ZMyBetsValue,
  ZNearQuery,
  ZNearValue,
  ZOpenedQuery,
  ZOpenedValue,
  ZPlaceSlipBody,
  ZPlaceSlipValue,
  ZPopularQuery,
} from '@portal/contracts/lottery';
import { z } from 'zod';
import { requireMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { lotteryNow } from './clock.ts';
import { brandOf, read, security, tags } from './http.ts';
import {
  brandGameOrFail,
  currentDraw,
  currentDraws,
  lotteryGames,
  nearNumero,
  openedNumeros,
  popularGames,
  recentGames,
} from './lobby.ts';
import { mySlips, placeSlip } from './service.ts';
import type { LotteryWallet } from './wallet.ts';

/** The lottery calls (api-paths.md, Lottery), plus placing a slip and the member's slips in the same style. */
export function lotteryRoutes(app: App, wallet: LotteryWallet) {
  const { db } = app.deps;

  // GET /lgw/games/game_menus is the games module's: it groups every LOTT and ELOTT game (these too) by vendor.

  app.get(
    '/lgw/games',
    read('Lottery games with their schedule, RTP and pay tables', ZLotteryGamesValue, {
      querystring: ZLotteryGamesQuery,
    }),
    async (req) => {
      const { merchant, lang } = await brandOf(req, req.query.language);
      if (req.query.gameCode) await brandGameOrFail(db, merchant.id, req.query.gameCode);
      return ok(await lotteryGames(db, merchant.id, lang, req.query.gameCode));
    },
  );

  app.get(
    '/lgw/games/popular',
    read('The most played lottery games of the last day', z.array(ZLotteryGame), { querystring: ZPopularQuery }),
    async (req) => {
      const { merchant, lang } = await brandOf(req);
      return ok(await popularGames(db, merchant.id, lang, req.query.count, lotteryNow(app.deps)));
    },
  );

  app.get(
    '/lgw/games/game_menus/recent',
    read('The lottery games the member played lately', z.array(ZLotteryGame), { security }),
    async (req, reply) => {
      const { merchant, lang } = await brandOf(req);
      const member = await requireMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await recentGames(db, merchant.id, member.memberId, lang));
    },
  );

  app.get(
    '/lgw/draw',
    read('The current draw of every lottery game (or of gameCode), with countdowns', ZCurrentDrawsValue, {
      querystring: ZDrawQuery,
    }),
    async (req, reply) => {
      const { merchant } = await brandOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await currentDraws(db, merchant.id, lotteryNow(app.deps), req.query.gameCode));
    },
  );

  app.get(
    '/lgw/draw/code/:code',
    read('The current draw of one lottery game, with countdowns', ZCurrentDraw, { params: ZDrawCodeParams }),
    async (req, reply) => {
      const { merchant } = await brandOf(req);
      const game = await brandGameOrFail(db, merchant.id, req.params.code);
      reply.header('cache-control', 'no-store');
      return ok(await currentDraw(db, game.gameCode, lotteryNow(app.deps)));
    },
  );

  app.get(
    '/lgw/numeros/near',
    read('The nearest issue (numero) of a lottery game', ZNearValue, { querystring: ZNearQuery }),
    async (req, reply) => {
      const { merchant } = await brandOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await nearNumero(db, merchant.id, req.query.gameCode, lotteryNow(app.deps)));
    },
  );

  for (const path of ['/lgw/games/opened/numero', '/lotto/lgw/games/opened/numero'])
    app.get(
      path,
      read('Drawn results of a lottery game, latest first, with their seeds', ZOpenedValue, {
        querystring: ZOpenedQuery,
        security,
      }),
      async (req) => {
        const { merchant } = await brandOf(req);
        await requireMember(req);
        return ok(await openedNumeros(db, merchant.id, req.query.gameCode, req.query.count));
      },
    );

  app.post(
    '/lgw/bets',
    {
      schema: {
        tags,
        security,
        summary: 'Places a slip of bets on the open draw (debited whole through the wallet)',
        body: ZPlaceSlipBody,
        response: { 200: envelope(ZPlaceSlipValue) },
      },
    },
    async (req) => {
      const { lang } = await brandOf(req);
      const member = await requireMember(req);
      return ok(await placeSlip(db, wallet, member, req.body, lotteryNow(app.deps), lang));
    },
  );

  app.get(
    '/lgw/bets',
    read('The member’s lottery slips, newest first: open or settled', ZMyBetsValue, {
      querystring: ZMyBetsQuery,
      security,
    }),
    async (req, reply) => {
      const { lang } = await brandOf(req);
      const member = await requireMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await mySlips(db, member.memberId, req.query, lang));
    },
  );
}
