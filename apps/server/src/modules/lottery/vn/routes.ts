import { envelope } from '@portal/contracts/envelope';
import {
  type TVnPick,
  ZVnGame,
  ZVnMenuQuery,
  ZVnMenuValue,
  ZVnMyBetsQuery,
  ZVnMyBetsValue,
  ZVnOpenedQuery,
  ZVnOpenedValue,
  ZVnPlaceSlipBody,
  ZVnPlaceSlipValue,
} from '@portal/contracts/lottery-vn';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import type { App } from '../../../platform/http.ts';
import { lotteryNow } from '../clock.ts';
import { brandOf, read, security, tags } from '../http.ts';
import { mySlips, placeSlip } from '../service.ts';
import type { LotteryWallet } from '../wallet.ts';
import { vnGameOrFail, vnMenus, vnOpened, vnRecent } from './lobby.ts';

/** The VN lottery calls (api-paths.md, Lottery): menus, recent games, results, and VN slips shaped as /lgw/bets. */
export function vnLotteryRoutes(app: App, wallet: LotteryWallet) {
  const { db } = app.deps;

  app.get(
    '/lgw/vn/games/game_menu',
    read('VN lottery menus: regions and fast games with their bet terms', ZVnMenuValue, { querystring: ZVnMenuQuery }),
    async (req) => {
      const { merchant, lang } = await brandOf(req, req.query.language);
      return ok(await vnMenus(db, merchant.id, lang, req.query.prizeMode));
    },
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    read('The VN lottery games the member played lately', z.array(ZVnGame), { security }),
    async (req, reply) => {
      const { merchant, lang } = await brandOf(req);
      const member = await requireMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await vnRecent(db, merchant.id, member.memberId, lang));
    },
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    read('Results of a VN lottery game, latest first, with the prize table of each draw', ZVnOpenedValue, {
      querystring: ZVnOpenedQuery,
    }),
    async (req) => {
      const { merchant } = await brandOf(req);
      return ok(await vnOpened(db, merchant.id, req.query.gameCode, req.query.count));
    },
  );

  app.post(
    '/lgw/vn/bets',
    {
      schema: {
        tags,
        security,
        summary: 'Places a slip of VN bets on the open draw (debited whole through the wallet)',
        body: ZVnPlaceSlipBody,
        response: { 200: envelope(ZVnPlaceSlipValue) },
      },
    },
    async (req) => {
      const { merchant, lang } = await brandOf(req);
      const member = await requireMember(req);
      await vnGameOrFail(db, merchant.id, req.body.gameCode);
      return ok(await placeSlip<TVnPick>(db, wallet, member, req.body, lotteryNow(app.deps), lang));
    },
  );

  app.get(
    '/lgw/vn/bets',
    read('The member’s VN lottery slips, newest first: open or settled', ZVnMyBetsValue, {
      querystring: ZVnMyBetsQuery,
      security,
    }),
    async (req, reply) => {
      const { lang } = await brandOf(req);
      const member = await requireMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await mySlips<TVnPick>(db, member.memberId, req.query, lang, true));
    },
  );
}
