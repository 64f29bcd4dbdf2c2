import { z } from 'zod';
import { VN_PRIZES, ZVnBetType, ZVnPrizeName, ZVnRegion } from './lottery-vn.ts';
import { op } from './op.ts';

/**
 * The lottery in the console (/admin/api/console/lottery...): VN draws awaiting their results, the two independent
 * entries of a result, cancelling a draw (its slips refunded), and a brand's lottery terms (RTP, limits, payout cap
 * per draw, VN odds). Amounts are decimal strings with two places; odds are multiples with two places.
 */

const ZMoney = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount with at most two decimals');
const ZOdds = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'a multiple with at most two decimals');

/** A prize row of a region's result: how many numbers and how many digits each. */
export const ZVnPrizeSlot = z.object({ prize: ZVnPrizeName, digits: z.number().int(), count: z.number().int() });

/** A regional draw without a confirmed result: its entries of the current round (who and when, never the numbers). */
export const ZVnAwaitingDraw = z.object({
  drawId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  region: ZVnRegion,
  numero: z.string(),
  status: z.enum(['scheduled', 'open', 'closed']),
  drawsAt: z.string(),
  /** Closed and past its draw time by the server's clock: it takes entries now. */
  due: z.boolean(),
  /** Past this time without a confirmed result the draw is cancelled and its bets refunded. */
  deadline: z.string(),
  /** The entry round: it goes up by one after each mismatch (both entries are then made again). */
  round: z.number().int(),
  entries: z.array(z.object({ operator: z.string(), at: z.string() })),
  /** Whether the previous round ended in a mismatch. */
  mismatched: z.boolean(),
  layout: z.array(ZVnPrizeSlot),
});
export const ZVnAwaitingValue = z.array(ZVnAwaitingDraw);
export type TVnAwaitingDraw = z.infer<typeof ZVnAwaitingDraw>;

export const ZVnDrawParams = z.object({ id: z.coerce.number().int().positive() });

/** A result as entered: per prize row, its numbers as digit strings (leading zeros kept). */
export const ZVnResultBody = z.object({
  prizes: z.partialRecord(
    ZVnPrizeName,
    z
      .array(z.string().regex(/^\d{2,6}$/, 'two to six digits'))
      .min(1)
      .max(7),
  ),
});
export type TVnResultBody = z.infer<typeof ZVnResultBody>;
/** first: waiting for a second operator; confirmed: both agree, the draw is drawn; mismatch: both enter again. */
export const ZVnEntryValue = z.object({
  drawId: z.number().int(),
  outcome: z.enum(['first', 'confirmed', 'mismatch']),
  round: z.number().int(),
});

export const ZVnCancelBody = z.object({ reason: z.string().trim().min(3).max(200) });
export const ZVnCancelValue = z.object({ drawId: z.number().int(), status: z.literal('cancelled') });

export const ZConsoleLotteryBrandParams = z.object({ code: z.string().min(1).max(40) });
export const ZConsoleLotteryGameParams = ZConsoleLotteryBrandParams.extend({ gameCode: z.string().min(1).max(30) });

export const ZVnOddsRow = z.object({
  betType: ZVnBetType,
  odds: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  /** The exact return of these odds if every number is equally likely, percent. */
  rtp: z.string(),
});
/** A brand's terms of one lottery game. */
export const ZLotteryTerms = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  family: z.enum(['5d', 'keno', 'vn']),
  rtp: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  /** The most a draw may pay out at this brand, or null for no cap. */
  payoutCap: z.string().nullable(),
  vnOdds: z.array(ZVnOddsRow),
});
export const ZLotteryTermsValue = z.array(ZLotteryTerms);
export type TLotteryTerms = z.infer<typeof ZLotteryTerms>;

/** PUT .../lottery/{gameCode}: the game's RTP (basis points, 50-99.90 %), limits, cap and (VN) odds per bet type. */
export const ZLotteryTermsChange = z
  .object({
    rtpBp: z.number().int().min(5000).max(9990),
    minBet: ZMoney,
    maxBet: ZMoney,
    payoutCap: ZMoney.nullable(),
    vnOdds: z
      .array(z.object({ betType: ZVnBetType, odds: ZOdds, minBet: ZMoney, maxBet: ZMoney }))
      .max(9)
      .default([]),
  })
  .refine((c) => Number(c.minBet) <= Number(c.maxBet), { message: 'minBet above maxBet', path: ['maxBet'] })
  .refine((c) => c.vnOdds.every((o) => Number(o.minBet) <= Number(o.maxBet)), {
    message: 'a bet type’s minBet above its maxBet',
    path: ['vnOdds'],
  })
  .refine((c) => new Set(c.vnOdds.map((o) => o.betType)).size === c.vnOdds.length, {
    message: 'each bet type once',
    path: ['vnOdds'],
  });
export type TLotteryTermsChange = z.infer<typeof ZLotteryTermsChange>;

const DRAWS = '/admin/api/console/lottery/vn/draws';
const TERMS = '/admin/api/console/brands/:code/lottery';
/** The console's lottery desk: support and admins enter results and read terms; admins cancel and set terms. */
export const lotteryConsoleOps = {
  awaiting: op({
    auth: 'operator',
    action: 'lottery.results',
    tags: ['operator'],
    method: 'GET',
    path: DRAWS,
    summary: 'Regional VN draws awaiting their results',
    response: ZVnAwaitingValue,
  }),
  enterResult: op({
    auth: 'operator',
    action: 'lottery.results',
    tags: ['operator'],
    method: 'POST',
    path: `${DRAWS}/:id/result`,
    summary: 'Enters a VN result: first entry, or the confirming entry of another operator (audited)',
    params: ZVnDrawParams,
    body: ZVnResultBody,
    response: ZVnEntryValue,
  }),
  cancel: op({
    auth: 'operator',
    action: 'lottery.manage',
    tags: ['operator'],
    method: 'POST',
    path: `${DRAWS}/:id/cancel`,
    summary: 'Cancels a draw not yet drawn; every slip is refunded once (audited)',
    params: ZVnDrawParams,
    body: ZVnCancelBody,
    response: ZVnCancelValue,
  }),
  terms: op({
    auth: 'operator',
    action: 'lottery.results',
    tags: ['operator'],
    method: 'GET',
    path: TERMS,
    summary: 'A brand’s lottery terms: RTP, limits, payout cap per draw, VN odds',
    params: ZConsoleLotteryBrandParams,
    response: ZLotteryTermsValue,
  }),
  setTerms: op({
    auth: 'operator',
    action: 'lottery.manage',
    tags: ['operator'],
    method: 'PUT',
    path: `${TERMS}/:gameCode`,
    summary: 'Sets a lottery game’s terms at a brand (new bets only; audited)',
    params: ZConsoleLotteryGameParams,
    body: ZLotteryTermsChange,
    response: ZLotteryTerms,
  }),
};

export { VN_PRIZES };
