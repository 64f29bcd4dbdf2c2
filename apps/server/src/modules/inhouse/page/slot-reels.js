// The video slots' page, drawn with PixiJS: five reels of three rows that blur and stop one by one with a bounce,
// the winning ways or lines traced and pulsing, the win counted up, the free spins with their intro banner and
// counter, a big-win celebration, and the bonus buy's confirmation. The server plays the whole round; the page
// replays it and resolves once the last reel has stopped, so autoplay paces itself. Each slot's own script gives its
// art (symbols drawn by code into textures), colours, texts and how a win is traced. Under prefers-reduced-motion
// the result shows at once.
const { $, t, refusal, money, num, api, rules, log, sound, startGame, cents } = window.Lumen;
const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;

// ---- Layout, in the stage's own units (scaled to the container). ----
export const W = 700;
export const H = 520;
export const CELL = 124;
const GAP = 8;
const TOP = 70;
const LEFT = (W - (5 * CELL + 4 * GAP)) / 2;
const reelX = (r) => LEFT + r * (CELL + GAP);
export const cellCentre = (r, row) => ({ x: reelX(r) + CELL / 2, y: TOP + row * CELL + CELL / 2 });
const sleep = (ms) => new Promise((go) => setTimeout(go, ms));
const mod = (a, n) => ((a % n) + n) % n;

/** A line win's cells (its run) and the whole line traced through them (`lines`: rows per reel, top 0). */
export function lineCells(spin, lines) {
  const cells = new Map();
  const paths = [];
  for (const w of spin.wins) {
    const rows = lines[w.line];
    paths.push(rows.map((row, r) => ({ r, row })));
    for (let r = 0; r < w.count; r++) cells.set(`${r}:${rows[r]}`, { r, row: rows[r] });
  }
  return { cells: [...cells.values()], paths };
}

/** A symbol's tile: a rounded card with a sheen and an edge. */
export function tile(g, fill, edge) {
  g.roundRect(5, 5, CELL - 10, CELL - 10, 18).fill(fill);
  g.roundRect(5, 5, CELL - 10, (CELL - 10) / 2, 18).fill({ color: 0xffffff, alpha: 0.06 });
  g.roundRect(5, 5, CELL - 10, CELL - 10, 18).stroke({ width: 2, color: edge, alpha: 0.8 });
}

/**
 * Starts a slot page. `game`: kind; prefix of its texts (Title, Spin, Win, Counter, FreeBanner, Retrigger, FreeSub,
 * Bought, FeatureWin, FeatureDone, Info, Log, FeatureLog, BoughtLog, NoCanvas, Board, BigWin, MegaWin, BuyAsk);
 * symbols (count), symbolView(i, PIXI) drawing one; wild (the symbol a wild reel fills with); scatter; theme
 * { frame, frameFree, edge, edgeFree, glow, title, titleFont, banner }; winCells(spin) -> { cells, paths } (paths
 * are lists of cells to join); winText(win) the status line of one win.
 */
