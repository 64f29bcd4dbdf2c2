import { lotteryOps } from '@portal/contracts/lottery';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { lotteryNow } from './clock.ts';
import { brandOf } from './http.ts';
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

  route(app, lotteryOps.games, async ({ query }, req) => {
    const { merchant, lang } = await brandOf(req, query.language);
    if (query.gameCode) await brandGameOrFail(db, merchant.id, query.gameCode);
    return lotteryGames(db, merchant.id, lang, query.gameCode);
  });

  route(app, lotteryOps.popular, async ({ query }, req) => {
    const { merchant, lang } = await brandOf(req);
    return popularGames(db, merchant.id, lang, query.count, lotteryNow(app.deps));
  });

  route(app, lotteryOps.recent, async ({ who }, req) => {
    const { merchant, lang } = await brandOf(req);
    return recentGames(db, merchant.id, who.memberId, lang);
  });

  // Public, but the countdowns move every second: never cached.
  route(app, lotteryOps.draws, async ({ query }, req, reply) => {
    const { merchant } = await brandOf(req);
    reply.header('cache-control', 'no-store');
    return currentDraws(db, merchant.id, lotteryNow(app.deps), query.gameCode);
  });

  route(app, lotteryOps.draw, async ({ params }, req, reply) => {
    const { merchant } = await brandOf(req);
    const game = await brandGameOrFail(db, merchant.id, params.code);
    reply.header('cache-control', 'no-store');
    return currentDraw(db, game.gameCode, lotteryNow(app.deps));
  });

  route(app, lotteryOps.near, async ({ query }, req, reply) => {
    const { merchant } = await brandOf(req);
    reply.header('cache-control', 'no-store');
    return nearNumero(db, merchant.id, query.gameCode, lotteryNow(app.deps));
  });

  for (const opened of [lotteryOps.opened, lotteryOps.openedLotto])
    route(app, opened, async ({ query }, req) => {
      const { merchant } = await brandOf(req);
      return openedNumeros(db, merchant.id, query.gameCode, query.count);
    });

  route(app, lotteryOps.placeSlip, async ({ body, who }, req) => {
    const { lang } = await brandOf(req);
    return placeSlip(db, wallet, who, body, lotteryNow(app.deps), lang);
  });

  route(app, lotteryOps.myBets, async ({ query, who }, req) => {
    const { lang } = await brandOf(req);
    return mySlips(db, who.memberId, query, lang);
  });
}
