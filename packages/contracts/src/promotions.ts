import { z } from 'zod';
import { page } from './console.ts';
import { ZRowId, ZRowIdParam } from './ids.ts';
import { op } from './op.ts';
import { POINT_PRODUCTS } from './points.ts';

/**
 * Promotions (spec sections 2-5 and 9): a brand's offers as data, the member's status on each (what its card's action
 * is), the rewards they pay into the bonus wallet and the turnover that releases a bonus to the main wallet. Money is
 * a decimal string with two places, percentages are basis points (1 = 0.01 %), times are ISO strings.
 */

/** Money as the API shows it: two decimals. */
const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
/** Money as a caller sends it: a positive amount with at most two decimals. */
export const ZPromoAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount_invalid');

/** The promotions page's type filter (spec section 3's labels: newbie, limited, special offer, daily, high rebate, VIP, plus game categories). */
export const promotionCategories = [
  'newbie',
  'limited',
  'special',
  'daily',
  'rebate',
  'vip',
  'slots',
  'live',
  'sports',
] as const;
export const ZPromotionCategory = z.enum(promotionCategories);
export type TPromotionCategory = z.infer<typeof ZPromotionCategory>;

/** How a promotion pays. */
export const promotionMechanisms = ['deposit_match', 'fixed_bonus', 'application', 'cashback'] as const;
export const ZPromotionMechanismKind = z.enum(promotionMechanisms);
export type TPromotionMechanismKind = z.infer<typeof ZPromotionMechanismKind>;

/** The operator's switch: draft (unseen), scheduled (shown as coming soon, live from its start), live, paused (no new entries), ended (final). */
export const promotionStatuses = ['draft', 'scheduled', 'live', 'paused', 'ended'] as const;
export const ZPromotionStatus = z.enum(promotionStatuses);
export type TPromotionStatus = z.infer<typeof ZPromotionStatus>;

/**
 * The member's status on a promotion, by the spec's labels (section 4); it says what the card's action is:
 * join (button: join), claim (button: claim; also an approved application waiting for the member's claim),
 * applying (button: apply, opens the application form), joined (entered, waiting for the qualifying deposit or
 * period), in_process (application under review), issued (bonus credited, its turnover open), claimed (reward
 * received in full), rejected (application refused), closed (ended, paused, expired or forfeited), coming_soon (not
 * started yet).
 */
export const memberPromotionStatuses = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in_process',
  'joined',
  'coming_soon',
] as const;
export const ZMemberPromotionStatus = z.enum(memberPromotionStatuses);
export type TMemberPromotionStatus = z.infer<typeof ZMemberPromotionStatus>;

/** Game families whose bets count towards turnover (the games' gameType), weighted per promotion. */
export const ZTurnoverProduct = z.enum(POINT_PRODUCTS);
export type TTurnoverProduct = z.infer<typeof ZTurnoverProduct>;

/** The shipped languages a promotion's texts are written in. */
export const promotionLanguages = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
export const ZPromotionLanguage = z.enum(promotionLanguages);

/** One language's texts: plain title and summary; content is rich text, sanitised on save. */
export const ZPromotionText = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  content: z.string().max(20_000).default(''),
});
export const ZPromotionTexts = z
  .partialRecord(ZPromotionLanguage, ZPromotionText)
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });

/** Who may take part: everyone, players registered within N days, or members of the listed VIP levels. */
export const ZPromotionAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('new_players'), withinDays: z.number().int().min(1).max(365) }),
  z.object({ kind: z.literal('vip'), levels: z.array(z.number().int().min(1).max(100)).min(1).max(100) }),
]);
export type TPromotionAudience = z.infer<typeof ZPromotionAudience>;

/** How often a member may take part: once, or once per day / week (UTC days, weeks from Monday). */
export const ZPromotionRepeat = z.enum(['once', 'daily', 'weekly']);

