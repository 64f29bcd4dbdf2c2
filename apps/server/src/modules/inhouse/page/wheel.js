// Lumen Wheel: a wheel of 10-50 segments coloured by multiplier; it spins (~1.5 s) to land the pointer on the
// segment the server drew.
(() => {
  const { $, t, refusal, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let layouts = null; // by risk and segment count (hundredths), once the rules are loaded
  let minStake = {};
  let rotation = 0; // degrees, clockwise, as the canvas is turned now
  let lit = null; // the segment landed on, drawn brighter

  const shown = (m) => `${num(m / 100)}x`;
  /** One colour per multiplier band: the higher, the hotter. */
  const colour = (m) =>
    m === 0
      ? '#3a4170'
      : m <= 120
        ? '#cfd8ff'
        : m <= 150
          ? '#5be49b'
          : m <= 180
            ? '#6ec1ff'
            : m <= 200
              ? '#ffd166'
              : m <= 300
                ? '#b98cff'
                : m <= 500
                  ? '#ff8a1f'
                  : '#ff4d6d';
  const choice = () => ({ segments: Number($('segments').value), risk: $('risk').value });
  const layout = () => layouts?.[choice().risk]?.[choice().segments] ?? null;

  let laidOut = false; // drawn from the first layout on (reading its size earlier would force one)

  /** Draws the wheel: segment 0 starts at the top (under the pointer) and the rest follow clockwise. */
  function draw() {
    if (!laidOut) return;
    const canvas = $('wheel');
    const size = Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)) || 360;
    if (canvas.width !== size) canvas.width = canvas.height = size;
    const g = canvas.getContext('2d');
    const r = size / 2;
    g.clearRect(0, 0, size, size);
    const segs = layout();
    if (!segs) {
      g.fillStyle = '#2e3358';
      g.beginPath();
      g.arc(r, r, r, 0, Math.PI * 2);
      g.fill();
      return;
    }
    const step = (Math.PI * 2) / segs.length;
    segs.forEach((m, i) => {
      const from = -Math.PI / 2 + i * step;
      g.beginPath();
      g.moveTo(r, r);
      g.arc(r, r, r, from, from + step);
      g.closePath();
      g.fillStyle = colour(m);
      g.globalAlpha = lit === null || lit === i ? 1 : 0.55;
      g.fill();
    });
    g.globalAlpha = 1;
    // Separators, and the darker inner ring that frames the hub.
    g.strokeStyle = '#0c0e22';
    g.lineWidth = Math.max(1, size / 220);
    segs.forEach((_, i) => {
      const a = -Math.PI / 2 + i * step;
      g.beginPath();
      g.moveTo(r, r);
      g.lineTo(r + r * Math.cos(a), r + r * Math.sin(a));
      g.stroke();
    });
    g.fillStyle = '#0c0e22cc';
    g.beginPath();
    g.arc(r, r, r * 0.72, 0, Math.PI * 2);
    g.fill();
    if (lit !== null) {
      const from = -Math.PI / 2 + lit * step;
      g.strokeStyle = '#ffffff';
      g.lineWidth = size / 90;
      g.beginPath();
      g.arc(r, r, r - g.lineWidth / 2, from, from + step);
      g.stroke();
    }
  }

  /** The legend: each multiplier with its colour and how many segments carry it. */
  function legend(won) {
    const segs = layout();
    const { segments, risk } = choice();
    $('wheel').setAttribute('aria-label', t('wheelAria', { n: segments }));
    if (!segs) {
      $('legend').innerHTML = '';
      $('payinfo').textContent = '';
      return;
    }
    const counts = new Map();
    for (const m of segs) counts.set(m, (counts.get(m) ?? 0) + 1);
    $('legend').innerHTML = [...counts.keys()]
      .sort((a, b) => a - b)
      .map((m) => {
        const label = t('wheelLegendItem', { mult: shown(m), count: counts.get(m), segments });
        return `<li class="wheel-chip${m === won ? ' on' : ''}" aria-label="${label}"><i aria-hidden="true" data-c="${colour(m)}"></i><span aria-hidden="true">${shown(m)}</span><small aria-hidden="true">${counts.get(m)}/${segments}</small></li>`;
      })
      .join('');
    for (const chip of $('legend').children) chip.style.setProperty('--c', chip.firstChild.dataset.c);
    const min = minStake[risk]?.[segments];
    $('payinfo').textContent = min ? t('minStake', { amount: money(min) }) : '';
  }

  /** A new wheel (other risk or segment count): unturned, nothing lit. */
  function reset() {
    lit = null;
    rotation = 0;
    $('wheel').classList.remove('spinning');
    $('wheel').style.transform = 'rotate(0deg)';
    $('hub').textContent = '';
    $('hub').style.removeProperty('--hub');
    draw();
    legend(null);
  }

  /** Turns the wheel (three turns and the rest, easing out) until the pointer is over the segment. */
  function spin(segment, segments) {
    const width = 360 / segments;
    // Anywhere inside the segment but its edges: the draw picks the segment, the spot in it is only for the eye.
    const centre = (segment + 0.5 + (Math.random() - 0.5) * 0.7) * width;
    const target = (((-centre - rotation) % 360) + 360) % 360;
    rotation += (reduced ? 0 : 360 * 3) + target;
    const wheel = $('wheel');
    if (reduced) {
      wheel.classList.remove('spinning');
      wheel.style.transform = `rotate(${rotation}deg)`;
      return Promise.resolve();
    }
    wheel.classList.add('spinning');
    // Start from the current angle, then turn on the next frame so the transition runs.
    void wheel.offsetWidth;
    wheel.style.transform = `rotate(${rotation}deg)`;
    return new Promise((done) => {
      const end = () => {
        wheel.removeEventListener('transitionend', end);
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(end, 1650); // a hidden tab may skip the transition's end
      wheel.addEventListener('transitionend', end);
    });
  }

  async function play() {
    if (!layout()) return null; // the wheel is drawn from the rules: wait for them
    const bet = stake();
    const { segments, risk } = choice();
    lit = null;
    draw();
    legend(null);
    $('hub').classList.remove('pop');
    sound('bet');
    // The wheel on screen is the one played: its choices wait until it stops.
    $('risk').disabled = $('segments').disabled = true;
    let r;
    try {
      r = await api('wheel', { bet, segments, risk });
      if (r.error) {
        $('msg').textContent = refusal(r);
        return null;
      }
      await spin(r.outcome.segment, segments);
    } finally {
      $('risk').disabled = $('segments').disabled = false;
    }
    const { segment, multiplier } = r.outcome;
    lit = segment;
    draw();
    legend(multiplier);
    $('hub').textContent = shown(multiplier);
    $('hub').style.setProperty('--hub', colour(multiplier));
    $('hub').classList.add('pop');
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    const won = Number(r.payout) > 0;
    $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
    sound(won ? 'win' : 'lose');
    // Numbered from 0 clockwise, as the verification page and the proof record it.
    log({ nonce: r.nonce, text: t('wheelLog', { n: segment, mult: shown(multiplier) }), payout: r.payout });
    $('nonce').textContent = r.nonce + 1;
    return { bet, payout: r.payout };
  }

  $('risk').onchange = reset;
  $('segments').onchange = reset;
  new ResizeObserver(() => {
    laidOut = true;
    draw();
  }).observe($('wheel'));
  startGame('wheel', { play });
  reset();
  rules()
    .then((all) => {
      layouts = all.wheel.layouts;
      minStake = all.wheel.minStake;
      reset();
    })
    .catch(() => undefined); // the wheel stays blank without the rules; the server decides and pays the round anyway
})();
