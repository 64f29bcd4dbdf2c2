import { z } from 'zod';
import { ZMarkFiles } from './brand-marks.ts';
import { portalLanguages, ZBrandCodeParams, ZCustomerServiceEdit, ZPortalLanguage } from './console-brand.ts';
import { op } from './op.ts';
import { ZHost } from './operator.ts';

/**
 * Brands an operator launches and runs from the console: a new brand made from a template brand (a second admin
 * confirms it), and the general settings of a brand (name, money, colours, licence, site switches, limits).
 */

/** A brand's code: capitals, digits and underscores, as the platform's merchant codes are written. */
export const ZBrandCode = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,15}$/, 'brand code');

const currencies = () => new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 code the runtime can format (its minor units come from Intl). */
export const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'currency')
  .refine((c) => currencies().has(c), 'currency');

let zones: Set<string> | undefined;
/** A zone name Intl accepts, its current name or an alias (Asia/Ho_Chi_Minh, which some runtimes list as Asia/Saigon). */
const intlKnows = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
/**
 * An IANA time zone the runtime knows (America/Sao_Paulo, UTC), by name: no offsets such as +03:00, which SQL reads
 * the other way round.
 */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    zones ??= new Set(Intl.supportedValuesOf('timeZone'));
    return tz === 'UTC' || zones.has(tz) || (/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(tz) && intlKnows(tz));
  }, 'unknown time zone');

export const ZHexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'colour');

