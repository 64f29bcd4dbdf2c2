// Lumen Plinko: a triangle of pegs on a canvas; the ball bounces down the path the server drew and lands in a slot,
// coloured from the centre (cool) to the edges (hot). The tables, RTPs and minimum stakes come from the server's rules.
(() => {
  const { $, t, refusal, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const canvas = $('board');
  const ctx = canvas.getContext('2d');

  let tables = null; // by rows, then risk: multipliers in hundredths (from the rules)
  let rtp = {};
  let minStake = {};
  const choice = () => ({ rows: Number($('rows').value), risk: $('risk').value });
  let board = choice(); // what the canvas draws (the selectors are locked while a ball falls)

  /** A multiplier in hundredths as the slots show it: 1000, 26, 5.6, 0.2 (1K when the slot is narrow). */
  const label = (m, narrow) => {
    const x = m / 100;
    if (narrow && x >= 1000) return `${x / 1000}K`;
    return String(x);
  };
  /** Centre slot cool (blue), edges hot (orange): hue 225 -> 390 through violet and pink. */
  const slotHue = (k, rows) => {
    const d = Math.abs(k - rows / 2) / (rows / 2);
    return (225 + 165 * d ** 0.85) % 360;
  };
  const slotColour = (k, rows, light = 60) => `hsl(${slotHue(k, rows).toFixed(0)} 95% ${light}%)`;

  // ---- Geometry: peg spacing s, rows `vs` apart; row i has i + 3 pegs; slot k lies under the gap k of the last row.
  let W = 0;
  let H = 0;
  let geo = null;
  function layout() {
    const rows = board.rows;
    const s = Math.min((W - 8) / (rows + 2), (H - 10) / (rows * 0.9 + 2.2), 60);
    const vs = s * 0.9;
    const height = s * (rows * 0.9 + 2.2);
    const top = (H - height) / 2 + s * 1.25;
    const slotY = top + (rows - 1) * vs + s * 0.7;
    geo = {
      rows,
      s,
      vs,
      top,
      slotY,
      slotH: Math.max(16, s * 0.78),
      pegR: Math.max(1.8, s * 0.1),
      ballR: Math.max(3.5, s * 0.26),
    };
  }
  const pegX = (row, j) => W / 2 + (j - (row + 2) / 2) * geo.s;
  const pegY = (row) => geo.top + row * geo.vs;
  const slotX = (k) => W / 2 + (k - geo.rows / 2) * geo.s;

  function resize() {
    const dpr = window.devicePixelRatio || 1;
    W = canvas.clientWidth;
    H = canvas.clientHeight;
    canvas.width = Math.round(W * dpr);
    canvas.height = Math.round(H * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    layout();
    draw(performance.now());
  }

  // ---- What moves: balls on their paths, pegs lit when hit, the landed slot flashing. ----
  const balls = [];
  const litPegs = new Map(); // "row:j" -> time hit
  const flashes = new Map(); // slot -> time landed
  const PEG_GLOW = 260;
  const FLASH = 900;

  /** The ball's resting points: above the drop, above each peg it hits, then in its slot. */
  function waypoints(path) {
    const pts = [{ x: W / 2, y: pegY(0) - geo.s * 1.1 }];
    let rights = 0;
    path.forEach((step, row) => {
      pts.push({ x: pegX(row, rights + 1), y: pegY(row) - geo.pegR - geo.ballR, row, j: rights + 1 });
      rights += step;
    });
    pts.push({ x: slotX(rights), y: geo.slotY + geo.slotH * 0.45 });
    return pts;
  }

  /** Animates one ball down `path`; resolves when it lands (about 0.75-1.15 s, at once under reduced motion). */
  function drop(path, slot) {
    if (reduced) {
      flashes.set(slot, performance.now());
      kick();
      return Promise.resolve();
    }
    return new Promise((landed) => {
      const segments = path.length + 1;
      const duration = Math.min(1150, 350 + path.length * 50);
      balls.push({ pts: waypoints(path), start: performance.now(), seg: duration / segments, slot, landed, hit: 0 });
      kick();
      // A hidden tab gets no frames: the round still ends on time (the result is the server's already).
      setTimeout(landed, duration + 400);
    });
  }

  function ballAt(b, now) {
    const elapsed = Math.max(0, now - b.start); // a frame's time can precede the drop's start
    const i = Math.min(Math.floor(elapsed / b.seg), b.pts.length - 2);
    const u = Math.min(1, (elapsed - i * b.seg) / b.seg);
    const from = b.pts[i];
    const to = b.pts[i + 1];
    // Hitting a peg lights it; from the first peg on each hop bounces up a little, then falls.
    if (i >= 1 && b.hit < i) {
      b.hit = i;
      litPegs.set(`${from.row}:${from.j}`, now);
    }
    if (i === 0) return { x: from.x, y: from.y + (to.y - from.y) * u * u };
    const h = geo.s * 0.28;
    return { x: from.x + (to.x - from.x) * u, y: from.y - h * 4 * u * (1 - u) + (to.y - from.y) * u * u };
  }

  /** The font size (px) at which `text` fits a slot `w` wide: up to 17 px, down to 6. */
  function fit(text, w) {
    let size = Math.min(17, geo.s * 0.42);
    ctx.font = `800 ${size}px system-ui, sans-serif`;
    const width = ctx.measureText(text).width;
    if (width > w - 4) size = Math.max(6, (size * (w - 4)) / width);
    return size;
  }

  function draw(now) {
    ctx.clearRect(0, 0, W, H);
    if (!geo) return;
    const { rows, pegR, s, slotH, slotY } = geo;
    // Pegs, glowing for a moment after a hit.
    for (let row = 0; row < rows; row++)
      for (let j = 0; j < row + 3; j++) {
        const hit = litPegs.get(`${row}:${j}`);
        const glow = hit === undefined ? 0 : Math.max(0, 1 - (now - hit) / PEG_GLOW);
        if (hit !== undefined && glow === 0) litPegs.delete(`${row}:${j}`);
        ctx.beginPath();
        ctx.arc(pegX(row, j), pegY(row), pegR * (1 + glow * 0.6), 0, Math.PI * 2);
        ctx.shadowBlur = glow * 14;
        ctx.shadowColor = '#ffd166';
        ctx.fillStyle = glow
          ? `rgba(255, ${Math.round(209 + 46 * (1 - glow))}, ${Math.round(102 + 153 * (1 - glow))}, 1)`
          : '#e8e6ff';
        ctx.fill();
      }
    ctx.shadowBlur = 0;
    // Slots with their multipliers; the landed one dips, brightens and glows.
    const table = tables?.[rows]?.[board.risk];
    const w = s * 0.88;
    const narrow = s < 30;
    // The multipliers carry an x when every one of them fits with it at a readable size.
    const withX = !!table && table.every((m) => fit(`${label(m, narrow)}x`, w) >= 11);
    for (let k = 0; k <= rows; k++) {
      const at = flashes.get(k);
      const f = at === undefined ? 0 : Math.max(0, 1 - (now - at) / FLASH);
      if (at !== undefined && f === 0) flashes.delete(k);
      const x = slotX(k) - w / 2;
      const y = slotY + (reduced ? 0 : f * 5);
      ctx.shadowBlur = 6 + f * 26;
      ctx.shadowColor = slotColour(k, rows, 55);
      ctx.fillStyle = slotColour(k, rows, 58 + f * 22);
      ctx.beginPath();
      if (ctx.roundRect) ctx.roundRect(x, y, w, slotH, Math.min(6, w * 0.2));
      else ctx.rect(x, y, w, slotH);
      ctx.fill();
      ctx.shadowBlur = 0;
      // A darker lip gives the slot depth.
      ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
      ctx.fillRect(x, y + slotH - 3, w, 3);
      const text = table ? `${label(table[k], narrow)}${withX ? 'x' : ''}` : '…';
      ctx.font = `800 ${fit(text, w)}px system-ui, sans-serif`;
      ctx.fillStyle = '#120a24';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, slotX(k), y + slotH / 2 - 1);
    }
    // Balls: a hot core with a glow.
    for (const b of balls) {
      const p = ballAt(b, now);
      const g = ctx.createRadialGradient(p.x - geo.ballR * 0.3, p.y - geo.ballR * 0.3, 1, p.x, p.y, geo.ballR);
      g.addColorStop(0, '#fff6d8');
      g.addColorStop(0.45, '#ffc24b');
      g.addColorStop(1, '#ff7a1f');
      ctx.shadowBlur = 18;
      ctx.shadowColor = '#ffb347';
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(p.x, p.y, geo.ballR, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.shadowBlur = 0;
    // Landed balls leave the board and light their slot.
    for (let i = balls.length - 1; i >= 0; i--) {
      const b = balls[i];
      if (now - b.start >= b.seg * (b.pts.length - 1)) {
        balls.splice(i, 1);
        flashes.set(b.slot, now);
        b.landed();
      }
    }
  }

  // One animation loop while anything moves; the board is still otherwise.
  let looping = false;
  function kick() {
    if (looping) return;
    looping = true;
    const frame = (now) => {
      draw(now);
      if (balls.length || litPegs.size || flashes.size) requestAnimationFrame(frame);
      else looping = false;
    };
    requestAnimationFrame(frame);
  }

  function info() {
    const { rows, risk } = choice();
    const r = rtp[rows]?.[risk];
    const min = minStake[rows]?.[risk];
    $('payinfo').textContent = r
      ? `${t('plinkoInfo', { rtp: num(r * 100) })}${min ? ` · ${t('minStake', { amount: money(min) })}` : ''}`
      : '';
  }
  function choose() {
    board = choice();
    layout();
    info();
    draw(performance.now());
  }
  $('rows').onchange = choose;
  $('risk').onchange = choose;
  // The minimum stake is written in the brand's money, known once the balance first shows.
  new MutationObserver(info).observe($('bal'), { childList: true });

  function remember(m, k, rows) {
    const chip = document.createElement('span');
    chip.className = 'recent-chip pk-chip';
    chip.textContent = `${label(m, false)}x`;
    chip.style.background = slotColour(k, rows, 60);
    chip.style.setProperty('--glow', slotColour(k, rows, 50));
    $('recent').prepend(chip);
    while ($('recent').children.length > 5) $('recent').lastChild.remove();
  }

  const lock = (on) => {
    $('rows').disabled = on;
    $('risk').disabled = on;
  };

  async function play() {
    const bet = stake();
    const { rows, risk } = choice();
    sound('bet');
    lock(true);
    try {
      const r = await api('plinko', { bet, rows, risk });
      if (r.error) {
        $('msg').textContent = refusal(r);
        return null;
      }
      const { path, slot, multiplier } = r.outcome;
      await drop(path, slot);
      remember(multiplier, slot, rows);
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      const mult = `${label(multiplier, false)}x`;
      // Every slot pays something; under 1x it is part of the stake back, said so.
      $('msg').textContent =
        multiplier >= 100
          ? t('won', { amount: money(r.payout) })
          : Number(r.payout) > 0
            ? t('plinkoBack', { amount: money(r.payout), mult })
            : t('noWin');
      sound(multiplier >= 100 ? 'win' : 'lose');
      log({
        nonce: r.nonce,
        text: t('plinkoLog', {
          rows,
          risk: t(`plinko${risk[0].toUpperCase()}${risk.slice(1)}`).toLocaleLowerCase(),
          mult,
        }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
      return { bet, payout: r.payout };
    } finally {
      lock(false);
    }
  }

  startGame('plinko', { play });
  // Sized and drawn when first laid out (no forced layout while the page builds), and again on every resize.
  new ResizeObserver(resize).observe(canvas);
  info();
  rules()
    .then((all) => {
      ({ tables, rtp, minStake } = all.plinko);
      info();
      draw(performance.now());
    })
    .catch(() => undefined); // the slots keep '…'; the server decides and states every round anyway
})();
