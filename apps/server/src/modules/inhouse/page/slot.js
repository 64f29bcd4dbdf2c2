// Lumen Reels 5x3: symbols, lines and paytable come from the server's rules; spins are decided by the server.
(() => {
  const { $, t, errorText, money, api, rules, log, startGame } = window.Lumen;
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
    $('paysummary').textContent = t('paytable', { lines: slot.lines.length, rtp: (slot.rtp * 100).toFixed(2) });
    const rows = Object.entries(slot.paytable).map(
      ([s, p]) =>
        `<tr><td class="pay-symbol" style="color:${slot.colours[s]}">${slot.symbols[s]}</td><td>${p[0]}x</td><td>${p[1]}x</td><td>${p[2]}x</td></tr>`,
    );
    $('paytable').innerHTML = `<tr><th></th><th>3</th><th>4</th><th>5</th></tr>${rows.join('')}`;
  }

  $('spin').onclick = async () => {
    $('spin').disabled = true;
    $('msg').textContent = '';
    try {
      const r = await api('slot', { bet: $('bet').value });
      if (r.error) {
        $('msg').textContent = errorText(r.error);
        return;
      }
      const hits = new Set();
      for (const w of r.wins) for (let i = 0; i < w.count; i++) hits.add(`${i}:${slot.lines[w.line][i]}`);
      draw(r.grid, hits);
      $('bal').textContent = money(r.balance);
      const won = Number(r.payout) > 0;
      $('msg').className = `msg ${won ? 'win' : 'loss'}`;
      $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
      log({ nonce: r.nonce, text: r.grid.map((c) => slot.symbols[c[1]]).join(''), payout: r.payout });
      $('nonce').textContent = r.nonce + 1;
    } catch (e) {
      $('msg').textContent = e.message;
    } finally {
      $('spin').disabled = false;
    }
  };

  startGame('slot');
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
      $('spin').disabled = false; // the reels can be drawn now
    })
    .catch((e) => {
      $('msg').textContent = e.message;
    });
})();
