import { z } from 'zod';
import { ZBrandTheme, ZTimeZone } from './brand-launch.ts';
import { ZStoredMarks } from './brand-marks.ts';
import { registrationFields } from './console-brand.ts';
import { ZGivebackRules } from './giveback-rules.ts';
import {
  type TWhitelabelNode,
  ZCustomerServicePath,
  ZFieldSetting,
  ZHostedCaptchaProvider,
  ZResource,
  ZSocialLink,
  ZWhitelabelNode,
} from './system.ts';

export type { TFieldSetting, TWhitelabelNode } from './system.ts';

export { registrationFields };
export type TRegistrationField = (typeof registrationFields)[number];

/** A social sign-in provider (OpenID Connect or plain OAuth 2.0), configured per brand. */
export const ZSocialProvider = z.object({
  id: z.enum(['google', 'facebook']),
  kind: z.enum(['oidc', 'oauth2']),
  enabled: z.boolean(),
  clientId: z.string(),
  clientSecret: z.string(),
  /** OIDC: the issuer to discover. OAuth 2.0: the endpoints below. */
  issuer: z.string().optional(),
  authorizationEndpoint: z.string().optional(),
  tokenEndpoint: z.string().optional(),
  userinfoEndpoint: z.string().optional(),
  scope: z.string().default('openid email profile'),
});

/** The six shipped languages; a VIP level names itself in each. */
/** A club level's name in each language of the portal's label texts. */
export const ZLevelNames = z.object({
  pt: z.string().min(1),
  en: z.string().min(1),
  cn: z.string().min(1),
  id: z.string().min(1),
  th: z.string().min(1),
  vi: z.string().min(1),
});

/** One VIP club level. Thresholds are lifetime completed deposits in minor units (cents). */
export const ZVipLevel = z.object({
  rankLevel: z.number().int().min(1),
  labelName: ZLevelNames,
  /** Label text colour and background colour (#rrggbb). */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  color2: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  minDeposit: z.number().int().min(0),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** The club's levels in order: ranks 1..n with no gaps, each threshold above the one before. */
export const ZVipLevels = z.array(ZVipLevel).superRefine((levels, ctx) => {
  levels.forEach((l, i) => {
    if (l.rankLevel !== i + 1)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'rankLevel'],
        message: `rank levels run 1..n in order (expected ${i + 1})`,
      });
    const prev = levels[i - 1];
    if (prev && l.minDeposit <= prev.minDeposit)
      ctx.addIssue({ code: 'custom', path: [i, 'minDeposit'], message: 'thresholds must ascend' });
  });
});

const contractRuleDefaults = {
  maxRateBp: { dividend: 3_000, daily: 100, hourly: 100, realtime: 100 },
  settleDelaySeconds: 120,
  payoutsEnabled: true,
  holderOwnBets: false,
};
const ZContractRules = z.object({
  maxRateBp: z
    .object({
      dividend: z.number().int().min(0).max(10_000),
      daily: z.number().int().min(0).max(10_000),
      hourly: z.number().int().min(0).max(10_000),
      realtime: z.number().int().min(0).max(10_000),
    })
    .default(contractRuleDefaults.maxRateBp),
  settleDelaySeconds: z.number().int().min(30).max(3600).default(120),
  payoutsEnabled: z.boolean().default(true),
  /** A contract holder's own bets count in its own salary or dividend base (off: only where they lower it). */
  holderOwnBets: z.boolean().default(false),
});
/** A brand's contract rules with their defaults (rows written before the rules existed have none). */
export const contractRulesOf = (config: TMerchantConfig) => ZContractRules.parse(config.contractRules ?? {});

/**
 * Turnover weights (percent of a valid bet, by game family) of bonuses given without a deposit: the sign-up gift
 * counts each family at the lower of its promotion's weight and this, and the referral reward counts by this. Low-edge
 * families weigh little: in-house originals (dice and Mines pay 99 %) and live tables (about 1 % edge) 10 %,
 * player-vs-player tables 10 % (two accounts can pass money to each other), sports 20 % (hedged across accounts);
 * slots, fishing and lotteries 100 %.
 */
export const NO_DEPOSIT_WEIGHTS = {
  RNG: 100,
  FISH: 100,
  LOTT: 100,
  ELOTT: 100,
  SPORTS: 20,
  ESPORTS: 20,
  LIVE: 10,
  PVP: 10,
  INHOUSE: 10,
} as const;
const ZWeight = z.number().int().min(0).max(100);

