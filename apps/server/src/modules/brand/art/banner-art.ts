import { type IconRef, place } from './icons.ts';
import { motif } from './motifs.ts';
import { hashOf, linear, n, radial, seeded, sparkle } from './paint.ts';
import { type Prop, placeProp } from './props.ts';
import { THEMES } from './themes.ts';

type Piece = IconRef | `p:${Prop}`;
/** A banner scene: a theme, the main art and two pieces beside it. */
type Scene = { theme: string; main: Piece; sides: [Piece, Piece] };

export const SCENES: Record<string, Scene> = {
  welcome: { theme: 'party', main: 'f:wrapped-gift', sides: ['f:money-bag', 'f:party-popper'] },
  originals: { theme: 'originals', main: 'f:game-die', sides: ['f:gem-stone', 'f:bomb'] },
  live: { theme: 'baccarat', main: 'p:roulette', sides: ['p:cards', 'p:chips'] },
  slots: { theme: 'classic', main: 'f:slot-machine', sides: ['f:cherries', 'f:bell'] },
  tables: { theme: 'roulette', main: 'p:roulette', sides: ['p:chips', 'p:cards'] },
  fishing: { theme: 'deep', main: 'f:shark', sides: ['f:tropical-fish', 'f:octopus'] },
  lottery: { theme: 'lottery', main: 'p:balls', sides: ['f:admission-tickets', 'f:four-leaf-clover'] },
  cards: { theme: 'cards', main: 'p:cards', sides: ['f:mahjong-red-dragon', 'f:joker'] },
  sports: { theme: 'pitch', main: 'f:soccer-ball', sides: ['f:trophy', 'f:basketball'] },
  esports: { theme: 'arena', main: 'f:video-game', sides: ['f:joystick', 'f:robot'] },
  elottery: { theme: 'neon', main: 'p:wheel', sides: ['p:balls', 'f:rocket'] },
  app: { theme: 'cyber', main: 'f:mobile-phone', sides: ['f:rocket', 'f:sparkles'] },
  promotions: { theme: 'samba', main: 'f:party-popper', sides: ['f:wrapped-gift', 'f:money-with-wings'] },
  shop: { theme: 'candy', main: 'f:shopping-bags', sides: ['f:wrapped-gift', 'f:coin'] },
  help: { theme: 'ocean', main: 'f:ring-buoy', sides: ['f:light-bulb', 'f:speech-balloon'] },
  signup: { theme: 'gems', main: 'f:trophy', sides: ['f:wrapped-gift', 'f:crown'] },
  cashback: { theme: 'bank', main: 'f:money-with-wings', sides: ['f:coin', 'f:chart-increasing'] },
  vip: { theme: 'rome', main: 'f:crown', sides: ['f:gem-stone', 'f:trophy'] },
};

/** The scene of a banner group (spec section 2's groups), and of a linked target on the home group. */
const BY_GROUP: Record<string, string> = {
  w_rng: 'slots',
  w_live: 'tables',
  w_fish: 'fishing',
  w_lott: 'lottery',
  w_pvp: 'cards',
  w_sports: 'sports',
  w_esports: 'esports',
  w_elott: 'elottery',
  w_inhouse: 'originals',
  w_download: 'app',
  w_promotion: 'promotions',
  w_shop: 'shop',
  w_help: 'help',
  w_reg: 'signup',
};
const BY_TARGET: Array<[RegExp, string]> = [
  [/promo/i, 'welcome'],
  [/inhouse|original/i, 'originals'],
  [/live/i, 'live'],
  [/rng|slot/i, 'slots'],
  [/fish/i, 'fishing'],
  [/sport/i, 'sports'],
  [/lott/i, 'lottery'],
  [/cashback|rebate|返/i, 'cashback'],
  [/vip/i, 'vip'],
  [/bonus|welcome|deposit/i, 'welcome'],
];

/** Picks a scene from what is known of a banner: its group, its link target or title, else its name's hash. */
export function sceneFor(name: string, group?: string, hint?: string): string {
  const byGroup = group ? BY_GROUP[group] : undefined;
  if (byGroup) return byGroup;
  const byHint = hint ? BY_TARGET.find(([re]) => re.test(hint))?.[1] : undefined;
  if (byHint) return byHint;
  const keys = Object.keys(SCENES);
  return keys[hashOf(name) % keys.length] ?? 'welcome';
}

const piece = (ref: Piece, x: number, y: number, size: number, rotate = 0) =>
  ref.startsWith('p:')
    ? placeProp(ref.slice(2) as Prop, x, y, size)
    : place(ref as IconRef, x, y, size, ref.startsWith('g:') ? { fill: 'url(#gold)' } : rotate ? { rotate } : {});

/**
 * A wide banner (1440 x 400): the scene's sky and motif, a burst of light on the right where the art stands (main
 * piece large, two beside it, coins and sparkles in the air), and a calm darker left where the portal lays the
 * localized title.
 */
export function bannerArtSvg(name: string, sceneKey: string): string {
  const scene = SCENES[sceneKey] ?? SCENES.welcome;
  const theme = (scene && THEMES[scene.theme]) ?? THEMES.classic;
  if (!scene || !theme) throw new Error('no default scene');
  const rnd = seeded(hashOf(name));
  const W = 1440;
  const H = 400;
  const cx = 1080;
  const coins = Array.from({ length: 5 }, (_, i) =>
    place('f:coin', 760 + i * 150 + rnd() * 60, 24 + rnd() * 300, 34 + rnd() * 26, {
      rotate: Math.floor(rnd() * 60) - 30,
    }),
  ).join('');
  const sparkles = Array.from({ length: 9 }, () => sparkle(700 + rnd() * 720, 20 + rnd() * 340, 6 + rnd() * 10)).join(
    '',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${linear('sky', [theme.sky[1], theme.sky[0]], 1, 0.4)}${radial('glow', theme.glow, 0.85)}${linear('gold', ['#fff6c2', '#ffd34d', '#d98a00'])}${linear('calm', ['rgba(8,4,24,0.55)', 'rgba(8,4,24,0)'], 1, 0)}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${motif(theme.motif, W, H, cx, 200, rnd)}
<circle cx="${cx}" cy="200" r="430" fill="url(#glow)"/>
${theme.backdrop ? place(theme.backdrop, 560, -60, 520, { fill: '#fff', opacity: 0.08, rotate: -8 }) : ''}
<ellipse cx="${cx}" cy="372" rx="250" ry="26" fill="#000" opacity="0.25"/>
${coins}${piece(scene.sides[0], 780, 150, 200, -10)}${piece(scene.sides[1], 1220, 130, 200, 10)}${piece(scene.main, cx - 160, 36, 320)}${sparkles}
<rect width="${n(W * 0.62)}" height="${H}" fill="url(#calm)"/></svg>`;
}
