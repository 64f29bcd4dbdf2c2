// Lumen Hi-Lo: the bet is taken at the deal; each guess and the cash-out are decided by the server, which keeps the
// cards still to come. The card is drawn in CSS (rank and suit, red or black) and flips to the next one.
(() => {
  const { $, t, refusal, errorText, money, api, rules, log, sound, startGame, lang, stake, stakeText, cents, num } =
    window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  // Suit = floor(card / 13): spades, hearts, diamonds, clubs (games/hilo.ts).
  const SUITS = ['♠', '♥', '♦', '♣'];
  const rankOf = (c) => c % 13;
  const red = (c) => Math.floor(c / 13) === 1 || Math.floor(c / 13) === 2;
  const nameOf = (c) => `${RANKS[rankOf(c)]}${SUITS[Math.floor(c / 13)]}`;
  const times = (m) =>
    `${m.toLocaleString(lang === 'cn' ? 'zh-CN' : lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;

  let round = null; // { roundId, nonce, multiplier, won (a right guess so far) }
  let cards = []; // the cards turned so far (the current one last)
  let moves = [];
  let busy = false;

  function face(c) {
    const r = RANKS[rankOf(c)];
    const s = SUITS[Math.floor(c / 13)];
    $('front').className = `hl-face hl-front${red(c) ? ' red' : ''}`;
    $('front').innerHTML =
      `<span class="corner tl">${r}<span>${s}</span></span><span class="pip">${s}</span><span class="corner br">${r}<span>${s}</span></span>`;
    $('card').setAttribute('aria-label', t('hiloCard', { card: nameOf(c) }));
  }

  /** Turns the card over to `c` (face down, then up); at once under reduced motion. */
  async function flipTo(c) {
    const card = $('card');
    card.classList.remove('won', 'lost');
    if (reduced) return face(c);
    card.classList.add('down');
    await new Promise((go) => setTimeout(go, 230));
    face(c);
    card.classList.remove('down');
    await new Promise((go) => setTimeout(go, 260));
  }

  const MARK = { higher_or_same: '▲', lower_or_same: '▼', skip: '»' };
  function trail(lostAt = -1) {
    $('trail').innerHTML = cards
      .slice(0, -1)
      .map((c, i) => {
        const g = moves[i];
        return `<span class="hl-mini${red(c) ? ' red' : ''}${i === lostAt ? ' miss' : ''}" ${g ? `data-g="${MARK[g]}"` : ''}>${RANKS[rankOf(c)]}<br>${SUITS[Math.floor(c / 13)]}</span>`;
      })
      .join('');
    $('trail').scrollLeft = $('trail').scrollWidth;
  }

  /** Each guess's chance from the current card and the multiplier a right one would give. */
  function guesses() {
    const live = round && !busy;
    const rank = cards.length ? rankOf(cards[cards.length - 1]) : -1;
    const hiWins = 13 - rank;
    const loWins = rank + 1;
    const base = round ? (round.won ? round.multiplier : 0.99) : 0.99;
    const info = (w) => (rank < 0 || w >= 13 ? '—' : `${num((w / 13) * 100)}% · ${times((base * 13) / w)}`);
    $('hiinfo').textContent = info(hiWins);
    $('loinfo').textContent = info(loWins);
    $('hi').disabled = !live || rank === 0; // on an ace, higher or same cannot lose
    $('lo').disabled = !live || rank === 12; // on a king, lower or same cannot lose
    $('skip').disabled = !live;
    $('start').disabled = Boolean(round) || busy;
    $('bet').disabled = Boolean(round);
    $('cash').disabled = !round?.won || busy;
  }

  function standing(r) {
    $('mult').textContent = times(round ? r.multiplier : 1);
    $('cashamt').textContent = round?.won ? money(r.cashout) : '';
  }

  function banner(text, win) {
    const el = $('banner');
    el.textContent = text;
    el.className = `hl-banner ${win ? 'win' : 'loss'}`;
    void el.offsetWidth; // restarts the animation
    el.classList.add('show');
  }

  function end(r, won) {
    const { nonce } = round;
    round = null;
    const text = won
      ? t('hiloWon', { amount: money(r.payout), n: moves.filter((g) => g !== 'skip').length })
      : t('hiloLost');
    $('msg').textContent = text;
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    $('card').classList.add(won ? 'won' : 'lost');
    sound(won ? 'win' : 'lose');
    banner(won ? `+${money(r.payout)}` : t('hiloMiss'), won);
    log({ nonce, text: `${cards.map(nameOf).join(' ')} · ${text}`, payout: r.payout });
    $('mult').textContent = times(won ? r.multiplier : 0);
    $('cashamt').textContent = '';
    guesses();
  }

  async function call(path, body) {
    busy = true;
    guesses();
    try {
      return await api(path, body);
    } catch (e) {
      $('msg').textContent = e.message;
      return null;
    } finally {
      busy = false;
      guesses();
    }
  }

  async function guess(move) {
    if (!round || busy) return;
    const r = await call('hilo/step', { roundId: round.roundId, move });
    if (!r) return;
    if (r.error) {
      $('msg').textContent = r.error === 'MOVE_INVALID' ? t('hiloCertain') : errorText(r.error);
      return;
    }
    moves = r.moves;
    const next = r.cards ?? r.deal.cards.slice(0, moves.length + 1);
    cards = next;
    busy = true;
    guesses();
    await flipTo(cards[cards.length - 1]);
    busy = false;
    if (r.lost) {
      trail(moves.length - 1);
      return end(r, false);
    }
    trail();
    if (move !== 'skip') {
      round.won = true;
      sound('tick');
    }
    round.multiplier = r.multiplier;
    if (r.ended) return end(r, true);
    standing(r);
    $('msg').textContent = move === 'skip' ? t('hiloSkipped') : t('hiloRight', { mult: times(r.multiplier) });
    guesses();
  }

  async function start() {
    if (round || busy) return;
    $('msg').textContent = '';
    const r = await call('hilo/start', { bet: stake() });
    if (!r) return;
    if (r.error) {
      $('msg').textContent = refusal(r);
      return;
    }
    sound('bet');
    round = { roundId: r.roundId, nonce: r.nonce, multiplier: 1, won: false };
    cards = r.cards;
    moves = [];
    $('bal').textContent = money(r.balance);
    $('nonce').textContent = r.nonce + 1;
    trail();
    standing(r);
    guesses();
    await flipTo(cards[0]);
    $('msg').textContent = t('hiloGuess');
    (rankOf(cards[0]) === 0 ? $('lo') : $('hi')).focus({ preventScroll: true });
  }

  async function cashOut() {
    if (!round?.won || busy) return;
    const r = await call('hilo/cashout', { roundId: round.roundId });
    if (!r) return;
    if (r.error) {
      $('msg').textContent = r.error === 'NOTHING_WON' ? t('hiloNothingYet') : errorText(r.error);
      return;
    }
    end({ ...r, multiplier: round.multiplier }, true);
  }

  /** A round left unfinished comes back where it was. */
  async function resume() {
    const { round: open } = await api('hilo/round', {});
    if (!open || round) return;
    moves = open.moves;
    cards = open.cards;
    round = {
      roundId: open.roundId,
      nonce: open.nonce,
      multiplier: open.multiplier,
      won: moves.some((g) => g !== 'skip'),
    };
    $('bet').value = stakeText(cents(open.bet));
    face(cards[cards.length - 1]);
    trail();
    standing(open);
    guesses();
    $('msg').textContent = t('hiloResumed', { mult: times(open.multiplier) });
  }

  const setBet = (c) => {
    $('bet').value = stakeText(Math.max(1, c));
  };
  $('half').onclick = () => setBet(Math.floor(cents($('bet').value) / 2));
  $('double').onclick = () => setBet(cents($('bet').value) * 2);
  $('half').setAttribute('aria-label', t('halfBet'));
  $('double').setAttribute('aria-label', t('doubleBet'));
  $('hi').onclick = () => guess('higher_or_same');
  $('lo').onclick = () => guess('lower_or_same');
  $('skip').onclick = () => guess('skip');
  $('start').onclick = start;
  $('cash').onclick = cashOut;

  // Keys (never while typing): ↑ higher or same, ↓ lower or same, S skip, C cash out, Enter deals, H / D the stake.
  document.addEventListener('keydown', (e) => {
    if (e.target.closest?.('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'arrowup' && !$('hi').disabled) {
      e.preventDefault();
      guess('higher_or_same');
    } else if (key === 'arrowdown' && !$('lo').disabled) {
      e.preventDefault();
      guess('lower_or_same');
    } else if (key === 's' && round) guess('skip');
    else if (key === 'c') cashOut();
    else if (key === 'enter' && !round && !e.target.closest?.('button, a')) start();
    else if (key === 'h') $('half').click();
    else if (key === 'd') $('double').click();
  });

  let minStake = null;
  const stateMin = () => {
    if (minStake && !round) $('msg').textContent = t('minStake', { amount: money(minStake) });
  };
  document.addEventListener('lumen:state', stateMin);

  startGame('hilo');
  $('card').classList.add('down');
  rules()
    .then((all) => {
      minStake = all.hilo?.minStake ?? null;
      stateMin();
    })
    .catch(() => undefined);
  guesses();
  resume().catch(() => undefined);
})();
