import { z } from 'zod';
import { op } from './op.ts';

/**
 * The lottery (our own provider): Lumen 5D (fast 5-digit draws every 1, 3 or 5 minutes) and Lumen Keno (20 of 80
 * every 2 minutes). Paths follow the platform's /lgw calls; amounts are decimal strings with two places.
 */

const ZMoney = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount with at most two decimals');
const ZGameCode = z.string().min(1).max(30);

/** A 5D side: a position (p1 is the first digit) or the sum of the five digits. */
export const ZFiveDSide = z.enum(['p1', 'p2', 'p3', 'p4', 'p5', 'sum']);
/** A 5D combination's three positions: front (1-3), middle (2-4), back (3-5). */
export const ZFiveDPart = z.enum(['front', 'middle', 'back']);

/** What one bet picks. The first five kinds are 5D bets; `keno` is the keno bet. */
export const ZLotteryPick = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('digit'),
    position: z.number().int().min(1).max(5),
    digit: z.number().int().min(0).max(9),
  }),
  z.object({ kind: z.literal('big_small'), on: ZFiveDSide, pick: z.enum(['big', 'small']) }),
  z.object({ kind: z.literal('odd_even'), on: ZFiveDSide, pick: z.enum(['odd', 'even']) }),
  z.object({ kind: z.literal('sum_value'), value: z.number().int().min(0).max(45) }),
  z.object({
    kind: z.literal('combo'),
    part: ZFiveDPart,
    pick: z.enum(['triple', 'straight', 'pair', 'all_different']),
  }),
  z.object({
    kind: z.literal('keno'),
    numbers: z
      .array(z.number().int().min(1).max(80))
      .min(1)
      .max(10)
      .refine((n) => new Set(n).size === n.length, 'numbers must be distinct'),
  }),
]);
export type TLotteryPick = z.infer<typeof ZLotteryPick>;

/** One bet of a slip: its amount is unit × multiplier. */
export const ZLotteryBetInput = z.object({
  pick: ZLotteryPick,
  unit: ZMoney,
  multiplier: z.number().int().min(1).max(10_000).default(1),
});

/** POST /lgw/bets — a slip: bets on the open draw `numero` of one game, accepted or refused whole. */
export const ZPlaceSlipBody = z.object({
  gameCode: ZGameCode,
  numero: z.string().min(1).max(20),
  bets: z.array(ZLotteryBetInput).min(1).max(50),
});
export type TPlaceSlipBody = z.infer<typeof ZPlaceSlipBody>;

export const ZLotteryBet = z.object({
  pick: ZLotteryPick,
  amount: z.string(),
  unit: z.string(),
  multiplier: z.number().int(),
  /** The pay table fixed when the bet was placed: multiples of the amount by outcome (5D: [lose, win]; keno: by hits). */
  odds: z.array(z.string()),
  /** Once settled: what it paid (null while open). */
  payout: z.string().nullable(),
});
export const ZLotterySlip = z.object({
  slipId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  status: z.enum(['pending', 'placed', 'settled', 'refused', 'refunded']),
  total: z.string(),
  win: z.string().nullable(),
  /** The draw's numbers, once drawn. */
  result: z.array(z.number().int()).nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  fun: z.boolean(),
  bets: z.array(ZLotteryBet),
});
export const ZPlaceSlipValue = ZLotterySlip.extend({ balance: z.string().nullable() });

/** GET /lgw/bets — the member's slips, newest first: open (not yet settled) or settled (incl. refunded). */
export const ZMyBetsQuery = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  gameCode: ZGameCode.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZMyBetsValue = z.object({
  list: z.array(ZLotterySlip),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const ZPlayOdds = z.object({
  kind: z.string(),
  /** e.g. "big", "p3:7", "sum:22", "front:triple", "keno:5" (five numbers picked). */
  pick: z.string(),
  odds: z.array(z.string()),
  /** The exact return to player of this bet, in percent with two decimals. */
  rtp: z.string(),
});
export const ZLotteryGame = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string(),
  accountTypeName: z.enum(['LOTT', 'ELOTT']),
  defaultPlayType: z.string(),
  /** Seconds between draws, and how long before a draw bets close. */
  intervalSeconds: z.number().int(),
  cutoffSeconds: z.number().int(),
  /** The published return to player (percent): no bet returns more. */
  rtp: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
});
export const ZLotteryGameDetail = ZLotteryGame.extend({ plays: z.array(ZPlayOdds) });

export const ZLotteryGamesQuery = z.object({ gameCode: ZGameCode.optional(), language: z.string().max(8).optional() });
export const ZLotteryGamesValue = z.array(ZLotteryGameDetail);

