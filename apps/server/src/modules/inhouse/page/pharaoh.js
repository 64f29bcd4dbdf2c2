// Lumen Pharaoh's Fortune: five reels drawn with PixiJS. The server plays the whole round (base spin and every free
// spin); the page replays it: reels blur and stop one by one with a bounce, winning ways pulse and are joined by a
// glow, the win counts up, and the free spins run with their banner and counter. The round resolves once the last
// reel has stopped, so autoplay paces itself. Under prefers-reduced-motion the result shows at once.
const { $, t, refusal, money, num, api, rules, log, sound, startGame } = window.Lumen;
const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;

// The strips as the server's rules state them (filled from /api/rules; the reels wait for them to spin).
let BASE = null;
let FREE = null;
let rtp = null;
let minStake = null;
const WILD = 9;
const SCATTER = 10;

// ---- Layout, in the stage's own units (scaled to the container). ----
const W = 700;
const H = 520;
const CELL = 124;
const GAP = 8;
const TOP = 70;
const LEFT = (W - (5 * CELL + 4 * GAP)) / 2;
const reelX = (r) => LEFT + r * (CELL + GAP);
const cellCentre = (r, row) => ({ x: reelX(r) + CELL / 2, y: TOP + row * CELL + CELL / 2 });

const { cents } = window.Lumen;
const sleep = (ms) => new Promise((go) => setTimeout(go, ms));
const mod = (a, n) => ((a % n) + n) % n;

let PIXI = null;
let app = null;
let textures = [];
const reels = [];
let overlay = null; // the ways' glow
let banner = null;
let counterText = null;
let winText = null;
let titleText = null;
let frame = null;
let hurry = 1; // a tap on the reels speeds the rest of the round up
let freeMode = false;

// ---- Symbols: shapes and glyphs drawn once into textures. ----
const GOLD = 0xf5c542;
const DEEP = 0x7a4a0a;
const LAPIS = 0x1d4ed8;

function tile(g, fill, edge) {
  g.roundRect(5, 5, CELL - 10, CELL - 10, 18).fill(fill);
  g.roundRect(5, 5, CELL - 10, (CELL - 10) / 2, 18).fill({ color: 0xffffff, alpha: 0.06 });
  g.roundRect(5, 5, CELL - 10, CELL - 10, 18).stroke({ width: 2, color: edge, alpha: 0.8 });
}

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

