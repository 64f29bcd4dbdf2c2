// Lumen Pearl Reef: sea creatures and treasure drawn by code under water light, 25 paylines, x2 and x3 bubble
// wilds that multiply their line, and free spins under a rising tide (x1 to x5), on the video slots' reels
// (slot-reels.js).
const { t } = window.Lumen;
const { videoSlot, tile, lineCells, CELL } = await import(`./slot-reels.js${new URL(import.meta.url).search}`);
const CHEST = 10;
const C = CELL / 2;
const INK = 0x062033;

/** A fan of ribs from a hinge: a clam or a scallop. */
function fan(g, y, w, h, fill, rib) {
  g.moveTo(C - w, y)
    .quadraticCurveTo(C, y - 2 * h, C + w, y)
    .quadraticCurveTo(C, y + h * 0.35, C - w, y)
    .fill(fill)
    .stroke({ width: 3, color: INK });
  for (let k = -3; k <= 3; k++)
    g.moveTo(C, y + h * 0.2)
      .lineTo(C + k * (w / 3.6), y - h * 0.9 + Math.abs(k) * h * 0.12)
      .stroke({ width: 2, color: rib, alpha: 0.8 });
}
function gem(g, color, light) {
  const top = [C - 34, 44, C - 18, 26, C + 18, 26, C + 34, 44];
  g.poly([...top, C, 100])
    .fill(color)
    .stroke({ width: 3, color: INK, join: 'round' });
  g.poly([C - 34, 44, C + 34, 44, C, 100]).fill({ color: 0x000000, alpha: 0.18 });
  g.poly([C - 18, 26, C + 18, 26, C + 10, 44, C - 10, 44]).fill({ color: light, alpha: 0.7 });
  g.poly([C - 10, 44, C + 10, 44, C, 100]).fill({ color: light, alpha: 0.35 });
}
const ART = [
  (g) => {
    fan(g, 84, 44, 30, 0xf4a6c8, 0xb04a7a);
    g.circle(C, 70, 17).fill(0xf8fbff).stroke({ width: 2, color: 0x9fb6d0 });
    g.circle(C - 6, 64, 5).fill({ color: 0xffffff, alpha: 0.9 });
    g.circle(C, 70, 26).stroke({ width: 4, color: 0xffffff, alpha: 0.25 });
  },
  (g) => {
    const gold = 0xffc83d;
    g.roundRect(C - 4, 46, 8, 62, 3)
      .fill(gold)
      .stroke({ width: 2, color: INK });
    g.moveTo(C - 28, 24)
      .lineTo(C - 28, 44)
      .quadraticCurveTo(C - 28, 56, C, 56)
      .quadraticCurveTo(C + 28, 56, C + 28, 44)
      .lineTo(C + 28, 24)
      .stroke({ width: 8, color: INK, cap: 'round' });
    g.moveTo(C - 28, 24)
      .lineTo(C - 28, 44)
      .quadraticCurveTo(C - 28, 56, C, 56)
      .quadraticCurveTo(C + 28, 56, C + 28, 44)
      .lineTo(C + 28, 24)
      .stroke({ width: 5, color: gold, cap: 'round' });
    for (const x of [C - 28, C, C + 28])
      g.poly([x - 7, 26, x, 12, x + 7, 26])
        .fill(gold)
        .stroke({ width: 2, color: INK });
    g.roundRect(C - 4, 14, 8, 40, 3)
      .fill(gold)
      .stroke({ width: 2, color: INK });
  },
  (g) => {
    const skin = 0x7fd37a;
    for (const [x, y] of [
      [C - 34, 46],
      [C + 34, 46],
      [C - 30, 94],
      [C + 30, 94],
    ])
      g.ellipse(x, y, 16, 8).fill(skin).stroke({ width: 2, color: INK });
    g.ellipse(C, 26, 12, 12).fill(skin).stroke({ width: 2, color: INK });
    g.circle(C - 4, 23, 2).fill(INK);
    g.circle(C + 4, 23, 2).fill(INK);
    g.ellipse(C, 70, 34, 38).fill(0x2f8f5b).stroke({ width: 3, color: INK });
    for (const [x, y] of [
      [C, 58],
      [C - 16, 74],
      [C + 16, 74],
      [C, 88],
    ])
      g.regularPoly(x, y, 10, 6).fill(0x4fb87a).stroke({ width: 2, color: 0x1e5e3a });
  },
  (g) => {
    const orange = 0xff7a1a;
    g.poly([C + 30, 64, C + 52, 44, C + 52, 84])
      .fill(orange)
      .stroke({ width: 3, color: INK, join: 'round' });
    g.ellipse(C - 4, 64, 38, 24)
      .fill(orange)
      .stroke({ width: 3, color: INK });
    for (const x of [C - 22, C + 4]) g.roundRect(x, 42, 8, 44, 4).fill(0xffffff).stroke({ width: 2, color: INK });
    g.circle(C - 30, 58, 5).fill(0xffffff);
    g.circle(C - 30, 58, 2.5).fill(INK);
    g.poly([C - 4, 40, C + 10, 30, C + 18, 44])
      .fill(orange)
      .stroke({ width: 2, color: INK });
  },
  (g) => {
    const points = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const d = k % 2 ? 17 : 44;
      points.push(C + Math.cos(a) * d, 66 + Math.sin(a) * d);
    }
    g.poly(points).fill(0xff6f91).stroke({ width: 3, color: INK, join: 'round' });
    for (let k = 0; k < 5; k++) {
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
      for (const d of [14, 24]) g.circle(C + Math.cos(a) * d, 66 + Math.sin(a) * d, 2.5).fill(0xffd6e0);
    }
  },
  (g) => fan(g, 96, 46, 44, 0xffd9a8, 0xc27b3a),
  (g) => gem(g, 0x10b981, 0xb6ffe0),
  (g) => gem(g, 0x2563eb, 0xbfd8ff),
];

