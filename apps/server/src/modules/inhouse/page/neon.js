// Lumen Neon Fruits: fruit drawn as neon tubes on dark glass (shapes stroked three times, wide and faint to thin
// and bright, for the glow), 20 paylines traced in the line's own colour, on the video slots' reels
// (slot-reels.js). In free spins a wild fills its reel before the lines pay.
const { t } = window.Lumen;
const { videoSlot, tile, lineCells, CELL } = await import(`./slot-reels.js${new URL(import.meta.url).search}`);
const WILD = 8;
const STAR = 9;
const C = CELL / 2;

/** A neon tube: the path drawn wide and faint, then narrower, then thin and bright. */
function tube(g, path, color, fill) {
  if (fill !== undefined) path(g).fill({ color: fill, alpha: 0.9 });
  path(g).stroke({ width: 11, color, alpha: 0.16, cap: 'round', join: 'round' });
  path(g).stroke({ width: 6, color, alpha: 0.35, cap: 'round', join: 'round' });
  path(g).stroke({ width: 2.5, color: 0xffffff, alpha: 0.9, cap: 'round', join: 'round' });
}
const star = (g, x, y, outer, inner) => {
  const points = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const d = k % 2 ? inner : outer;
    points.push(x + Math.cos(a) * d, y + Math.sin(a) * d);
  }
  return g.poly(points);
};
const ART = [
  // Seven: drawn as a glyph with a red glow (below).
  null,
  (g) => {
    tube(
      g,
      (h) =>
        h
          .moveTo(C - 32, 84)
          .quadraticCurveTo(C - 28, 28, C, 26)
          .quadraticCurveTo(C + 28, 28, C + 32, 84)
          .lineTo(C - 32, 84),
      0xffd23f,
      0x4a3500,
    );
    tube(g, (h) => h.circle(C, 94, 8), 0xffd23f, 0x4a3500);
  },
  (g) => {
    // Each slice starts at its arc's first point (an arc alone would start the path from the tile's corner).
    const slice = (h, r, a, b) =>
      h
        .moveTo(C + r * Math.cos(a), 44 + r * Math.sin(a))
        .arc(C, 44, r, a, b)
        .closePath();
    tube(g, (h) => slice(h, 42, 0.15 * Math.PI, 0.85 * Math.PI), 0x39ff88, 0x064d2a);
    tube(g, (h) => slice(h, 33, 0.17 * Math.PI, 0.83 * Math.PI), 0xff3b6b, 0x5a0d22);
    for (const [x, y] of [
      [C - 14, 62],
      [C, 68],
      [C + 14, 62],
    ])
      g.ellipse(x, y, 3, 5).fill(0x111111);
  },
  (g) => {
    for (const [x, y] of [
      [C - 16, 48],
      [C, 48],
      [C + 16, 48],
      [C - 8, 64],
      [C + 8, 64],
      [C, 80],
    ])
      tube(g, (h) => h.circle(x, y, 10), 0xc77dff, 0x3c096c);
    tube(g, (h) => h.moveTo(C, 36).lineTo(C + 8, 22), 0x39ff88);
  },
  (g) => {
    tube(g, (h) => h.ellipse(C, 66, 30, 34), 0xb5179e, 0x3a0438);
    tube(g, (h) => h.moveTo(C, 32).quadraticCurveTo(C + 6, 22, C + 14, 20), 0x39ff88);
  },
  (g) => {
    tube(g, (h) => h.circle(C, 66, 32), 0xff8c1a, 0x5a2a00);
    for (const [x, y] of [
      [C - 12, 58],
      [C + 10, 70],
      [C - 4, 80],
    ])
      g.circle(x, y, 2).fill({ color: 0xffffff, alpha: 0.4 });
    tube(g, (h) => h.ellipse(C + 12, 32, 10, 5), 0x39ff88);
  },
  (g) =>
    tube(
      g,
      (h) =>
        h
          .moveTo(C - 42, 62)
          .quadraticCurveTo(C - 20, 28, C + 20, 34)
          .quadraticCurveTo(C + 46, 40, C + 42, 62)
          .quadraticCurveTo(C + 20, 96, C - 20, 90)
          .quadraticCurveTo(C - 46, 84, C - 42, 62),
      0xfff23f,
      0x4a4400,
    ),
  (g) => {
    tube(g, (h) => h.moveTo(C - 18, 78).quadraticCurveTo(C - 6, 40, C + 8, 22), 0x39ff88);
    tube(g, (h) => h.moveTo(C + 20, 74).quadraticCurveTo(C + 12, 44, C + 8, 22), 0x39ff88);
    tube(g, (h) => h.circle(C - 20, 84, 17), 0xff2e4d, 0x5a0010);
    tube(g, (h) => h.circle(C + 20, 80, 17), 0xff2e4d, 0x5a0010);
  },
];

