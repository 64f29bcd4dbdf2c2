import {
  ZConsoleLotteryBrandParams,
  ZConsoleLotteryGameParams,
  ZLotteryTerms,
  ZLotteryTermsChange,
  ZLotteryTermsValue,
  ZVnAwaitingValue,
  ZVnCancelBody,
  ZVnCancelValue,
  ZVnDrawParams,
  ZVnEntryValue,
  ZVnResultBody,
} from '@portal/contracts/console-lottery';
import { envelope } from '@portal/contracts/envelope';
import type { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import type { App } from '../../../platform/http.ts';
import { requireConsole } from '../../operator/index.ts';
import { lotteryNow } from '../clock.ts';
import { settleDue } from '../draws.ts';
import type { LotteryWallet } from '../wallet.ts';
import { awaitingList, cancelVnDraw, enterResult } from './results.ts';
import { lotteryTerms, setLotteryTerms } from './terms.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const DRAWS = '/admin/api/console/lottery/vn/draws';
const TERMS = '/admin/api/console/brands/:code/lottery';

/**
 * The lottery in the console (and the CLI): VN draws awaiting results, the two entries of a result, cancelling a
 * draw, and a brand's lottery terms. Every change is audited. A confirmed result or a cancel settles at once (the
 * draw job would within a second; a failure here is left to it).
 */
export function vnConsoleRoutes(app: App, wallet: LotteryWallet) {
  const { db } = app.deps;
  const route = <V extends z.ZodType, X extends object>(summary: string, value: V, extra: X) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });
  const settleNow = () =>
    settleDue(db, wallet, lotteryNow(app.deps)).catch((e) => app.log.warn({ err: e }, 'lottery settle after entry'));

  app.get(DRAWS, route('Regional VN draws awaiting their results', ZVnAwaitingValue, {}), async (req, reply) => {
    await requireConsole(req, 'lottery.results');
    reply.header('cache-control', 'no-store');
    return ok(await awaitingList(db, lotteryNow(app.deps), 'en'));
  });

  app.post(
    `${DRAWS}/:id/result`,
    route('Enters a VN result: first entry, or the confirming entry of another operator (audited)', ZVnEntryValue, {
      params: ZVnDrawParams,
      body: ZVnResultBody,
    }),
    async (req) => {
      const op = await requireConsole(req, 'lottery.results');
      const entry = await enterResult(db, op.operatorId, req.params.id, req.body, lotteryNow(app.deps));
      if (entry.outcome === 'confirmed') await settleNow();
      return ok(entry);
    },
  );

  app.post(
    `${DRAWS}/:id/cancel`,
    route('Cancels a draw not yet drawn; every slip is refunded once (audited)', ZVnCancelValue, {
      params: ZVnDrawParams,
      body: ZVnCancelBody,
    }),
    async (req) => {
      const op = await requireConsole(req, 'lottery.manage');
      const done = await cancelVnDraw(db, op.operatorId, req.params.id, req.body.reason);
      await settleNow();
      return ok(done);
    },
  );

  app.get(
    TERMS,
    route('A brand’s lottery terms: RTP, limits, payout cap per draw, VN odds', ZLotteryTermsValue, {
      params: ZConsoleLotteryBrandParams,
    }),
    async (req, reply) => {
      await requireConsole(req, 'lottery.results');
      reply.header('cache-control', 'no-store');
      return ok(await lotteryTerms(db, req.params.code));
    },
  );

  app.put(
    `${TERMS}/:gameCode`,
    route('Sets a lottery game’s terms at a brand (new bets only; audited)', ZLotteryTerms, {
      params: ZConsoleLotteryGameParams,
      body: ZLotteryTermsChange,
    }),
    async (req) => {
      const op = await requireConsole(req, 'lottery.manage');
      return ok(await setLotteryTerms(db, op.operatorId, req.params.code, req.params.gameCode, req.body));
    },
  );
}
