import sharp from 'sharp';
import { hashOf } from './paint.ts';

/**
 * The drawings as WebP pictures at a few fixed widths. A browser builds a whole document on its main thread for each
 * SVG image and paints it there again on every repaint; a raster picture is decoded off the main thread, so the
 * game rows and banners of the first load cost the page almost nothing (docs/decisions.md, "Game art as pictures").
 * The SVG stays the master drawing, and its address keeps answering.
 */

/** The widths a picture is made at: a bounded set, so the cache is too (the portal's srcset names the same). */
export { BANNER_WIDTHS, TILE_WIDTHS } from '@portal/contracts/art';

export type Raster = { webp: Buffer; etag: string };

const MAX = 3000;
const pictures = new Map<string, Promise<Raster>>();

/**
 * `svg` (drawn `natural` pixels wide) rasterised at `width` and encoded as WebP, once per key: concurrent asks for the
 * same picture share one rendering, which runs on libvips' threads, off the event loop. A failed rendering is
 * forgotten so the next ask tries again.
 */
export function raster(key: string, draw: () => string, natural: number, width: number): Promise<Raster> {
  const id = `${key}@${width}`;
  const hit = pictures.get(id);
  if (hit) return hit;
  const made = render(draw(), natural, width);
  made.catch(() => pictures.delete(id));
  if (pictures.size >= MAX) {
    const oldest = pictures.keys().next().value;
    if (oldest !== undefined) pictures.delete(oldest);
  }
  pictures.set(id, made);
  return made;
}

async function render(svg: string, natural: number, width: number): Promise<Raster> {
  // Rendered at the target's density, not scaled up from 72 dpi, so edges and type stay sharp.
  const webp = await sharp(Buffer.from(svg), { density: Math.max(1, (72 * width) / natural) })
    .resize({ width })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
  return { webp, etag: `"${hashOf(webp.toString('base64')).toString(36)}-${webp.length.toString(36)}"` };
}