function symbolView(i, PIXI) {
  const { Container, Graphics, Text } = PIXI;
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  const label = (text, size, fill, stroke, y) => {
    const l = new Text({
      text,
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontSize: size,
        fontWeight: '900',
        fill,
        stroke: { color: stroke, width: 5 },
      },
    });
    l.anchor.set(0.5);
    l.scale.set(Math.min(1, 104 / l.width));
    l.position.set(C, y);
    c.addChild(l);
  };
  if (i < 8) {
    tile(g, i < 4 ? 0x0b3a5c : 0x0a2d48, i < 4 ? 0x7fe3ff : 0x3aa6c9);
    ART[i](g);
  } else if (i < CHEST) {
    // The bubble wilds: x2 aqua, x3 gold.
    const rim = i === 8 ? 0x5ef2ff : 0xffc83d;
    tile(g, 0x053050, rim);
    g.circle(C, 54, 38).fill({ color: rim, alpha: 0.16 }).stroke({ width: 4, color: rim });
    g.ellipse(C - 14, 36, 10, 6).fill({ color: 0xffffff, alpha: 0.7 });
    label(t('reefWild'), 24, 0xffffff, INK, 56);
    label(i === 8 ? 'x2' : 'x3', 26, rim, INK, 100);
  } else {
    tile(g, 0x2b1a05, 0xffc83d);
    g.roundRect(C - 40, 56, 80, 44, 6)
      .fill(0x8b4a1c)
      .stroke({ width: 3, color: INK });
    g.moveTo(C - 40, 56)
      .quadraticCurveTo(C, 18, C + 40, 56)
      .closePath()
      .fill(0xa45a22)
      .stroke({ width: 3, color: INK });
    for (const x of [C - 26, C + 22]) g.rect(x, 34, 6, 66).fill(0xffc83d);
    g.roundRect(C - 8, 58, 16, 18, 3)
      .fill(0xffe08a)
      .stroke({ width: 2, color: INK });
    for (const [x, y] of [
      [C - 30, 54],
      [C - 12, 48],
      [C + 8, 50],
      [C + 28, 55],
    ])
      g.circle(x, y, 7).fill(0xffd23f).stroke({ width: 2, color: 0x8a5a00 });
  }
  return c;
}

const NAMES = ['Pearl', 'Trident', 'Turtle', 'Clownfish', 'Starfish', 'Shell', 'Emerald', 'Sapphire'];

videoSlot({
  kind: 'reef',
  prefix: 'reef',
  symbols: 11,
  symbolView,
  wild: 8,
  scatter: CHEST,
  theme: {
    frame: 0x042a45,
    frameFree: 0x03324a,
    edge: 0x5ef2ff,
    edgeFree: 0xffc83d,
    glow: 0x5ef2ff,
    line: 0xf0fdff,
    title: 0xe6fbff,
    titleStroke: 0x023047,
    titleFont: 'Georgia, "Times New Roman", serif',
    banner: 0x02223a,
    coin: 0xffd23f,
  },
  winCells: (spin, rules) => lineCells(spin, rules.lines),
  winText: (w) =>
    t(w.multiplier > 1 ? 'reefLineWinX' : 'reefLineWin', {
      line: w.line + 1,
      symbol: t(`reefSym${NAMES[w.symbol]}`),
      count: w.count,
      x: w.multiplier,
    }),
});
