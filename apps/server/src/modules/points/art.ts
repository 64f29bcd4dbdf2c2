import { hashOf, type IconRef, linear, motif, n, place, radial, seeded, sparkle, THEMES } from '../brand/index.ts';

/** An item's scene: a theme, the main piece and one beside it. */
const SCENES: Record<string, { theme: string; main: IconRef; side: IconRef }> = {
  cash: { theme: 'bank', main: 'f:money-bag', side: 'f:dollar-banknote' },
  coins: { theme: 'gems', main: 'f:coin', side: 'f:money-with-wings' },
  spins: { theme: 'classic', main: 'f:slot-machine', side: 'f:cherries' },
  phone: { theme: 'cyber', main: 'f:mobile-phone', side: 'f:sparkles' },
  headphones: { theme: 'disco', main: 'f:headphone', side: 'f:glowing-star' },
  watch: { theme: 'lunar', main: 'f:watch', side: 'f:gem-stone' },
  voucher: { theme: 'candy', main: 'f:admission-tickets', side: 'f:shopping-bags' },
  gift: { theme: 'party', main: 'f:wrapped-gift', side: 'f:sparkles' },
  car: { theme: 'racing', main: 'f:racing-car', side: 'f:trophy' },
  trophy: { theme: 'rome', main: 'f:trophy', side: 'f:crown' },
};

const W = 320;
const H = 240;

/**
 * A mall item's picture (4:3): the scene's sky and motif, a glow, the main piece large with the side piece
 * overlapping it, coins and sparkles in the air. The title and price are the portal's text, laid out beside it.
 */
export function itemArtSvg(id: number, art: string): string {
  const scene = SCENES[art] ?? SCENES.gift;
  const theme = (scene && THEMES[scene.theme]) ?? THEMES.party;
  if (!scene || !theme) throw new Error('no default scene');
  const rnd = seeded(hashOf(`mall:${id}:${art}`));
  const left = rnd() < 0.5;
  const coins = Array.from({ length: 3 }, (_, i) =>
    place('f:coin', 20 + i * 110 + rnd() * 40, 10 + rnd() * 60, 22 + rnd() * 12, {
      rotate: Math.floor(rnd() * 50) - 25,
    }),
  ).join('');
  const sparkles = Array.from({ length: 6 }, () => sparkle(10 + rnd() * 300, 10 + rnd() * 200, 4 + rnd() * 6)).join('');
  const main = 150;
  const mainX = (W - main) / 2 + (left ? 18 : -18);
  const sideX = left ? 34 : W - 34 - 84;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${linear('sky', theme.sky)}${radial('glow', theme.glow, 0.8)}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${motif(theme.motif, W, H, W / 2, 110, rnd)}
<circle cx="${W / 2}" cy="115" r="130" fill="url(#glow)"/>
${theme.backdrop ? place(theme.backdrop, left ? 150 : -30, 10, 200, { fill: '#fff', opacity: 0.1, rotate: left ? 10 : -10 }) : ''}
<ellipse cx="${n(mainX + main / 2)}" cy="${n(36 + main - 4)}" rx="${n(main * 0.36)}" ry="10" fill="#000" opacity="0.28"/>
${coins}${place(scene.main, mainX, 36, main)}${place(scene.side, sideX, 36 + main - 84, 84, { rotate: left ? -12 : 12 })}${sparkles}
</svg>`;
}