/** What pays, per mechanism; amounts as the API shows them (two decimals). */
export const ZPromotionMechanism = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_match'),
    /** Percent of the qualifying deposit, in basis points (10 000 = 100 %). */
    percentBp: z.number().int().min(1).max(100_000),
    maxBonus: ZPromoAmount,
    minDeposit: ZPromoAmount,
    repeat: ZPromotionRepeat.default('once'),
    /** Only the member's first paid deposit qualifies (a welcome match): a member who has deposited cannot join. */
    firstDepositOnly: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('fixed_bonus'),
    /** first_deposit: after the member's first paid deposit; signup: registered since the start; birthday: the week from the registration anniversary. */
    condition: z.enum(['first_deposit', 'signup', 'birthday']),
    amount: ZPromoAmount,
    /** first_deposit only: the smallest first deposit that qualifies. */
    minDeposit: ZPromoAmount.optional(),
  }),
  z.object({
    kind: z.literal('application'),
    /** The most an operator may approve for one application. */
    maxAmount: ZPromoAmount,
    repeat: ZPromotionRepeat.default('once'),
  }),
  z.object({
    kind: z.literal('cashback'),
    /** Percent of the net loss of the last completed period, in basis points. */
    percentBp: z.number().int().min(1).max(10_000),
    maxBonus: ZPromoAmount,
    /** The smallest net loss that earns cashback. */
    minLoss: ZPromoAmount,
    period: z.enum(['daily', 'weekly']),
  }),
]);
export type TPromotionMechanism = z.infer<typeof ZPromotionMechanism>;

/**
 * The wagering requirement each bonus carries: `multiple` times the bonus (or the bonus plus its deposit) in valid
 * bets, within `expiryDays` of issue; each product's bets count at its weight in percent (missing: 0 %).
 */
export const ZWagering = z.object({
  multiple: z.number().int().min(0).max(100),
  base: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  expiryDays: z.number().int().min(1).max(365),
  weights: z.partialRecord(ZTurnoverProduct, z.number().int().min(0).max(100)),
});
export type TWagering = z.infer<typeof ZWagering>;

/** The scenes promotion banners are drawn from (generated artwork). */
export const promotionArts = ['welcome', 'cashback', 'vip', 'slots', 'live', 'sports', 'signup', 'promotions'] as const;
export const ZPromotionArt = z.enum(promotionArts);

// ---- the member's and visitor's calls ----------------------------------------------------------------------------