function symbolView(i, PIXI) {
  const { Container, Graphics, Text } = PIXI;
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  const glyph = (text, size, fill, glow, y = C + 2) => {
    const label = new Text({
      text,
      style: {
        fontFamily: '"Arial Black", "Helvetica Neue", system-ui, sans-serif',
        fontSize: size,
        fontWeight: '900',
        fill,
        stroke: { color: glow, width: 4 },
        dropShadow: { color: glow, blur: 14, distance: 0, alpha: 1 },
      },
    });
    label.anchor.set(0.5);
    label.scale.set(Math.min(1, 108 / label.width));
    label.position.set(C, y);
    c.addChild(label);
  };
  const glass = [0x1a0630, 0x1c1200, 0x061c14, 0x15062a, 0x1e0420, 0x1f0d00, 0x1c1a00, 0x200410];
  if (i === 0) {
    tile(g, 0x22020c, 0xff2e4d);
    glyph('7', 84, 0xffe3e8, 0xff2e4d);
  } else if (i < WILD) {
    tile(g, glass[i], [0, 0xffd23f, 0x39ff88, 0xc77dff, 0xb5179e, 0xff8c1a, 0xfff23f, 0xff2e4d][i]);
    ART[i](g);
  } else if (i === WILD) {
    tile(g, 0x12003a, 0x00f5ff);
    star(g, C, 42, 26, 11).fill({ color: 0xff00d4, alpha: 0.3 });
    tube(g, (h) => star(h, C, 42, 26, 11), 0xff00d4);
    glyph(t('neonWild'), 30, 0xe0fdff, 0x00f5ff, 92);
  } else {
    tile(g, 0x2a1600, 0xffd23f);
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      g.moveTo(C + Math.cos(a) * 38, C + Math.sin(a) * 38)
        .lineTo(C + Math.cos(a) * 52, C + Math.sin(a) * 52)
        .stroke({ width: 3, color: 0xffd23f, alpha: 0.6 });
    }
    tube(g, (h) => star(h, C, C, 38, 16), 0xffd23f, 0x6b4a00);
    glyph(t('neonStar'), 18, 0xfff7d6, 0xff8c1a, C + 4);
  }
  return c;
}

const NAMES = ['neonSymSeven', 'neonSymBell', 'neonSymMelon', 'neonSymGrapes', 'neonSymPlum', 'neonSymOrange'];
const symbolName = (s) => t([...NAMES, 'neonSymLemon', 'neonSymCherry'][s]);

videoSlot({
  kind: 'neon',
  prefix: 'neon',
  symbols: 10,
  symbolView,
  wild: WILD,
  scatter: STAR,
  theme: {
    frame: 0x0d0221,
    frameFree: 0x001b2e,
    edge: 0xff2e88,
    edgeFree: 0x00f5ff,
    glow: 0xff2e88,
    line: 0xe0fdff,
    title: 0xfff0fa,
    titleStroke: 0x5a0030,
    titleFont: '"Arial Black", "Helvetica Neue", system-ui, sans-serif',
    banner: 0x10002b,
    coin: 0xffd23f,
  },
  winCells: (spin, rules) => lineCells(spin, rules.lines),
  winText: (w) => t('neonLineWin', { line: w.line + 1, symbol: symbolName(w.symbol), count: w.count }),
});
