// Lumen Pharaoh's Fortune's outcome for the verification page (its round is played by outcome-slot-kit.js): 243
// ways pay from the leftmost reel, three scatters award 10 free spins on their own strips at x2.
(() => {
  // The same strips and pays as the game's rules (a test holds the two equal). 9 = wild, 10 = scatter.
  const BASE = [
    [
      4, 6, 5, 8, 7, 2, 3, 0, 1, 8, 6, 7, 4, 5, 8, 6, 7, 2, 3, 8, 4, 5, 10, 6, 8, 7, 0, 4, 1, 5, 8, 6, 7, 2, 3, 8, 4, 5,
      6, 7, 8,
    ],
    [
      4, 6, 5, 7, 8, 2, 3, 0, 1, 6, 7, 4, 8, 5, 6, 7, 8, 2, 3, 4, 5, 9, 10, 6, 7, 8, 0, 4, 1, 5, 6, 7, 8, 2, 3, 4, 5, 6,
      7, 8,
    ],
    [
      4, 6, 5, 7, 8, 2, 3, 0, 1, 6, 7, 4, 8, 5, 6, 7, 8, 2, 3, 4, 5, 9, 10, 6, 7, 8, 0, 4, 1, 5, 6, 7, 8, 2, 3, 4, 5, 6,
      7, 8,
    ],
    [
      4, 6, 5, 7, 8, 2, 3, 0, 1, 6, 7, 4, 8, 5, 6, 7, 8, 2, 3, 4, 5, 9, 10, 6, 7, 8, 0, 4, 1, 5, 6, 7, 8, 2, 3, 4, 5, 6,
      7, 8,
    ],
    [
      4, 6, 5, 8, 7, 2, 3, 0, 1, 8, 6, 7, 4, 5, 8, 6, 7, 2, 3, 8, 4, 5, 10, 6, 8, 7, 0, 4, 1, 5, 8, 6, 7, 2, 3, 8, 4, 5,
      6, 7, 8,
    ],
  ];
  const FREE = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8],
    [0, 1, 2, 3, 4, 5, 9, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [0, 1, 2, 3, 4, 5, 9, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [0, 1, 2, 3, 4, 5, 9, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [0, 1, 2, 3, 8, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8],
  ];
  // Pay per way in hundredths of the base bet for 3, 4 and 5 reels, symbols 0-8.
  const PAYS = [
    [200, 800, 4000],
    [160, 480, 2000],
    [120, 320, 1200],
    [100, 240, 800],
    [40, 120, 400],
    [40, 100, 320],
    [20, 80, 240],
    [20, 60, 200],
    [20, 40, 160],
  ];
  const WILD = 9;
  const SCATTER = 10;

  /** 243 ways: every combination of positions showing the symbol (or the wild) on adjacent reels from the left. */
  function evaluate(grid, _free, multiplier) {
    const wins = [];
    for (let symbol = 0; symbol < PAYS.length; symbol++) {
      let ways = 1;
      let reels = 0;
      for (const column of grid) {
        const n = column.filter((x) => x === symbol || x === WILD).length;
        if (n === 0) break;
        ways *= n;
        reels++;
      }
      if (reels >= 3) wins.push({ symbol, reels, ways, pay: PAYS[symbol][reels - 3] * ways * multiplier });
    }
    return { wins };
  }

  const game = {
    base: BASE,
    free: FREE,
    scatter: SCATTER,
    buyAward: 10,
    cap: 100,
    award: (scatters) => (scatters >= 3 ? 10 : 0),
    multiplier: () => 2,
    evaluate,
  };
  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.pharaoh = (r, params) => window.LumenSlotKit.play(r, game, params);
})();
