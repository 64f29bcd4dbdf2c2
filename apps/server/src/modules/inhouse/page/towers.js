// Lumen Towers: the bet is taken at start; each floor's pick and the cash-out are decided by the server, which keeps
// the traps until the round ends. Floors are drawn bottom up; the one being climbed glows.
(() => {
  const { $, t, refusal, errorText, money, api, rules, log, sound, startGame, lang, stake, stakeText, cents } =
    window.Lumen;
  const FLOORS = 8;
  // The same table as the server's (games/towers.ts); the rules answer replaces the minimum stakes.
  const DIFFICULTIES = {
    easy: { tiles: 4, traps: 1 },
    medium: { tiles: 3, traps: 1 },
    hard: { tiles: 2, traps: 1 },
    expert: { tiles: 3, traps: 2 },
    master: { tiles: 4, traps: 3 },
  };
  let minStake = {};
  let round = null; // { roundId, nonce, bet, difficulty }
  let busy = false;
  // What the tower shows: the difficulty, the tiles picked, the traps once the round ended, the floor lost on.
  let view = { difficulty: $('difficulty').value, moves: [], traps: null, lostAt: -1, flip: -1 };

  /** The shown multiplier after `floors` safe floors (4 decimals, as the server shows it). */
  const multAt = (d, floors) => {
    const { tiles, traps } = DIFFICULTIES[d];
    return Math.floor((0.99 / ((tiles - traps) / tiles) ** floors) * 10_000 + 1e-6) / 10_000;
  };
  const times = (m) => `${m.toLocaleString(lang === 'cn' ? 'zh-CN' : lang, { maximumFractionDigits: 2 })}×`;

  function draw() {
    const { tiles } = DIFFICULTIES[view.difficulty];
    const live = round ? view.moves.length : -1;
    const rows = [];
    for (let f = 0; f < FLOORS; f++) {
      const state = f === live ? 'live' : f < view.moves.length ? 'done' : view.traps ? 'ended' : '';
      const cells = [];
      for (let i = 0; i < tiles; i++) {
        const picked = view.moves[f] === i;
        const trap = view.traps?.[f]?.includes(i);
        let cls = '';
        let face = '';
        if (picked && f === view.lostAt) [cls, face] = ['trap', '✹'];
        else if (picked) [cls, face] = ['safe', '◆'];
        else if (view.traps) [cls, face] = trap ? ['shown-trap', '✹'] : ['shown-safe', '◇'];
        if (f === view.flip && picked) cls += ' flip';
        const label = t('towersTile', { floor: f + 1, tile: i + 1 });
        cells.push(
          `<button type="button" class="tw-tile ${cls}" data-f="${f}" data-i="${i}" aria-label="${label}" ${f === live && !busy ? '' : 'disabled'}>${face}</button>`,
        );
      }
      rows.push(
        `<div class="tw-floor ${state}"><span class="tw-mult">${times(multAt(view.difficulty, f + 1))}</span><div class="tw-tiles" style="--tiles:${tiles}">${cells.join('')}</div></div>`,
      );
    }
    $('tower').innerHTML = rows.join('');
    for (const b of $('tower').querySelectorAll('.tw-tile:not(:disabled)')) b.onclick = () => pick(Number(b.dataset.i));
    view.flip = -1;
  }

  function controls() {
    $('start').disabled = Boolean(round) || busy;
    $('difficulty').disabled = Boolean(round);
    $('bet').disabled = Boolean(round);
    $('cash').disabled = !round || busy;
  }

  function banner(text, win) {
    const el = $('banner');
    el.textContent = text;
    el.className = `tw-banner ${win ? 'win' : 'loss'}`;
    void el.offsetWidth; // restarts the animation
    el.classList.add('show');
    if (win) {
      $('tower').parentElement.classList.remove('won');
      void el.offsetWidth;
      $('tower').parentElement.classList.add('won');
    }
  }

  function standing(r) {
    $('cashamt').textContent = round ? money(r.cashout) : '';
    $('msg').textContent = round ? t('towersStanding', { mult: times(r.multiplier), floor: view.moves.length }) : '';
  }

  /** The round ended (lost, the top reached, cashed out): the traps shown, the balance and history updated. */
  function end(r, won) {
    const { nonce, difficulty } = round;
    round = null;
    view.traps = r.deal?.traps ?? null;
    const floors = view.lostAt >= 0 ? view.lostAt : view.moves.length;
    const text = won
      ? t('towersWon', { amount: money(r.payout), floor: floors })
      : t('towersLost', { floor: view.lostAt + 1 });
    $('msg').textContent = text;
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    sound(won ? 'win' : 'lose');
    banner(won ? `+${money(r.payout)}` : t('towersTrap'), won);
    log({
      nonce,
      text: `${t(`towers${difficulty[0].toUpperCase()}${difficulty.slice(1)}`)} · ${text}`,
      payout: r.payout,
    });
    standing({});
    controls();
    draw();
  }

  async function call(path, body) {
    busy = true;
    controls();
    try {
      return await api(path, body);
    } catch (e) {
      $('msg').textContent = e.message;
      return null;
    } finally {
      busy = false;
      controls();
    }
  }

  async function pick(i) {
    if (!round || busy) return;
    const floor = view.moves.length;
    const r = await call('towers/step', { roundId: round.roundId, move: i });
    if (!r) return draw();
    if (r.error) {
      $('msg').textContent = errorText(r.error);
      if (r.error === 'ROUND_OVER') resume().catch(() => undefined);
      return draw();
    }
    view.moves = r.moves;
    view.flip = floor;
    if (r.lost) {
      view.lostAt = floor;
      return end(r, false);
    }
    sound('tick');
    if (r.ended) return end(r, true);
    standing(r);
    draw();
    $('tower').querySelector('.tw-floor.live .tw-tile')?.focus({ preventScroll: true });
  }

  async function start() {
    if (round || busy) return;
    $('msg').textContent = '';
    const difficulty = $('difficulty').value;
    const r = await call('towers/start', { bet: stake(), difficulty });
    if (!r) return;
    if (r.error) {
      $('msg').textContent = refusal(r);
      return;
    }
    sound('bet');
    round = { roundId: r.roundId, nonce: r.nonce, difficulty };
    view = { difficulty, moves: [], traps: null, lostAt: -1, flip: -1 };
    $('bal').textContent = money(r.balance);
    $('nonce').textContent = r.nonce + 1;
    controls();
    standing(r);
    draw();
    $('tower').querySelector('.tw-floor.live .tw-tile')?.focus({ preventScroll: true });
  }

  async function cashOut() {
    if (!round || busy) return;
    const r = await call('towers/cashout', { roundId: round.roundId });
    if (!r) return;
    if (r.error) {
      $('msg').textContent = errorText(r.error);
      return;
    }
    end(r, true);
  }

  /** A round left unfinished (a closed tab, a lost connection) comes back where it was. */
  async function resume() {
    const { round: open } = await api('towers/round', {});
    if (!open || round) return;
    const difficulty = open.params.difficulty;
    round = { roundId: open.roundId, nonce: open.nonce, difficulty };
    view = { difficulty, moves: open.moves, traps: null, lostAt: -1, flip: -1 };
    $('bet').value = stakeText(cents(open.bet));
    $('difficulty').value = difficulty;
    controls();
    standing(open);
    $('msg').textContent = t('towersResumed', { mult: times(open.multiplier) });
    draw();
  }

  const setBet = (c) => {
    $('bet').value = stakeText(Math.max(1, c));
  };
  $('half').onclick = () => setBet(Math.floor(cents($('bet').value) / 2));
  $('double').onclick = () => setBet(cents($('bet').value) * 2);
  $('half').setAttribute('aria-label', t('halfBet'));
  $('double').setAttribute('aria-label', t('doubleBet'));
  $('start').onclick = start;
  $('cash').onclick = cashOut;
  const stateMin = () => {
    const min = minStake[$('difficulty').value];
    if (min && !round) $('msg').textContent = t('minStake', { amount: money(min) });
  };
  $('difficulty').addEventListener('change', () => {
    view = { difficulty: $('difficulty').value, moves: [], traps: null, lostAt: -1, flip: -1 };
    draw();
    stateMin();
  });
  document.addEventListener('lumen:state', stateMin);

  // Keys (never while typing): 1-4 pick a tile of the floor being climbed, C cashes out, Enter starts, H / D the stake.
  document.addEventListener('keydown', (e) => {
    if (e.target.closest?.('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.toLowerCase();
    const n = Number(key);
    if (round && n >= 1 && n <= DIFFICULTIES[view.difficulty].tiles) pick(n - 1);
    else if (key === 'c') cashOut();
    else if (key === 'enter' && !round && !e.target.closest?.('button, a')) start();
    else if (key === 'h') $('half').click();
    else if (key === 'd') $('double').click();
  });

  startGame('towers');
  $('tower').setAttribute('aria-label', t('towersBoard'));
  rules()
    .then((all) => {
      minStake = all.towers?.minStake ?? {};
      stateMin();
    })
    .catch(() => undefined); // the server refuses a stake below the minimum anyway, naming it
  controls();
  draw();
  resume().catch(() => undefined);
})();
