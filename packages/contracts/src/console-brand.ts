import { z } from 'zod';
import { op } from './op.ts';
import { ZHost } from './operator.ts';
import { ZFieldSetting, ZResource, ZSocialLink, ZWhitelabelNode } from './system.ts';

/**
 * The console's brand settings and content calls, under /admin/api/console/brands/:code. Settings are admin only;
 * content (banners, announcements, help articles) is for admins and support. Every change is audited.
 */

/** The portal's shipped languages; a brand offers some of them. */
export const portalLanguages = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
export const ZPortalLanguage = z.enum(portalLanguages);

/** The registration fields a brand can switch on, by the registration payload's own names. */
export const registrationFields = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export const ZRegistrationField = z.enum(registrationFields);

const ZLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s<>"]*$/, 'link');

/** A customer-service path as the operator edits it: the plain address (the server stores it encrypted). */
export const ZCustomerServiceEdit = z.object({
  type: z.string().trim().min(1).max(8),
  address: ZLink,
  labelName: z.string().trim().max(60).optional(),
});

const ZFieldRule = ZFieldSetting.refine((f) => f.minLength <= f.maxLength, {
  message: 'min above max',
  path: ['minLength'],
}).refine((f) => !f.required || f.enabled, { message: 'required but hidden', path: ['required'] });

/** The editable part of a brand's configuration; the server merges it into the whole and checks that. */
export const ZBrandSettings = z
  .object({
    whitelabel: z.array(ZWhitelabelNode).max(200),
    register: z.object({
      fields: z.partialRecord(ZRegistrationField, ZFieldRule),
      captchaDisplay: z.boolean(),
      minimumAge: z.number().int().min(18).max(25),
    }),
    defaultLang: ZPortalLanguage,
    languages: z.array(ZPortalLanguage).min(1).max(portalLanguages.length),
    resources: z.array(ZResource.extend({ url: ZLink, resourceType: z.string().trim().min(1).max(40) })).max(30),
    customerService: z.array(ZCustomerServiceEdit).max(10),
    socialLinks: z.array(ZSocialLink.extend({ url: ZLink, name: z.string().trim().min(1).max(40) })).max(20),
  })
  .refine((s) => s.languages.includes(s.defaultLang), { message: 'default not offered', path: ['defaultLang'] })
  .refine((s) => new Set(s.languages).size === s.languages.length, { message: 'repeated', path: ['languages'] });
export type TBrandSettings = z.infer<typeof ZBrandSettings>;

export const ZBrandCodeParams = z.object({ code: z.string().min(1).max(40) });

/** The settings screen's read: the editable settings plus the row's own switches. */
export const ZBrandSettingsView = z.object({
  code: z.string(),
  name: z.string(),
  hosts: z.array(ZHost),
  maintenance: z.boolean(),
  regionRestriction: z.array(z.string()),
  updatedAt: z.string(),
  settings: ZBrandSettings,
});
export type TBrandSettingsView = z.infer<typeof ZBrandSettingsView>;

// ---- content -----------------------------------------------------------------------------------------------------

/** Text per language (brand languages); at least one filled. */
export const ZLocalizedText = (max: number) =>
  z
    .partialRecord(ZPortalLanguage, z.string().trim().max(max))
    .refine((t) => Object.values(t).some((v) => v && v.length > 0), { message: 'empty' });

/** Banner groups the portal reads (home, each category and the pages with a banner). */
export const bannerGroups = [
  'w_home',
  'w_inhouse',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_elott',
  'w_promotion',
  'w_download',
  'w_shop',
  'w_help',
  'w_reg',
] as const;
export const ZBannerGroup = z.enum(bannerGroups);

/** An image as the console sends it: a data URL of PNG, JPEG or WebP (bytes checked on the server). */
export const ZImageUpload = z.string().max(7_500_000);

export const ZBannerBody = z.object({
  groupName: ZBannerGroup,
  title: ZLocalizedText(120),
  linkageType: z.enum(['NONE', 'ROUTE', 'URL', 'PROMOTION']).default('NONE'),
  linkageTarget: z.string().trim().max(500).default(''),
  enabled: z.boolean().default(true),
  /** Required when creating; when editing, absent keeps the current image. */
  image: ZImageUpload.optional(),
});
export const ZBannerRow = z.object({
  id: z.number(),
  groupName: z.string(),
  url: z.string(),
  title: z.record(z.string(), z.string()),
  linkageType: z.string().nullable(),
  linkageTarget: z.string().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type TBannerRow = z.infer<typeof ZBannerRow>;

/** The player-facing types (see content.ts) and AG: notices for agents, which only the agent centre shows. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export const ZAnnouncementBody = z.object({
  type: z.enum(announcementTypes),
  title: ZLocalizedText(200),
  /** Rich text (HTML); sanitised on the server. */
  content: ZLocalizedText(50_000),
  enabled: z.boolean().default(true),
});
export const ZAnnouncementRow = z.object({
  id: z.number(),
  type: z.enum(announcementTypes),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  sort: z.number(),
  enabled: z.boolean(),
  publishedAt: z.string(),
});
export type TAnnouncementRow = z.infer<typeof ZAnnouncementRow>;

