import { z } from 'zod';
import { ZLotteryBetInput, ZLotterySlip, ZMyBetsQuery, ZPlaceSlipBody } from './lottery.ts';
import { op } from './op.ts';

/**
 * The Vietnam lottery (xổ số): regional daily draws (Miền Bắc, Miền Trung, Miền Nam) whose results operators enter,
 * and fast north-style games (siêu tốc) drawn provably fair. Slips are the lottery's (one wallet round each, settled
 * the same way); their VN picks have their own pair of calls, /lgw/vn/bets, shaped as /lgw/bets.
 */

/** The bet types, by their Vietnamese names. */
export const VN_BET_TYPES = ['lo2', 'lo3', 'de', 'dau', 'duoi', 'xien2', 'xien3', 'xien4', 'cang3'] as const;
export const ZVnBetType = z.enum(VN_BET_TYPES);
export type TVnBetType = z.infer<typeof ZVnBetType>;

const two = z.number().int().min(0).max(99);
const three = z.number().int().min(0).max(999);
const digit = z.number().int().min(0).max(9);
const xien = (n: number) =>
  z
    .array(two)
    .length(n)
    .refine((a) => new Set(a).size === a.length, 'numbers must be distinct');

/**
 * The VN picks. lo2: a two-digit number among the last two digits of every
 * prize, paid per occurrence; lo3: three digits among prizes of three or more digits, per occurrence; de (đề): the
 * special prize's last two digits; dau (đầu) / duoi (đuôi): its tens / units digit; xien2-4 (xiên): two to four lô
 * numbers all appearing; cang3 (3 càng): the special prize's last three digits.
 */
export const ZVnPicks = [
  z.object({ kind: z.literal('lo2'), number: two }),
  z.object({ kind: z.literal('lo3'), number: three }),
  z.object({ kind: z.literal('de'), number: two }),
  z.object({ kind: z.literal('dau'), digit }),
  z.object({ kind: z.literal('duoi'), digit }),
  z.object({ kind: z.literal('xien2'), numbers: xien(2) }),
  z.object({ kind: z.literal('xien3'), numbers: xien(3) }),
  z.object({ kind: z.literal('xien4'), numbers: xien(4) }),
  z.object({ kind: z.literal('cang3'), number: three }),
] as const;
export const ZVnPick = z.discriminatedUnion('kind', ZVnPicks);
export type TVnPick = z.infer<typeof ZVnPick>;

/** POST /lgw/vn/bets — a slip of VN bets on the open draw `numero` of one VN game (as POST /lgw/bets). */
export const ZVnPlaceSlipBody = ZPlaceSlipBody.extend({
  bets: z
    .array(ZLotteryBetInput.extend({ pick: ZVnPick }))
    .min(1)
    .max(50),
});
export type TVnPlaceSlipBody = z.infer<typeof ZVnPlaceSlipBody>;
/** A VN slip: as a lottery slip, its bets' odds by outcome (lô: by occurrences; others [lose, win]). */
export const ZVnSlip = ZLotterySlip.extend({
  bets: z.array(ZLotterySlip.shape.bets.element.extend({ pick: ZVnPick })),
});
export const ZVnPlaceSlipValue = ZVnSlip.extend({ balance: z.string().nullable() });
/** GET /lgw/vn/bets — the member's VN slips, newest first: open or settled. */
export const ZVnMyBetsQuery = ZMyBetsQuery;
export const ZVnMyBetsValue = z.object({
  list: z.array(ZVnSlip),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const VN_REGIONS = ['north', 'central', 'south', 'fast'] as const;
export const ZVnRegion = z.enum(VN_REGIONS);
/** The prizes, from the special (giải đặc biệt) down to the eighth (giải tám, central and south only). */
export const VN_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export const ZVnPrizeName = z.enum(VN_PRIZES);

/** One prize row of a result: its numbers as digit strings (leading zeros kept). */
export const ZVnPrize = z.object({ prize: ZVnPrizeName, digits: z.number().int(), numbers: z.array(z.string()) });

/** GET /lgw/vn/games/game_menu — prizeMode REGIONAL (daily draws), FAST (siêu tốc) or ALL; device WEB or MOBILE. */
export const ZVnMenuQuery = z.object({
  prizeMode: z.enum(['ALL', 'REGIONAL', 'FAST']).default('ALL'),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
  language: z.string().max(8).optional(),
});

/** A bet type's terms at this brand: the multiple paid per hit (lô: per occurrence), limits, and its exact RTP. */
export const ZVnBetTerms = z.object({
  betType: ZVnBetType,
  odds: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  rtp: z.string(),
});

export const ZVnGame = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string(),
  accountTypeName: z.literal('TCG_LOTTO_VN'),
  region: ZVnRegion,
  /** operator: results entered by two operators (regional); seed: drawn provably fair (fast). */
  resultSource: z.enum(['operator', 'seed']),
  /** The daily draw time in Vietnam time (UTC+7), e.g. "18:15"; null for fast games. */
  drawTime: z.string().nullable(),
  intervalSeconds: z.number().int(),
  cutoffSeconds: z.number().int(),
  /** How many numbers a result has (27 north and fast, 18 central and south). */
  prizeCount: z.number().int(),
  bets: z.array(ZVnBetTerms),
});
export const ZVnMenuValue = z.object({
  gameMenus: z.array(
    z.object({
      gameGroupCode: z.string(),
      labelName: z.string(),
      accountTypeName: z.literal('TCG_LOTTO_VN'),
      games: z.array(ZVnGame),
    }),
  ),
});

/** GET /lgw/vn/numeros/opened/game — a VN game's results, latest first (100 by default). */
export const ZVnOpenedQuery = z.object({
  gameCode: z.string().min(1).max(30),
  count: z.coerce.number().int().min(1).max(100).default(100),
});
export const ZVnOpenedDraw = z.object({
  gameCode: z.string(),
  numero: z.string(),
  drawsAt: z.string(),
  drawnAt: z.string().nullable(),
  /** Fast games: the committed seed's hash and the seed; null for regional draws (operators' results). */
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  prizes: z.array(ZVnPrize),
});
export const ZVnOpenedValue = z.array(ZVnOpenedDraw);

const tags = ['lottery'];
/** The VN lottery calls (api-paths.md, Lottery); each also needs the brand's COMM3 switch. */
export const vnLotteryOps = {
  menus: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary: 'VN lottery menus: regions and fast games with their bet terms',
    query: ZVnMenuQuery,
    response: ZVnMenuValue,
  }),
  recent: op({
    auth: 'member',
    tags,
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    summary: 'The VN lottery games the member played lately',
    response: z.array(ZVnGame),
  }),
  opened: op({
    auth: 'public',
    tags,
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'Results of a VN lottery game, latest first, with the prize table of each draw',
    query: ZVnOpenedQuery,
    response: ZVnOpenedValue,
  }),
  placeSlip: op({
    auth: 'member',
    tags,
    method: 'POST',
    path: '/lgw/vn/bets',
    summary: 'Places a slip of VN bets on the open draw (debited whole through the wallet)',
    body: ZVnPlaceSlipBody,
    response: ZVnPlaceSlipValue,
  }),
  myBets: op({
    auth: 'member',
    tags,
    method: 'GET',
    path: '/lgw/vn/bets',
    summary: 'The member’s VN lottery slips, newest first: open or settled',
    query: ZVnMyBetsQuery,
    response: ZVnMyBetsValue,
  }),
};
