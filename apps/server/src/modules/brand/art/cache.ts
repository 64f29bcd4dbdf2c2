import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hashOf } from './paint.ts';

/** A drawing ready to send: the text, compressed once each way, and its entity tag. */
export type Drawn = { plain: Buffer; br: Buffer; gzip: Buffer; etag: string };

const MAX = 2000;
const drawings = new Map<string, Drawn>();

/**
 * Draws once per key and keeps the result (a few hundred games, vendors and banners fit easily); the compression is
 * paid once too. Past MAX entries the oldest go first.
 */
export function drawn(key: string, draw: () => string): Drawn {
  const hit = drawings.get(key);
  if (hit) return hit;
  const text = draw();
  const plain = Buffer.from(text);
  const value: Drawn = {
    plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(plain, { level: 9 }),
    etag: `"${hashOf(text).toString(36)}-${plain.length.toString(36)}"`,
  };
  if (drawings.size >= MAX) {
    const oldest = drawings.keys().next().value;
    if (oldest !== undefined) drawings.delete(oldest);
  }
  drawings.set(key, value);
  return value;
}
