// Lumen Pharaoh's Fortune: its art (symbols drawn by code into textures), colours and 243-ways wins on the video
// slots' reels (slot-reels.js, loaded with this script's version).
const { t } = window.Lumen;
const { videoSlot, tile, CELL } = await import(`./slot-reels.js${new URL(import.meta.url).search}`);
const WILD = 9;
const SCATTER = 10;

// ---- Symbols: shapes and glyphs drawn once into textures. ----
const GOLD = 0xf5c542;
const DEEP = 0x7a4a0a;
const LAPIS = 0x1d4ed8;

function pharaohMask(g) {
  // Headdress (nemes) in gold with lapis stripes, the face, the beard and the cobra on the brow.
  g.poly([62, 16, 98, 30, 108, 104, 16, 104, 26, 30]).fill(GOLD).stroke({ width: 3, color: DEEP });
  for (let y = 40; y < 104; y += 12) {
    g.rect(20, y, 18, 6).fill(LAPIS);
    g.rect(86, y, 18, 6).fill(LAPIS);
  }
  g.ellipse(62, 60, 22, 28).fill(0xd99a4e).stroke({ width: 3, color: DEEP });
  g.rect(40, 36, 44, 8).fill(LAPIS);
  g.ellipse(52, 58, 6, 3).fill(0x111111);
  g.ellipse(72, 58, 6, 3).fill(0x111111);
  g.moveTo(44, 58).lineTo(40, 62).stroke({ width: 2, color: 0x111111 });
  g.moveTo(80, 58).lineTo(84, 62).stroke({ width: 2, color: 0x111111 });
  g.rect(56, 86, 12, 20).fill(GOLD).stroke({ width: 2, color: DEEP });
  g.circle(62, 24, 5).fill(0xef4444);
}

function scarab(g) {
  g.circle(62, 22, 10).fill(0xf97316).stroke({ width: 2, color: 0x7c2d12 });
  for (const s of [-1, 1])
    for (const [y, dx, dy] of [
      [58, 30, -10],
      [72, 32, 4],
      [86, 28, 16],
    ])
      g.moveTo(62 + s * 16, y)
        .lineTo(62 + s * dx, y + dy)
        .stroke({ width: 4, color: 0x064e3b, cap: 'round' });
  g.ellipse(62, 70, 24, 30).fill(0x10b981).stroke({ width: 3, color: 0x064e3b });
  g.moveTo(62, 44).lineTo(62, 100).stroke({ width: 2, color: 0x064e3b });
  g.ellipse(62, 40, 13, 9).fill(0x047857).stroke({ width: 2, color: 0x064e3b });
  g.ellipse(52, 66, 5, 10).fill({ color: 0xffffff, alpha: 0.25 });
}

function ankh(g) {
  g.ellipse(62, 38, 14, 20).stroke({ width: 11, color: DEEP });
  g.ellipse(62, 38, 14, 20).stroke({ width: 7, color: 0xfbbf24 });
  g.roundRect(32, 58, 60, 12, 4).fill(0xfbbf24).stroke({ width: 2, color: DEEP });
  g.roundRect(56, 58, 12, 46, 4).fill(0xfbbf24).stroke({ width: 2, color: DEEP });
}

function eye(g) {
  const blue = 0x60a5fa;
  g.moveTo(26, 54).quadraticCurveTo(62, 24, 98, 54).quadraticCurveTo(62, 80, 26, 54).fill(0xf8fafc);
  g.moveTo(26, 54).quadraticCurveTo(62, 24, 98, 54).quadraticCurveTo(62, 80, 26, 54).stroke({ width: 5, color: blue });
  g.circle(62, 53, 11).fill(0x1e3a8a);
  g.circle(58, 49, 3).fill(0xffffff);
  g.moveTo(28, 34).quadraticCurveTo(62, 16, 98, 34).stroke({ width: 6, color: blue, cap: 'round' });
  g.moveTo(54, 70).lineTo(48, 100).stroke({ width: 5, color: blue, cap: 'round' });
  g.moveTo(70, 70).quadraticCurveTo(80, 98, 98, 86).stroke({ width: 5, color: blue, cap: 'round' });
}

function pyramid(g, x, y, w) {
  g.poly([x, y, x + w / 2, y + w * 0.8, x - w / 2, y + w * 0.8])
    .fill(GOLD)
    .stroke({ width: 2, color: 0x3a2200 });
  g.poly([x, y, x + w / 2, y + w * 0.8, x, y + w * 0.8]).fill({ color: DEEP, alpha: 0.55 });
}

