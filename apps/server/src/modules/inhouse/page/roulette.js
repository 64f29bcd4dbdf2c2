// Lumen Roulette: chips on a European single-zero table; one spin of the wheel settles them all on the server.
(() => {
  const { $, t, refusal, money, api, log, sound, startGame, stakeText } = window.Lumen;
  const WHEEL = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29,
    7, 28, 12, 35, 3, 26,
  ];
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const STEP = 360 / 37;
  const CHIPS = [10, 100, 500, 2500, 10000]; // minor units
  const MAX_SPOTS = 40; // the server takes at most 40 chips a spin; one chip per spot
  const SPIN_MS = 1400;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const colourOf = (p) => (p === 0 ? 'green' : RED.has(p) ? 'red' : 'black');
  const colourKey = { red: 'rouletteRed', black: 'rouletteBlack', green: 'rouletteGreen' };

  let chipValue = 100;
  let removing = false;
  let placed = new Map(); // spot key ('straight:17', 'red', 'dozen:2') -> minor units
  let last = null; // the chips of the last spin, for "repeat"
  let spinning = false;
  let wheelAngle = 0;
  let ballAngle = 0;

  const NS = 'http://www.w3.org/2000/svg';
  const svg = (tag, attrs, parent) => {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    parent?.append(el);
    return el;
  };
  const at = (r, deg) => {
    const a = (deg * Math.PI) / 180;
    return `${(r * Math.sin(a)).toFixed(3)} ${(-r * Math.cos(a)).toFixed(3)}`;
  };
  const sector = (r0, r1, a0, a1) =>
    `M${at(r0, a0)} L${at(r1, a0)} A${r1} ${r1} 0 0 1 ${at(r1, a1)} L${at(r0, a1)} A${r0} ${r0} 0 0 0 ${at(r0, a0)}Z`;

  /** The wheel: a fixed bowl and ball track, the turning head (pockets, numbers, cone) and the ball. */
  function buildWheel() {
    const root = $('wheel');
    const defs = svg('defs', {}, root);
    const cone = svg('radialGradient', { id: 'rt-cone' }, defs);
    svg('stop', { offset: '0', 'stop-color': '#6b58c9' }, cone);
    svg('stop', { offset: '0.7', 'stop-color': '#2a2260' }, cone);
    svg('stop', { offset: '1', 'stop-color': '#171338' }, cone);
    const rim = svg('linearGradient', { id: 'rt-rim', x1: '0', y1: '0', x2: '1', y2: '1' }, defs);
    svg('stop', { offset: '0', 'stop-color': '#ffd166' }, rim);
    svg('stop', { offset: '1', 'stop-color': '#8a5a12' }, rim);
    svg('circle', { r: 99, fill: '#0b0d1c', stroke: 'url(#rt-rim)', 'stroke-width': 2 }, root);
    svg('circle', { r: 90, fill: '#141834', stroke: '#ffffff22', 'stroke-width': 0.6 }, root);
    const head = svg('g', { class: 'rt-rot', id: 'head' }, root);
    WHEEL.forEach((p, k) => {
      const a0 = (k - 0.5) * STEP;
      const a1 = (k + 0.5) * STEP;
      const fill = p === 0 ? '#14a85b' : RED.has(p) ? '#d8213f' : '#1a1d33';
      svg('path', { d: sector(70, 86, a0, a1), fill, stroke: '#ffd16655', 'stroke-width': 0.4 }, head);
      svg('path', { d: sector(58, 70, a0, a1), fill: '#0e1026', stroke: '#ffd16644', 'stroke-width': 0.4 }, head);
      const text = svg('text', { class: 'rt-num', transform: `rotate(${k * STEP}) translate(0 -78)` }, head);
      text.textContent = String(p);
    });
    svg('circle', { r: 58, fill: 'url(#rt-cone)', stroke: '#ffd16688', 'stroke-width': 0.8 }, head);
    for (let i = 0; i < 4; i++)
      svg(
        'rect',
        { x: -2, y: -40, width: 4, height: 80, rx: 2, fill: '#ffd16633', transform: `rotate(${i * 45})` },
        head,
      );
    const ball = svg('g', { class: 'rt-ball', id: 'ball' }, root);
    svg(
      'circle',
      { class: 'rt-dot', id: 'dot', r: 4.2, fill: '#fff', transform: 'translate(0 -64)' },
      ball,
    ).style.filter = 'drop-shadow(0 0 3px #fff)';
  }

  /** The table: the zero, 1-36 in three rows, the columns (2:1), the dozens and the even-money bets. */
  function buildTable() {
    const table = $('table');
    const spot = (key, html, cls, col, row, label) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `spot ${cls}`;
      b.dataset.key = key;
      b.style.gridColumn = col;
      b.style.gridRow = row;
      b.setAttribute('aria-label', label);
      b.innerHTML = `<span>${html}</span><span class="chip-on"></span>`;
      table.append(b);
    };
    spot('straight:0', '0', 'green', '1', '1 / 4', '0');
    for (let n = 1; n <= 36; n++)
      spot(`straight:${n}`, n, colourOf(n), String(Math.ceil(n / 3) + 1), String(3 - ((n - 1) % 3)), String(n));
    for (let c = 1; c <= 3; c++) spot(`column:${c}`, '2:1', 'out', '14', String(4 - c), `2:1 (${c})`);
    for (let d = 1; d <= 3; d++)
      spot(`dozen:${d}`, `${d * 12 - 11}-${d * 12}`, 'out', `${d * 4 - 2} / span 4`, '4', `${d * 12 - 11}-${d * 12}`);
    const outside = [
      ['low', '1-18', '1-18'],
      ['even', t('rouletteEven'), t('rouletteEven')],
      ['red', '<i class="diamond red"></i>', t('rouletteRed')],
      ['black', '<i class="diamond black"></i>', t('rouletteBlack')],
      ['odd', t('rouletteOdd'), t('rouletteOdd')],
      ['high', '19-36', '19-36'],
    ];
    outside.forEach(([key, html, label], i) => {
      spot(key, html, 'out', `${i * 2 + 2} / span 2`, '5', label);
    });
    table.onclick = (e) => {
      const b = e.target.closest('.spot');
      if (b) (removing ? take : put)(b.dataset.key);
    };
    table.oncontextmenu = (e) => {
      const b = e.target.closest('.spot');
      if (!b) return;
      e.preventDefault();
      take(b.dataset.key);
    };
  }

  function buildChips() {
    for (const v of CHIPS) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `chip${v === chipValue ? ' on' : ''}`;
      b.dataset.v = v;
      b.textContent = v >= 100 ? String(v / 100) : (v / 100).toFixed(2).replace(/^0/, '');
      b.setAttribute('aria-label', `${t('rouletteChip')} ${stakeText(v)}`);
      b.setAttribute('aria-pressed', String(v === chipValue));
      b.onclick = () => {
        chipValue = v;
        for (const c of $('chips').children) {
          c.classList.toggle('on', c === b);
          c.setAttribute('aria-pressed', String(c === b));
        }
      };
      $('chips').append(b);
    }
  }

  const decimal = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  const short = (minor) => (minor >= 100000 ? `${+(minor / 100000).toFixed(1)}k` : String(+(minor / 100).toFixed(2)));
  const total = () => [...placed.values()].reduce((s, v) => s + v, 0);

  function put(key) {
    if (spinning) return;
    if (!placed.has(key) && placed.size >= MAX_SPOTS) {
      $('msg').textContent = t('rouletteTooMany', { max: MAX_SPOTS });
      return;
    }
    placed.set(key, (placed.get(key) ?? 0) + chipValue);
    sound('tick');
    render();
  }
  function take(key) {
    if (spinning || !placed.has(key)) return;
    const left = (placed.get(key) ?? 0) - chipValue;
    if (left > 0) placed.set(key, left);
    else placed.delete(key);
    render();
  }

  /** The chips on the table and their total in #bet (the stake sent is their sum). */
  function render() {
    for (const b of $('table').children) {
      const v = placed.get(b.dataset.key);
      b.classList.toggle('has', Boolean(v));
      b.classList.remove('hit');
      b.lastChild.textContent = v ? short(v) : '';
    }
    $('bet').value = stakeText(total());
    $('msg').textContent = '';
  }

  const toChip = ([key, minor]) => {
    const [bet, value] = key.split(':');
    return value === undefined
      ? { bet, amount: decimal(minor) }
      : { bet, value: Number(value), amount: decimal(minor) };
  };

  /** Turns the head and runs the ball against it until it rests in `pocket`'s slot. */
  async function spin(pocket) {
    const k = WHEEL.indexOf(pocket);
    const head = $('head');
    const ball = $('ball');
    const dot = $('dot');
    const nextWheel = wheelAngle + 360 + Math.random() * 360;
    // The ball ends over the pocket (head angle + its slot) after at least two turns the other way.
    const base = nextWheel + k * STEP;
    const nextBall = base - 360 * Math.ceil((base - (ballAngle - 720)) / 360);
    if (!reduced.matches) {
      const opts = { duration: SPIN_MS, fill: 'forwards' };
      const turns = [
        head.animate([{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${nextWheel}deg)` }], {
          ...opts,
          easing: 'cubic-bezier(.15,.6,.35,1)',
        }),
        ball.animate([{ transform: `rotate(${ballAngle}deg)` }, { transform: `rotate(${nextBall}deg)` }], {
          ...opts,
          easing: 'cubic-bezier(.1,.55,.3,1)',
        }),
        // On the outer track, then dropping into the pocket ring with a small bounce.
        dot.animate(
          [
            { transform: 'translate(0px, -94px)' },
            { transform: 'translate(0px, -94px)', offset: 0.55 },
            { transform: 'translate(0px, -62px)', offset: 0.82 },
            { transform: 'translate(0px, -67px)', offset: 0.9 },
            { transform: 'translate(0px, -64px)' },
          ],
          { ...opts, easing: 'ease-in-out' },
        ),
      ];
      await Promise.all(turns.map((a) => a.finished));
      for (const a of turns) a.cancel();
    }
    wheelAngle = nextWheel % 360;
    ballAngle = nextBall % 360;
    head.style.transform = `rotate(${wheelAngle}deg)`;
    ball.style.transform = `rotate(${ballAngle}deg)`;
    dot.style.transform = 'translate(0px, -64px)';
  }

  function showPocket(pocket) {
    const colour = colourOf(pocket);
    const el = $('pocket');
    el.textContent = String(pocket);
    el.className = `rt-pocket ${colour} show`;
    const chip = document.createElement('span');
    chip.className = `rt-pk ${colour}`;
    chip.textContent = String(pocket);
    chip.title = t(colourKey[colour]);
    $('last').prepend(chip);
    while ($('last').children.length > 10) $('last').lastChild.remove();
  }

  async function play() {
    if (spinning) return null;
    if (!placed.size) {
      $('msg').textContent = t('rouletteNoBet');
      return null;
    }
    const entries = [...placed];
    const chips = entries.map(toChip);
    const bet = decimal(total());
    $('bet').value = stakeText(total());
    $('msg').textContent = '';
    $('pocket').className = 'rt-pocket';
    for (const b of $('table').children) b.classList.remove('hit');
    spinning = true;
    try {
      const r = await api('roulette', { bet, chips });
      if (r.error) {
        $('msg').textContent = refusal(r);
        return null;
      }
      last = new Map(entries);
      const { pocket, colour, winning } = r.outcome;
      await spin(pocket);
      showPocket(pocket);
      for (const i of winning) $('table').querySelector(`[data-key="${entries[i][0]}"]`)?.classList.add('hit');
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      const won = Number(r.payout) > 0;
      $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
      sound(won ? 'win' : 'lose');
      log({
        nonce: r.nonce,
        text: t('rouletteLog', { pocket, colour: t(colourKey[colour]), hits: winning.length }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
      return { bet, payout: r.payout };
    } catch (e) {
      $('msg').textContent = e.message;
      return null;
    } finally {
      spinning = false;
    }
  }

  $('remove').onclick = () => {
    removing = !removing;
    $('remove').classList.toggle('on', removing);
    $('remove').setAttribute('aria-pressed', String(removing));
  };
  $('clear').onclick = () => {
    if (spinning) return;
    placed = new Map();
    render();
  };
  $('repeat').onclick = () => {
    if (spinning || !last) return;
    placed = new Map(last);
    render();
  };

  buildWheel();
  buildChips();
  buildTable();
  startGame('roulette', { play });
  // A first bet to start from: one unit on red.
  placed.set('red', 100);
  render();
})();
