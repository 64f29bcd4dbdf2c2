/** Small drawing helpers shared by the game tiles, vendor marks and banners. */

/**
 * Bump when the drawings change: every art address carries it (or a hash that includes it), so browsers may keep
 * art for a year and still see a new drawing at once.
 */
export const ART_VERSION = 'a3';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable 32-bit hash (FNV-1a) of a text: colours, layouts and cache stamps follow from names. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short cache stamp for an art address. */
export const stampOf = (...parts: string[]) => hashOf([ART_VERSION, ...parts].join('|')).toString(36);

/** A seeded random sequence in [0, 1), so a drawing is the same on every request. */
export function seeded(seed: number): () => number {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100_000) / 100_000;
  };
}

export const n = (v: number) => Number(v.toFixed(1));

/** A family that renders bold on every system the portal's players use (no web font inside an image). */
export const DISPLAY_FONT = "'Montserrat','Poppins','Segoe UI',Roboto,'Noto Sans','DejaVu Sans',Arial,sans-serif";

export const linear = (id: string, stops: string[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export const radial = (id: string, colour: string, opacity = 0.7) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** Sun rays from (cx, cy): alternate wedges of light. */
export function rays(cx: number, cy: number, radius: number, count: number, opacity: number): string {
  const step = (Math.PI * 2) / count;
  let d = '';
  for (let i = 0; i < count; i += 2) {
    const a = i * step;
    const b = a + step;
    d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}L${n(cx + Math.cos(b) * radius)} ${n(cy + Math.sin(b) * radius)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity="${opacity}"/>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, fill = '#fff', opacity = 0.9): string {
  const k = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Splits a title into one or two lines, breaking at the space nearest the middle. */
export function titleLines(title: string): string[] {
  const words = title.split(' ');
  if (title.length <= 12 || words.length < 2) return [title];
  let best = 1;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const gap = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (gap < bestGap) {
      best = i;
      bestGap = gap;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/**
 * A line of display text that never overflows `maxWidth`: the size shrinks with the length, and a line that would
 * still be wide is fitted with textLength, whatever font the viewer has.
 */
export function fittedText(
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  maxSize: number,
  attrs: string,
  widthPerChar = 0.66,
): string {
  const size = Math.min(maxSize, maxWidth / (text.length * widthPerChar));
  const wide = text.length * size * widthPerChar > maxWidth * 0.92;
  const fit = wide ? ` textLength="${n(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" text-anchor="middle"${fit} ${attrs}>${esc(text)}</text>`;
}
