// Lumen Pearl Reef's outcome for the verification page (its round is played by outcome-slot-kit.js): 25 paylines,
// x2 and x3 wilds multiply their line, three chests award 8 free spins whose multiplier rises x1 to x5.
(() => {
  // The same strips, lines and pays as the game's rules (a test holds the two equal). 8, 9 = wilds, 10 = chest.
  const BASE = [
    [
      6, 4, 7, 2, 5, 1, 3, 0, 6, 7, 4, 5, 6, 7, 2, 3, 4, 5, 6, 1, 7, 6, 4, 7, 2, 5, 3, 0, 6, 7, 4, 5, 1, 6, 7, 10, 2, 3,
      4, 5, 6, 7, 10,
    ],
    [
      6, 4, 7, 2, 5, 1, 3, 0, 6, 7, 4, 5, 6, 7, 2, 3, 4, 5, 6, 1, 7, 6, 4, 7, 2, 5, 3, 0, 6, 8, 7, 4, 5, 1, 6, 7, 2, 3,
      4, 5, 6, 7, 8,
    ],
    [
      6, 4, 7, 2, 5, 1, 3, 0, 6, 7, 4, 5, 6, 7, 2, 3, 4, 5, 6, 1, 7, 10, 6, 4, 7, 2, 5, 3, 0, 6, 7, 4, 5, 1, 6, 7, 2,
      10, 3, 4, 5, 6, 7, 10, 8, 9,
    ],
    [
      6, 4, 7, 2, 5, 1, 3, 0, 6, 7, 4, 5, 6, 7, 2, 3, 4, 5, 6, 1, 7, 6, 4, 7, 2, 5, 3, 0, 6, 7, 4, 5, 1, 6, 7, 2, 3, 4,
      5, 6, 7, 8,
    ],
    [
      6, 4, 7, 2, 5, 1, 3, 0, 6, 7, 4, 5, 6, 7, 2, 3, 4, 5, 6, 1, 7, 6, 4, 7, 2, 5, 3, 0, 6, 7, 4, 5, 1, 6, 7, 10, 2, 3,
      4, 5, 6, 7, 10,
    ],
  ];
  const FREE = [
    [1, 0, 2, 3, 4, 7, 5, 1, 6, 2, 3, 0, 7, 1, 4, 2, 3, 5, 6, 0, 7, 1, 2, 3, 4, 5, 6, 7, 10],
    [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 8, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 0, 2, 3, 4, 5, 1, 6, 2, 3, 7, 0, 1, 4, 2, 3, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 10],
  ];
  // Rows (top 0) per reel of lines 1-25.
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
    [2, 0, 0, 0, 2],
    [1, 0, 2, 0, 1],
    [1, 2, 0, 2, 1],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
  ];
  // Line bets for 3, 4 and 5 of a kind, symbols 0-7.
  const PAYS = [
    [25, 125, 750],
    [20, 80, 400],
    [15, 50, 250],
    [10, 40, 200],
    [5, 20, 100],
    [5, 15, 80],
    [4, 10, 50],
    [4, 10, 50],
  ];
  const rules = { lines: LINES, pays: PAYS, wilds: { 8: 2, 9: 3 } };

  const game = {
    base: BASE,
    free: FREE,
    scatter: 10,
    buyAward: 8,
    cap: 100,
    award: (chests) => (chests >= 3 ? 8 : 0),
    multiplier: (i) => Math.min(i + 1, 5),
    evaluate: (grid, free, multiplier) => ({
      wins: window.LumenSlotKit.lineWins(grid, rules, multiplier),
      ...(free ? { tide: multiplier } : {}),
    }),
  };
  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.reef = (r, params) => window.LumenSlotKit.play(r, game, params);
})();
