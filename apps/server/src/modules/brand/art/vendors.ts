import { type IconRef, place } from './icons.ts';
import { DISPLAY_FONT, esc, hashOf, linear } from './paint.ts';

/** A vendor's identity: its mark (a Game Icons silhouette) and two colours, used on its logo and on its tiles. */
export type VendorLook = { mark: IconRef; colours: [string, string] };

const LOOKS: Record<string, VendorLook> = {
  LSL: { mark: 'g:crown-coin', colours: ['#ffd54a', '#ff8a00'] },
  NVA: { mark: 'g:star-formation', colours: ['#4de8ff', '#b14dff'] },
  GRX: { mark: 'g:griffin-shield', colours: ['#ff6b6b', '#8a1c2b'] },
  LVA: { mark: 'g:sun-radiations', colours: ['#5cf2b4', '#1b8a8a'] },
  LVB: { mark: 'g:queen-crown', colours: ['#ff5c8a', '#7a1240'] },
  LVC: { mark: 'g:imperial-crown', colours: ['#ffd166', '#1d3a8a'] },
  FSA: { mark: 'g:sperm-whale', colours: ['#4cc9ff', '#0a3d91'] },
  FSB: { mark: 'g:clownfish', colours: ['#ff9f5a', '#d1345b'] },
  FSC: { mark: 'g:ship-wheel', colours: ['#2ee6c8', '#116a8a'] },
  PVA: { mark: 'g:card-ace-spades', colours: ['#5de38a', '#136b3a'] },
  PVB: { mark: 'g:chess-king', colours: ['#c59bff', '#4a1f9a'] },
  PVC: { mark: 'g:poker-hand', colours: ['#ff7a7a', '#9a1a1a'] },
  SPB: { mark: 'g:soccer-ball', colours: ['#7ee081', '#1b7a3a'] },
  SS: { mark: 'g:trophy-cup', colours: ['#6fb6ff', '#1a4a9a'] },
  SPX: { mark: 'g:laurels-trophy', colours: ['#ffb04d', '#a8430a'] },
  AV: { mark: 'g:robot-helmet', colours: ['#8af5ff', '#3a2fb0'] },
  AI: { mark: 'g:microchip', colours: ['#b8ff5c', '#1f7a5a'] },
  IMES: { mark: 'g:starfighter', colours: ['#ff6bd6', '#5a1a9a'] },
  TF: { mark: 'g:crossed-swords', colours: ['#ffd166', '#b3261e'] },
  IA: { mark: 'g:lightning-helix', colours: ['#fff35c', '#e0620a'] },
  LTA: { mark: 'g:asian-lantern', colours: ['#ff6b5c', '#a3121f'] },
  TCGVN: { mark: 'g:lotus', colours: ['#ffd166', '#c1121f'] },
  SEA: { mark: 'g:sea-star', colours: ['#5ce1e6', '#0a6a8a'] },
  ELA: { mark: 'g:rolling-dices', colours: ['#ff5cc8', '#6a1a9a'] },
  ELB: { mark: 'g:thunderball', colours: ['#7af5ff', '#1a5ab0'] },
  ELC: { mark: 'g:perspective-dice-six-faces-random', colours: ['#ffe45c', '#d1345b'] },
  INH: { mark: 'g:cut-diamond', colours: ['#c2a8ff', '#6142bf'] },
};
const SPARE: IconRef[] = ['g:diamonds', 'g:round-star', 'g:crown', 'g:clover', 'g:fire-gem', 'g:eagle-emblem'];

/** The look of a vendor; one an operator added gets a mark and colours from its code. */
export function vendorLook(code: string): VendorLook {
  const known = LOOKS[code];
  if (known) return known;
  const h = hashOf(code);
  const hue = h % 360;
  return {
    mark: SPARE[h % SPARE.length] as IconRef,
    colours: [`hsl(${hue},85%,62%)`, `hsl(${(hue + 40) % 360},70%,32%)`],
  };
}

/** The square mark: the vendor's silhouette in white on its two colours. */
export function markSvg(code: string, size = 48): string {
  const look = vendorLook(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><defs>${linear('m', look.colours, 1, 1)}</defs>
<rect width="48" height="48" rx="12" fill="url(#m)"/><rect x="2" y="2" width="44" height="44" rx="10" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>
${place(look.mark, 8, 8, 32, { fill: '#fff', stroke: 'rgb(0 0 0 / 0.25)', strokeWidth: 1.5 })}</svg>`;
}

/**
 * The logo: mark and name. `white` draws everything white (the footer's row, coloured on hover through the `brand`
 * version). A two-word name sets the first word large and the rest small underneath, as logotypes do.
 */
export function vendorLogoSvg(code: string, name: string, tone: 'white' | 'brand'): string {
  const look = vendorLook(code);
  const white = tone === 'white';
  const ink = white ? '#ffffff' : look.colours[0];
  const [first = name, ...rest] = name.toUpperCase().split(' ');
  const second = rest.join(' ');
  const fit = (text: string, size: number, max: number) =>
    text.length * size * 0.74 > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
  const badge = white
    ? `<rect x="4" y="6" width="36" height="36" rx="10" fill="none" stroke="#fff" stroke-width="2"/>${place(look.mark, 10, 12, 24, { fill: '#fff' })}`
    : `<rect x="4" y="6" width="36" height="36" rx="10" fill="url(#m)"/>${place(look.mark, 10, 12, 24, { fill: '#fff' })}`;
  const words = second
    ? `<text x="48" y="25" font-size="17" font-weight="900" fill="${ink}"${fit(first, 17, 108)}>${esc(first)}</text>
<text x="48" y="39" font-size="9.5" font-weight="700" letter-spacing="2.6" fill="${ink}" opacity="0.85"${fit(second, 12.5, 108)}>${esc(second)}</text>`
    : `<text x="48" y="31" font-size="17" font-weight="900" fill="${ink}"${fit(first, 17, 108)}>${esc(first)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" font-family="${DISPLAY_FONT}"><defs>${linear('m', look.colours, 1, 1)}</defs>
${badge}${words}<title>${esc(name)}</title></svg>`;
}
