// Lumen Towers' deal from the round's randomness, as the verification page recomputes it: for each of the 8 floors
// from the bottom up, its trap tiles by pick(traps, tiles) (a partial Fisher-Yates shuffle), in ascending order.
(() => {
  const DIFFICULTIES = {
    easy: { tiles: 4, traps: 1 },
    medium: { tiles: 3, traps: 1 },
    hard: { tiles: 2, traps: 1 },
    expert: { tiles: 3, traps: 2 },
    master: { tiles: 4, traps: 3 },
  };
  window.LumenOutcomes ??= {};
  window.LumenOutcomes.towers = async (r, params) => {
    const d = DIFFICULTIES[params.difficulty];
    if (!d) throw new RangeError('towers params');
    const traps = [];
    for (let floor = 0; floor < 8; floor++) traps.push((await r.pick(d.traps, d.tiles)).sort((a, b) => a - b));
    return { traps };
  };
})();
