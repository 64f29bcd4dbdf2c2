import { z } from 'zod';
import { ZBrandCodeParams } from './console-brand.ts';
import { op } from './op.ts';

/**
 * A brand's own logo (wide, the portal header's) and icon (square: the favicon, the app icon), uploaded in the
 * console as SVG or PNG. Without one the brand's generated drawing in its name and colours stands in.
 */

export const markKinds = ['logo', 'icon'] as const;
export const ZMarkKind = z.enum(markKinds);
export type TMarkKind = z.infer<typeof ZMarkKind>;
export const ZMarkMime = z.enum(['image/svg+xml', 'image/png']);
export type TMarkMime = z.infer<typeof ZMarkMime>;

/** The largest file per kind, in bytes: a header logo or an icon needs no more (a favicon is fetched on every visit). */
export const MARK_MAX_BYTES: Record<TMarkKind, number> = { logo: 256 * 1024, icon: 128 * 1024 };

/**
 * The shapes each kind may have, from the file's own dimensions (PNG IHDR, SVG viewBox): a logo from square to 8:1
 * wide, an icon square (within 10 %); a PNG at least this many pixels on its short side, at most 4096 on its long.
 */
export const MARK_BOUNDS: Record<TMarkKind, { minRatio: number; maxRatio: number; minPngSide: number }> = {
  logo: { minRatio: 1, maxRatio: 8, minPngSide: 24 },
  icon: { minRatio: 0.9, maxRatio: 1.1, minPngSide: 48 },
};
export const MARK_MAX_SIDE = 4096;

/** An uploaded mark as the brand's configuration keeps it: the stored image and what was read from it. */
export const ZStoredMark = z.object({
  id: z.number().int().min(1),
  mime: ZMarkMime,
  width: z.number().positive().max(100_000),
  height: z.number().positive().max(100_000),
});
export type TStoredMark = z.infer<typeof ZStoredMark>;
export const ZStoredMarks = z.object({ logo: ZStoredMark.optional(), icon: ZStoredMark.optional() });

const PATHS: Record<TMarkKind, string> = { logo: '/art/logo.svg', icon: '/art/logo-mark.svg' };
/** Bumped when the generated drawings change, so their versioned addresses change with them. */
const DRAWING = 2;
const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
};

/**
 * The version of a brand's mark in its address: `u<id>` for an upload, else a hash of what the drawing is made of
 * (name and colours). An address with the current version never changes, so it is cached for a year.
 */
export function markVersion(
  brand: { name: string; config: { theme?: unknown; marks?: z.infer<typeof ZStoredMarks> | undefined } },
  kind: TMarkKind,
) {
  const up = brand.config.marks?.[kind];
  if (up) return `u${up.id}`;
  return `g${fnv(`${DRAWING}|${kind === 'logo' ? brand.name : ''}|${JSON.stringify(brand.config.theme ?? null)}`)}`;
}

/** The mark's address (the same path for an upload and a drawing: the server answers with whichever stands). */
export const markUrl = (brand: Parameters<typeof markVersion>[0], kind: TMarkKind) =>
  `${PATHS[kind]}?v=${markVersion(brand, kind)}`;

/** The type an address's image is, for `<link rel="icon" type>` and the app manifest. */
export const markType = (brand: Parameters<typeof markVersion>[0], kind: TMarkKind): TMarkMime =>
  brand.config.marks?.[kind]?.mime ?? 'image/svg+xml';

/** An upload: the file as a data URL (`data:image/svg+xml;base64,…` or `data:image/png;base64,…`). */
export const ZMarkUpload = z.object({ image: z.string().min(1).max(400_000) });
export type TMarkUpload = z.infer<typeof ZMarkUpload>;
/** A logo and an icon as files (data URLs), each optional: a new brand's, or a brand document's. */
export const ZMarkFiles = z.object({
  logo: ZMarkUpload.shape.image.optional(),
  icon: ZMarkUpload.shape.image.optional(),
});
export type TMarkFiles = z.infer<typeof ZMarkFiles>;
export const ZMarkParams = ZBrandCodeParams.extend({ kind: ZMarkKind });

export const ZMarkView = z.object({
  kind: ZMarkKind,
  /** The address the portal uses (versioned). */
  url: z.string(),
  /** Null: the generated drawing stands in. */
  uploaded: z.object({ mime: ZMarkMime, width: z.number(), height: z.number() }).nullable(),
});
export const ZMarksView = z.object({ code: z.string(), logo: ZMarkView, icon: ZMarkView });
export type TMarksView = z.infer<typeof ZMarksView>;
/** The picture itself, as a data URL an `<img>` shows (an image context runs nothing in an SVG). */
export const ZMarkPreview = z.object({ kind: ZMarkKind, image: z.string() });

const tags = ['console'];
const BASE = '/admin/api/console/brands/:code/marks';

export const brandMarkOps = {
  marks: op({
    method: 'GET',
    path: BASE,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The brand’s logo and icon: uploaded or generated, with their addresses',
    params: ZBrandCodeParams,
    response: ZMarksView,
  }),
  preview: op({
    method: 'GET',
    path: `${BASE}/:kind/preview`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary:
      'The brand’s logo or icon as a data URL, for the console’s preview (the portal’s address answers per host)',
    params: ZMarkParams,
    response: ZMarkPreview,
  }),
  upload: op({
    method: 'PUT',
    path: `${BASE}/:kind`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Uploads the brand’s logo or icon, SVG or PNG checked by content and shape (audited)',
    params: ZMarkParams,
    body: ZMarkUpload,
    response: ZMarksView,
  }),
  reset: op({
    method: 'DELETE',
    path: `${BASE}/:kind`,
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Goes back to the generated logo or icon (audited)',
    params: ZMarkParams,
    response: ZMarksView,
  }),
};