/** The brand's rules against bonus abuse (promotions/abuse.ts, referral/jobs.ts); the defaults are the safe side. */
export const ZBonusRules = z.object({
  /** The referral reward's turnover as a multiple of it (a locked bonus); 0: paid straight to the main wallet. */
  referralTurnoverMultiplier: z.number().int().min(0).max(100).default(5),
  /** Days the referral reward's turnover may take before it goes back. */
  referralExpiryDays: z.number().int().min(1).max(365).default(30),
  noDepositWeights: z
    .object({
      RNG: ZWeight.default(NO_DEPOSIT_WEIGHTS.RNG),
      FISH: ZWeight.default(NO_DEPOSIT_WEIGHTS.FISH),
      LOTT: ZWeight.default(NO_DEPOSIT_WEIGHTS.LOTT),
      ELOTT: ZWeight.default(NO_DEPOSIT_WEIGHTS.ELOTT),
      SPORTS: ZWeight.default(NO_DEPOSIT_WEIGHTS.SPORTS),
      ESPORTS: ZWeight.default(NO_DEPOSIT_WEIGHTS.ESPORTS),
      LIVE: ZWeight.default(NO_DEPOSIT_WEIGHTS.LIVE),
      PVP: ZWeight.default(NO_DEPOSIT_WEIGHTS.PVP),
      INHOUSE: ZWeight.default(NO_DEPOSIT_WEIGHTS.INHOUSE),
    })
    .default(NO_DEPOSIT_WEIGHTS),
  /**
   * What links an account to its referrer, or to another account that took the sign-up gift, so that the reward or
   * the gift waits for an operator instead of being paid: a shared device, payout account, delivery address.
   */
  holdOnSharedDevice: z.boolean().default(true),
  holdOnSharedPayoutAccount: z.boolean().default(true),
  holdOnSharedAddress: z.boolean().default(true),
});
export type TBonusRules = z.infer<typeof ZBonusRules>;
/** The brand's bonus rules, defaults filled in (a brand that set none gets every safe default). */
export const bonusRulesOf = (config: { bonusRules?: unknown }): TBonusRules =>
  ZBonusRules.parse(config.bonusRules ?? {});

/**
 * The originals' table limits in minor units: the smallest and largest stake of a round, and the most one round pays
 * (a win above it is paid at it; the game page states the limits). Defaults: 0.10, 10,000.00 and 1,000,000.00.
 * `bonusBuy`: the video slots sell their bonus buy (off where a market forbids it: the server refuses a buy and the
 * pages hide the button); on for a brand saved before the switch, as the buy was sold then.
 */
const ORIGINALS_LIMITS = { minBet: 10, maxBet: 1_000_000, maxWin: 100_000_000, bonusBuy: true };
export const ZOriginalsLimits = z
  .object({
    minBet: z.number().int().min(1).default(ORIGINALS_LIMITS.minBet),
    maxBet: z.number().int().min(1).default(ORIGINALS_LIMITS.maxBet),
    maxWin: z.number().int().min(1).default(ORIGINALS_LIMITS.maxWin),
    // Optional in storage (read through originalsLimitsOf): a brand's config written without it keeps the buy.
    bonusBuy: z.boolean().optional(),
  })
  .refine((l) => l.minBet <= l.maxBet, { message: 'minBet above maxBet' });
export type TOriginalsLimits = Omit<z.infer<typeof ZOriginalsLimits>, 'bonusBuy'> & { bonusBuy: boolean };
/** A brand's originals limits, defaults filled in. */
export const originalsLimitsOf = (config: { originals?: unknown }): TOriginalsLimits => {
  const l = ZOriginalsLimits.parse(config.originals ?? {});
  return { ...l, bonusBuy: l.bonusBuy ?? ORIGINALS_LIMITS.bonusBuy };
};

const ZZone = ZTimeZone;