export const ZHelpBody = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,30}$/),
  title: ZLocalizedText(200),
  content: ZLocalizedText(50_000),
  enabled: z.boolean().default(true),
});
export const ZHelpRow = z.object({
  id: z.number(),
  category: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  sort: z.number(),
  enabled: z.boolean(),
});
export type THelpRow = z.infer<typeof ZHelpRow>;

export const contentKinds = ['banners', 'announcements', 'help'] as const;
export const ZContentParams = ZBrandCodeParams.extend({ kind: z.enum(contentKinds) });
export const ZContentItemParams = ZContentParams.extend({ id: z.coerce.number().int().positive() });
export const ZContentEnabledBody = z.object({ enabled: z.boolean() });
/** The new order of a kind's items (banners: of one group); ids not named keep their place after these. */
export const ZContentOrderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export type TContentKind = (typeof contentKinds)[number];
/** One item of a kind named by the path itself (/content/banners/:id). */
export const ZContentSaveParams = ZBrandCodeParams.extend({ id: z.coerce.number().int().positive() });

/** What the content screen lists: a kind's items with the brand's languages (the texts' columns). */
export const ZContentList = z.object({
  languages: z.array(z.string()),
  defaultLang: z.string(),
  rows: z.union([z.array(ZBannerRow), z.array(ZAnnouncementRow), z.array(ZHelpRow)]),
});

const BASE = '/admin/api/console/brands/:code';
const tags = ['console'];

/** A content kind's writes: add, reorder and edit (a banner's image arrives base64 in the body). */
const contentWrites = <B extends z.ZodType, R extends z.ZodType>(
  kind: TContentKind,
  noun: string,
  body: B,
  row: R,
) => ({
  kind,
  create: op({
    method: 'POST',
    path: `${BASE}/content/${kind}`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: `Adds a ${noun} (audited)`,
    params: ZBrandCodeParams,
    body,
    response: row,
  }),
  order: op({
    method: 'PUT',
    path: `${BASE}/content/${kind}/order`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: `Reorders the ${noun}s (audited)`,
    params: ZBrandCodeParams,
    body: ZContentOrderBody,
    response: ZContentOrderBody,
  }),
  update: op({
    method: 'PUT',
    path: `${BASE}/content/${kind}/:id`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: `Edits a ${noun} (audited)`,
    params: ZContentSaveParams,
    body,
    response: row,
  }),
});

export type TContentWrites<B extends z.ZodType, R extends z.ZodType> = ReturnType<typeof contentWrites<B, R>>;

/** The console's brand settings (admins) and content (admins and support). */
export const brandConsoleOps = {
  settings: op({
    method: 'GET',
    path: `${BASE}/settings`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The brand’s settings with its row’s own switches',
    params: ZBrandCodeParams,
    response: ZBrandSettingsView,
  }),
  saveSettings: op({
    method: 'PUT',
    path: `${BASE}/settings`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Replace the brand’s switches, registration rules, languages, app links, service paths and social links',
    params: ZBrandCodeParams,
    body: ZBrandSettings,
    response: ZBrandSettingsView,
  }),
  content: op({
    method: 'GET',
    path: `${BASE}/content/:kind`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: 'A content kind’s items (banners, announcements or help articles), with the brand’s languages',
    params: ZContentParams,
    response: ZContentList,
  }),
  banners: contentWrites('banners', 'banner', ZBannerBody, ZBannerRow),
  announcements: contentWrites('announcements', 'announcement', ZAnnouncementBody, ZAnnouncementRow),
  help: contentWrites('help', 'help article', ZHelpBody, ZHelpRow),
  setEnabled: op({
    method: 'PUT',
    path: `${BASE}/content/:kind/:id/enabled`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: 'Shows or hides a content item (audited)',
    params: ZContentItemParams,
    body: ZContentEnabledBody,
    response: ZContentEnabledBody,
  }),
  remove: op({
    method: 'DELETE',
    path: `${BASE}/content/:kind/:id`,
    auth: 'operator',
    action: 'content.manage',
    tags,
    summary: 'Deletes a content item (audited)',
    params: ZContentItemParams,
    response: z.null(),
  }),
};