/** A promotion's card in the list (in the request's language). */
export const ZPromotionCard = z.object({
  id: z.number().int(),
  category: ZPromotionCategory,
  mechanism: ZPromotionMechanism,
  title: z.string(),
  summary: z.string(),
  /** Generated banner art (SVG), versioned: cache it forever. */
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Visitors see join, coming_soon or closed; members their own status. */
  status: ZMemberPromotionStatus,
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

/** GET /wps/relay/MCSFE_getAvailablePromotions (member) and MCSFE_getMerchantAvailablePromotions (visitor). */
export const ZPromotionListQuery = z.object({
  category: ZPromotionCategory.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZPromotionList = z.object({
  list: z.array(ZPromotionCard),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The spec's "available promos (REFERRAL.enabled, count)": the referral programme's switch and the promotions shown. */
  REFERRAL: z.object({ enabled: z.boolean() }).optional(),
  count: z.number().int().optional(),
});
export type TPromotionList = z.infer<typeof ZPromotionList>;

/** GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory: the type filter's tabs with their live counts. */
export const ZPromotionCategories = z.object({
  list: z.array(z.object({ category: ZPromotionCategory, label: z.string(), count: z.number().int() })),
});
export type TPromotionCategories = z.infer<typeof ZPromotionCategories>;

/** A bonus in the bonus wallet (bonusDetails): its amount, the turnover it asks, how far it is, until when. */
/** held: waiting for an operator's review (nothing paid yet); cancelled: refused on review (nothing was paid). */
export const bonusStatuses = ['held', 'active', 'released', 'expired', 'forfeited', 'cancelled'] as const;
export const ZBonusStatus = z.enum(bonusStatuses);
/** What paid a bonus: a promotion's entry, or the referral programme (a referred player's first deposit). */
export const ZBonusSource = z.enum(['promotion', 'referral']);
export const ZBonus = z.object({
  id: z.number().int(),
  /** The promotion that paid it; null for a referral reward. */
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: ZMoney,
  /** The deposit it matched (deposit_match), else null. */
  depositAmount: ZMoney.nullable(),
  /** Valid bets needed (weighted), progress so far, and what is left. */
  requirement: ZMoney,
  progress: ZMoney,
  remaining: ZMoney,
  weights: z.partialRecord(ZTurnoverProduct, z.number().int()),
  status: ZBonusStatus,
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** When it was released, expired or forfeited. */
  settledAt: z.string().nullable(),
});
export type TBonus = z.infer<typeof ZBonus>;

/** GET /wps/relay/MCSFE_getBonusDetails */
export const ZBonusQuery = z.object({
  status: ZBonusStatus.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZBonusDetails = z.object({
  list: z.array(ZBonus),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The bonus wallet now and the turnover still open over all active bonuses (withdrawals wait for it). */
  bonusBalance: ZMoney,
  openTurnover: ZMoney,
});
export type TBonusDetails = z.infer<typeof ZBonusDetails>;

/** The member's entry in a promotion (joined, applied, claimed). */
export const ZPromotionEntry = z.object({
  id: z.number().int(),
  status: ZMemberPromotionStatus,
  /** The reward credited (or approved), else null. */
  amount: ZMoney.nullable(),
  comment: z.string().nullable(),
  /** The application's images, the member's own: GET /wps/v2/member/uploads/:id. */
  imageUrls: z.array(z.string()),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TPromotionEntry = z.infer<typeof ZPromotionEntry>;

/** GET /wps/relay/MCSFE_getPromotionDetail?id= (for /promoDetail; visitors and members). */
export const ZPromotionDetailQuery = z.object({ id: ZRowIdParam });
export const ZPromotionDetail = ZPromotionCard.extend({
  /** Sanitised rich text (HTML). */
  content: z.string(),
  audience: ZPromotionAudience,
  wagering: ZWagering,
  /** What is due now to claim (claim status), else null. */
  claimable: ZMoney.nullable(),
  entry: ZPromotionEntry.nullable(),
  bonus: ZBonus.nullable(),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

/** POST /wps/relay/MCSFE_joinPromotion and MCSFE_claimPromotion */
export const ZPromotionAction = z.object({ promotionId: ZRowId });
/** POST /wps/relay/MCSFE_signUpRequestReward: claims the sign-up reward (the first due when no id is given). */
export const ZSignUpRewardBody = z.object({ promotionId: ZRowId.optional() }).default({});

/** POST /wps/relay/MCSFE_applyPromotion: a comment and up to 3 images (data URLs, png or jpg, at most 5 MB each). */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const ZApplyBody = z.object({
  promotionId: ZRowId,
  comment: z.string().trim().min(1).max(APPLICATION_COMMENT_MAX),
  images: z.array(z.string().max(7_100_000)).max(APPLICATION_IMAGES_MAX).default([]),
});
export type TApplyBody = z.input<typeof ZApplyBody>;

/** The answer to a claim: what was paid and, when it carries turnover, the bonus it became. */
export const ZClaimValue = z.object({
  promotionId: z.number().int(),
  amount: ZMoney,
  status: ZMemberPromotionStatus,
  bonus: ZBonus.nullable(),
});
export type TClaimValue = z.infer<typeof ZClaimValue>;

/** GET /wps/relay/MCS2_getPromotionClaimList: the member's entries, newest first. */
export const ZClaimListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZClaimListItem = ZPromotionEntry.extend({
  promotionId: z.number().int(),
  title: z.string(),
  mechanism: ZPromotionMechanismKind,
  category: ZPromotionCategory,
});
export const ZClaimList = z.object({
  list: z.array(ZClaimListItem),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TClaimList = z.infer<typeof ZClaimList>;

/** POST /wps/relay/MCSFE_forfeitBonus: gives an active bonus up (it returns to the house), ending its turnover. */
export const ZForfeitBody = z.object({ bonusId: ZRowId });

export const PROMOTION_PATHS = {
  categories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  available: '/wps/relay/MCSFE_getAvailablePromotions',
  merchantAvailable: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  claimList: '/wps/relay/MCS2_getPromotionClaimList',
  signUpReward: '/wps/relay/MCSFE_signUpRequestReward',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  join: '/wps/relay/MCSFE_joinPromotion',
  apply: '/wps/relay/MCSFE_applyPromotion',
  claim: '/wps/relay/MCSFE_claimPromotion',
  bonuses: '/wps/relay/MCSFE_getBonusDetails',
  forfeit: '/wps/relay/MCSFE_forfeitBonus',
} as const;

// ---- the operator console (/admin/api/console/...) ---------------------------------------------------------------

/** A promotion as the operator writes it; the status moves by its own call. */
export const ZPromotionInput = z
  .object({
    /** A short stable name, unique per brand (a-z, 0-9, dashes). */
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/),
    category: ZPromotionCategory,
    mechanism: ZPromotionMechanism,
    texts: ZPromotionTexts,
    art: ZPromotionArt.default('promotions'),
    audience: ZPromotionAudience.default({ kind: 'everyone' }),
    wagering: ZWagering,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((p) => !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'the end comes after the start',
    path: ['endsAt'],
  });
export type TPromotionInput = z.input<typeof ZPromotionInput>;

export const ZConsolePromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  category: ZPromotionCategory,
  mechanism: ZPromotionMechanism,
  texts: z.partialRecord(ZPromotionLanguage, z.object({ title: z.string(), summary: z.string(), content: z.string() })),
  art: ZPromotionArt,
  audience: ZPromotionAudience,
  wagering: ZWagering,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  status: ZPromotionStatus,
  bannerUrl: z.string(),
  /** Entries (joined, applied, claimed) and bonuses issued so far, and their total. */
  entries: z.number().int(),
  bonuses: z.number().int(),
  bonusTotal: ZMoney,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsolePromotion = z.infer<typeof ZConsolePromotion>;

export const ZConsoleBrandParams = z.object({ code: z.string().min(1).max(40) });
export const ZConsolePromotionParams = z.object({ id: ZRowIdParam });
export const ZConsolePromotionQuery = z.object({
  status: ZPromotionStatus.optional(),
  category: ZPromotionCategory.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
});

/** POST /admin/api/console/promotions/:id/status: schedule, go live, pause, end. */
export const ZPromotionStatusChange = z.object({ status: ZPromotionStatus.exclude(['draft']) });

/** Where an application is: under review, approved (the member's claim waits), issued (claimed) or rejected. */
export const ZConsoleApplicationStatus = z.enum(['in_process', 'approved', 'issued', 'rejected']);

/** An application as the operator reviews it; images at GET /admin/api/console/promotions/images/:id. */
export const ZConsoleApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  title: z.string(),
  username: z.string(),
  comment: z.string(),
  imageUrls: z.array(z.string()),
  /** approved: waiting for the member to claim it in the rewards centre; issued: claimed, the bonus paid. */
  status: ZConsoleApplicationStatus,
  /** The most that may be approved. */
  maxAmount: ZMoney,
  amount: ZMoney.nullable(),
  /**
   * Approved once with a bonus above the brand's threshold: still in process until a second admin approves it (the
   * amount the first one set) or it is rejected; null otherwise.
   */
  awaitingSecond: z.object({ amount: ZMoney, requestedBy: z.string(), approvalId: z.number().int() }).nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TConsoleApplication = z.infer<typeof ZConsoleApplication>;

export const ZConsoleApplicationQuery = z.object({
  status: ZConsoleApplicationStatus.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
});
export const ZApproveApplication = z.object({ amount: ZPromoAmount });
export const ZRejectApplication = z.object({ reason: z.string().trim().min(1).max(200) });

const tags = ['promotions'];

/**
 * The promotions' relays for the portal. `public` ones answer a visitor, and a member too when a token is sent (a
 * trial account reads as a visitor); the others are for real members (a trial account has no promotions).
 */
export const promotionOps = {
  categories: op({
    method: 'GET',
    path: PROMOTION_PATHS.categories,
    auth: 'public',
    tags,
    summary: 'The promotions page’s type filter with live counts',
    response: ZPromotionCategories,
  }),
  available: op({
    method: 'GET',
    path: PROMOTION_PATHS.available,
    auth: 'real',
    tags,
    summary: 'The member’s promotions, each with the status its card acts on',
    query: ZPromotionListQuery,
    response: ZPromotionList,
  }),
  merchantAvailable: op({
    method: 'GET',
    path: PROMOTION_PATHS.merchantAvailable,
    auth: 'public',
    tags,
    summary: 'The brand’s running and coming promotions for visitors (no login)',
    query: ZPromotionListQuery,
    response: ZPromotionList,
  }),
  detail: op({
    method: 'GET',
    path: PROMOTION_PATHS.detail,
    auth: 'public',
    tags,
    summary: 'One promotion (/promoDetail): texts, terms and the member’s entry and bonus',
    query: ZPromotionDetailQuery,
    response: ZPromotionDetail,
  }),
  join: op({
    method: 'POST',
    path: PROMOTION_PATHS.join,
    auth: 'real',
    tags,
    summary: 'Joins a deposit match (its next qualifying deposit is matched)',
    body: ZPromotionAction,
    response: ZPromotionDetail,
  }),
  apply: op({
    method: 'POST',
    path: PROMOTION_PATHS.apply,
    auth: 'real',
    tags,
    summary: 'Applies with a comment (at most 140 characters) and up to 3 png/jpg images of 5 MB',
    body: ZApplyBody,
    response: ZPromotionDetail,
  }),
  claim: op({
    method: 'POST',
    path: PROMOTION_PATHS.claim,
    auth: 'real',
    tags,
    summary: 'Claims what a fixed bonus or cashback has due',
    body: ZPromotionAction,
    response: ZClaimValue,
  }),
  signUpReward: op({
    method: 'POST',
    path: PROMOTION_PATHS.signUpReward,
    auth: 'real',
    tags,
    summary: 'Claims the sign-up bonus',
    body: ZSignUpRewardBody,
    response: ZClaimValue,
  }),
  claimList: op({
    method: 'GET',
    path: PROMOTION_PATHS.claimList,
    auth: 'real',
    tags,
    summary: 'The member’s promotion entries and claims, newest first',
    query: ZClaimListQuery,
    response: ZClaimList,
  }),
  bonuses: op({
    method: 'GET',
    path: PROMOTION_PATHS.bonuses,
    auth: 'real',
    tags,
    summary: 'bonusDetails: the member’s bonuses with requirement, progress and expiry',
    query: ZBonusQuery,
    response: ZBonusDetails,
  }),
  forfeit: op({
    method: 'POST',
    path: PROMOTION_PATHS.forfeit,
    auth: 'real',
    tags,
    summary: 'Gives an active bonus up: it returns to the house, its turnover ends',
    body: ZForfeitBody,
    response: ZBonus,
  }),
};

const BRAND = '/admin/api/console/brands/:code';
const ONE = '/admin/api/console/promotions/:id';
const APPLICATION = '/admin/api/console/promotions/applications/:id';
const consoleTags = ['operator'];

/** Promotions in the console (and the CLI): the brand's promotions, their status, and the applications' review. */
export const promotionConsoleOps = {
  list: op({
    method: 'GET',
    path: `${BRAND}/promotions`,
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    summary: "A brand's promotions, drafts included, with entries and bonuses so far (paged)",
    params: ZConsoleBrandParams,
    query: ZConsolePromotionQuery,
    response: page(ZConsolePromotion),
  }),
  create: op({
    method: 'POST',
    path: `${BRAND}/promotions`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Creates a promotion as a draft (audited)',
    params: ZConsoleBrandParams,
    body: ZPromotionInput,
    response: ZConsolePromotion,
  }),
  one: op({
    method: 'GET',
    path: ONE,
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    summary: 'One promotion',
    params: ZConsolePromotionParams,
    response: ZConsolePromotion,
  }),
  edit: op({
    method: 'PUT',
    path: ONE,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Edits a promotion; issued bonuses keep their terms (audited)',
    params: ZConsolePromotionParams,
    body: ZPromotionInput,
    response: ZConsolePromotion,
  }),
  setStatus: op({
    method: 'POST',
    path: `${ONE}/status`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Schedules, starts, pauses or ends a promotion (audited)',
    params: ZConsolePromotionParams,
    body: ZPromotionStatusChange,
    response: ZConsolePromotion,
  }),
  applications: op({
    method: 'GET',
    path: `${BRAND}/promotion-applications`,
    auth: 'operator',
    action: 'promotions.view',
    tags: consoleTags,
    summary: "A brand's promotion applications, waiting ones first (paged)",
    params: ZConsoleBrandParams,
    query: ZConsoleApplicationQuery,
    response: page(ZConsoleApplication),
  }),
  approve: op({
    method: 'POST',
    path: `${APPLICATION}/approve`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary:
      'Approves an application with an amount: the member then claims the bonus (audited); above the brand threshold (over 24 h) a second admin approves it too',
    params: ZConsolePromotionParams,
    body: ZApproveApplication,
    response: ZConsoleApplication,
  }),
  reject: op({
    method: 'POST',
    path: `${APPLICATION}/reject`,
    auth: 'operator',
    action: 'promotions.manage',
    tags: consoleTags,
    summary: 'Rejects an application with a reason the member sees (audited)',
    params: ZConsolePromotionParams,
    body: ZRejectApplication,
    response: ZConsoleApplication,
  }),
};
