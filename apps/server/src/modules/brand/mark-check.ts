import {
  MARK_BOUNDS,
  MARK_MAX_BYTES,
  MARK_MAX_SIDE,
  type TMarkKind,
  type TMarkMime,
} from '@portal/contracts/brand-marks';
import { SaxesParser } from 'saxes';
import { AppError } from '../../platform/errors.ts';

export interface CheckedMark {
  mime: TMarkMime;
  bytes: Buffer;
  width: number;
  height: number;
}

const refuse = (reason: string, message: string): never => {
  throw new AppError('bad_request', message, { reason });
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, which the format requires to be IHDR (13 bytes). */
function pngSize(bytes: Buffer) {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    refuse('image_broken', 'png without its IHDR header');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Elements that run code, embed other documents or rewrite attributes (SMIL can set an href to javascript:). */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'discard',
]);
/** Attributes that name a resource: only a reference inside the file (`#id`) may be there. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** `url(...)` in CSS or a presentation attribute: only `url(#id)`; `@import` never. */
const outsideUrl = (v: string) => /@import/i.test(v) || /url\(\s*(?!['"]?#)/i.test(v);

/** A number of an SVG length: plain or in px (a width of 100% says nothing of the shape). */
const length = (v: string | undefined) => {
  const m = v === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(v);
  return m ? Number(m[1]) : undefined;
};

/**
 * Reads an SVG with a strict XML parser (a malformed file is refused rather than guessed at, as a browser might) and
 * refuses, rather than cleans, anything that is more than a picture: a DOCTYPE (entities), scripts, event handlers,
 * foreignObject and other embedding or animating elements, references outside the file and `javascript:`. Its size is
 * its viewBox (else its width and height).
 */
function svgSize(bytes: Buffer) {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) refuse('image_broken', 'svg is not utf-8');
  const parser = new SaxesParser({ xmlns: false, position: false });
  let root: Record<string, string> | null = null;
  let problem: [string, string] | null = null;
  const flag = (reason: string, what: string) => {
    problem ??= [reason, what];
  };
  parser.on('doctype', () => flag('svg_doctype', 'svg with a DOCTYPE'));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') flag('svg_external', `svg with <?${pi.target}?>`);
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase();
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    const attributes = tag.attributes as Record<string, string>;
    if (root === null) {
      if (local !== 'svg') flag('image_type', 'not an svg');
      root = attributes;
    }
    if (local === 'script') flag('svg_script', 'svg with a script');
    else if (local === 'foreignobject') flag('svg_foreign_object', 'svg with foreignObject');
    else if (FORBIDDEN_ELEMENTS.has(local)) flag('svg_active', `svg with <${tag.name}>`);
    for (const [key, raw] of Object.entries(attributes)) {
      const k = key.toLowerCase();
      const v = String(raw);
      if (k.startsWith('on')) flag('svg_event_handler', `svg with the handler ${key}`);
      else if (/^\s*(javascript|vbscript|data):/i.test(v) && !k.startsWith('xmlns'))
        flag('svg_external', `svg with a ${key} link`);
      else if ((LINK_ATTRIBUTES.has(k) || k.endsWith(':href')) && !v.trim().startsWith('#'))
        flag('svg_external', `svg with the outside reference ${key}`);
      else if (outsideUrl(v)) flag('svg_external', `svg with an outside url in ${key}`);
    }
  });
  parser.on('text', (t) => {
    if (outsideUrl(t)) flag('svg_external', 'svg with an outside url in its styles');
  });
  parser.on('cdata', (t) => {
    if (outsideUrl(t)) flag('svg_external', 'svg with an outside url in its styles');
  });
  try {
    parser.write(text).close();
  } catch {
    // What was refused on the way (a DOCTYPE's entity then fails the parse) is the better reason.
    if (!problem) refuse('image_broken', 'svg is not well-formed xml');
  }
  if (problem) refuse(...(problem as [string, string]));
  const attrs = (root ?? refuse('image_type', 'not an svg')) as Record<string, string>;
  const box = attrs.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite)) return { width: box[2] ?? 0, height: box[3] ?? 0 };
  const width = length(attrs.width);
  const height = length(attrs.height);
  if (width === undefined || height === undefined) refuse('image_size_unknown', 'svg without a viewBox');
  return { width: width ?? 0, height: height ?? 0 };
}

/**
 * A logo or icon as the console sends it, a data URL, checked by its content: a PNG by its signature and IHDR, an SVG
 * by a strict parse; the type the upload names must be the type the bytes are (a PNG renamed .svg is refused, not
 * served as something else). Then its weight and its shape for the kind (`MARK_BOUNDS`).
 */
export function checkMark(kind: TMarkKind, dataUrl: string): CheckedMark {
  const m = /^data:(image\/svg\+xml|image\/png)(?:;charset=[\w-]+)?;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) return refuse('image_type', 'not an svg or png data url');
  const claimed = m[1] as TMarkMime;
  const bytes = Buffer.from(m[2] ?? '', 'base64');
  if (bytes.length === 0) refuse('image_broken', 'empty file');
  if (bytes.length > MARK_MAX_BYTES[kind]) refuse('image_size', `larger than ${MARK_MAX_BYTES[kind]} bytes`);
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  const mime: TMarkMime = isPng ? 'image/png' : 'image/svg+xml';
  if (mime !== claimed) refuse('image_type_mismatch', `named ${claimed} but the file is ${mime}`);
  const { width, height } = isPng ? pngSize(bytes) : svgSize(bytes);
  const bounds = MARK_BOUNDS[kind];
  if (!(width > 0 && height > 0) || Math.max(width, height) > (isPng ? MARK_MAX_SIDE : 100_000))
    refuse('image_dimensions', `size ${width}x${height} out of bounds`);
  if (isPng && Math.min(width, height) < bounds.minPngSide)
    refuse('image_dimensions', `smaller than ${bounds.minPngSide} px`);
  const ratio = width / height;
  if (ratio < bounds.minRatio || ratio > bounds.maxRatio)
    refuse('image_shape', `a ${kind} is ${bounds.minRatio}:1 to ${bounds.maxRatio}:1, this is ${ratio.toFixed(2)}:1`);
  return { mime, bytes, width, height };
}
