import { type IconRef, place } from './icons.ts';
import { motif } from './motifs.ts';
import { DISPLAY_FONT, esc, fittedText, hashOf, linear, n, radial, seeded, sparkle, titleLines } from './paint.ts';
import { type Prop, placeProp } from './props.ts';
import { THEMES } from './themes.ts';
import { vendorLook } from './vendors.ts';

export type ArtPiece = IconRef | `p:${Prop}`;
export type GameArt = {
  name: string;
  vendorCode: string;
  vendorName: string;
  theme: string;
  main: ArtPiece;
  side: ArtPiece;
};

const S = 240;

/** One piece of art in a box: a prop, a colour icon, or a silhouette painted in the tile's gold. */
function piece(ref: ArtPiece, x: number, y: number, size: number, rotate = 0): string {
  if (ref.startsWith('p:')) return placeProp(ref.slice(2) as Prop, x, y, size);
  const opts = ref.startsWith('g:') ? { fill: 'url(#gold)', stroke: '#3a1a00', strokeWidth: 3 } : {};
  return place(ref as IconRef, x, y, size, rotate ? { ...opts, rotate } : opts);
}

/**
 * A game's thumbnail (square): its theme's scene, the main art large with the side art overlapping it, the title in
 * display type in the vendor's colours, and the vendor's badge at the foot. The top corners stay quiet for the
 * portal's own hot badge and favourite star.
 */
export function gameArtSvg(g: GameArt): string {
  const theme = THEMES[g.theme] ?? THEMES.classic;
  if (!theme) throw new Error('no default theme');
  const look = vendorLook(g.vendorCode);
  const seed = hashOf(`${g.vendorCode}:${g.name}`);
  const rnd = seeded(seed);
  const left = seed % 2 === 0; // the side art sits left or right of the main art
  const lines = titleLines(g.name.toUpperCase());
  const titleTop = lines.length === 2 ? 160 : 176;
  const mainSize = lines.length === 2 ? 132 : 142;
  const mainX = (S - mainSize) / 2 + (left ? 12 : -12);
  const mainY = lines.length === 2 ? 12 : 18;
  const sideSize = 74;
  const sideX = left ? 14 : S - sideSize - 14;
  const sideY = mainY + mainSize - sideSize - 6;
  const backdrop = theme.backdrop
    ? place(theme.backdrop, left ? 96 : -40, 8, 184, { fill: '#fff', opacity: 0.12, rotate: left ? 10 : -10 })
    : '';
  const sparkles = Array.from({ length: 4 }, () =>
    sparkle(20 + rnd() * 200, 14 + rnd() * 120, 4 + rnd() * 6, '#fff', 0.85),
  ).join('');
  const title = lines
    .map((line, i) =>
      fittedText(
        line,
        S / 2,
        titleTop + i * 26 + 20,
        212,
        27,
        'font-weight="900" fill="url(#ink)" stroke="#1a0b2e" stroke-width="5" paint-order="stroke" stroke-linejoin="round" letter-spacing="0.5"',
      ),
    )
    .join('');
  const vendor = g.vendorName.toUpperCase();
  const badgeW = Math.min(210, 34 + vendor.length * 7.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}" font-family="${DISPLAY_FONT}">
<defs>${linear('sky', theme.sky)}${radial('glow', theme.glow, 0.75)}${linear('gold', ['#fff6c2', '#ffd34d', '#d98a00'])}${linear('ink', ['#ffffff', look.colours[0]])}${linear('foot', ['rgba(10,4,30,0)', 'rgba(10,4,30,0.78)'])}${linear('badge', look.colours, 1, 0)}</defs>
<rect width="${S}" height="${S}" fill="url(#sky)"/>${motif(theme.motif, S, S, S / 2, 90, rnd)}
<circle cx="${n(mainX + mainSize / 2)}" cy="${n(mainY + mainSize / 2)}" r="112" fill="url(#glow)"/>${backdrop}
<ellipse cx="${n(mainX + mainSize / 2)}" cy="${n(mainY + mainSize - 6)}" rx="${n(mainSize * 0.38)}" ry="9" fill="#000" opacity="0.28"/>
${piece(g.main, mainX, mainY, mainSize)}${piece(g.side, sideX, sideY, sideSize, left ? -12 : 12)}${sparkles}
<rect y="118" width="${S}" height="${S - 118}" fill="url(#foot)"/>${title}
<g transform="translate(${n((S - badgeW) / 2)} 214)"><rect width="${n(badgeW)}" height="20" rx="10" fill="url(#badge)" stroke="#fff" stroke-opacity="0.5"/>${place(look.mark, 5, 3, 14, { fill: '#fff' })}
<text x="${n(22 + (badgeW - 26) / 2)}" y="14.2" text-anchor="middle" font-size="10.5" font-weight="800" letter-spacing="0.8" fill="#fff">${esc(vendor)}</text></g>
<rect x="3" y="3" width="${S - 6}" height="${S - 6}" rx="14" fill="none" stroke="${look.colours[0]}" stroke-opacity="0.55" stroke-width="2"/></svg>`;
}
