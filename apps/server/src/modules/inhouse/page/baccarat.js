// Lumen Baccarat: punto banco from a fresh 8-deck shoe each coup; the server deals, the page turns the cards over.
(() => {
  const { $, t, refusal, money, api, rules, log, sound, startGame, stakeText } = window.Lumen;
  const CHIPS = [10, 100, 500, 2500, 10000]; // minor units
  const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
  const DEAL_MS = 250;
  const WIN_KEY = { player: 'baccaratPlayerWins', banker: 'baccaratBankerWins', tie: 'baccaratTieWins' };
  const BEAD_KEY = { player: 'baccaratBeadPlayer', banker: 'baccaratBeadBanker', tie: 'baccaratBeadTie' };
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const wait = (ms) => new Promise((done) => setTimeout(done, ms));

  let chipValue = 100;
  let removing = false;
  let placed = { player: 0, banker: 0, tie: 0 }; // minor units
  let last = null;
  let dealing = false;
  let bankerMin = 40; // minor units, until the rules answer
  const road = [];

  const decimal = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  const short = (minor) => (minor >= 100000 ? `${+(minor / 100000).toFixed(1)}k` : String(+(minor / 100).toFixed(2)));
  const total = () => placed.player + placed.banker + placed.tie;

  function buildChips() {
    for (const v of CHIPS) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `chip${v === chipValue ? ' on' : ''}`;
      b.dataset.v = v;
      b.textContent = v >= 100 ? String(v / 100) : (v / 100).toFixed(2).replace(/^0/, '');
      b.setAttribute('aria-label', `${t('baccaratChip')} ${stakeText(v)}`);
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

  function render() {
    for (const a of $('areas').children) {
      const v = placed[a.dataset.bet];
      a.classList.toggle('has', v > 0);
      a.querySelector('.stake').textContent = v ? short(v) : '';
    }
    $('bet').value = stakeText(total());
    $('msg').textContent = '';
  }

  function change(bet, sign) {
    if (dealing) return;
    placed[bet] = Math.max(0, placed[bet] + sign * chipValue);
    if (sign > 0) sound('tick');
    render();
  }

  function clearTable() {
    for (const side of ['player', 'banker']) {
      $(`cards-${side}`).textContent = '';
      $(`total-${side}`).textContent = '–';
      $(`hand-${side}`).classList.remove('won', 'tie');
    }
    for (const a of $('areas').children) a.classList.remove('won');
    $('banner').className = 'bc-banner';
  }

  function cardEl(code, third) {
    const suit = code.slice(-1);
    const rank = code.slice(0, -1);
    const el = document.createElement('div');
    el.className = `bc-card${third ? ' third' : ''}`;
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `${rank}${SUIT[suit]}`);
    const red = suit === 'H' || suit === 'D' ? ' redsuit' : '';
    el.innerHTML = `<div class="bc-face${red}"><span class="r">${rank}<br>${SUIT[suit]}</span><span class="s">${SUIT[suit]}</span></div><div class="bc-back"></div>`;
    return el;
  }

  const points = (code) => {
    const rank = code.slice(0, -1);
    return rank === 'A' ? 1 : Number(rank) < 10 ? Number(rank) : 0;
  };
  const handTotal = (codes) => codes.reduce((s, c) => s + points(c), 0) % 10;

  /** Deals in shoe order (player, banker, player, banker, then the thirds), each card turned over as it lands. */
  async function deal(outcome) {
    const order = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
    ];
    if (outcome.player.length === 3) order.push(['player', 2]);
    if (outcome.banker.length === 3) order.push(['banker', 2]);
    const shown = { player: [], banker: [] };
    for (const [side, i] of order) {
      const code = outcome[side][i];
      const el = cardEl(code, i === 2);
      $(`cards-${side}`).append(el);
      shown[side].push(code);
      if (reduced.matches) el.classList.add('up');
      else {
        el.getBoundingClientRect(); // lay the back out first so the flip runs
        el.classList.add('up');
        sound('tick');
        await wait(DEAL_MS);
      }
      if (shown[side].length >= 2) $(`total-${side}`).textContent = String(handTotal(shown[side]));
    }
    $('total-player').textContent = String(outcome.playerTotal);
    $('total-banker').textContent = String(outcome.bankerTotal);
  }

  function showWinner(winner) {
    const banner = $('banner');
    banner.textContent = t(WIN_KEY[winner]);
    banner.className = `bc-banner ${winner} show`;
    if (winner === 'tie') {
      $('hand-player').classList.add('won', 'tie');
      $('hand-banker').classList.add('won', 'tie');
    } else $(`hand-${winner}`).classList.add('won');
    $('areas').querySelector(`[data-bet="${winner}"]`).classList.add('won');
    road.push(winner);
    if (road.length > 30) road.shift();
    $('road').innerHTML = road
      .map((w) => `<span class="bead ${w}" title="${t(WIN_KEY[w])}">${t(BEAD_KEY[w])}</span>`)
      .join('');
  }

  async function play() {
    if (dealing) return null;
    if (!total()) {
      $('msg').textContent = t('baccaratNoBet');
      return null;
    }
    if (placed.banker > 0 && placed.banker < bankerMin) {
      $('msg').textContent = t('baccaratBankerMin', { amount: money(decimal(bankerMin)) });
      return null;
    }
    const stakes = { ...placed };
    const bet = decimal(total());
    $('bet').value = stakeText(total());
    $('msg').textContent = '';
    clearTable();
    dealing = true;
    try {
      const r = await api('baccarat', {
        bet,
        player: decimal(stakes.player),
        banker: decimal(stakes.banker),
        tie: decimal(stakes.tie),
      });
      if (r.error) {
        $('msg').textContent = refusal(r);
        return null;
      }
      last = stakes;
      const o = r.outcome;
      await deal(o);
      showWinner(o.winner);
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      const won = Number(r.payout) > 0;
      $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
      sound(won ? 'win' : 'lose');
      log({
        nonce: r.nonce,
        text: t('baccaratLog', {
          winner: t(WIN_KEY[o.winner]),
          player: `${o.player.join(' ')} (${o.playerTotal})`,
          banker: `${o.banker.join(' ')} (${o.bankerTotal})`,
        }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
      return { bet, payout: r.payout };
    } catch (e) {
      $('msg').textContent = e.message;
      return null;
    } finally {
      dealing = false;
    }
  }

  $('areas').onclick = (e) => {
    const a = e.target.closest('.bc-area');
    if (a) change(a.dataset.bet, removing ? -1 : 1);
  };
  $('areas').oncontextmenu = (e) => {
    const a = e.target.closest('.bc-area');
    if (!a) return;
    e.preventDefault();
    change(a.dataset.bet, -1);
  };
  $('remove').onclick = () => {
    removing = !removing;
    $('remove').classList.toggle('on', removing);
    $('remove').setAttribute('aria-pressed', String(removing));
  };
  $('clear').onclick = () => {
    if (dealing) return;
    placed = { player: 0, banker: 0, tie: 0 };
    render();
  };
  $('repeat').onclick = () => {
    if (dealing || !last) return;
    placed = { ...last };
    render();
  };

  const hint = () => {
    $('hint').textContent = t('baccaratHint', { amount: stakeText(bankerMin) });
  };
  buildChips();
  startGame('baccarat', { play });
  placed.player = 100; // a first bet to start from: 1.00 on the player
  render();
  hint();
  rules()
    .then((all) => {
      const [units, cents = '0'] = String(all.baccarat.minStake.banker).split('.');
      bankerMin = Number(units) * 100 + Number(cents.padEnd(2, '0'));
      hint();
    })
    .catch(() => undefined); // the server refuses a banker stake below its minimum anyway
})();
