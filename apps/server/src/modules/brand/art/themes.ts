import type { IconRef } from './icons.ts';

export type Motif =
  | 'rays'
  | 'bubbles'
  | 'stars'
  | 'dunes'
  | 'snow'
  | 'confetti'
  | 'grid'
  | 'felt'
  | 'waves'
  | 'flames'
  | 'pitch'
  | 'petals'
  | 'checkers';

/** A scene: sky from top to bottom, the glow behind the art, a motif and a large silhouette in the back. */
export type Theme = { sky: [string, string]; glow: string; motif: Motif; backdrop?: IconRef };

const th = (top: string, bottom: string, glow: string, motif: Motif, backdrop?: IconRef): Theme => ({
  sky: [top, bottom],
  glow,
  motif,
  ...(backdrop ? { backdrop } : {}),
});

export const THEMES: Record<string, Theme> = {
  dragon: th('#b3131f', '#2a0508', '#ffc247', 'rays', 'g:dragon-spiral'),
  egypt: th('#f5a742', '#4a1f0a', '#ffe08a', 'dunes', 'g:ankh'),
  tiger: th('#ff8a1f', '#7a1d00', '#ffe066', 'rays', 'g:tiger-head'),
  pirate: th('#1670a8', '#0a1f33', '#7fe3ff', 'waves', 'g:ship-wheel'),
  fruit: th('#8ee35d', '#16703a', '#fff27a', 'rays', 'g:fruit-bowl'),
  classic: th('#c4226f', '#2c0a3d', '#ffd34d', 'rays', 'g:slot-machine'),
  clover: th('#37d67a', '#0b4d2c', '#fff59e', 'rays', 'g:clover'),
  aztec: th('#21a36b', '#0c2e22', '#ffd166', 'rays', 'g:aztec-calendar-sun'),
  olympus: th('#63c9ff', '#2a2f8f', '#fff6c2', 'rays', 'g:greek-temple'),
  viking: th('#7b9bbb', '#1b2836', '#e8f4ff', 'snow', 'g:drakkar-dragon'),
  samurai: th('#d63a2c', '#1a0c0c', '#ffb3c1', 'petals', 'g:samurai-helmet'),
  panda: th('#93d86d', '#1e5e2e', '#f4ffd6', 'petals', 'g:panda'),
  koi: th('#27c1d8', '#0b3d56', '#c9fbff', 'bubbles', 'g:double-fish'),
  safari: th('#ffbf3c', '#8a3b12', '#fff1a8', 'dunes', 'g:lion'),
  west: th('#e8924a', '#5a2d12', '#ffe0a3', 'dunes', 'g:desert-skull'),
  wolf: th('#3346a8', '#0b0f2e', '#d6e4ff', 'stars', 'g:wolf-howl'),
  candy: th('#ff92d9', '#9b3dcc', '#fff0fb', 'bubbles', 'g:ice-cream-cone'),
  space: th('#4a239a', '#0b0726', '#b69cff', 'stars', 'g:ringed-planet'),
  alien: th('#2fc14c', '#0b2a1a', '#cfff8a', 'stars', 'g:ufo'),
  halloween: th('#ff7b00', '#2a0a3d', '#ffd27a', 'stars', 'g:moon-bats'),
  magic: th('#9b4dca', '#1f0b33', '#f0c6ff', 'stars', 'g:wizard-staff'),
  wizard: th('#5043e0', '#140e3d', '#c9c2ff', 'stars', 'g:wizard-face'),
  ocean: th('#1fd1c1', '#06366b', '#d1fffb', 'bubbles', 'g:trident-shield'),
  fairy: th('#ffb3e6', '#7b5cff', '#fff5fc', 'confetti', 'g:rainbow-star'),
  phoenix: th('#ff6a3d', '#5c0a0a', '#ffd27a', 'flames', 'g:fire-ring'),
  gems: th('#17d4c6', '#1d2a8c', '#e0fffb', 'rays', 'g:diamonds'),
  bank: th('#2fcf73', '#0c3d24', '#fff59e', 'rays', 'g:coins-pile'),
  circus: th('#ff4040', '#5a0d5a', '#fff08a', 'rays', 'g:balloons'),
  samba: th('#ffd400', '#0a8a3a', '#ffffff', 'confetti', 'g:carnival-mask'),
  jungle: th('#4fb552', '#0f3d1a', '#efffb0', 'petals', 'g:monkey'),
  dino: th('#c99140', '#2d3b12', '#ffe9a8', 'dunes', 'g:t-rex-skull'),
  frost: th('#9fdcff', '#1f4e8c', '#ffffff', 'snow', 'g:iceberg'),
  volcano: th('#ff4a0a', '#1a0500', '#ffcc66', 'flames', 'g:smoking-volcano'),
  storm: th('#3b5bdb', '#0a0f2e', '#fff59e', 'stars', 'g:lightning-storm'),
  andes: th('#ffb400', '#7a2e0e', '#fff3b0', 'rays', 'g:striped-sun'),
  lunar: th('#e52222', '#5a0000', '#ffd166', 'rays', 'g:asian-lantern'),
  disco: th('#ff1fae', '#2a0a5a', '#b0f4ff', 'confetti', 'g:round-star'),
  party: th('#17c8ff', '#3a0ca3', '#fff1b8', 'confetti', 'g:party-popper'),
  racing: th('#e63946', '#1d1d2e', '#ffd6a5', 'checkers', 'g:race-car'),
  horse: th('#57cc99', '#1b4332', '#fffbd1', 'rays', 'g:horseshoe'),
  xmas: th('#d62828', '#0b3d20', '#fff4d6', 'snow', 'g:pine-tree'),
  mahjong: th('#13a463', '#08331e', '#fff1a1', 'rays', 'g:dragon-head'),
  sakura: th('#ff9fb8', '#7a2250', '#fff0f5', 'petals', 'g:temple-gate'),
  india: th('#ff9933', '#6a0d5a', '#fff0b3', 'rays', 'g:lotus'),
  arabian: th('#f9a825', '#4a148c', '#fff3c4', 'dunes', 'g:crescent-blade'),
  knight: th('#4a6fa5', '#141e33', '#e4ecff', 'rays', 'g:castle'),
  rome: th('#d4a82a', '#5a1a0a', '#fff3c4', 'rays', 'g:laurel-crown'),
  cyber: th('#00c9b7', '#1b0f3d', '#a6fff4', 'grid', 'g:microchip'),
  farm: th('#ffd166', '#4d8a2c', '#ffffff', 'rays', 'g:barn'),
  honey: th('#ffc300', '#8a4b00', '#fff6c2', 'rays', 'g:honeycomb'),
  // Tables, fishing, sports, e-sports, lotteries and the in-house games.
  baccarat: th('#148a55', '#07301d', '#fff3b0', 'felt', 'g:card-king-hearts'),
  roulette: th('#c21f35', '#2d0610', '#ffd9a0', 'rays', 'g:rolling-dices'),
  blackjack: th('#127556', '#062a20', '#e6fff3', 'felt', 'g:card-ace-spades'),
  sicbo: th('#c8920f', '#3d1f00', '#fff1b3', 'rays', 'g:rolling-dices'),
  dragontiger: th('#c0392b', '#1a2a6c', '#ffd166', 'rays', 'g:double-dragon'),
  poker: th('#1f5e4b', '#0a1f18', '#fff1c2', 'felt', 'g:poker-hand'),
  cards: th('#2d7a57', '#081c15', '#f1ffd6', 'felt', 'g:card-joker'),
  wheel: th('#ffb703', '#8a1c7c', '#fff6c2', 'rays', 'g:spinning-wheel'),
  domino: th('#2a5b6e', '#0d1b21', '#dff6ff', 'felt', 'g:perspective-dice-six-faces-six'),
  deep: th('#0a83c9', '#03045e', '#a6f0ff', 'bubbles', 'g:angler-fish'),
  reef: th('#10c2e6', '#0b5e8a', '#e2fdff', 'bubbles', 'g:school-of-fish'),
  pitch: th('#2fa34f', '#0b3d1a', '#f4ffd6', 'pitch', 'g:trophy-cup'),
  court: th('#f78a1c', '#5a1e00', '#fff1c9', 'pitch', 'g:laurels-trophy'),
  arena: th('#7b2ff7', '#0d0628', '#8af5ff', 'grid', 'g:crossed-swords'),
  lottery: th('#ffc21a', '#c1121f', '#fff8d6', 'rays', 'g:ticket'),
  neon: th('#f72585', '#240046', '#8af5ff', 'grid', 'g:thunderball'),
  originals: th('#8b6cf0', '#2d137a', '#ffd6a5', 'rays', 'g:cut-diamond'),
};