function symbolView(i, PIXI) {
  const { Container, Graphics, Text } = PIXI;
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  const card = (text, colour) => {
    tile(g, 0x1a1333, 0x3b2f66);
    const label = new Text({
      text,
      style: {
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: text.length > 1 ? 56 : 66,
        fontWeight: '900',
        fill: colour,
        stroke: { color: 0x120a02, width: 6 },
        dropShadow: { color: colour, blur: 10, distance: 0, alpha: 0.7 },
      },
    });
    label.anchor.set(0.5);
    label.position.set(CELL / 2, CELL / 2 + 2);
    c.addChild(label);
  };
  if (i === 0) {
    tile(g, 0x20163f, GOLD);
    pharaohMask(g);
  } else if (i === 1) {
    tile(g, 0x10263a, 0x10b981);
    scarab(g);
  } else if (i === 2) {
    tile(g, 0x2a1838, 0xfbbf24);
    ankh(g);
  } else if (i === 3) {
    tile(g, 0x0f1d3d, 0x60a5fa);
    eye(g);
  } else if (i <= 8) {
    const [text, colour] = [
      ['A', 0xef4444],
      ['K', 0x3b82f6],
      ['Q', 0x22c55e],
      ['J', 0xa855f7],
      ['10', 0xf59e0b],
    ][i - 4];
    card(text, colour);
  } else if (i === WILD) {
    tile(g, 0x4a2c06, 0xffe08a);
    g.circle(62, 46, 40).fill({ color: GOLD, alpha: 0.18 });
    pyramid(g, 62, 16, 54);
    const label = new Text({
      text: t('pharaohWild'),
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontSize: 30,
        fontWeight: '900',
        fill: 0xfff6d8,
        stroke: { color: 0x5a3300, width: 6 },
      },
    });
    label.anchor.set(0.5);
    label.scale.set(Math.min(1, 104 / label.width));
    label.position.set(CELL / 2, 88);
    c.addChild(label);
  } else {
    tile(g, 0x3b0f3a, 0xf472b6);
    // The scatter: a pyramid under a rising sun with its rays.
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      g.moveTo(62 + Math.cos(a) * 20, 38 + Math.sin(a) * 20)
        .lineTo(62 + Math.cos(a) * 34, 38 + Math.sin(a) * 34)
        .stroke({ width: 3, color: 0xffd166, alpha: 0.8 });
    }
    g.circle(62, 38, 16).fill(0xff8a1f).stroke({ width: 3, color: 0xffd166 });
    pyramid(g, 62, 44, 76);
  }
  return c;
}

const SYMBOL_KEYS = [
  'pharaohSymPharaoh',
  'pharaohSymScarab',
  'pharaohSymAnkh',
  'pharaohSymEye',
  'A',
  'K',
  'Q',
  'J',
  '10',
];
const symbolName = (s) => (s < 4 ? t(SYMBOL_KEYS[s]) : SYMBOL_KEYS[s]);

/** A way win's cells (the symbol or the wild on each of its reels) and every path joining them reel to reel. */
function winCells(spin) {
  const cells = new Map();
  const paths = [];
  for (const win of spin.wins) {
    const cols = [];
    for (let r = 0; r < win.reels; r++) {
      const rows = [0, 1, 2].filter((row) => spin.grid[r][row] === win.symbol || spin.grid[r][row] === WILD);
      cols.push(rows);
      for (const row of rows) cells.set(`${r}:${row}`, { r, row });
    }
    for (let r = 0; r + 1 < cols.length; r++)
      for (const a of cols[r])
        for (const b of cols[r + 1])
          paths.push([
            { r, row: a },
            { r: r + 1, row: b },
          ]);
  }
  return { cells: [...cells.values()], paths };
}

videoSlot({
  kind: 'pharaoh',
  prefix: 'pharaoh',
  symbols: 11,
  symbolView,
  wild: WILD,
  scatter: SCATTER,
  theme: {
    frame: 0x0b1638,
    frameFree: 0x2a0f3f,
    edge: 0xd4a13a,
    edgeFree: 0xf472b6,
    glow: 0xffb347,
    line: 0xfff1b8,
    title: 0xffd166,
    titleStroke: 0x3a2200,
    titleFont: 'Georgia, serif',
    banner: 0x12081f,
    coin: 0xf5c542,
  },
  winCells,
  winText: (w) => t('pharaohWayWin', { symbol: symbolName(w.symbol), reels: w.reels, ways: w.ways }),
});