function symbolView(i) {
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

// ---- The stage. ----
async function setup() {
  const host = $('reels');
  PIXI = await import('/provider/inhouse/vendor/pixi.mjs');
  const { Application, BlurFilter, Container, Graphics, Rectangle, Sprite, Text } = PIXI;
  app = new Application();
  await app.init({
    width: W,
    height: H,
    backgroundAlpha: 0,
    antialias: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    // The canvas is sized by CSS to its container; the renderer draws at the stage's size times the density.
    autoDensity: false,
  });
  host.append(app.canvas);
  textures = Array.from({ length: 11 }, (_, i) =>
    app.renderer.generateTexture({ target: symbolView(i), frame: new Rectangle(0, 0, CELL, CELL), resolution: 2 }),
  );

  // The frame: a gold-edged panel behind the reels, lapis in the base game and purple in the free spins.
  frame = new Graphics();
  app.stage.addChild(frame);
  drawFrame();

  titleText = new Text({
    text: t('pharaohTitle').toUpperCase(),
    style: {
      fontFamily: 'Georgia, serif',
      fontSize: 30,
      fontWeight: '900',
      fill: 0xffd166,
      letterSpacing: 3,
      stroke: { color: 0x3a2200, width: 5 },
      dropShadow: { color: 0xf5c542, blur: 14, distance: 0, alpha: 0.6 },
    },
  });
  titleText.anchor.set(0.5);
  titleText.position.set(W / 2, 34);
  titleText.scale.set(Math.min(1, 640 / titleText.width));
  app.stage.addChild(titleText);

  counterText = new Text({
    text: '',
    style: { fontFamily: 'system-ui, sans-serif', fontSize: 26, fontWeight: '900', fill: 0xfff6d8 },
  });
  counterText.anchor.set(0.5);
  counterText.position.set(W / 2, 34);
  counterText.visible = false;
  app.stage.addChild(counterText);

  for (let r = 0; r < 5; r++) {
    const c = new Container();
    c.position.set(reelX(r), TOP);
    const mask = new Graphics().rect(0, 0, CELL, 3 * CELL).fill(0xffffff);
    c.addChild(mask);
    c.mask = mask;
    const blur = new BlurFilter({ strengthX: 0, strengthY: 0, quality: 2 });
    const sprites = Array.from({ length: 5 }, () => {
      const s = new Sprite(textures[4]);
      s.anchor.set(0.5);
      s.x = CELL / 2;
      c.addChild(s);
      return s;
    });
    app.stage.addChild(c);
    reels.push({ c, sprites, blur, p: 0, strip: [4, 5, 6, 7, 8], pulse: [0, 0, 0] });
  }
  overlay = new Graphics();
  app.stage.addChild(overlay);

  winText = new Text({
    text: '',
    style: {
      fontFamily: 'system-ui, sans-serif',
      fontSize: 34,
      fontWeight: '900',
      fill: 0xffd166,
      stroke: { color: 0x2a1800, width: 6 },
      dropShadow: { color: 0xffb347, blur: 16, distance: 0, alpha: 0.8 },
    },
  });
  winText.anchor.set(0.5);
  winText.position.set(W / 2, TOP + 3 * CELL + 38);
  app.stage.addChild(winText);

  banner = new Container();
  banner.position.set(W / 2, TOP + 1.5 * CELL);
  banner.visible = false;
  app.stage.addChild(banner);

  // The stage scales to its container: the canvas is sized by CSS, the renderer keeps its logical size.
  const fit = () => {
    const scale = Math.min(host.clientWidth / W, host.clientHeight / H) || 1;
    app.renderer.resize(W, H, Math.min(2, (window.devicePixelRatio || 1) * Math.max(1, scale)));
  };
  new ResizeObserver(fit).observe(host);
  fit();
  app.ticker.add(frameTick);
  host.onclick = () => {
    hurry = 4;
  };
  // Space while the reels turn (the next round cannot start yet) speeds them up too.
  document.addEventListener('keydown', (e) => {
    if (e.key === ' ' && $('play').disabled) hurry = 4;
  });
}

function drawFrame() {
  frame.clear();
  const edge = freeMode ? 0xf472b6 : 0xd4a13a;
  frame.roundRect(LEFT - 14, TOP - 12, W - 2 * LEFT + 28, 3 * CELL + 24, 18).fill(freeMode ? 0x2a0f3f : 0x0b1638);
  frame.roundRect(LEFT - 14, TOP - 12, W - 2 * LEFT + 28, 3 * CELL + 24, 18).stroke({ width: 4, color: edge });
  for (let r = 0; r < 5; r++) frame.roundRect(reelX(r), TOP, CELL, 3 * CELL, 10).fill({ color: 0x000000, alpha: 0.35 });
}

/** Draws a reel at its position `p` (the strip index on the top row; fractional while it moves). */
function place(reel) {
  const L = reel.strip.length;
  const base = Math.floor(reel.p);
  const f = reel.p - base;
  reel.sprites.forEach((s, i) => {
    s.texture = textures[reel.strip[mod(base + i - 1, L)]];
    s.y = (i - 1 - f) * CELL + CELL / 2;
    const row = i - 1;
    const pulse = f === 0 && row >= 0 && row < 3 ? reel.pulse[row] : 0;
    s.scale.set(1 + pulse);
  });
}

// ---- Motion: tweens on the ticker, each finished by a timer too (a hidden tab gets no frames). ----
const tweens = new Set();
let glowAt = 0; // when the current ways started glowing
let glowing = null; // [{ r, row }] cells that pulse
function frameTick() {
  const now = performance.now();
  for (const tw of [...tweens]) {
    const u = Math.min(1, (now - tw.start) / tw.ms);
    tw.step(u);
    if (u >= 1) tw.finish();
  }
  if (glowing && !reduced) {
    const k = (now - glowAt) / 1000;
    const amp = 0.06 * (0.5 + 0.5 * Math.sin(k * Math.PI * 4));
    for (const reel of reels) reel.pulse.fill(0);
    for (const { r, row } of glowing) reels[r].pulse[row] = amp;
    overlay.alpha = 0.55 + 0.45 * Math.sin(k * Math.PI * 4) ** 2;
    for (const reel of reels) place(reel);
  }
  if (banner.visible && banner.grow !== undefined && !reduced) {
    const u = Math.min(1, (now - banner.grow) / 350);
    banner.scale.set(0.6 + 0.4 * (1 - (1 - u) ** 3) + 0.03 * Math.sin(now / 160));
  }
}
function tween(ms, step) {
  return new Promise((done) => {
    const tw = { start: performance.now(), ms, step };
    let over = false;
    tw.finish = () => {
      if (over) return;
      over = true;
      tweens.delete(tw);
      step(1);
      done();
    };
    tweens.add(tw);
    setTimeout(tw.finish, ms + 500);
  });
}

/** Spins the reels to `stops` on `strips`, stopping them left to right with a bounce; resolves on the last stop. */
async function spinTo(stops, strips) {
  clearWins();
  if (reduced || !app) {
    reels.forEach((reel, r) => {
      reel.strip = strips[r];
      reel.p = stops[r];
      if (app) place(reel);
    });
    return;
  }
  await Promise.all(
    reels.map(async (reel, r) => {
      const L = strips[r].length;
      // The reel changes strips between the base game and the free spins: it keeps its place in the new one.
      if (reel.strip !== strips[r]) {
        reel.strip = strips[r];
        reel.p = mod(Math.round(reel.p), L);
      }
      const p0 = reel.p;
      let travel = mod(p0 - stops[r], L);
      while (travel < 14 + 5 * r) travel += L;
      const ms = (650 + r * 170) / hurry;
      const OVER = 0.28;
      reel.c.filters = [reel.blur];
      let last = p0;
      let lastAt = performance.now();
      await tween(ms, (u) => {
        const main = 1 - (1 - Math.min(1, u / 0.86)) ** 2;
        const w = Math.max(0, (u - 0.7) / 0.3);
        reel.p = u >= 1 ? stops[r] : p0 - travel * main - OVER * Math.sin(Math.PI * w) * (u < 0.86 ? w : 1);
        const now = performance.now();
        const speed = Math.abs(last - reel.p) / Math.max(1, now - lastAt); // cells per ms
        last = reel.p;
        lastAt = now;
        reel.blur.strengthY = Math.min(18, speed * 700);
        place(reel);
      });
      reel.c.filters = null;
      reel.p = stops[r];
      place(reel);
      sound('tick');
    }),
  );
}

function clearWins() {
  glowing = null;
  if (!app) return;
  overlay.clear();
  overlay.alpha = 1;
  for (const reel of reels) {
    reel.pulse.fill(0);
    place(reel);
  }
}

/** Lights a spin's winning ways: the cells pulse and every way is traced across its reels. */
function showWins(spin) {
  if (!app || !spin.wins.length) return;
  overlay.clear();
  const cells = new Map();
  for (const win of spin.wins) {
    const cols = [];
    for (let r = 0; r < win.reels; r++) {
      const rows = [0, 1, 2].filter((row) => spin.grid[r][row] === win.symbol || spin.grid[r][row] === WILD);
      cols.push(rows);
      for (const row of rows) cells.set(`${r}:${row}`, { r, row });
    }
    for (let r = 0; r + 1 < cols.length; r++)
      for (const a of cols[r])
        for (const b of cols[r + 1]) {
          const p = cellCentre(r, a);
          const q = cellCentre(r + 1, b);
          overlay.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 12, color: 0xffb347, alpha: 0.25, cap: 'round' });
          overlay.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 3, color: 0xfff1b8, alpha: 0.95, cap: 'round' });
        }
  }
  for (const { r, row } of cells.values()) {
    overlay
      .roundRect(reelX(r) + 3, TOP + row * CELL + 3, CELL - 6, CELL - 6, 16)
      .stroke({ width: 4, color: 0xffd166, alpha: 0.95 });
  }
  glowing = [...cells.values()];
  glowAt = performance.now();
}

