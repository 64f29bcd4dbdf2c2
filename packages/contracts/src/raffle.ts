import { z } from 'zod';
import { page } from './console.ts';
import { ZRowId, ZRowIdParam } from './ids.ts';
import { op } from './op.ts';
import { ZConsoleBrandParams } from './promotions.ts';

/**
 * The rewards centre's raffles (spec: rewardCenter; api-paths: raffle claim / status, switch REWCEN3): a brand's red
 * envelopes (one random amount per member per event) and prize wheels (a spin per ticket, tickets earned by deposits
 * and valid bets). Both pay from the event's own pool, which the operator funds. Every draw is provably fair with
 * the member's raffle seed pair (raffle-fair.ts). Money is a decimal string with two places.
 */

const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
/**
 * Minor units of an amount string (no float on the way); null when it is not one. Refinements run even when a field
 * already failed its own check, so they must not throw on bad input: that field's error speaks for it.
 */
const cents = (s: string): bigint | null => {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
};
/** a <= b when both are amounts (else true: the fields' own checks refuse them). */
const atMost = (a: string, b: string) => {
  const x = cents(a);
  const y = cents(b);
  return x === null || y === null || x <= y;
};
const positive = (a: string) => (cents(a) ?? 1n) > 0n;
/** Money as an operator writes it: at most 1,000,000.00 and two decimals (a red envelope's range fits 32 bits). */
export const ZRaffleAmount = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'amount_invalid');

export const raffleKinds = ['red_envelope', 'wheel'] as const;
export const ZRaffleKind = z.enum(raffleKinds);
export type TRaffleKind = z.infer<typeof ZRaffleKind>;

export const raffleLanguages = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
export const ZRaffleTexts = z
  .partialRecord(z.enum(raffleLanguages), z.object({ title: z.string().trim().min(1).max(80) }))
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });

/** Who may draw: everyone, or members at VIP level `minLevel` or above. */
export const ZRaffleAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(1).max(100) }),
]);
export type TRaffleAudience = z.infer<typeof ZRaffleAudience>;

/** A wheel's slice: what it pays (0.00 is "no prize") and its weight among the slices. */
export const ZWheelPrize = z.object({ amount: ZRaffleAmount, weight: z.number().int().min(1).max(1_000_000) });
export const WHEEL_PRIZES_MIN = 2;
export const WHEEL_PRIZES_MAX = 12;

/** What an event pays, by kind. Tickets: one per `depositPerTicket` of paid deposits and per `betPerTicket` of valid bets. */
export const ZRaffleRules = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('red_envelope'), min: ZRaffleAmount, max: ZRaffleAmount }),
  z.object({
    kind: z.literal('wheel'),
    prizes: z.array(ZWheelPrize).min(WHEEL_PRIZES_MIN).max(WHEEL_PRIZES_MAX),
    depositPerTicket: ZRaffleAmount,
    betPerTicket: ZRaffleAmount,
  }),
]);
export type TRaffleRules = z.infer<typeof ZRaffleRules>;

/** The member's seed pair now: the hash of the server seed is published before any draw uses it. */
export const ZRaffleSeed = z.object({ serverHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type TRaffleSeed = z.infer<typeof ZRaffleSeed>;

/** One draw (an opened envelope or a spin): the outcome and everything needed to recompute it. */
export const ZRaffleDraw = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  kind: ZRaffleKind,
  amount: ZMoney,
  /** The wheel's slice (index into the event's prizes); null for a red envelope. */
  prizeIndex: z.number().int().nullable(),
  serverHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The server seed once the member rotated past it; null while it is still in use. */
  serverSeed: z.string().nullable(),
  /** The terms the draw ran under, to recompute it: the envelope's range, or the wheel's weights. */
  min: ZMoney.nullable(),
  max: ZMoney.nullable(),
  weights: z.array(z.number().int()),
  createdAt: z.string(),
});
export type TRaffleDraw = z.infer<typeof ZRaffleDraw>;

