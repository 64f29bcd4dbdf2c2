// Lumen Crash: one shared round. The server streams the round's phases (its times in server time), the bets its list
// shows (the first 100), the player's own bet and the round's counts; the page draws the curve m(t) = floor(100 * e^(0.00006 * t_ms)) from started_at, offset by the server clock's lead.
(() => {
  const { $, t, qs, esc, money, num, api, refusal, sound, betTools, startGame, translate, stake, cents } = window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const GROWTH = 0.00006;
  const ERR = {
    BETTING_CLOSED: 'crashBettingClosed',
    ALREADY_BET: 'crashAlreadyBet',
    NOT_RUNNING: 'crashNotRunning',
    ROUND_OVER: 'crashTooLate',
  };
  const say = (r) => (ERR[r.error] ? t(ERR[r.error]) : refusal(r));
  const figure = (h) => num(h / 100);
  const multiplierAt = (ms) => (ms <= 0 ? 100 : Math.floor(100 * Math.exp(GROWTH * ms)));
  const cue = (name) => sound(name);

  let skew = 0; // server clock minus this one, in ms
  const serverNow = () => Date.now() + skew;
  const ms = (iso) => (iso ? Date.parse(iso) : null);
  let round = null;
  const bets = new Map(); // this round's bets by id
  let mine = null; // my bet in the current round
  let history = [];
  let crashedMs = 3000;

  function setRound(r) {
    if (r.serverTime) skew = ms(r.serverTime) - Date.now();
    const fresh = !round || round.id !== r.id;
    const was = round?.phase;
    round = r;
    if (fresh) {
      bets.clear();
      drawCount(null);
      if (mine && mine.round !== r.id) mine = null;
      drawBets();
    }
    $('prev').textContent = r.previousHash ?? '—';
    if (r.phase === 'running' && was !== 'running') cue('tick');
    if (r.phase === 'crashed' && was !== 'crashed') onCrash(r);
    button();
  }

  function onCrash(r) {
    if (!history.some((h) => h.id === r.id)) {
      history.unshift({ id: r.id, crashPoint: r.crashPoint, hash: r.hash });
      history = history.slice(0, 20);
      drawChips(true);
    }
    if (mine && mine.round === r.id) {
      if (mine.status === 'placed' || mine.status === 'pending') {
        $('msg').textContent = t('crashLostMsg', { mult: figure(r.crashPoint) });
        mine.status = 'lost';
        cue('lose');
      }
      refreshBalance();
    }
  }

  async function refreshBalance() {
    const s = await api('crash/state', {}).catch(() => null);
    if (s?.balance !== undefined && s.balance !== null) $('bal').textContent = money(s.balance);
  }

  // ---- The live list and the last crashes. ----
  function drawBets() {
    const rows = [...bets.values()].filter((b) => b.status !== 'void');
    rows.sort((a, b) => (b.status === 'cashed') - (a.status === 'cashed') || cents(b.bet) - cents(a.bet));
    $('bets').innerHTML = rows.length
      ? rows
          .slice(0, 100)
          .map(
            (b) =>
              `<tr class="${b.status === 'cashed' ? 'cashed' : round?.phase === 'crashed' ? 'lost' : ''}"><td>${esc(b.player)}</td><td>${esc(money(b.bet))}</td><td>${b.cashout ? `${figure(b.cashout)}×` : '—'}</td><td>${b.payout ? esc(money(b.payout)) : '—'}</td></tr>`,
          )
          .join('')
      : `<tr><td colspan="4" class="mono">${esc(t('crashNoBets'))}</td></tr>`;
  }
  /** How many play the round (the list shows the first 100). */
  function drawCount(c) {
    $('betCount').textContent = c?.players ? `(${num(c.players, 0)})` : '';
  }
  function drawChips(fresh) {
    $('chips').innerHTML = history
      .map(
        (h, i) =>
          `<span class="cr-chip ${h.crashPoint >= 1000 ? 'high' : h.crashPoint >= 200 ? 'mid' : ''}${fresh && i === 0 ? ' fresh' : ''}" title="${esc(h.hash)}">${figure(h.crashPoint)}×</span>`,
      )
      .join('');
  }

  // ---- The button: Bet while bets are open, Cash out (with the live amount) while my bet rides. ----
  const riding = () => round?.phase === 'running' && mine?.round === round.id && mine.status === 'placed';
  function button(m) {
    const b = $('play');
    const cash = riding();
    const open = round?.phase === 'betting' && !(mine && mine.round === round.id);
    // The live amount shown is the win rounded up, as the server pays it.
    const text = cash
      ? t('crashCashOut', { amount: money((Math.ceil((cents(mine.bet) * (m ?? 100)) / 100) / 100).toFixed(2)) })
      : open || !round
        ? t('crashBet')
        : t('crashWaitRound');
    b.classList.toggle('cash', cash);
    b.disabled = busy || !(cash || open);
    if (b.textContent !== text) b.textContent = text;
  }

  let busy = false;
  async function act() {
    if (busy || !round) return;
    busy = true;
    button();
    $('msg').textContent = '';
    try {
      if (riding()) {
        const r = await api('crash/cashout', {});
        if (r.error) $('msg').textContent = say(r);
        else {
          mine.status = 'cashed';
          $('msg').textContent = t('crashCashedMsg', { mult: figure(r.cashout), amount: money(r.payout) });
          if (r.balance !== undefined) $('bal').textContent = money(r.balance);
          cue('win');
        }
      } else if (round.phase === 'betting') {
        const auto = $('auto').value ? cents($('auto').value) : undefined;
        const body = { bet: stake() };
        if (auto !== undefined) body.autoCashout = auto;
        const r = await api('crash/bet', body);
        if (r.error) $('msg').textContent = say(r);
        else {
          mine = { id: r.betId, round: r.round, bet: r.bet.bet, status: r.bet.status };
          if (r.balance !== undefined) $('bal').textContent = money(r.balance);
          $('msg').textContent = t('crashBetIn', { amount: money(r.bet.bet) });
          cue('bet');
        }
      }
    } catch (e) {
      $('msg').textContent = e.message;
    } finally {
      busy = false;
      button();
    }
  }

  // ---- The stream. ----
  function connect() {
    const ticket = qs.get('ticket');
    const es = new EventSource(`/provider/inhouse/api/crash/stream?${new URLSearchParams({ ticket })}`);
    const live = (on) => {
      $('live').classList.toggle('off', !on);
      $('live').textContent = t(on ? 'crashLive' : 'crashOffline');
    };
    es.onopen = () => live(true);
    es.onerror = () => live(false);
    es.addEventListener('round', (e) => setRound(JSON.parse(e.data)));
    es.addEventListener('count', (e) => drawCount(JSON.parse(e.data)));
    es.addEventListener('history', (e) => {
      history = JSON.parse(e.data);
      drawChips(false);
    });
    es.addEventListener('bet', (e) => {
      const b = JSON.parse(e.data);
      bets.set(b.id, b);
      if (mine && b.id === mine.id && b.status === 'cashed' && mine.status !== 'cashed') {
        // The engine paid my auto cash-out.
        mine.status = 'cashed';
        $('msg').textContent = t('crashCashedMsg', { mult: figure(b.cashout), amount: money(b.payout) });
        cue('win');
        refreshBalance();
      }
      drawBets();
    });
  }

  // ---- The canvas: the curve from 1.00x, the axes growing as it climbs. ----
  const canvas = $('curve');
  const ctx = canvas.getContext('2d');
  let width = 0;
  let height = 0;
  function resize() {
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
  new ResizeObserver(resize).observe(canvas);
  resize();

  function drawCurve(elapsed, m, crashed) {
    ctx.clearRect(0, 0, width, height);
    const pad = 34;
    const spanT = Math.max(8000, elapsed * 1.15);
    const spanM = Math.max(2, (m / 100) * 1.2);
    const x = (ms) => pad + (ms / spanT) * (width - pad - 14);
    const y = (mult) => height - pad - ((mult - 1) / (spanM - 1)) * (height - pad - 24);
    // Grid lines at round multipliers.
    ctx.strokeStyle = '#ffffff14';
    ctx.fillStyle = '#ffffff66';
    ctx.font = '11px system-ui, sans-serif';
    ctx.lineWidth = 1;
    const step = spanM <= 3 ? 0.5 : spanM <= 10 ? 2 : 10 ** Math.floor(Math.log10(spanM));
    for (let g = 1; g <= spanM; g += step) {
      ctx.beginPath();
      ctx.moveTo(pad, y(g));
      ctx.lineTo(width, y(g));
      ctx.stroke();
      ctx.fillText(`${num(g, g < 10 ? 1 : 0)}×`, 2, y(g) + 4);
    }
    if (elapsed <= 0) return;
    const colour = crashed ? '#ff5d73' : '#5be49b';
    const grad = ctx.createLinearGradient(0, y(m / 100), 0, height - pad);
    grad.addColorStop(0, crashed ? '#ff5d7355' : '#5be49b55');
    grad.addColorStop(1, '#0000');
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    const n = 80;
    for (let i = 1; i <= n; i++) {
      const ms = (elapsed * i) / n;
      ctx.lineTo(x(ms), y(Math.exp(GROWTH * ms)));
    }
    ctx.lineTo(x(elapsed), height - pad);
    ctx.lineTo(x(0), height - pad);
    ctx.closePath();
    ctx.fillStyle = grad;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= n; i++) {
      const ms = (elapsed * i) / n;
      ctx.lineTo(x(ms), y(Math.exp(GROWTH * ms)));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.shadowColor = colour;
    ctx.shadowBlur = reduced ? 0 : 16;
    ctx.stroke();
    ctx.shadowBlur = 0;
    // The head of the curve.
    ctx.beginPath();
    ctx.arc(x(elapsed), y(Math.exp(GROWTH * elapsed)), crashed ? 7 : 6, 0, Math.PI * 2);
    ctx.fillStyle = crashed ? '#ff5d73' : '#fff';
    ctx.fill();
  }

  // ---- The frame: 60 fps (4 with reduced motion), drawing from the server's times. ----
  let lastText = '';
  let lastDraw = 0;
  function frame(now) {
    requestAnimationFrame(frame);
    if (reduced && now - lastDraw < 250) return;
    lastDraw = now;
    const big = $('mult');
    if (!round) return;
    const at = serverNow();
    let text;
    let cls = 'cr-big';
    let sub = '';
    let bar = null;
    if (round.phase === 'betting') {
      const left = Math.max(0, ms(round.bettingEndsAt) - at);
      text = `${num(left / 1000, 1)}s`;
      cls += ' waiting';
      sub = t('crashOpen', { s: Math.ceil(left / 1000) });
      bar = left / 5000;
      drawCurve(0, 100, false);
      button();
    } else if (round.phase === 'running') {
      const elapsed = Math.max(0, at - ms(round.startedAt));
      const m = multiplierAt(elapsed);
      text = `${figure(m)}×`;
      drawCurve(elapsed, m, false);
      button(m);
    } else {
      const elapsed = ms(round.crashedAt) - ms(round.startedAt);
      text = `${figure(round.crashPoint)}×`;
      cls += ' crashed';
      const left = Math.max(0, ms(round.crashedAt) + crashedMs - at);
      sub = `${t('crashCrashed', { mult: figure(round.crashPoint) })} · ${t('crashNext', { s: Math.ceil(left / 1000) })}`;
      drawCurve(elapsed, round.crashPoint, true);
    }
    if (text !== lastText) {
      big.textContent = text;
      lastText = text;
    }
    if (big.className !== cls) big.className = cls;
    if ($('phase').textContent !== sub) $('phase').textContent = sub;
    $('bar').hidden = bar === null;
    if (bar !== null) $('barFill').style.transform = `scaleX(${Math.max(0, Math.min(1, bar))})`;
  }

  // ---- Tools: stake presets; Space bets or cashes out. ----
  function tools() {
    // The header's sound switch and rules link come with startGame; the stake tools are the studio's.
    betTools();
    document.addEventListener('keydown', (e) => {
      if (e.key !== ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target.closest?.('input, select, textarea, button, a')) return;
      e.preventDefault();
      act();
    });
    $('play').onclick = act;
  }

  startGame('crash');
  tools();
  translate();
  $('curve').setAttribute('aria-label', t('crashCanvas'));
  api('crash/state', {})
    .then((s) => {
      crashedMs = s.rules?.crashedMs ?? crashedMs;
      if (s.chain) {
        $('terminal').textContent = s.chain.terminalHash;
        $('salt').textContent = s.chain.salt;
      }
      if (s.rules?.minStake) $('payinfo').textContent = t('minStake', { amount: money(s.rules.minStake) });
      history = s.history;
      drawChips(false);
      if (s.myBet && s.round) mine = { id: s.myBet.id, round: s.round.id, bet: s.myBet.bet, status: s.myBet.status };
      if (s.round) setRound(s.round);
      for (const b of s.bets) bets.set(b.id, b);
      drawCount(s.count);
      drawBets();
    })
    .catch((e) => {
      $('msg').textContent = e.message;
    });
  connect();
  requestAnimationFrame(frame);
})();