/** Lights the scatters that awarded free spins. */
function showScatters(spin) {
  if (!app) return;
  const cells = [];
  spin.grid.forEach((col, r) => {
    col.forEach((x, row) => {
      if (x === SCATTER) cells.push({ r, row });
    });
  });
  for (const { r, row } of cells)
    overlay
      .roundRect(reelX(r) + 3, TOP + row * CELL + 3, CELL - 6, CELL - 6, 16)
      .stroke({ width: 5, color: 0xf472b6, alpha: 0.95 });
  glowing = [...(glowing ?? []), ...cells];
  glowAt = performance.now();
}

// ---- Texts on the stage: the win, the banner, the free spins' counter. ----
function setWin(text) {
  if (winText) winText.text = text;
}
/** Counts the shown win up from `from` to `to` cents. */
async function countUp(from, to) {
  if (!app || reduced || to === from) {
    setWin(to > 0 ? `${t('pharaohWin')} ${money((to / 100).toFixed(2))}` : '');
    return;
  }
  await tween(Math.min(900, 250 + (to - from) * 2) / hurry, (u) => {
    const v = Math.round(from + (to - from) * (1 - (1 - u) ** 3));
    setWin(`${t('pharaohWin')} ${money((v / 100).toFixed(2))}`);
  });
}
async function showBanner(big, small, ms) {
  if (!app) return;
  const { Graphics, Text } = PIXI;
  banner.removeChildren();
  const g = new Graphics();
  const head = new Text({
    text: big,
    style: {
      fontFamily: 'Georgia, serif',
      fontSize: 46,
      fontWeight: '900',
      fill: 0xffd166,
      stroke: { color: 0x3a1a00, width: 8 },
      dropShadow: { color: 0xffb347, blur: 20, distance: 0, alpha: 0.9 },
    },
  });
  head.anchor.set(0.5);
  head.scale.set(Math.min(1, 560 / head.width));
  head.y = small ? -18 : 0;
  const sub = new Text({
    text: small ?? '',
    style: { fontFamily: 'system-ui, sans-serif', fontSize: 22, fontWeight: '800', fill: 0xfff6d8 },
  });
  sub.anchor.set(0.5);
  sub.scale.set(Math.min(1, 560 / Math.max(1, sub.width)));
  sub.y = 30;
  g.roundRect(-300, -70, 600, 140, 24).fill({ color: 0x12081f, alpha: 0.88 });
  g.roundRect(-300, -70, 600, 140, 24).stroke({ width: 4, color: 0xf5c542 });
  banner.addChild(g, head, sub);
  banner.visible = true;
  banner.grow = performance.now();
  banner.scale.set(reduced ? 1 : 0.6);
  if (reduced) return;
  await sleep(ms / hurry);
  banner.visible = false;
}
function setFreeMode(on) {
  freeMode = on;
  if (!app) return;
  drawFrame();
  titleText.visible = !on;
  counterText.visible = on;
}
function setCounter(n, of) {
  if (counterText) counterText.text = t('pharaohCounter', { n, of });
}

