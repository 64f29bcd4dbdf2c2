// Lumen Neon Fruits' outcome for the verification page (its round is played by outcome-slot-kit.js): 20 paylines,
// 3/4/5 stars award 10/15/20 free spins on their own strips, where a wild fills its reel before the lines pay.
(() => {
  // The same strips, lines and pays as the game's rules (a test holds the two equal). 8 = wild, 9 = star.
  const BASE = [
    [
      6, 4, 7, 5, 3, 0, 2, 6, 7, 1, 4, 5, 6, 7, 3, 4, 5, 6, 7, 2, 6, 4, 7, 5, 3, 0, 6, 7, 1, 4, 5, 6, 2, 7, 3, 4, 5, 6,
      7, 9,
    ],
    [
      6, 4, 7, 5, 3, 0, 2, 6, 7, 1, 8, 4, 5, 6, 7, 3, 4, 8, 5, 6, 7, 2, 6, 4, 7, 5, 8, 3, 0, 6, 7, 1, 4, 5, 6, 8, 2, 7,
      3, 4, 5, 6, 7, 8, 9,
    ],
    [
      6, 4, 7, 5, 3, 0, 2, 6, 7, 1, 4, 5, 8, 6, 7, 3, 4, 5, 6, 7, 2, 8, 6, 4, 7, 5, 3, 0, 6, 7, 1, 4, 5, 8, 6, 2, 7, 3,
      4, 5, 6, 7, 8, 9,
    ],
    [
      6, 4, 7, 5, 3, 0, 2, 6, 7, 1, 8, 4, 5, 6, 7, 3, 4, 8, 5, 6, 7, 2, 6, 4, 7, 5, 8, 3, 0, 6, 7, 1, 4, 5, 6, 8, 2, 7,
      3, 4, 5, 6, 7, 8, 9,
    ],
    [4, 6, 5, 7, 3, 0, 2, 1, 6, 4, 7, 5, 6, 3, 7, 4, 5, 2, 6, 7, 4, 5, 3, 0, 6, 7, 1, 4, 5, 6, 7, 2, 3, 4, 5, 6, 7, 9],
  ];
  const FREE = [
    [0, 1, 2, 3, 0, 4, 5, 1, 6, 2, 3, 7, 0, 1, 4, 2, 0, 3, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 9],
    [0, 1, 2, 3, 4, 5, 8, 6, 7, 0, 1, 2, 3, 8, 4, 5, 6, 7, 0, 1, 8, 2, 3, 4, 5, 6, 8, 7, 9],
    [0, 1, 2, 3, 4, 5, 8, 6, 7, 0, 1, 2, 3, 8, 4, 5, 6, 7, 0, 1, 8, 2, 3, 4, 5, 6, 8, 7, 9],
    [0, 1, 2, 3, 4, 5, 8, 6, 7, 0, 1, 2, 3, 8, 4, 5, 6, 7, 0, 1, 8, 2, 3, 4, 5, 6, 8, 7, 9],
    [0, 1, 2, 3, 0, 4, 7, 5, 1, 6, 2, 3, 0, 7, 1, 4, 2, 0, 3, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 9],
  ];
  // Rows (top 0) per reel of lines 1-20.
  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
    [1, 0, 1, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ];
  // Line bets for 3, 4 and 5 of a kind, symbols 0-7.
  const PAYS = [
    [25, 100, 500],
    [15, 60, 250],
    [12, 40, 150],
    [10, 30, 120],
    [6, 20, 80],
    [6, 20, 80],
    [5, 12, 50],
    [5, 12, 50],
  ];
  const WILD = 8;
  const rules = { lines: LINES, pays: PAYS, wilds: { [WILD]: 1 } };

  function evaluate(grid, free, multiplier) {
    const kit = window.LumenSlotKit;
    if (!free) return { wins: kit.lineWins(grid, rules, multiplier) };
    const expanded = [];
    const shown = grid.map((column, reel) => {
      if (!column.includes(WILD)) return column;
      expanded.push(reel);
      return [WILD, WILD, WILD];
    });
    return { wins: kit.lineWins(shown, rules, multiplier), expanded };
  }

  const game = {
    base: BASE,
    free: FREE,
    scatter: 9,
    buyAward: 10,
    cap: 100,
    award: (stars) => (stars >= 3 ? [10, 15, 20][Math.min(stars, 5) - 3] : 0),
    multiplier: () => 1,
    evaluate,
  };
  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.neon = (r, params) => window.LumenSlotKit.play(r, game, params);
})();
