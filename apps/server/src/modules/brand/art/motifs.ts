import { n, rays, sparkle } from './paint.ts';
import type { Motif } from './themes.ts';

/**
 * The texture of a scene over its sky, in a w x h box: light rays from the art's centre (cx, cy), bubbles, stars,
 * dunes, snow, confetti, a neon floor, a card-table felt, waves, flames, a pitch, petals or a chequered flag.
 */
export function motif(kind: Motif, w: number, h: number, cx: number, cy: number, rnd: () => number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const many = (count: number, draw: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => draw(i)).join('');
  const scale = w / 240;
  switch (kind) {
    case 'rays':
      return rays(cx, cy, Math.max(w, h) * 1.2, 24, 0.09);
    case 'bubbles':
      return many(14, () => {
        const r = (3 + rnd() * 10) * scale;
        return `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h)}" r="${n(r)}" fill="#fff" fill-opacity="0.10" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(1.2 * scale)}"/>`;
      });
    case 'stars':
      return many(26, (i) =>
        i % 5 === 0
          ? sparkle(rnd() * w, rnd() * h * 0.7, (3 + rnd() * 4) * scale, '#fff', 0.8)
          : `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h * 0.8)}" r="${n((0.6 + rnd() * 1.4) * scale)}" fill="#fff" opacity="${n(0.4 + rnd() * 0.5)}"/>`,
      );
    case 'dunes':
      return `<path d="M0 ${n(h * 0.66)}Q${n(w * 0.3)} ${n(h * 0.52)} ${n(w * 0.6)} ${n(h * 0.68)}T${w} ${n(h * 0.62)}V${h}H0Z" fill="#000" opacity="0.18"/><path d="M0 ${n(h * 0.78)}Q${n(w * 0.45)} ${n(h * 0.64)} ${w} ${n(h * 0.8)}V${h}H0Z" fill="#000" opacity="0.18"/>${rays(cx, cy, Math.max(w, h), 20, 0.06)}`;
    case 'snow':
      return many(
        34,
        () =>
          `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h)}" r="${n((0.8 + rnd() * 2.2) * scale)}" fill="#fff" opacity="${n(0.45 + rnd() * 0.45)}"/>`,
      );
    case 'confetti':
      return many(26, () => {
        const colour = pick(['#ffd166', '#ff5d8f', '#5ce1e6', '#b8f15a', '#ffffff', '#c77dff']);
        return `<rect x="${n(rnd() * w)}" y="${n(rnd() * h * 0.8)}" width="${n(4 * scale)}" height="${n(9 * scale)}" rx="${n(1.5 * scale)}" fill="${colour}" opacity="0.8" transform="rotate(${Math.floor(rnd() * 180)} ${n(rnd() * w)} ${n(rnd() * h)})"/>`;
      });
    case 'grid': {
      const horizon = h * 0.62;
      const lines = many(9, (i) => {
        const x = (i / 8) * w;
        return `<path d="M${n(cx)} ${n(horizon)}L${n(cx + (x - cx) * 3)} ${h}"/>`;
      });
      const rows = many(6, (i) => {
        const y = horizon + (h - horizon) * ((i + 1) / 6) ** 1.6;
        return `<path d="M0 ${n(y)}H${w}"/>`;
      });
      return `<g stroke="#fff" stroke-opacity="0.28" stroke-width="${n(scale)}" fill="none">${lines}${rows}</g><rect y="${n(horizon - 2 * scale)}" width="${w}" height="${n(3 * scale)}" fill="#fff" opacity="0.35"/>`;
    }
    case 'felt':
      return `<ellipse cx="${n(w / 2)}" cy="${n(h * 1.12)}" rx="${n(w * 0.78)}" ry="${n(h * 0.62)}" fill="none" stroke="#ffd166" stroke-opacity="0.45" stroke-width="${n(3 * scale)}"/><ellipse cx="${n(w / 2)}" cy="${n(h * 1.12)}" rx="${n(w * 0.66)}" ry="${n(h * 0.5)}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${n(1.5 * scale)}" stroke-dasharray="${n(6 * scale)} ${n(5 * scale)}"/>${rays(cx, cy, Math.max(w, h), 18, 0.05)}`;
    case 'waves':
      return many(3, (i) => {
        const y = h * (0.62 + i * 0.12);
        return `<path d="M0 ${n(y)}q${n(w / 8)} ${n(-10 * scale)} ${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0V${h}H0Z" fill="#fff" opacity="${n(0.07 + i * 0.03)}"/>`;
      });
    case 'flames':
      return `${rays(cx, cy, Math.max(w, h), 22, 0.07)}${many(9, (i) => {
        const x = (i / 8) * w;
        const top = h * (0.55 + rnd() * 0.2);
        return `<path d="M${n(x - 22 * scale)} ${h}Q${n(x - 10 * scale)} ${n(top + 20 * scale)} ${n(x)} ${n(top)}Q${n(x + 12 * scale)} ${n(top + 24 * scale)} ${n(x + 22 * scale)} ${h}Z" fill="#ffb347" opacity="0.22"/>`;
      })}`;
    case 'pitch':
      return `<g fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${n(2 * scale)}"><path d="M0 ${n(h * 0.7)}H${w}"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.7)}" rx="${n(w * 0.3)}" ry="${n(h * 0.09)}"/><path d="M${n(w * 0.1)} ${h}L${n(w * 0.2)} ${n(h * 0.5)}H${n(w * 0.8)}L${n(w * 0.9)} ${h}"/></g>${rays(cx, cy, Math.max(w, h), 20, 0.06)}`;
    case 'petals':
      return many(18, () => {
        const x = rnd() * w;
        const y = rnd() * h;
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(5 * scale)}" ry="${n(2.6 * scale)}" fill="#ffd1dc" opacity="0.55" transform="rotate(${Math.floor(rnd() * 180)} ${n(x)} ${n(y)})"/>`;
      });
    case 'checkers': {
      const s = 14 * scale;
      const cells = many(Math.ceil(w / s) * 2, (i) => {
        const col = i % Math.ceil(w / s);
        const row = Math.floor(i / Math.ceil(w / s));
        return (col + row) % 2
          ? `<rect x="${n(col * s)}" y="${n(h - (row + 1) * s)}" width="${n(s)}" height="${n(s)}"/>`
          : '';
      });
      return `${rays(cx, cy, Math.max(w, h), 22, 0.07)}<g fill="#fff" opacity="0.22">${cells}</g>`;
    }
  }
}