// ---- A round. ----
let buyNext = false;
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
/** What a spin's wins read as, for the status line (screen readers hear it). */
const winsLine = (spin) =>
  spin.wins.map((w) => t('pharaohWayWin', { symbol: symbolName(w.symbol), reels: w.reels, ways: w.ways })).join(' · ');

let ready = null;
async function play() {
  const buy = buyNext;
  buyNext = false;
  const base = cents($('bet').value);
  if (!(base > 0)) {
    $('msg').textContent = t('betInvalid');
    return null;
  }
  const bet = ((base * (buy ? 100 : 1)) / 100).toFixed(2);
  sound('bet');
  $('buy').disabled = true;
  hurry = 1;
  try {
    await ready;
    const r = await api('pharaoh', { bet, buy });
    if (r.error) {
      $('msg').textContent = refusal(r);
      return null;
    }
    await replay(r.outcome, base);
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    const won = Number(r.payout) > 0;
    setWin(won ? `${t('pharaohWin')} ${money(r.payout)}` : '');
    $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
    sound(won ? 'win' : 'lose');
    const free = r.outcome.spins.length - (buy ? 0 : 1);
    const mult = `${num(r.outcome.total / 100, 0, 2)}x`;
    log({
      nonce: r.nonce,
      text: buy
        ? t('pharaohBoughtLog', { spins: free, mult })
        : free > 0
          ? t('pharaohFeatureLog', { spins: free, mult })
          : t('pharaohLog', { mult }),
      payout: r.payout,
    });
    $('nonce').textContent = r.nonce + 1;
    return { bet, payout: r.payout };
  } finally {
    $('buy').disabled = false;
  }
}