/** A game an operator added has no title entry: its name picks a theme by keyword, else its category's. */
const KEYWORDS: Array<[RegExp, string]> = [
  [/dragon/i, 'dragon'],
  [/pharaoh|pyramid|egypt|anubis|cleo|nile/i, 'egypt'],
  [/tiger/i, 'tiger'],
  [/pirate|bounty|treasure/i, 'pirate'],
  [/fruit|cherry|melon|lemon/i, 'fruit'],
  [/seven|777|bell|classic/i, 'classic'],
  [/clover|luck|irish|rainbow/i, 'clover'],
  [/aztec|maya|inca/i, 'aztec'],
  [/zeus|olymp|god/i, 'olympus'],
  [/viking|norse|odin|thor/i, 'viking'],
  [/samurai|ninja|shogun/i, 'samurai'],
  [/ocean|sea|mermaid|atlantis|fish|shark/i, 'ocean'],
  [/space|star|cosmic|galaxy|planet/i, 'space'],
  [/candy|sweet|sugar/i, 'candy'],
  [/fire|flame|phoenix|inferno/i, 'phoenix'],
  [/gem|jewel|diamond|crystal/i, 'gems'],
  [/gold|cash|money|bank|coin/i, 'bank'],
  [/wolf|moon|night/i, 'wolf'],
  [/magic|witch|wizard|spell/i, 'magic'],
  [/carnival|samba|party/i, 'samba'],
];
const CATEGORY_THEME: Record<string, string> = {
  RNG: 'classic',
  LIVE: 'baccarat',
  FISH: 'deep',
  PVP: 'cards',
  SPORTS: 'pitch',
  ESPORTS: 'arena',
  LOTT: 'lottery',
  ELOTT: 'neon',
  INHOUSE: 'originals',
};

