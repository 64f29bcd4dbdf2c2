import { z } from 'zod';

/** The e-sports providers; their cards move from the SPORTS lane to an ESPORTS lane (spec section 3). */
export const esportsVassalages = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

export const gameCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
export type TGameCategory = (typeof gameCategories)[number];

/** /wps/relay/GCSGAME_gameVendor?platform=html5-desktop&merchantCode=... */
export const ZVendorQuery = z.object({
  platform: z.string().max(40).default('html5-desktop'),
  merchantCode: z.string().max(40).optional(),
});
export const ZVendorCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  walletMode: z.enum(['seamless', 'transfer']),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;
export const ZLane = z.object({ title: z.enum(gameCategories), gameClassify: z.string(), cards: z.array(ZVendorCard) });
export type TLane = z.infer<typeof ZLane>;
export const ZVendorValue = z.object({ data: z.object({ lanes: z.array(ZLane) }) });
export type TVendorValue = z.infer<typeof ZVendorValue>;
