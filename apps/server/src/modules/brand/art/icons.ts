import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Icons from two open-licensed sets on the npm registry, in Iconify JSON form:
 * `f:` Fluent Emoji Flat (Microsoft, MIT) for colour art, `g:` Game Icons (game-icons.net authors, CC BY 3.0) for
 * silhouettes we paint ourselves. Notices: docs/art-licences.md. The sets are read once, on the first drawing.
 */
export type IconRef = `f:${string}` | `g:${string}`;

type IconSet = { icons: Record<string, { body: string; width?: number; height?: number }>; width?: number };
type Icon = { body: string; size: number };

const require = createRequire(import.meta.url);
const SETS = { f: '@iconify-json/fluent-emoji-flat/icons.json', g: '@iconify-json/game-icons/icons.json' } as const;
const loaded: Partial<Record<keyof typeof SETS, IconSet>> = {};

function set(prefix: keyof typeof SETS): IconSet {
  const hit = loaded[prefix];
  if (hit) return hit;
  const data = JSON.parse(readFileSync(require.resolve(SETS[prefix]), 'utf8')) as IconSet;
  loaded[prefix] = data;
  return data;
}

let uid = 0;
/** The icon's body with its ids made unique, so two icons (or one icon twice) can share a drawing. */
function freshIds(body: string): string {
  if (!body.includes('id="')) return body;
  const tag = `i${(uid++).toString(36)}`;
  return body.replace(/id="([^"]+)"/g, `id="${tag}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${tag}$1)`);
}

export function hasIcon(ref: IconRef): boolean {
  const [prefix, name] = ref.split(':') as [keyof typeof SETS, string];
  return Boolean(set(prefix).icons[name]);
}

export function icon(ref: IconRef): Icon {
  const [prefix, name] = ref.split(':') as [keyof typeof SETS, string];
  const s = set(prefix);
  const found = s.icons[name];
  if (!found) throw new Error(`no icon ${ref}`);
  return { body: freshIds(found.body), size: found.width ?? s.width ?? 32 };
}

/**
 * Places an icon in a box of `size` at (x, y). Game Icons are painted with `fill` (a colour or a gradient url) and,
 * when given, an outline, so one silhouette can be gold on a tile and white on a logo.
 */
export function place(
  ref: IconRef,
  x: number,
  y: number,
  size: number,
  opts: { fill?: string; stroke?: string; strokeWidth?: number; opacity?: number; rotate?: number } = {},
): string {
  const { body, size: native } = icon(ref);
  const k = size / native;
  const rot = opts.rotate ? ` rotate(${opts.rotate} ${native / 2} ${native / 2})` : '';
  const paint = ref.startsWith('g:')
    ? ` fill="${opts.fill ?? '#fff'}"${opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${(opts.strokeWidth ?? 2) / k}" paint-order="stroke" stroke-linejoin="round"` : ''}`
    : '';
  const op = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`;
  const inner = ref.startsWith('g:') ? body.replace(/fill="currentColor"/g, '') : body;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(k, 4)})${rot}"${paint}${op}>${inner}</g>`;
}

const r = (n: number, d = 2) => Number(n.toFixed(d));