export const ZPopularQuery = z.object({ count: z.coerce.number().int().min(1).max(50).default(20) });

export const ZDrawStatus = z.enum(['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled']);
/** A draw as players see it: the seed only once drawn (its hash from the start), so anyone can check the numbers. */
export const ZDraw = z.object({
  gameCode: z.string(),
  numero: z.string(),
  status: ZDrawStatus,
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
  drawnAt: z.string().nullable(),
});
/** GET /lgw/draw(/code/{code}) — the current (or next) draw with its countdowns, and the last result. */
export const ZCurrentDraw = z.object({
  gameCode: z.string(),
  serverTime: z.string(),
  current: ZDraw.nullable(),
  /** Seconds until bets close (0 once closed) and until the draw. */
  closeCountdown: z.number().int(),
  drawCountdown: z.number().int(),
  last: ZDraw.nullable(),
});
export const ZDrawQuery = z.object({ gameCode: ZGameCode.optional() });
export const ZDrawCodeParams = z.object({ code: ZGameCode });
export const ZCurrentDrawsValue = z.array(ZCurrentDraw);

/** GET /lgw/numeros/near — the nearest issue of a game: the one taking bets (else the next), and the last drawn. */
export const ZNearQuery = z.object({ gameCode: ZGameCode });
export const ZNearValue = z.object({
  gameCode: z.string(),
  numero: z.string().nullable(),
  closesAt: z.string().nullable(),
  lastNumero: z.string().nullable(),
});

/** GET /lgw/games/opened/numero — drawn results, latest first. */
export const ZOpenedQuery = z.object({
  gameCode: ZGameCode,
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZOpenedValue = z.array(ZDraw);

export type TLotteryBet = z.infer<typeof ZLotteryBet>;
export type TLotterySlip = z.infer<typeof ZLotterySlip>;
export type TPlaceSlipValue = z.infer<typeof ZPlaceSlipValue>;
export type TPlayOdds = z.infer<typeof ZPlayOdds>;
export type TLotteryGame = z.infer<typeof ZLotteryGame>;
export type TLotteryGameDetail = z.infer<typeof ZLotteryGameDetail>;
export type TDraw = z.infer<typeof ZDraw>;
export type TCurrentDraw = z.infer<typeof ZCurrentDraw>;

const tags = ['lottery'];
/** The opened-numero read, also answered under /lotto (the platform's lottery prefix). */
const openedOp = (path: string) =>
  op({
    auth: 'member',
    tags,
    method: 'GET',
    path,
    summary: 'Drawn results of a lottery game, latest first, with their seeds',
    query: ZOpenedQuery,
    response: ZOpenedValue,
  });

/**
 * The lottery calls (api-paths.md, Lottery), plus placing a slip and the member's slips in the same style. Each also
 * needs the brand's COMM3 switch. GET /lgw/games/game_menus is the games module's (every LOTT and ELOTT game).
 */
export const lotteryOps = {
  games: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/games',
    summary: 'Lottery games with their schedule, RTP and pay tables',
    query: ZLotteryGamesQuery,
    response: ZLotteryGamesValue,
  }),
  popular: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/games/popular',
    summary: 'The most played lottery games of the last day',
    query: ZPopularQuery,
    response: z.array(ZLotteryGame),
  }),
  recent: op({
    auth: 'member',
    tags,
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    summary: 'The lottery games the member played lately',
    response: z.array(ZLotteryGame),
  }),
  /** Draws and countdowns are public but never cached (they move every second). */
  draws: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/draw',
    summary: 'The current draw of every lottery game (or of gameCode), with countdowns',
    query: ZDrawQuery,
    response: ZCurrentDrawsValue,
  }),
  draw: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/draw/code/:code',
    summary: 'The current draw of one lottery game, with countdowns',
    params: ZDrawCodeParams,
    response: ZCurrentDraw,
  }),
  near: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/numeros/near',
    summary: 'The nearest issue (numero) of a lottery game',
    query: ZNearQuery,
    response: ZNearValue,
  }),
  opened: openedOp('/lgw/games/opened/numero'),
  openedLotto: openedOp('/lotto/lgw/games/opened/numero'),
  placeSlip: op({
    auth: 'member',
    tags,
    method: 'POST',
    path: '/lgw/bets',
    summary: 'Places a slip of bets on the open draw (debited whole through the wallet)',
    body: ZPlaceSlipBody,
    response: ZPlaceSlipValue,
  }),
  myBets: op({
    auth: 'member',
    tags,
    method: 'GET',
    path: '/lgw/bets',
    summary: 'The member’s lottery slips, newest first: open or settled',
    query: ZMyBetsQuery,
    response: ZMyBetsValue,
  }),
};