export const ZMerchantConfig = z.object({
  currencySymbol: z.string().default('$'),
  /**
   * The brand's clock (IANA): its days for the console's dashboard and reports and the agent centre's periods
   * (docs/decisions.md, "One definition of the console's figures").
   */
  timeZone: ZZone.default('UTC'),
  /** ISO 4217 code of the brand's money; amounts are formatted with Intl for it and the page's language. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  defaultLang: z.string().default('pt'),
  languages: z.array(z.string()).min(1),
  /** Redirect every route but login/register/help/download to /login when there is no session. */
  loginedToHomePage: z.boolean().default(false),
  /** Fun money a free-play trial account starts with, in minor units (0: none). */
  freePlayAmount: z.number().int().min(0).max(100_000_000).default(200_000),
  /** Agent-only site variant: only agents get a session (error_not_agent); registration and free play are closed. */
  agentOnly: z.boolean().default(false),
  /** The site's own affiliate code, used when the affiliate input is hidden. */
  siteCode: z.string().optional(),
  whitelabel: z.array(ZWhitelabelNode),
  register: z.object({
    fields: z.partialRecord(z.enum(registrationFields), ZFieldSetting),
    /** Use the image captcha on registration, after an address's refused tries (accounts/register.ts). */
    captchaDisplay: z.boolean().default(false),
    /** The age a player confirms on registration: the legal age of the brand's market (18 in Brazil). */
    minimumAge: z.number().int().min(18).max(25).default(18),
  }),
  resources: z.array(ZResource).default([]),
  customerService: z.array(ZCustomerServicePath).default([]),
  socialLinks: z.array(ZSocialLink).default([]),
  analytics: z.object({ gtagId: z.string().default('') }).default({ gtagId: '' }),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  licence: z.record(z.string(), z.string()).default({}),
  /** Human check before SMS sends and registration: self-hosted proof of work, off, or a hosted captcha adapter. */
  humanCheck: z.enum(['pow', 'off', 'hosted']).default('pow'),
  /**
   * The hosted captcha (humanCheck 'hosted'): the portal shows the provider's widget with siteKey; the server posts
   * the widget's token with secret to verifyUrl (siteverify). Without it a 'hosted' brand refuses every check.
   */
  hostedCaptcha: z
    .object({
      provider: ZHostedCaptchaProvider,
      siteKey: z.string().min(1),
      secret: z.string().min(1),
      verifyUrl: z.string().url(),
    })
    .optional(),
  sms: z.object({ expiredMinutes: z.number().int().min(1).max(60).default(5) }).default({ expiredMinutes: 5 }),
  socialProviders: z.array(ZSocialProvider).default([]),
  /** Phone-auth path (firebaseIdToken): ID tokens are verified against this JWKS and issuer. */
  phoneAuth: z.object({ jwksUrl: z.string(), issuer: z.string(), audience: z.string() }).optional(),
  /**
   * expiryDays: a password older than this must be changed (0: never). initialDays: the one-time initial password of
   * an account an agent creates works this many days, unused (then the agent sets a new one).
   */
  password: z
    .object({
      expiryDays: z.number().int().min(0).default(0),
      initialDays: z.number().int().min(1).max(90).default(7),
    })
    .default({ expiryDays: 0, initialDays: 7 }),
  /**
   * Minutes a Lumen Mines round may stay open (the player gone): then it is cashed out as it stands (the stake back
   * when nothing was revealed), so no round blocks the player's seed rotation for longer.
   */
  minesRoundTimeoutMinutes: z.number().int().min(5).max(43_200).default(1440),
  originals: ZOriginalsLimits.default(ORIGINALS_LIMITS),
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  withdrawalAutoReceiptMinutes: z.number().int().min(1).default(1440),
  /** Withdrawal limits in minor units and the number of requests per day. */
  withdrawal: z
    .object({ min: z.number().int().min(1), max: z.number().int().min(1), dailyCount: z.number().int().min(1) })
    .default({ min: 1_000, max: 5_000_000, dailyCount: 5 }),
  /** The member centre (deposit, withdraw and the other money pages) is open; off during cashier maintenance. */
  memberCentreAvailable: z.boolean().default(true),
  /** Which agent salary and dividend contracts the brand runs (the consolidated settings call). */
  contracts: z
    .object({
      dailySalary: z.boolean().default(false),
      dividend: z.boolean().default(false),
      hourlySalary: z.boolean().default(false),
      realtimeSalary: z.boolean().default(false),
    })
    .default({ dailySalary: false, dividend: false, hourlySalary: false, realtimeSalary: false }),
  /** Agent contracts' limits: the highest rate per kind (basis points), the payout delay and the payout switch. */
  contractRules: ZContractRules.default(contractRuleDefaults),
  /** Each game family's house edge and salary weight, where the brand states its own (giveback-rules.ts). */
  givebackRules: ZGivebackRules.optional(),
  /** Members may transfer to their upline (agents may always transfer to their downlines). */
  allowTransferToUpline: z.boolean().default(false),
  /** The VIP club (member info clubLabel and the rank progress call); empty: no club. */
  vipLevels: ZVipLevels.default([]),
  /** Rules against bonus abuse; every one defaults to the safe side. */
  bonusRules: ZBonusRules.optional(),
  /** The brand's colours for light and dark (absent: the portal's own), set in the document before the first paint. */
  theme: ZBrandTheme.optional(),
  /** The brand's uploaded logo and icon (brand_images rows); absent: the generated drawings. */
  marks: ZStoredMarks.optional(),
});
export type TMerchantConfig = z.infer<typeof ZMerchantConfig>;

/** A brand's time zone, UTC for a configuration stored before it had one. */
export const timeZoneOf = (config: { timeZone?: unknown }): string =>
  ZZone.catch('UTC').parse(config.timeZone ?? 'UTC');

/** True when the modId is present and enabled ('1') anywhere in the tree. */
export const isModOn = (tree: TWhitelabelNode[], modId: string): boolean => findNode(tree, modId)?.enabled === '1';

function findNode(tree: TWhitelabelNode[], modId: string): TWhitelabelNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const child = findNode(node.childrenNodes, modId);
    if (child) return child;
  }
  return undefined;
}