/** A running event as the member sees it. */
export const ZRaffleEvent = z.object({
  id: z.number().int(),
  kind: ZRaffleKind,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Red envelope: the range of the draw; null for a wheel. */
  min: ZMoney.nullable(),
  max: ZMoney.nullable(),
  /** Wheel: the slices in order, with their chance in basis points; empty for a red envelope. */
  prizes: z.array(z.object({ amount: ZMoney, chanceBp: z.number().int() })),
  /** Red envelope: the member's opened envelope, else null. */
  claimed: ZRaffleDraw.nullable(),
  /** Wheel: tickets earned since the start, used and left; null for a red envelope. */
  tickets: z.object({ earned: z.number().int(), used: z.number().int(), available: z.number().int() }).nullable(),
  depositPerTicket: ZMoney.nullable(),
  betPerTicket: ZMoney.nullable(),
  /** The member may take part (audience); false shows the event without its action. */
  eligible: z.boolean(),
});
export type TRaffleEvent = z.infer<typeof ZRaffleEvent>;

/** GET /wps/relay/MCSFE_getRafflePromotionStatus */
export const ZRaffleStatus = z.object({
  seed: ZRaffleSeed,
  list: z.array(ZRaffleEvent),
  /** The member's latest draws over every event, newest first. */
  history: z.array(ZRaffleDraw),
});
export type TRaffleStatus = z.infer<typeof ZRaffleStatus>;

/** A caller's id for one claim: the same id again answers the first result. */
export const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const ZClientSeed = z.string().trim().min(1).max(64);

/** POST /wps/relay/MCSFE_claimRafflePromotion (and MCS2_): opens the envelope or spins the wheel once. */
export const ZRaffleClaimBody = z.object({
  eventId: ZRowId,
  clientSeed: ZClientSeed.optional(),
  requestId: ZRequestId,
});
export type TRaffleClaimBody = z.input<typeof ZRaffleClaimBody>;

/** POST /wps/relay/MCSFE_rotateRaffleSeed: reveals the seed in use and starts a new pair. */
export const ZRaffleRotateBody = z.object({ clientSeed: ZClientSeed.optional() }).default({});
export const ZRaffleRotation = z.object({
  revealed: z.object({ serverSeed: z.string(), serverHash: z.string(), clientSeed: z.string(), lastNonce: z.number() }),
  next: ZRaffleSeed,
});
export type TRaffleRotation = z.infer<typeof ZRaffleRotation>;

export const RAFFLE_PATHS = {
  status: '/wps/relay/MCSFE_getRafflePromotionStatus',
  claim: '/wps/relay/MCSFE_claimRafflePromotion',
  claimV2: '/wps/relay/MCS2_claimRafflePromotion',
  rotate: '/wps/relay/MCSFE_rotateRaffleSeed',
} as const;

const tags = ['raffle'];
export const raffleStatusOp = op({
  method: 'GET',
  path: RAFFLE_PATHS.status,
  auth: 'member',
  tags,
  summary: 'The running red envelopes and wheels with the member’s state, tickets and seed hash',
  response: ZRaffleStatus,
});
const claimOp = (path: string) =>
  op({
    method: 'POST',
    path,
    auth: 'member',
    tags,
    summary:
      'Opens the red envelope or spins the wheel (one ticket), paid from the event’s pool; idempotent by requestId',
    body: ZRaffleClaimBody,
    response: ZRaffleDraw,
  });
export const raffleClaimOp = claimOp(RAFFLE_PATHS.claim);
export const raffleClaimV2Op = claimOp(RAFFLE_PATHS.claimV2);
export const raffleRotateOp = op({
  method: 'POST',
  path: RAFFLE_PATHS.rotate,
  auth: 'member',
  tags,
  summary: 'Reveals the raffle server seed in use (to verify past draws) and starts a new seed pair',
  body: ZRaffleRotateBody,
  response: ZRaffleRotation,
});

// ---- the operator console (/admin/api/console/...) ---------------------------------------------------------------

export const ZRaffleEventInput = z
  .object({
    texts: ZRaffleTexts,
    audience: ZRaffleAudience.default({ kind: 'everyone' }),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    enabled: z.boolean().default(true),
    rules: ZRaffleRules,
  })
  .refine((e) => Date.parse(e.endsAt) > Date.parse(e.startsAt), {
    message: 'the end comes after the start',
    path: ['endsAt'],
  })
  .refine((e) => e.rules.kind !== 'red_envelope' || atMost(e.rules.min, e.rules.max), {
    message: 'min is at most max',
    path: ['rules', 'max'],
  })
  .refine((e) => e.rules.kind !== 'red_envelope' || positive(e.rules.max), {
    message: 'the envelope pays something',
    path: ['rules', 'max'],
  })
  .refine((e) => e.rules.kind !== 'wheel' || (positive(e.rules.depositPerTicket) && positive(e.rules.betPerTicket)), {
    message: 'a ticket costs more than 0',
    path: ['rules', 'depositPerTicket'],
  });