// ---- colours and contrast (WCAG 2.x relative luminance) -------------------------------------------------------

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const luminance = (hex: string) => {
  const [r, g, b] = rgbOf(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** The contrast ratio of two colours (1 to 21). */
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** WCAG AA for body text. */
export const AA = 4.5;
/** The text colour that reads best on a fill: black or white (one of them always reaches 4.58:1). */
export const inkOn = (fill: string) => (contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff');

/** The panels the brand colours sit on, per theme (apps/web/src/shared/theme/tokens.css). */
export const THEME_PANELS = { light: '#ffffff', dark: '#1a1f38' } as const;

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');
/** `c` mixed toward `to` by `t` (0..1). */
const mix = (c: string, to: string, t: number) => {
  const a = rgbOf(c);
  const b = rgbOf(to);
  return `#${a.map((x, i) => hex(x + ((b[i] as number) - x) * t)).join('')}`;
};
/**
 * The brand colour as text on a panel (links, focus rings): the colour itself when it reads there, else mixed
 * toward white (dark theme) or black (light theme) in small steps until it does.
 */
export const readableOn = (colour: string, panel: string) => {
  const toward = luminance(panel) < 0.2 ? '#ffffff' : '#000000';
  for (let t = 0; t <= 1; t += 0.05) {
    const c = mix(colour, toward, t);
    if (contrast(c, panel) >= AA) return c;
  }
  return toward;
};

/**
 * A theme's two brand colours: `brand` fills buttons and the header's marks (white text on it must read: AA), and
 * `accent` fills the call to action (its text is black or white, whichever reads).
 */
export const ZThemeColours = z
  .object({ brand: ZHexColour, accent: ZHexColour })
  .refine((c) => contrast(c.brand, '#ffffff') >= AA, { message: 'contrast', path: ['brand'] });
export const ZBrandTheme = z.object({ light: ZThemeColours, dark: ZThemeColours });
export type TBrandTheme = z.infer<typeof ZBrandTheme>;

/** The portal's own colours (tokens.css), a brand's until it sets its own. */
export const DEFAULT_THEME: TBrandTheme = {
  light: { brand: '#6142bf', accent: '#ff8a1f' },
  dark: { brand: '#6142bf', accent: '#ff8a1f' },
};

/** The CSS custom properties a brand theme sets, per theme (the server puts them in the document's head). */
export function themeTokens(theme: TBrandTheme) {
  const tokens = (c: { brand: string; accent: string }, panel: string) => {
    const text = readableOn(c.brand, panel);
    return {
      '--brand': c.brand,
      '--brand-2': text,
      '--accent': c.accent,
      '--accent-ink': inkOn(c.accent),
      '--link': text,
      '--focus': text,
    };
  };
  return { light: tokens(theme.light, THEME_PANELS.light), dark: tokens(theme.dark, THEME_PANELS.dark) };
}

// ---- a brand's general settings --------------------------------------------------------------------------------

const ZMinor = z.number().int().min(0).max(1_000_000_000_000);

/** What the console's "General" tab edits: the row's name and the configuration's money, look, texts and switches. */
export const ZBrandGeneral = z
  .object({
    name: z.string().trim().min(1).max(60),
    currency: ZCurrencyCode,
    /** The brand's clock: its days in the dashboard, reports and agent centre. */
    timeZone: ZTimeZone,
    theme: ZBrandTheme,
    /** The licence line of the footer, per language (plain text). */
    licence: z.partialRecord(ZPortalLanguage, z.string().trim().max(1000)),
    /** Fun money a free-play account starts with, in minor units (0: no free play). */
    freePlayAmount: z.number().int().min(0).max(100_000_000),
    agentOnly: z.boolean(),
    loginedToHomePage: z.boolean(),
    memberCentreAvailable: z.boolean(),
    withdrawal: z.object({
      min: ZMinor.min(1),
      max: ZMinor.min(1),
      dailyCount: z.number().int().min(1).max(100),
    }),
  })
  .refine((g) => g.withdrawal.min <= g.withdrawal.max, { message: 'min above max', path: ['withdrawal', 'min'] });
export type TBrandGeneral = z.infer<typeof ZBrandGeneral>;

export const ZBrandGeneralView = z.object({
  code: z.string(),
  general: ZBrandGeneral,
  /** The currency can change only while the brand has no members (amounts already kept would change meaning). */
  currencyLocked: z.boolean(),
});
export type TBrandGeneralView = z.infer<typeof ZBrandGeneralView>;

// ---- launching a brand -----------------------------------------------------------------------------------------

/** The "New brand" wizard's answer: a new brand made from a template brand's set-up (never its members or money). */
export const ZNewBrand = z
  .object({
    code: ZBrandCode,
    name: z.string().trim().min(1).max(60),
    currency: ZCurrencyCode,
    defaultLang: ZPortalLanguage,
    languages: z.array(ZPortalLanguage).min(1).max(portalLanguages.length),
    hosts: z.array(ZHost).min(1).max(20),
    /** The brand whose switches, field rules, VIP levels, vendors, channels, help, banners and promotions it copies. */
    template: ZBrandCode,
    theme: ZBrandTheme.optional(),
    /** Its own logo and icon (SVG or PNG, checked by content when asked); absent: drawn in its name and colours. */
    marks: ZMarkFiles.optional(),
  })
  .refine((b) => b.languages.includes(b.defaultLang), { message: 'default not offered', path: ['defaultLang'] })
  .refine((b) => new Set(b.languages).size === b.languages.length, { message: 'repeated', path: ['languages'] })
  .refine((b) => new Set(b.hosts).size === b.hosts.length, { message: 'repeated', path: ['hosts'] });
export type TNewBrand = z.infer<typeof ZNewBrand>;

/** A launch waits for a second admin: the approval to look for in the approvals queue. */
export const ZBrandLaunch = z.object({ approval: z.object({ id: z.number().int(), status: z.literal('pending') }) });

/** One brand of the installation, as the console's brand list shows it. */
export const ZBrandRow = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  defaultLang: z.string(),
  languages: z.array(z.string()),
  hosts: z.array(z.string()),
  isDefault: z.boolean(),
  maintenance: z.boolean(),
  vendors: z.number().int(),
  members: z.number().int(),
});
export type TBrandRow = z.infer<typeof ZBrandRow>;

// ---- a brand as one document (export and import) ----------------------------------------------------------------

const ZDigits = z.string().regex(/^\d{1,15}$/, 'minor units');
/**
 * A brand's whole set-up as one JSON document, to keep in version control or take to another installation: its
 * configuration without secrets (sign-in providers' and the hosted captcha's secrets are left out), its service
 * addresses in the clear, vendors in order, deposit channels (never a bank account), help articles, and its logo and
 * icon (public files of at most 256 and 128 KB, checked again by content on import). Never its members, money,
 * promotions or content images.
 */
export const ZBrandDocument = z.object({
  format: z.literal('portal-brand/1'),
  exportedAt: z.string().max(40),
  code: ZBrandCode,
  name: z.string().trim().min(1).max(60),
  hosts: z.array(ZHost).max(20),
  /** The configuration's fields as the server keeps them; checked whole on import. */
  config: z.record(z.string(), z.unknown()),
  customerService: z.array(ZCustomerServiceEdit).max(10),
  vendors: z
    .array(
      z.object({
        vassalage: z.string().min(1).max(32),
        sort: z.number().int(),
        isHot: z.boolean(),
        enabled: z.boolean(),
      }),
    )
    .max(500),
  channels: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(40),
        name: z.string().trim().min(1).max(80),
        kind: z.enum(['gateway', 'manual']),
        minAmount: ZDigits,
        maxAmount: ZDigits,
        sort: z.number().int(),
        enabled: z.boolean(),
      }),
    )
    .max(50),
  help: z
    .array(
      z.object({
        category: z
          .string()
          .trim()
          .regex(/^[a-z0-9_-]{1,30}$/),
        title: z.record(z.string(), z.string().max(200)),
        content: z.record(z.string(), z.string().max(50_000)),
        sort: z.number().int(),
        enabled: z.boolean(),
      }),
    )
    .max(500),
  marks: ZMarkFiles.optional(),
});
export type TBrandDocument = z.infer<typeof ZBrandDocument>;

