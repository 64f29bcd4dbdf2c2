import { originalsLimitsOf, type TOriginalsLimits } from '@portal/contracts/merchant-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/http.ts';
import { formatMinor } from '../../platform/money.ts';

/** The brand's table limits for the originals, by the host the page was opened on. */
export const limitsOf = async (req: FastifyRequest) => originalsLimitsOf((await merchantOf(req)).config);

/** A stake outside the brand's limits is refused before anything is recorded; the answer names the bound. */
export const outsideLimits = (limits: TOriginalsLimits, bet: bigint) =>
  bet < BigInt(limits.minBet)
    ? { error: 'BET_TOO_SMALL', minStake: formatMinor(BigInt(limits.minBet)) }
    : bet > BigInt(limits.maxBet)
      ? { error: 'BET_TOO_LARGE', maxStake: formatMinor(BigInt(limits.maxBet)) }
      : null;

/** A round's win above the brand's most per round is paid at it; the answer and the proof say so. */
export function capWin<T extends object>(d: { answer: T; payout: bigint; detail: object }, maxWin: bigint) {
  if (d.payout <= maxWin) return d;
  return { answer: { ...d.answer, capped: true }, payout: maxWin, detail: { ...d.detail, capped: true } };
}

/** The limits as the game pages show them, in the brand's money. */
export const shownLimits = (l: TOriginalsLimits) => ({
  minBet: formatMinor(BigInt(l.minBet)),
  maxBet: formatMinor(BigInt(l.maxBet)),
  maxWin: formatMinor(BigInt(l.maxWin)),
  bonusBuy: l.bonusBuy,
});

/**
 * The brand's bonus-buy switch, ahead of the routes of the games whose bet may be a buy (a `buy` choice): a buy where
 * the brand does not sell it is answered BONUS_BUY_OFF before a round is recorded or a bet sent.
 */
export function refuseBuysWhereOff(app: FastifyInstance, buyKinds: string[]) {
  const urls = new Set(buyKinds.map((kind) => `/provider/inhouse/api/${kind}`));
  app.addHook('preHandler', async (req, reply) => {
    if (!urls.has(req.routeOptions.url ?? '') || (req.body as { buy?: unknown } | undefined)?.buy !== true) return;
    if (!(await limitsOf(req)).bonusBuy) return reply.send({ error: 'BONUS_BUY_OFF' });
  });
}
