// Lumen Mines: the bet is taken at start; each reveal and the cash out are decided by the server.
(() => {
  const { $, t, refusal, money, api, rules, log, startGame, stake, stakeText, cents } = window.Lumen;
  let round = null;
  let state = {};

  function tiles() {
    $('grid').innerHTML = Array.from(
      { length: 25 },
      (_, i) =>
        `<button type="button" class="tile ${state[i] || ''}" data-i="${i}" aria-label="${t('tile', { n: i + 1 })}" ${!round || state[i] ? 'disabled' : ''}>${state[i] === 'mine' ? '✹' : state[i] === 'safe' ? '◆' : ''}</button>`,
    ).join('');
    for (const b of document.querySelectorAll('.tile')) b.onclick = () => reveal(Number(b.dataset.i));
  }

  function end(text, payout, balance) {
    const nonce = round.nonce;
    round = null;
    $('start').disabled = false;
    $('cash').disabled = true;
    tiles();
    $('msg').textContent = text;
    $('bal').textContent = money(balance);
    log({ nonce, text, payout });
  }

  async function reveal(i) {
    const r = await api('mines/reveal', { roundId: round.roundId, tile: i });
    if (r.error) return;
    if (r.mine) {
      for (const tile of r.layout) state[tile] = 'mine';
      state[i] = 'mine';
      end(t('boom'), '0', r.balance);
    } else {
      state[i] = 'safe';
      $('msg').textContent = t('multiplier', { mult: r.multiplier });
      tiles();
    }
  }

  $('start').onclick = async () => {
    $('msg').textContent = '';
    const r = await api('mines/start', { bet: stake(), mines: Number($('mines').value) });
    if (r.error) {
      $('msg').textContent = refusal(r);
      return;
    }
    round = r;
    state = {};
    $('bal').textContent = money(r.balance);
    $('start').disabled = true;
    $('cash').disabled = false;
    tiles();
    $('nonce').textContent = r.nonce + 1;
  };

  $('cash').onclick = async () => {
    const r = await api('mines/cashout', { roundId: round.roundId });
    if (r.error) return;
    for (const tile of r.layout) if (!state[tile]) state[tile] = 'mine';
    end(t('cashedOut', { amount: money(r.payout) }), r.payout, r.balance);
  };

  /** A round left unfinished (a closed tab, a lost connection, a server restart) comes back where it was. */
  async function resume() {
    const { round: open } = await api('mines/round', {});
    if (!open || round) return;
    round = { roundId: open.roundId, nonce: open.nonce };
    state = {};
    for (const tile of open.revealed) state[tile] = 'safe';
    $('bet').value = stakeText(cents(open.bet));
    if ([...$('mines').options].some((o) => o.value === String(open.mines))) $('mines').value = String(open.mines);
    $('start').disabled = true;
    $('cash').disabled = false;
    tiles();
    $('msg').textContent = t('resumed', { mult: open.multiplier });
  }

  /** The chosen board's minimum stake, stated before the player starts. */
  let minStake = {};
  const stateMin = () => {
    const min = minStake[$('mines').value];
    if (min && !round) $('msg').textContent = t('minStake', { amount: money(min) });
  };
  $('mines').addEventListener('change', stateMin);

  startGame('mines');
  rules()
    .then((all) => {
      minStake = all.mines.minStake;
      stateMin();
    })
    .catch(() => undefined); // the server refuses a stake below the minimum anyway, naming it
  tiles();
  resume().catch(() => undefined); // the page plays on; the next start or refresh shows what went wrong
})();
