// Lumen Mines: the bet is taken at start; each reveal and the cash out are decided by the server.
(() => {
  const { $, t, errorText, money, api, log, startGame } = window.Lumen;
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
    const r = await api('mines/start', { bet: $('bet').value, mines: Number($('mines').value) });
    if (r.error) {
      $('msg').textContent = errorText(r.error);
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

  startGame('mines');
  tiles();
})();
