import { type TVnPick, vnLotteryOps } from '@portal/contracts/lottery-vn';
import type { App } from '../../../platform/http.ts';
import { route } from '../../../platform/ops.ts';
import { lotteryNow } from '../clock.ts';
import { brandOf } from '../http.ts';
import { mySlips, placeSlip } from '../service.ts';
import type { LotteryWallet } from '../wallet.ts';
import { vnGameOrFail, vnMenus, vnOpened, vnRecent } from './lobby.ts';

/** The VN lottery calls (api-paths.md, Lottery): menus, recent games, results, and VN slips shaped as /lgw/bets. */
export function vnLotteryRoutes(app: App, wallet: LotteryWallet) {
  const { db } = app.deps;

  route(app, vnLotteryOps.menus, async ({ query }, req) => {
    const { merchant, lang } = await brandOf(req, query.language);
    return vnMenus(db, merchant.id, lang, query.prizeMode);
  });

  route(app, vnLotteryOps.recent, async ({ who }, req) => {
    const { merchant, lang } = await brandOf(req);
    return vnRecent(db, merchant.id, who.memberId, lang);
  });

  route(app, vnLotteryOps.opened, async ({ query }, req) => {
    const { merchant } = await brandOf(req);
    return vnOpened(db, merchant.id, query.gameCode, query.count);
  });

  route(app, vnLotteryOps.placeSlip, async ({ body, who }, req) => {
    const { merchant, lang } = await brandOf(req);
    await vnGameOrFail(db, merchant.id, body.gameCode);
    return placeSlip<TVnPick>(db, wallet, who, body, lotteryNow(app.deps), lang);
  });

  route(app, vnLotteryOps.myBets, async ({ query, who }, req) => {
    const { lang } = await brandOf(req);
    return mySlips<TVnPick>(db, who.memberId, query, lang, true);
  });
}