/** An import: the document, under its own code and hosts or new ones (a copy beside the original). */
export const ZBrandImport = z.object({
  document: ZBrandDocument,
  code: ZBrandCode.optional(),
  hosts: z.array(ZHost).min(1).max(20).optional(),
});
export type TBrandImport = z.infer<typeof ZBrandImport>;

const tags = ['console'];
const BASE = '/admin/api/console/brands';

export const brandLaunchOps = {
  list: op({
    method: 'GET',
    path: BASE,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Every brand of the installation with its money, languages, hosts and counts',
    response: z.array(ZBrandRow),
  }),
  create: op({
    method: 'POST',
    path: BASE,
    auth: 'operator',
    action: 'brand.create',
    tags,
    summary: 'Asks for a new brand made from a template brand; a second admin approves it (audited)',
    body: ZNewBrand,
    response: ZBrandLaunch,
  }),
  export: op({
    method: 'GET',
    path: `${BASE}/:code/export`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The brand’s whole set-up as one JSON document with its logo and icon (no secrets, members or money)',
    params: ZBrandCodeParams,
    response: ZBrandDocument,
  }),
  import: op({
    method: 'POST',
    path: `${BASE}/import`,
    auth: 'operator',
    action: 'brand.create',
    tags,
    summary: 'Asks for a brand made from an exported document; a second admin approves it (audited)',
    body: ZBrandImport,
    response: ZBrandLaunch,
  }),
  general: op({
    method: 'GET',
    path: `${BASE}/:code/general`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The brand’s name, money, colours, licence, site switches and withdrawal limits',
    params: ZBrandCodeParams,
    response: ZBrandGeneralView,
  }),
  saveGeneral: op({
    method: 'PUT',
    path: `${BASE}/:code/general`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Replaces the brand’s general settings (audited; colours checked for contrast)',
    params: ZBrandCodeParams,
    body: ZBrandGeneral,
    response: ZBrandGeneralView,
  }),
};
