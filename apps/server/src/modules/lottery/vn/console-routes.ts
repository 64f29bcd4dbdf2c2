import { lotteryConsoleOps } from '@portal/contracts/console-lottery';
import { AppError } from '../../../platform/errors.ts';
import type { App } from '../../../platform/http.ts';
import { route } from '../../../platform/ops.ts';
import { lotteryNow } from '../clock.ts';
import { settleDue } from '../draws.ts';
import type { LotteryWallet } from '../wallet.ts';
import { awaitingList, cancelVnDraw, enterResult } from './results.ts';
import { lotteryTerms, setLotteryTerms } from './terms.ts';

/**
 * The lottery in the console (and the CLI): VN draws awaiting results, the two entries of a result, cancelling a
 * draw, and a brand's lottery terms. Every change is audited. A confirmed result or a cancel settles at once (the
 * draw job would within a second; a failure here is left to it).
 */
export function vnConsoleRoutes(app: App, wallet: LotteryWallet) {
  const { db } = app.deps;
  const settleNow = () =>
    settleDue(db, wallet, lotteryNow(app.deps)).catch((e) => app.log.warn({ err: e }, 'lottery settle after entry'));

  route(app, lotteryConsoleOps.awaiting, async () => awaitingList(db, lotteryNow(app.deps), 'en'));

  // Results settle every slip: each of the two entries comes from a session opened with a second factor, whatever
  // the role (support signs in without one unless enrolled).
  route(app, lotteryConsoleOps.enterResult, async ({ params, body, who }) => {
    if (!who.twoFactor) throw new AppError('two_factor_session_required');
    const entry = await enterResult(db, who.operatorId, params.id, body, lotteryNow(app.deps));
    if (entry.outcome === 'confirmed') await settleNow();
    return entry;
  });

  route(app, lotteryConsoleOps.cancel, async ({ params, body, who }) => {
    const done = await cancelVnDraw(db, who.operatorId, params.id, body.reason);
    await settleNow();
    return done;
  });

  route(app, lotteryConsoleOps.terms, async ({ params }) => lotteryTerms(db, params.code));

  route(app, lotteryConsoleOps.setTerms, async ({ params, body, who }) =>
    setLotteryTerms(db, who.operatorId, params.code, params.gameCode, body),
  );
}