export type TRaffleEventInput = z.input<typeof ZRaffleEventInput>;

export const ZConsoleRaffleEvent = z.object({
  id: z.number().int(),
  kind: ZRaffleKind,
  texts: z.partialRecord(z.enum(raffleLanguages), z.object({ title: z.string() })),
  audience: ZRaffleAudience,
  startsAt: z.string(),
  endsAt: z.string(),
  enabled: z.boolean(),
  rules: ZRaffleRules,
  /** The pool's balance now, what was funded into it and what draws paid out of it. */
  pool: ZMoney,
  funded: ZMoney,
  paid: ZMoney,
  draws: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Created with a prize above the brand's threshold: pays nothing until a second admin approves it. */
  awaitingApproval: z.boolean(),
  /** An edit of its prizes waits for a second admin (the event runs as it was until then). */
  pendingEdit: z.boolean(),
  /** Fundings waiting for a second admin (not in the pool yet). */
  pendingFunds: ZMoney,
});
export type TConsoleRaffleEvent = z.infer<typeof ZConsoleRaffleEvent>;

export const ZConsoleRaffleParams = z.object({ id: ZRowIdParam });
/** Funds the pool from the house; `key` makes a retry fund once. */
export const ZRaffleFundBody = z.object({ amount: ZRaffleAmount, key: ZRequestId });
export const ZRaffleEnabledBody = z.object({ enabled: z.boolean() });

export const ZConsoleRaffleClaim = z.object({
  id: z.number().int(),
  username: z.string(),
  amount: ZMoney,
  prizeIndex: z.number().int().nullable(),
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type TConsoleRaffleClaim = z.infer<typeof ZConsoleRaffleClaim>;
export const ZConsoleRaffleClaimQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
});

export const RAFFLE_CONSOLE_PATHS = {
  brand: '/admin/api/console/brands/:code/raffles',
  one: '/admin/api/console/raffles/:id',
  enabled: '/admin/api/console/raffles/:id/enabled',
  fund: '/admin/api/console/raffles/:id/fund',
  claims: '/admin/api/console/raffles/:id/claims',
} as const;

const consoleTags = ['operator'];
/** The raffles screen's calls: promotion viewers read, promotion managers change (every change audited). */
export const raffleConsoleOps = {
  list: op({
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    method: 'GET',
    path: RAFFLE_CONSOLE_PATHS.brand,
    summary: "A brand's red envelopes and wheels with their pools",
    params: ZConsoleBrandParams,
    response: z.array(ZConsoleRaffleEvent),
  }),
  create: op({
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    method: 'POST',
    path: RAFFLE_CONSOLE_PATHS.brand,
    summary:
      'Creates a red envelope or wheel (audited); fund its pool before it pays; a prize above the brand threshold waits for a second admin',
    params: ZConsoleBrandParams,
    body: ZRaffleEventInput,
    response: ZConsoleRaffleEvent,
  }),
  edit: op({
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    method: 'PUT',
    path: RAFFLE_CONSOLE_PATHS.one,
    summary:
      'Edits an event; its kind stays; past draws keep their terms (audited); new prizes above the brand threshold wait for a second admin',
    params: ZConsoleRaffleParams,
    body: ZRaffleEventInput,
    response: ZConsoleRaffleEvent,
  }),
  setEnabled: op({
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    method: 'POST',
    path: RAFFLE_CONSOLE_PATHS.enabled,
    summary: 'Switches an event on or off (audited)',
    params: ZConsoleRaffleParams,
    body: ZRaffleEnabledBody,
    response: ZConsoleRaffleEvent,
  }),
  fund: op({
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    method: 'POST',
    path: RAFFLE_CONSOLE_PATHS.fund,
    summary:
      'Funds the event’s pool from the house, once per key (audited); above the brand threshold (over 24 h) it waits for a second admin',
    params: ZConsoleRaffleParams,
    body: ZRaffleFundBody,
    response: ZConsoleRaffleEvent,
  }),
  claims: op({
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    method: 'GET',
    path: RAFFLE_CONSOLE_PATHS.claims,
    summary: 'An event’s draws, newest first (paged)',
    params: ZConsoleRaffleParams,
    query: ZConsoleRaffleClaimQuery,
    response: page(ZConsoleRaffleClaim),
  }),
};