export function videoSlot(game) {
  const T = (key, vars) => t(`${game.prefix}${key}`, vars);
  let BASE = null;
  let FREE = null;
  let figures = null;
  let PIXI = null;
  let app = null;
  let textures = [];
  let blurred = [];
  const reels = [];
  let overlay = null;
  let banner = null;
  let counterText = null;
  let winText = null;
  let titleText = null;
  let frame = null;
  let coins = null;
  let hurry = 1; // a tap on the reels speeds the rest of the round up
  let freeMode = false;
  const theme = game.theme;

  async function setup() {
    const host = $('reels');
    PIXI = await import('/provider/inhouse/vendor/pixi.mjs');
    const { Application, BlurFilter, Container, Graphics, Rectangle, Sprite, Text } = PIXI;
    app = new Application();
    await app.init({
      width: W,
      height: H,
      backgroundAlpha: 0,
      antialias: false,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      // The canvas is sized by CSS to its container; the renderer draws at the stage's size times the density.
      autoDensity: false,
    });
    host.append(app.canvas);
    textures = Array.from({ length: game.symbols }, (_, i) =>
      app.renderer.generateTexture({
        target: game.symbolView(i, PIXI),
        frame: new Rectangle(0, 0, CELL, CELL),
        resolution: 2,
      }),
    );
    // Each symbol once more with a vertical motion blur, shown while its reel runs fast: a filter pass per reel and
    // frame (five offscreen renders) would cost a phone's GPU more than the reels themselves.
    blurred = textures.map((texture) => {
      const s = new Sprite(texture);
      s.filters = [new BlurFilter({ strengthX: 0, strengthY: 14, quality: 3 })];
      const t = app.renderer.generateTexture({ target: s, frame: new Rectangle(0, 0, CELL, CELL), resolution: 1 });
      s.destroy();
      return t;
    });
    frame = new Graphics();
    app.stage.addChild(frame);
    drawFrame();
    titleText = new Text({
      text: T('Title').toUpperCase(),
      style: {
        fontFamily: theme.titleFont,
        fontSize: 30,
        fontWeight: '900',
        fill: theme.title,
        letterSpacing: 3,
        stroke: { color: theme.titleStroke, width: 5 },
        dropShadow: { color: theme.glow, blur: 14, distance: 0, alpha: 0.7 },
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

    // One mask over the five reels (the window's rows; a reel's sprites stay within its column): one stencil
    // pass a frame instead of five.
    const box = new Container();
    const mask = new Graphics().rect(reelX(0), TOP, reelX(4) + CELL - reelX(0), 3 * CELL).fill(0xffffff);
    box.addChild(mask);
    box.mask = mask;
    app.stage.addChild(box);
    for (let r = 0; r < 5; r++) {
      const c = new Container();
      c.position.set(reelX(r), TOP);
      const sprites = Array.from({ length: 5 }, () => {
        const s = new Sprite(textures[0]);
        s.anchor.set(0.5);
        s.x = CELL / 2;
        c.addChild(s);
        return s;
      });
      box.addChild(c);
      reels.push({ c, sprites, fast: false, p: 0, strip: [0, 1, 2, 3, 4], pulse: [0, 0, 0], fill: null, filled: 0 });
    }
    overlay = new Graphics();
    app.stage.addChild(overlay);
    winText = new Text({
      text: '',
      style: {
        fontFamily: 'system-ui, sans-serif',
        fontSize: 34,
        fontWeight: '900',
        fill: theme.title,
        stroke: { color: theme.titleStroke, width: 6 },
        dropShadow: { color: theme.glow, blur: 16, distance: 0, alpha: 0.8 },
      },
    });
    winText.anchor.set(0.5);
    winText.position.set(W / 2, TOP + 3 * CELL + 38);
    app.stage.addChild(winText);
    banner = new Container();
    banner.position.set(W / 2, TOP + 1.5 * CELL);
    banner.visible = false;
    app.stage.addChild(banner);
    // The celebration's coins: one texture, a fixed pool of sprites (no allocation per frame).
    const coin = new Graphics().circle(12, 12, 11).fill(theme.coin).stroke({ width: 2, color: theme.titleStroke });
    coin.circle(12, 12, 6).stroke({ width: 2, color: 0xffffff, alpha: 0.5 });
    const coinTexture = app.renderer.generateTexture({ target: coin, resolution: 2 });
    coins = new Container();
    coins.visible = false;
    coins.list = Array.from({ length: 48 }, () => {
      const s = new Sprite(coinTexture);
      s.anchor.set(0.5);
      coins.addChild(s);
      return s;
    });
    app.stage.addChild(coins);

    const fit = () => {
      // Drawn at the canvas's size on screen in device pixels (capped at 2x): a phone shows the 700-wide stage at
      // about half, so drawing it at full density would fill four times the pixels it shows.
      const scale = Math.min(host.clientWidth / W, host.clientHeight / H) || 1;
      app.renderer.resize(W, H, Math.max(0.5, Math.min(2, (window.devicePixelRatio || 1) * scale)));
      touch();
    };
    new ResizeObserver(fit).observe(host);
    fit();
    // Drawn only while something moves or just changed (frameTick renders): an idle machine repaints nothing.
    app.ticker.remove(app.render, app);
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
    const box = [LEFT - 14, TOP - 12, W - 2 * LEFT + 28, 3 * CELL + 24, 18];
    frame.roundRect(...box).fill(freeMode ? theme.frameFree : theme.frame);
    frame.roundRect(...box).stroke({ width: 4, color: freeMode ? theme.edgeFree : theme.edge });
    for (let r = 0; r < 5; r++) frame.roundRect(reelX(r), TOP, CELL, 3 * CELL, 10).fill({ color: 0, alpha: 0.35 });
  }

  /** Draws a reel at its position `p` (the strip index on the top row; fractional while it moves). */
  function place(reel) {
    touch();
    const L = reel.strip.length;
    const base = Math.floor(reel.p);
    const f = reel.p - base;
    reel.sprites.forEach((s, i) => {
      const row = i - 1;
      const filled = reel.fill !== null && f === 0 && row >= 0 && row < reel.filled;
      s.texture = (reel.fast ? blurred : textures)[filled ? reel.fill : reel.strip[mod(base + i - 1, L)]];
      s.y = (row - f) * CELL + CELL / 2;
      const pulse = f === 0 && row >= 0 && row < 3 ? reel.pulse[row] : 0;
      s.scale.set(1 + pulse);
    });
  }

  // ---- Motion: tweens on the ticker, each finished by a timer too (a hidden tab gets no frames). ----
  const tweens = new Set();
  let changedAt = 0;
  /** Something on the stage changed: the next frames draw it. */
  const touch = () => {
    changedAt = performance.now();
  };
  let glowAt = 0;
  let glowing = null;
  let partyUntil = 0;
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
    if (coins.visible) {
      const dt = Math.min(50, app.ticker.deltaMS) / 1000;
      for (const s of coins.list) {
        s.vy += 900 * dt;
        s.x += s.vx * dt;
        s.y += s.vy * dt;
        s.rotation += s.spin * dt;
        s.scale.x = Math.cos(now / 120 + s.phase);
        if (s.y > H + 20 && now < partyUntil) launch(s);
      }
      if (now > partyUntil + 1500) coins.visible = false;
    }
    const moving = !reduced && (tweens.size > 0 || glowing || banner.visible || coins.visible);
    if (moving || now - changedAt < 100) app.render();
  }
  function launch(s) {
    s.x = W / 2 + (Math.random() - 0.5) * 200;
    s.y = TOP + 1.5 * CELL;
    s.vx = (Math.random() - 0.5) * 700;
    s.vy = -500 - Math.random() * 450;
    s.spin = (Math.random() - 0.5) * 8;
    s.phase = Math.random() * 6;
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

  /**
   * Spins the reels to `stops` on `strips`, stopping them left to right with a bounce; `landed(r)` is called as each
   * reel stops (a wild fills its reel then). Resolves on the last stop.
   */
  async function spinTo(stops, strips, landed = () => {}) {
    clearWins();
    for (const reel of reels) reel.fill = null;
    if (reduced || !app) {
      reels.forEach((reel, r) => {
        reel.strip = strips[r];
        reel.p = stops[r];
        if (app) place(reel);
        landed(r);
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
          reel.fast = speed > 0.006; // over about six cells a second the symbols read as a blur
          place(reel);
        });
        reel.fast = false;
        reel.p = stops[r];
        place(reel);
        sound('tick');
        landed(r);
      }),
    );
  }

  /**
   * A wild that fills its reel (Neon Fruits' free spins): as the reel lands it turns wild top to bottom with a pop,
   * so the filled reel shows before the next reels stop and long before the lines are traced.
   */
  function fillReel(r) {
    const reel = reels[r];
    if (!app) return null;
    reel.fill = game.wild;
    overlay.roundRect(reelX(r) - 2, TOP - 2, CELL + 4, 3 * CELL + 4, 12).stroke({ width: 5, color: theme.glow });
    sound('win');
    if (reduced) {
      reel.filled = 3;
      place(reel);
      return null;
    }
    reel.filled = 1;
    return tween(420 / hurry, (u) => {
      reel.filled = Math.min(3, 1 + Math.floor(u * 3));
      reel.pulse.fill(0.18 * Math.sin(Math.PI * u));
      place(reel);
    });
  }

  function clearWins() {
    glowing = null;
    if (!app) return;
    touch();
    banner.visible = false; // under reduced motion a banner stays until the next spin
    overlay.clear();
    overlay.alpha = 1;
    for (const reel of reels) {
      reel.pulse.fill(0);
      place(reel);
    }
  }

  const ring = (r, row, color, width) =>
    overlay.roundRect(reelX(r) + 3, TOP + row * CELL + 3, CELL - 6, CELL - 6, 16).stroke({ width, color, alpha: 0.95 });

  /** Lights a spin's wins: the cells pulse and each way or line is traced across its reels. */
  function showWins(spin) {
    if (!app || !spin.wins.length) return;
    const { cells, paths } = game.winCells(spin, figures);
    for (const path of paths)
      for (let i = 0; i + 1 < path.length; i++) {
        const p = cellCentre(path[i].r, path[i].row);
        const q = cellCentre(path[i + 1].r, path[i + 1].row);
        overlay.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 12, color: theme.glow, alpha: 0.25, cap: 'round' });
        overlay.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 3, color: theme.line, alpha: 0.95, cap: 'round' });
      }
    for (const { r, row } of cells) ring(r, row, theme.title, 4);
    touch();
    glowing = cells;
    glowAt = performance.now();
  }

  /** Lights the scatters that awarded free spins. */
  function showScatters(spin) {
    if (!app) return;
    const cells = [];
    spin.grid.forEach((col, r) => {
      col.forEach((x, row) => {
        if (x === game.scatter) cells.push({ r, row });
      });
    });
    for (const { r, row } of cells) ring(r, row, theme.edgeFree, 5);
    glowing = [...(glowing ?? []), ...cells];
    glowAt = performance.now();
  }

  const setWin = (text) => {
    if (winText) winText.text = text;
    touch();
  };
  async function countUp(from, to) {
    if (!app || reduced || to === from) {
      setWin(to > 0 ? `${T('Win')} ${money((to / 100).toFixed(2))}` : '');
      return;
    }
    // A text is drawn anew (with its glow) each time it changes: the count moves about 15 times a second, not 60.
    let shownAt = 0;
    await tween(Math.min(900, 250 + (to - from) * 2) / hurry, (u) => {
      const now = performance.now();
      if (u < 1 && now - shownAt < 66) return;
      shownAt = now;
      const v = Math.round(from + (to - from) * (1 - (1 - u) ** 3));
      setWin(`${T('Win')} ${money((v / 100).toFixed(2))}`);
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
        fontFamily: theme.titleFont,
        fontSize: 46,
        fontWeight: '900',
        fill: theme.title,
        stroke: { color: theme.titleStroke, width: 8 },
        dropShadow: { color: theme.glow, blur: 20, distance: 0, alpha: 0.9 },
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
    g.roundRect(-300, -70, 600, 140, 24).fill({ color: theme.banner, alpha: 0.9 });
    g.roundRect(-300, -70, 600, 140, 24).stroke({ width: 4, color: theme.edge });
    banner.addChild(g, head, sub);
    banner.visible = true;
    banner.grow = performance.now();
    banner.scale.set(reduced ? 1 : 0.6);
    touch();
    if (reduced) return;
    await sleep(ms / hurry);
    banner.visible = false;
    touch();
  }
  /** A win of 20 bets or more: coins burst from the reels under a BIG WIN (50 bets: MEGA WIN) banner. */
  async function celebrate(bets, amount) {
    if (!app || bets < 20) return;
    sound('win');
    if (!reduced) {
      partyUntil = performance.now() + 1800 / hurry;
      for (const s of coins.list) launch(s);
      for (const [i, s] of coins.list.entries()) s.y += i * 9; // a stream, not one burst
      coins.visible = true;
    }
    await showBanner(T(bets >= 50 ? 'MegaWin' : 'BigWin'), amount, 2200);
  }
  function setFreeMode(on) {
    freeMode = on;
    if (!app) return;
    touch();
    drawFrame();
    titleText.visible = !on;
    counterText.visible = on;
  }
  const setCounter = (n, of, spin) => {
    if (counterText) counterText.text = T('Counter', { n, of, x: spin?.tide ?? '' });
    touch();
  };

  // ---- A round. ----
  let buyNext = false;
  let ready = null;
  // The status line names the two best wins and counts the rest (a filled free spin may pay all 20 lines).
  const winsLine = (spin) => {
    const best = [...spin.wins].sort((a, b) => b.pay - a.pay);
    const named = best.slice(0, best.length > 3 ? 2 : 3).map(game.winText);
    return [...named, ...(best.length > named.length ? [`+${best.length - named.length}`] : [])].join(' · ');
  };

  async function play() {
    const buy = buyNext;
    buyNext = false;
    const base = cents($('bet').value);
    if (!(base > 0)) {
      $('msg').textContent = t('betInvalid');
      return null;
    }
    await ready;
    const cost = figures?.buyCost ?? 100;
    const bet = ((base * (buy ? cost : 1)) / 100).toFixed(2);
    sound('bet');
    $('buy').disabled = true;
    hurry = 1;
    try {
      const r = await api(game.kind, { bet, buy });
      if (r.error === 'BONUS_BUY_OFF') buyOff();
      if (r.error) {
        $('msg').textContent = r.error === 'BONUS_BUY_OFF' ? T('BuyOff') : refusal(r);
        return null;
      }
      await replay(r.outcome, base, r.payout);
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      const won = Number(r.payout) > 0;
      setWin(won ? `${T('Win')} ${money(r.payout)}` : '');
      $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
      sound(won ? 'win' : 'lose');
      const free = r.outcome.spins.length - (buy ? 0 : 1);
      const mult = `${num(r.outcome.total / 100, 0, 2)}x`;
      log({
        nonce: r.nonce,
        text: buy
          ? T('BoughtLog', { spins: free, mult })
          : free > 0
            ? T('FeatureLog', { spins: free, mult })
            : T('Log', { mult }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
      return { bet, payout: r.payout };
    } finally {
      $('buy').disabled = false;
    }
  }

  /** Replays a round's spins in order: the base spin, then the free spins with their banner and counter. */
  async function replay(outcome, base, payout) {
    const spins = outcome.spins;
    const shownOf = (hundredths) => Math.ceil((base * hundredths) / 100); // cents, rounded up as the payout is
    let running = 0;
    let awarded = outcome.buy ? figures.buySpins : 0;
    let played = 0;
    setWin('');
    if (reduced) {
      const last = spins[spins.length - 1];
      const free = outcome.buy || spins.length > 1;
      setFreeMode(free);
      if (free) {
        awarded = spins.reduce((a, s, i) => a + (outcome.buy || i > 0 ? s.freeSpinsAwarded : 0), awarded);
        setCounter(awarded, awarded, last);
      }
      await spinTo(last.stops, free ? FREE : BASE, (r) => last.expanded?.includes(r) && fillReel(r));
      showWins(last);
      await countUp(0, shownOf(outcome.total));
      if (free) $('msg').textContent = T('FeatureDone', { n: awarded });
      setFreeMode(false);
      return;
    }
    if (outcome.buy) {
      setFreeMode(true);
      setCounter(0, awarded, spins[0]);
      await showBanner(T('FreeBanner', { n: awarded }), T('Bought'), 1300);
    }
    for (const [i, spin] of spins.entries()) {
      const free = outcome.buy || i > 0;
      if (free) {
        played++;
        setCounter(played, awarded, spin);
      }
      // The last spin's wins leave the status line as the reels turn again.
      if (i > 0) $('msg').textContent = '';
      const filling = [];
      await spinTo(spin.stops, free ? FREE : BASE, (r) => {
        if (spin.expanded?.includes(r)) filling.push(fillReel(r));
      });
      if (filling.length) {
        await Promise.all(filling);
        await sleep(200 / hurry);
      }
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
          setCounter(0, awarded, spins[i + 1]);
          await showBanner(T('FreeBanner', { n: spin.freeSpinsAwarded }), T('FreeSub'), 1500);
        } else {
          awarded += spin.freeSpinsAwarded;
          setCounter(played, awarded, spin);
          await showBanner(T('Retrigger', { n: spin.freeSpinsAwarded }), null, 1100);
        }
      } else if (free) await sleep(120 / hurry);
    }
    const amount = money((shownOf(outcome.total) / 100).toFixed(2));
    const bets = outcome.total / 100 / (outcome.buy ? figures.buyCost : 1);
    if (awarded > 0) {
      clearWins();
      if (bets < 20) await showBanner(T('FeatureWin'), amount, 1600);
    }
    await celebrate(bets, Number(payout) > 0 ? money(payout) : amount);
    setFreeMode(false);
  }

  // ---- The bonus buy: a confirmation showing its price; no button where the brand does not sell it. ----
  const buyOff = () => {
    $('buy').hidden = true;
  };
  api('state', {})
    .then((s) => {
      if (s.limits?.bonusBuy === false) buyOff();
    })
    .catch(() => {}); // the studio's own state call reports a lost session
  function askBuy() {
    const base = cents($('bet').value);
    if (!(base > 0) || !figures) return;
    $('buyText').innerHTML = '';
    const price = document.createElement('span');
    price.className = 'price';
    price.textContent = money(((base * figures.buyCost) / 100).toFixed(2));
    $('buyText').append(T('BuyAsk', { n: figures.buySpins }), document.createElement('br'), price);
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
    if (!figures) return;
    const pct = (x) => num(x * 100);
    $('payinfo').textContent = `${T('Info', { rtp: pct(figures.rtp.base), buy: pct(figures.rtp.buy) })} · ${t(
      'minStake',
      { amount: money(figures.minStake.base) },
    )}`;
  }
  new MutationObserver(info).observe($('bal'), { childList: true });

  startGame(game.kind, { play });
  $('reels').setAttribute('aria-label', T('Board'));
  ready = (async () => {
    figures = (await rules())[game.kind];
    BASE = figures.baseStrips;
    FREE = figures.freeStrips;
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
      $('msg').textContent = T('NoCanvas');
      console.warn(e);
    }
  })();
  return { ready };
}
