import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=en */
export const ZAnnouncementQuery = z.object({
  types: z
    .string()
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
    .default('B,PL,PU,PR'),
  platform: z.literal('W').default('W'),
  execution: z.literal('B').default('B'),
  language: z.string().max(8).optional(),
});
export const ZNotice = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  promotionId: z.number().int().nullable(),
  timestamp: z.number().int(),
});
export type TNotice = z.infer<typeof ZNotice>;
/** B -> player notices, PL -> banners, PU -> popup, PR -> promotion, H -> help-page notices. */
export const ZAnnouncementValue = z.object({
  player: z.array(ZNotice),
  banners: z.array(ZNotice),
  popup: z.array(ZNotice),
  promotion: z.array(ZNotice),
  help: z.array(ZNotice),
});
export type TAnnouncementValue = z.infer<typeof ZAnnouncementValue>;

/** GET /wps/system/banners?groupName=w_home */
export const ZBannerQuery = z.object({
  groupName: z.string().max(40).optional(),
  language: z.string().max(8).optional(),
});
export const ZBanner = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  groupName: z.string(),
  category: z.string().nullable(),
  title: z.string(),
  linkageType: z.string().nullable(),
  linkageTarget: z.string().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerValue = z.array(ZBanner);

/** GET /wps/system/helpCenter?language=en */
export const ZHelpQuery = z.object({ language: z.string().max(8).optional() });
export const ZHelpArticle = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
});
export const ZHelpValue = z.array(ZHelpArticle);
export type THelpArticle = z.infer<typeof ZHelpArticle>;

/** GET /wps/system/images/:name — a banner image uploaded in the console (the bytes, not an operation). */
export const ZBrandImageParams = z.object({ name: z.string().regex(/^\d{1,9}\.(png|jpg|webp)$/) });

/** The brand's notices, banners and help articles for the portal, in the asked language; anyone may read them. */
export const contentOps = {
  announcements: op({
    ...FIRST_LOAD.announcements,
    auth: 'public',
    tags: ['content'],
    summary: 'The brand’s notices of the asked types (player, banner, popup, promotion, help)',
    query: ZAnnouncementQuery,
    response: ZAnnouncementValue,
  }),
  banners: op({
    ...FIRST_LOAD.banners,
    auth: 'public',
    tags: ['content'],
    summary: 'The banners of a group (w_home, …)',
    query: ZBannerQuery,
    response: ZBannerValue,
  }),
  help: op({
    ...FIRST_LOAD.helpCentre,
    auth: 'public',
    tags: ['content'],
    summary: 'The help centre’s articles',
    query: ZHelpQuery,
    response: ZHelpValue,
  }),
};
