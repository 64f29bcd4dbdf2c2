// The video slots' rounds, recomputed for the verification page, written apart from the server's engine: each spin
// draws int(strip length) per reel in order and shows the stop and the two symbols after it; the base spin (unless
// the bonus was bought) and every free spin it awards are played in the round. Each slot's outcome-<kind>.js gives
// its strips, awards and how a grid pays (243 ways or fixed paylines).
(() => {
  const windowOf = (strip, stop) => [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);

  /** A line's leftmost run (wilds stand in and multiply), pay in hundredths of the bet; `rules`: lines, pays, wilds. */
  function lineWins(grid, rules, spinMultiplier) {
    const wins = [];
    const unit = 100 / rules.lines.length;
    rules.lines.forEach((rows, line) => {
      const symbol = grid[0][rows[0]];
      const pays = rules.pays[symbol];
      if (!pays) return;
      let count = 1;
      let multiplier = 1;
      for (; count < 5; count++) {
        const x = grid[count][rows[count]];
        if (x === symbol) continue;
        if (rules.wilds[x] === undefined) break;
        multiplier *= rules.wilds[x];
      }
      if (count >= 3)
        wins.push({ line, symbol, count, multiplier, pay: pays[count - 3] * unit * multiplier * spinMultiplier });
    });
    return wins;
  }

  /** A round of a slot `game`: { base, free, scatter, buyAward, cap, award(n, free), multiplier(i), evaluate }. */
  async function play(r, game, params) {
    const buy = params?.buy === true;
    const spin = async (free, multiplier) => {
      const strips = free ? game.free : game.base;
      const stops = [];
      for (const strip of strips) stops.push(await r.int(strip.length));
      const grid = stops.map((s, i) => windowOf(strips[i], s));
      const { wins, ...extra } = game.evaluate(grid, free, multiplier);
      const scatters = grid.flat().filter((x) => x === game.scatter).length;
      return { stops, grid, wins, scatters, ...extra };
    };
    const spins = [];
    let awarded = buy ? game.buyAward : 0;
    if (!buy) {
      const s = await spin(false, 1);
      awarded = Math.min(game.cap, game.award(s.scatters, false));
      spins.push({ ...s, freeSpinsAwarded: awarded });
    }
    for (let played = 0; played < awarded; played++) {
      const s = await spin(true, game.multiplier(played));
      const more = Math.min(game.award(s.scatters, true), game.cap - awarded);
      awarded += more;
      spins.push({ ...s, freeSpinsAwarded: more });
    }
    const total = spins.reduce((sum, s) => sum + s.wins.reduce((a, w) => a + w.pay, 0), 0);
    return { buy, spins, total };
  }

  window.LumenSlotKit = { play, lineWins };
})();
