import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';
import { ZVendorQuery, ZVendorValue } from './vendor.ts';

/** A whitelabel switch: on when enabled is '1'. */
export type TWhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: TWhitelabelNode[] };
export const ZWhitelabelNode: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['0', '1']), childrenNodes: z.array(ZWhitelabelNode) }),
);

/** One registration field's rule (spec section 3); acceptedPattern is read by patternOf (field-pattern.ts). */
export const ZFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type TFieldSetting = z.infer<typeof ZFieldSetting>;

/** The password rule when a brand sets none. */
export const DEFAULT_PASSWORD_RULE: TFieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'password',
  minLength: 6,
  maxLength: 64,
};

export const ZResource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().optional(),
  labelNameEn: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZCustomerServicePath = z.object({ type: z.string(), path: z.string(), labelName: z.string().optional() });
export const ZSocialLink = z.object({ name: z.string(), url: z.string(), icon: z.string() });

/** Hosted captcha services that share the siteverify protocol; the portal loads the chosen one's widget. */
export const ZHostedCaptchaProvider = z.enum(['turnstile', 'hcaptcha', 'recaptcha']);
export type THostedCaptchaProvider = z.infer<typeof ZHostedCaptchaProvider>;

/** Registration rules as the portal reads them: field settings plus the switches around the form. */
export const ZRegisterRules = z.object({
  fields: z.record(z.string(), ZFieldSetting),
  /** The brand uses the image captcha on registration; the form shows it when a refusal asks for it. */
  captchaDisplay: z.boolean(),
  /** The age a player confirms on registration (one checkbox with the terms). */
  minimumAge: z.number().int(),
  humanCheck: z.enum(['pow', 'off', 'hosted']),
  /** With humanCheck 'hosted': the widget to show (never the secret). Null when none is configured. */
  hostedCaptcha: z.object({ provider: ZHostedCaptchaProvider, siteKey: z.string() }).nullable(),
  siteCode: z.string().nullable(),
  defaultDialingCode: z.string(),
});
export type TRegisterRules = z.infer<typeof ZRegisterRules>;

/** GET /wps/system/status?url=<host> — the permission/config call. */
export const ZPermissionQuery = z.object({ url: z.string().max(500).optional() });
export const ZLocation = z.object({ ip: z.string(), country: z.string() });
export const ZBrandInfo = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currencySymbol: z.string(),
  /** ISO 4217 code of the brand's money (BRL): the portal formats every amount with Intl for it. */
  currency: z.string(),
  defaultLang: z.string(),
  supportLanguages: z.array(z.string()),
  loginedToHomePage: z.boolean(),
  agentOnly: z.boolean(),
  memberCentreAvailable: z.boolean(),
  logoUrl: z.string(),
  licence: z.record(z.string(), z.string()),
  socialLinks: z.array(ZSocialLink),
  socialSignIn: z.array(z.object({ id: z.string() })),
});
export const ZPermissionValue = z.object({
  info: z.object({
    whitelabel: z.array(ZWhitelabelNode),
    register: ZRegisterRules,
    resources: z.array(ZResource),
    customerService: z.array(ZCustomerServicePath),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    brand: ZBrandInfo,
  }),
  location: ZLocation,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** 0 normal, 1 maintenance, 2 region restriction (spec section 4). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TPermissionValue = z.infer<typeof ZPermissionValue>;

export const ZWhitelabelValue = z.array(ZWhitelabelNode);

export const ZCountry = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export const ZCountryValue = z.array(ZCountry);
export type TCountry = z.infer<typeof ZCountry>;

/** Consolidated (contract) settings: which salary and dividend features the brand runs. */
export const ZConsolidatedValue = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});

export const ZDomainRouteValue = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
});

const tags = ['system'];

/**
 * The brand's public settings the portal reads (spec sections 4 and 7). Each answers anyone; the server sets each
 * one's own caching (the settings change only by operator action, the status at once).
 */
export const systemOps = {
  status: op({
    ...FIRST_LOAD.systemStatus,
    auth: 'public',
    tags,
    summary: 'Permission and configuration of the brand serving `url` (or this host), with the visitor location',
    query: ZPermissionQuery,
    response: ZPermissionValue,
  }),
  /** The same answer under its older name. */
  permission: op({
    method: 'GET',
    path: '/wps/system/permission',
    auth: 'public',
    tags,
    summary: 'Permission and configuration of the brand serving `url` (or this host), with the visitor location',
    query: ZPermissionQuery,
    response: ZPermissionValue,
  }),
  location: op({
    method: 'GET',
    path: '/wps/system/location',
    auth: 'public',
    tags,
    summary: 'The visitor’s address and country',
    response: ZLocation,
  }),
  whitelabel: op({
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'public',
    tags,
    summary: 'Whitelabel switches (modIds)',
    response: ZWhitelabelValue,
  }),
  registerRules: op({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'public',
    tags,
    summary: 'Registration field rules',
    response: ZRegisterRules,
  }),
  countries: op({
    ...FIRST_LOAD.countries,
    auth: 'public',
    tags,
    summary: 'Country dialing codes',
    response: ZCountryValue,
  }),
  consolidated: op({
    ...FIRST_LOAD.consolidatedSettings,
    auth: 'public',
    tags,
    summary: 'Which salary and dividend contract kinds the brand runs',
    response: ZConsolidatedValue,
  }),
  domainRoute: op({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'public',
    tags,
    summary: 'The brand’s addresses, this one first',
    response: ZDomainRouteValue,
  }),
  /** The vendors' lanes: served with the brand's settings (brand module), shaped by the games' contract. */
  vendors: op({
    ...FIRST_LOAD.gameVendors,
    auth: 'public',
    tags: ['games'],
    summary: 'The brand’s game vendors, by lane',
    query: ZVendorQuery,
    response: ZVendorValue,
  }),
};
