// Lumen Reels 5x3: symbols, lines and paytable come from the server's rules; spins are decided by the server.
(() => {
  const { $, t, errorText, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  let slot = null; // the slot's rules, once loaded

  function draw(grid, hits) {
    $('reels').innerHTML = grid
      .map(
        (col, reel) =>
          `<div class="reel">${col
            .map(
              (s, row) =>
                `<div class="sym${hits.has(`${reel}:${row}`) ? ' hit' : ''}" style="color:${slot.colours[s]}">${slot.symbols[s]}</div>`,
            )
            .join('')}</div>`,
      )
      .join('');
  }

  function paytable() {
    $('paysummary').textContent = t('paytable', { lines: slot.lines.length, rtp: num(slot.rtp * 100) });
    const rows = Object.entries(slot.paytable).map(
      ([s, p]) =>
        `<tr><td class="pay-symbol" style="color:${slot.colours[s]}">${slot.symbols[s]}</td><td>${p[0]}x</td><td>${p[1]}x</td><td>${p[2]}x</td></tr>`,
    );
    $('paytable').innerHTML = `<tr><th></th><th>3</th><th>4</th><th>5</th></tr>${rows.join('')}`;
  }

  async function play() {
    const bet = stake();
    sound('bet');
    const r = await api('slot', { bet });
    if (r.error) {
      $('msg').textContent = errorText(r.error);
      return null;
    }
    const hits = new Set();
    for (const w of r.wins) for (let i = 0; i < w.count; i++) hits.add(`${i}:${slot.lines[w.line][i]}`);
    draw(r.grid, hits);
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    const won = Number(r.payout) > 0;
    $('msg').className = `msg ${won ? 'win' : 'loss'}`;
    $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
    sound(won ? 'win' : 'lose');
    log({ nonce: r.nonce, text: r.grid.map((c) => slot.symbols[c[1]]).join(''), payout: r.payout });
    $('nonce').textContent = r.nonce + 1;
    return { bet, payout: r.payout };
  }

  startGame('slot', { play });
  rules()
    .then((all) => {
      slot = all.slot;
      draw(
        [
          [0, 1, 2],
          [3, 4, 5],
          [0, 1, 2],
          [3, 4, 5],
          [0, 1, 2],
        ],
        new Set(),
      );
      paytable();
      $('play').disabled = false; // the reels can be drawn now
    })
    .catch((e) => {
      $('msg').textContent = e.message;
    });
})();