/** Replays a round's spins in order: the base spin, then the free spins with their banner and counter. */
async function replay(outcome, base) {
  const spins = outcome.spins;
  const shownOf = (hundredths) => Math.ceil((base * hundredths) / 100); // cents, rounded up as the payout is
  let running = 0;
  let awarded = outcome.buy ? 10 : 0;
  let played = 0;
  setWin('');
  if (reduced) {
    // At once: the last spin's reels, its ways, and the round's whole result.
    const last = spins[spins.length - 1];
    const free = outcome.buy || spins.length > 1;
    setFreeMode(free);
    if (free) {
      awarded = spins.reduce((a, s, i) => a + (outcome.buy || i > 0 ? s.freeSpinsAwarded : 0), outcome.buy ? 10 : 0);
      setCounter(awarded, awarded);
    }
    await spinTo(last.stops, free ? FREE : BASE);
    showWins(last);
    await countUp(0, shownOf(outcome.total));
    if (free) $('msg').textContent = t('pharaohFeatureDone', { n: awarded });
    setFreeMode(false);
    return;
  }
  if (outcome.buy) {
    setFreeMode(true);
    setCounter(0, awarded);
    await showBanner(t('pharaohFreeBanner', { n: 10 }), t('pharaohBought'), 1300);
  }
  for (const [i, spin] of spins.entries()) {
    const free = outcome.buy || i > 0;
    if (free) {
      played++;
      setCounter(played, awarded);
    }
    await spinTo(spin.stops, free ? FREE : BASE);
    const pay = spin.wins.reduce((a, w) => a + w.pay, 0);
    if (pay > 0) {
      showWins(spin);
      $('msg').textContent = winsLine(spin);
      const next = running + pay;
      await countUp(shownOf(running), shownOf(next));
      running = next;
      await sleep((free ? 550 : 350) / hurry);
    }
    if (spin.freeSpinsAwarded > 0) {
      showScatters(spin);
      sound('win');
      if (!free) {
        awarded = spin.freeSpinsAwarded;
        await sleep(300 / hurry);
        setFreeMode(true);
        setCounter(0, awarded);
        await showBanner(t('pharaohFreeBanner', { n: spin.freeSpinsAwarded }), t('pharaohDoubled'), 1500);
      } else {
        awarded += spin.freeSpinsAwarded;
        setCounter(played, awarded);
        await showBanner(t('pharaohRetrigger', { n: spin.freeSpinsAwarded }), null, 1100);
      }
    } else if (free) await sleep(120 / hurry);
  }
  if (awarded > 0) {
    clearWins();
    await showBanner(t('pharaohFeatureWin'), money((shownOf(outcome.total) / 100).toFixed(2)), 1600);
    setFreeMode(false);
  }
}

// ---- The bonus buy: a confirmation showing its price. ----
function askBuy() {
  const base = cents($('bet').value);
  if (!(base > 0)) return;
  $('buyText').innerHTML = '';
  const price = document.createElement('span');
  price.className = 'price';
  price.textContent = money(((base * 100) / 100).toFixed(2));
  $('buyText').append(t('pharaohBuyAsk', { n: 10 }), document.createElement('br'), price);
  $('buyDialog').showModal();
  $('buyYes').focus();
}
$('buy').onclick = askBuy;
$('buyNo').onclick = () => $('buyDialog').close();
$('buyYes').onclick = () => {
  $('buyDialog').close();
  buyNext = true;
  $('play').click(); // through the page's one-round-at-a-time play
  if (!$('play').disabled) buyNext = false; // a round already running: the buy is not kept for later
};

function info() {
  if (!rtp) return;
  const pct = (x) => num(x * 100);
  $('payinfo').textContent = `${t('pharaohInfo', { rtp: pct(rtp.base), buy: pct(rtp.buy) })}${
    minStake ? ` · ${t('minStake', { amount: money(minStake.base) })}` : ''
  }`;
}
new MutationObserver(info).observe($('bal'), { childList: true });

startGame('pharaoh', { play });
$('reels').setAttribute('aria-label', t('pharaohBoard'));
ready = (async () => {
  const all = await rules();
  ({ rtp, minStake } = all.pharaoh);
  BASE = all.pharaoh.baseStrips;
  FREE = all.pharaoh.freeStrips;
  info();
  try {
    await setup();
    reels.forEach((reel, r) => {
      reel.strip = BASE[r];
      reel.p = (r * 7) % BASE[r].length;
      place(reel);
    });
  } catch (e) {
    // No WebGL here: the rounds still play and say their result in words.
    app = null;
    $('msg').textContent = t('pharaohNoCanvas');
    console.warn(e);
  }
})();