export function themeFor(name: string, category: string): string {
  return KEYWORDS.find(([re]) => re.test(name))?.[1] ?? CATEGORY_THEME[category] ?? 'classic';
}

/** Main and side art of a game without a title entry: the theme's usual pair. */
export const THEME_ART: Record<string, [IconRef, IconRef]> = {
  dragon: ['f:dragon', 'f:gem-stone'],
  egypt: ['g:egyptian-pyramids', 'f:coin'],
  tiger: ['f:tiger-face', 'f:coin'],
  pirate: ['f:pirate-flag', 'f:money-bag'],
  fruit: ['f:cherries', 'f:watermelon'],
  classic: ['f:slot-machine', 'f:glowing-star'],
  clover: ['f:four-leaf-clover', 'f:coin'],
  aztec: ['g:aztec-calendar-sun', 'f:gem-stone'],
  olympus: ['f:classical-building', 'f:high-voltage'],
  viking: ['g:viking-helmet', 'f:axe'],
  samurai: ['f:ninja', 'f:crossed-swords'],
  ocean: ['f:tropical-fish', 'f:spiral-shell'],
  space: ['f:rocket', 'f:ringed-planet'],
  candy: ['f:candy', 'f:lollipop'],
  phoenix: ['f:phoenix-bird', 'f:fire'],
  gems: ['f:gem-stone', 'f:large-blue-diamond'],
  bank: ['f:money-bag', 'f:coin'],
  wolf: ['f:wolf', 'f:full-moon'],
  magic: ['f:crystal-ball', 'f:magic-wand'],
  samba: ['f:maracas', 'f:party-popper'],
  baccarat: ['f:flower-playing-cards', 'f:coin'],
  deep: ['f:shark', 'f:anchor'],
  cards: ['f:joker', 'f:spade-suit'],
  pitch: ['f:soccer-ball', 'f:trophy'],
  arena: ['f:video-game', 'f:trophy'],
  lottery: ['f:admission-tickets', 'f:four-leaf-clover'],
  neon: ['f:game-die', 'f:high-voltage'],
  originals: ['f:gem-stone', 'f:sparkles'],
};
