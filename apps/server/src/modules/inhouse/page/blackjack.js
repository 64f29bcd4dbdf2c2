// Lumen Blackjack: the server deals and keeps the cards to come; each move (and each extra stake: double, split,
// insurance) is decided there. The page flies every card from the shoe to its place (CSS transforms), shows each
// hand's total (soft as 7/17), enables only the moves the server allows, and autoplays basic strategy.
(() => {
  const { $, t, refusal, errorText, money, api, log, sound, startGame, stake, stakeText, cents } = window.Lumen;
  const BJ = window.LumenBlackjack;
  const SUIT = ['♠', '♥', '♦', '♣'];
  const RANK = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const wait = (ms) => new Promise((go) => setTimeout(go, reduced.matches ? 0 : ms));
  const MOVE_BUTTON = { hit: 'hit', stand: 'stand', double: 'dbl', split: 'split', insurance: 'insure' };
  const KEYS = {
    h: 'hit',
    s: 'stand',
    d: 'double',
    p: 'split',
    i: 'insurance',
    n: 'no_insurance',
    e: 'even_money',
  };

  let round = null; // { roundId, nonce, bet (cents), staked (cents), done: resolve of play() }
  let view = null; // the table as the server showed it last
  let drawn = { dealer: [], hands: [] }; // the cards on the felt: codes by seat
  let busy = false;

  const decimal = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const autoplaying = () => Boolean($('autoLeft')?.textContent);

  // ---- Cards ----
  function cardEl(code) {
    const el = document.createElement('div');
    el.className = 'bj-card';
    el.setAttribute('role', 'img');
    if (code === null) {
      el.classList.add('down');
      el.setAttribute('aria-label', '?');
    } else face(el, code);
    el.innerHTML += '<div class="bj-back"></div>';
    return el;
  }
  function face(el, code) {
    const red = Math.floor(code / 13) === 1 || Math.floor(code / 13) === 2;
    const r = RANK[code % 13];
    const s = SUIT[Math.floor(code / 13)];
    const front = el.querySelector('.bj-face') ?? document.createElement('div');
    front.className = `bj-face${red ? ' red' : ''}`;
    front.innerHTML = `<span class="c tl">${r}<i>${s}</i></span><span class="pip">${s}</span><span class="c br">${r}<i>${s}</i></span>`;
    if (!front.parentNode) el.prepend(front);
    el.setAttribute('aria-label', `${r}${s}`);
  }
  /** Flies a card from the shoe to where it lies (turning over on the way unless it stays face down). */
  async function fly(el) {
    sound('tick');
    if (reduced.matches) return;
    const from = $('shoe').getBoundingClientRect();
    const to = el.getBoundingClientRect();
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const down = el.classList.contains('down');
    // A doubled hand's card lands sideways, as a dealer lays it.
    const rest = down ? 'rotateY(180deg)' : el.classList.contains('sideways') ? 'rotate(90deg)' : 'none';
    el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(-28deg) rotateY(180deg) scale(0.8)`, opacity: 0.6 },
        {
          transform: `translate(${dx * 0.2}px, ${dy * 0.2}px) rotate(-6deg) rotateY(${down ? 180 : 90}deg)`,
          offset: 0.7,
        },
        { transform: rest, opacity: 1 },
      ],
      { duration: 420, easing: 'cubic-bezier(.2,.7,.2,1)' },
    );
    await wait(250);
  }

  // ---- Totals ----
  function totalText(cards) {
    const { total, soft } = BJ.totalOf(cards);
    if (cards.length === 2 && total === 21) return t('bjBlackjack');
    if (total > 21) return `${total}`;
    return soft && total < 21 ? `${total - 10}/${total}` : `${total}`;
  }

  // ---- The felt ----
  function handBox(i) {
    let box = $(`hand${i}`);
    if (box) return box;
    box = document.createElement('div');
    box.className = 'bj-seat bj-hand';
    box.id = `hand${i}`;
    box.innerHTML = `<div class="bj-cards"></div><div class="bj-label"><b class="bj-total"></b><span class="bj-chip"></span><span class="bj-result"></span></div>`;
    $('hands').append(box);
    return box;
  }

  function clearTable() {
    $('dealer').textContent = '';
    $('hands').textContent = '';
    $('dealerTotal').hidden = true;
    $('banner').className = 'bj-banner';
    $('prompt').hidden = true;
    drawn = { dealer: [], hands: [] };
  }

  /** After a split at hand `a` the felt's cards move: hand a keeps its first card, its second opens hand a + 1. */
  function splitDrawn(a) {
    const old = drawn.hands[a] ?? [];
    drawn.hands.splice(a, 1, [old[0]], [old[1]]);
    // Keep the card elements, moved to their new hands (sliding there: first and last positions).
    const moved = [...$('hands').children].map((box) => [...box.querySelector('.bj-cards').children]);
    const rects = moved.map((els) => els.map((e) => e.getBoundingClientRect()));
    const [first, second] = moved[a];
    $('hands').textContent = '';
    const seats = [...moved.slice(0, a), [first], [second], ...moved.slice(a + 1)];
    const before = [...rects.slice(0, a), [rects[a][0]], [rects[a][1]], ...rects.slice(a + 1)];
    seats.forEach((els, i) => {
      const box = handBox(i);
      for (const e of els) box.querySelector('.bj-cards').append(e);
    });
    if (reduced.matches) return;
    seats.forEach((els, i) => {
      els.forEach((e, k) => {
        const was = before[i][k];
        const now = e.getBoundingClientRect();
        e.animate(
          [{ transform: `translate(${was.left - now.left}px, ${was.top - now.top}px)` }, { transform: 'none' }],
          { duration: 300, easing: 'ease-out' },
        );
      });
    });
  }

  /** Draws the table the server answered: new cards fly in, in the order they were dealt. */
  async function render(v, { opening = false } = {}) {
    view = v;
    if (opening) {
      // Player, dealer up, player, dealer hole: the deal's order.
      const hand = v.hands[0].cards;
      drawn.hands = [[]];
      const box = handBox(0).querySelector('.bj-cards');
      for (const [where, code] of [
        ['p', hand[0]],
        ['d', v.dealer[0]],
        ['p', hand[1]],
        ['d', v.dealer[1] ?? null],
      ]) {
        const el = cardEl(code);
        (where === 'p' ? box : $('dealer')).append(el);
        (where === 'p' ? drawn.hands[0] : drawn.dealer).push(code);
        await fly(el);
        if (where === 'p' && drawn.hands[0].length === 2) totals();
      }
    } else {
      for (let i = 0; i < v.hands.length; i++) {
        const have = drawn.hands[i] ?? [];
        drawn.hands[i] = have;
        const box = handBox(i).querySelector('.bj-cards');
        for (let k = have.length; k < v.hands[i].cards.length; k++) {
          const el = cardEl(v.hands[i].cards[k]);
          if (v.hands[i].doubled && k === 2) el.classList.add('sideways');
          box.append(el);
          have.push(v.hands[i].cards[k]);
          await fly(el);
          totals();
        }
      }
    }
    if (v.phase === 'over') await revealDealer(v);
    totals();
  }

  /** Turns the hole card over and deals the dealer's draws. */
  async function revealDealer(v) {
    const hole = $('dealer').children[1];
    if (hole?.classList.contains('down') && v.dealer[1] !== undefined) {
      face(hole, v.dealer[1]);
      hole.classList.remove('down');
      drawn.dealer[1] = v.dealer[1];
      sound('tick');
      await wait(300);
    }
    for (let k = drawn.dealer.length; k < v.dealer.length; k++) {
      const el = cardEl(v.dealer[k]);
      $('dealer').append(el);
      drawn.dealer.push(v.dealer[k]);
      totals();
      await fly(el);
    }
  }

  function totals() {
    if (!view) return;
    $('hands').classList.toggle('many', view.hands.length > 2);
    const dealerCards = drawn.dealer.filter((c) => c !== null);
    $('dealerTotal').hidden = dealerCards.length === 0;
    $('dealerTotal').textContent = dealerCards.length ? totalText(dealerCards) : '';
    $('dealerTotal').classList.toggle('bust', BJ.totalOf(dealerCards).total > 21);
    view.hands.forEach((h, i) => {
      const box = handBox(i);
      const cards = drawn.hands[i] ?? [];
      const el = box.querySelector('.bj-total');
      el.textContent =
        cards.length >= 2
          ? h.split && cards.length === 2 && BJ.totalOf(cards).total === 21
            ? '21'
            : totalText(cards)
          : '';
      el.classList.toggle('bust', BJ.totalOf(cards).total > 21);
      box.classList.toggle('active', view.phase === 'play' && view.active === i && view.hands.length > 1);
      box.querySelector('.bj-chip').textContent = round ? money(decimal(round.bet * (h.doubled ? 2 : 1))) : '';
    });
  }

  // ---- Moves ----
  function buttons() {
    const allowed = new Set(round && view && !busy ? view.options : []);
    for (const [move, id] of Object.entries(MOVE_BUTTON))
      $(id).disabled = !allowed.has(move) && !(move === 'insurance' && allowed.has('even_money'));
    $('insure').querySelector('span').textContent = t(allowed.has('even_money') ? 'bjEvenMoney' : 'bjInsurance');
    const asking = Boolean(round && view?.phase === 'insurance');
    $('prompt').hidden = !asking;
    $('insureYes').disabled = busy;
    $('insureNo').disabled = busy;
    if (asking) {
      const even = allowed.has('even_money') || view.options.includes('even_money');
      $('insureYes').textContent = t(even ? 'bjEvenMoney' : 'bjInsurance');
      $('promptText').textContent = even
        ? t('bjEvenPrompt', { amount: money(decimal(round.bet * 2)) })
        : t('bjInsurePrompt', { amount: money(decimal(Math.floor(round.bet / 2))) });
    }
    $('bet').disabled = Boolean(round);
    $('staked').textContent = round ? `${t('bjTotalBet')} ${money(decimal(round.staked))}` : '';
  }

  /** What the player is asked now. */
  function prompt() {
    if (!round || !view || view.phase !== 'play') return;
    const h = view.hands[view.active];
    const total = totalText(h.cards);
    $('msg').textContent =
      view.hands.length > 1 ? t('bjHandMove', { n: view.active + 1, total }) : t('bjYourMove', { total });
  }

  const STAKES = { double: 1, split: 1 };
  async function move(m) {
    if (!round || busy || !view?.options.includes(m)) return;
    busy = true;
    buttons();
    const before = view;
    const at = view.active;
    let r = null;
    try {
      r = await api('blackjack/step', { roundId: round.roundId, move: m });
    } catch (e) {
      $('msg').textContent = e.message;
    }
    if (!r || r.error) {
      busy = false;
      if (r?.balance !== undefined) $('bal').textContent = money(r.balance);
      if (r?.error)
        $('msg').textContent =
          r.error === 'ROUND_BUSY'
            ? t('bjBusy')
            : r.error === 'MOVE_INVALID'
              ? t('bjNotNow')
              : r.error === 'BET_TOO_LARGE'
                ? refusal(r)
                : errorText(r.error);
      buttons();
      if (r?.error === 'ROUND_OVER') await resume();
      return;
    }
    if (STAKES[m]) round.staked += round.bet;
    if (m === 'insurance') round.staked += Math.floor(round.bet / 2);
    if (STAKES[m] || m === 'insurance') sound('bet');
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    if (m === 'split') splitDrawn(at);
    if (before.phase === 'insurance') $('prompt').hidden = true;
    await render(r);
    busy = false;
    if (r.ended) return end(r);
    buttons();
    prompt();
    next();
  }

  /** Autoplay takes basic strategy's move after a short pause. */
  function next() {
    if (!round || !autoplaying() || busy) return;
    const table = { ...view, dealer: view.dealer };
    const m = BJ.basicMove(table);
    setTimeout(() => move(m), reduced.matches ? 0 : 280);
  }

  function end(r) {
    const replay = BJ.table(r.deal.cards, r.moves);
    const parts = replay.hands.map((h) => BJ.result(replay, h)[0]);
    view.hands.forEach((_, i) => {
      const box = handBox(i);
      const result = parts[i];
      box.classList.remove('active');
      box.classList.add(result === 'lose' ? 'lost' : result === 'push' ? 'push' : 'won');
      box.querySelector('.bj-result').textContent = t(
        { win: 'bjWin', lose: 'bjLose', push: 'bjPush', blackjack: 'bjBlackjack' }[result],
      );
    });
    const payout = cents(r.payout);
    const won = payout > round.staked;
    const text =
      payout === 0
        ? replay.dealerBlackjack
          ? t('bjDealerBlackjack')
          : t('bjRoundLost')
        : payout === round.staked
          ? t('bjRoundPush', { amount: money(r.payout) })
          : t('bjRoundWon', { amount: money(r.payout) });
    $('msg').textContent =
      replay.insurance === 'taken' && replay.dealerBlackjack ? `${t('bjInsurancePaid')} · ${text}` : text;
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    const banner = $('banner');
    banner.textContent = payout > 0 ? `+${money(r.payout)}` : t('bjRoundLost');
    banner.className = `bj-banner ${won ? 'win' : payout === round.staked ? 'push' : 'loss'}`;
    void banner.offsetWidth;
    banner.classList.add('show');
    sound(won ? 'win' : payout === 0 ? 'lose' : 'tick');
    const hands = replay.hands.map((h) => BJ.totalOf(h.cards).total).join(' · ');
    log({ nonce: round.nonce, text: `${hands} vs ${BJ.totalOf(replay.dealer).total} · ${text}`, payout: r.payout });
    const { done, staked } = round;
    round = null;
    buttons();
    $('play').disabled = false;
    done?.({ bet: decimal(staked), payout: r.payout });
  }

  /** One round (the kit's play: Deal, Space, autoplay): deals, then waits until the hand is over. */
  async function play() {
    if (round) return new Promise((resolve) => (round.done = resolve));
    const bet = cents(stake());
    const r = await api('blackjack/start', { bet: stake() });
    if (r.error) {
      $('msg').textContent = refusal(r);
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      return null;
    }
    clearTable();
    sound('bet');
    round = { roundId: r.roundId, nonce: r.nonce, bet, staked: bet, done: null };
    $('bal').textContent = money(r.balance);
    $('nonce').textContent = r.nonce + 1;
    const finished = new Promise((resolve) => (round.done = resolve));
    busy = true;
    buttons();
    await render(r, { opening: true });
    busy = false;
    if (r.ended) end(r);
    else {
      buttons();
      prompt();
      if (view.phase === 'insurance') $('msg').textContent = $('promptText').textContent;
      next();
    }
    return finished;
  }

  /** A hand left unfinished comes back where it was. */
  async function resume() {
    const { round: open } = await api('blackjack/round', {});
    if (!open || round) return;
    clearTable();
    const bet = cents(open.bet);
    round = { roundId: open.roundId, nonce: open.nonce, bet, staked: bet, done: null };
    // The stakes its moves carried (doubles, splits, insurance).
    for (const m of open.moves) round.staked += m === 'insurance' ? Math.floor(bet / 2) : STAKES[m] ? bet : 0;
    $('bet').value = stakeText(bet);
    $('play').disabled = true;
    view = open;
    drawn.hands = open.hands.map((h) => [...h.cards]);
    drawn.dealer = [open.dealer[0], null];
    open.hands.forEach((h, i) => {
      const box = handBox(i).querySelector('.bj-cards');
      for (const c of h.cards) box.append(cardEl(c));
    });
    $('dealer').append(cardEl(open.dealer[0]), cardEl(null));
    totals();
    buttons();
    $('msg').textContent = t('bjResumed');
  }

  for (const [m, id] of Object.entries(MOVE_BUTTON))
    $(id).onclick = () => move(m === 'insurance' && view?.options.includes('even_money') ? 'even_money' : m);
  $('insureYes').onclick = () => move(view?.options.includes('even_money') ? 'even_money' : 'insurance');
  $('insureNo').onclick = () => move('no_insurance');

  // Keys while a hand is played (before the kit's, which halve and double the stake between hands).
  window.addEventListener(
    'keydown',
    (e) => {
      if (!round || e.target.closest?.('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
      const m = KEYS[e.key.toLowerCase()];
      if (!m) return;
      e.preventDefault();
      e.stopPropagation();
      move(m === 'insurance' && view?.options.includes('even_money') ? 'even_money' : m);
    },
    true,
  );

  startGame('blackjack', { play });
  $('table').setAttribute('aria-label', t('blackjackTitle'));
  $('moves').setAttribute('aria-label', t('bjMoves'));
  // The kit re-enables Deal after each of its rounds: a resumed hand keeps it off until it ends.
  $('play').addEventListener('click', () => {
    if (round && !busy) $('msg').textContent = t('bjResumed');
  });
  buttons();
  resume().catch(() => undefined);
})();
