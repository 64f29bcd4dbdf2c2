// Lumen Keno's outcome from the round's randomness, as the verification page recomputes it: 10 of the numbers 1-40
// drawn by a partial Fisher-Yates shuffle (pick(10, 40), plus one, in draw order), the picks among them and the
// multiplier (hundredths) of the pick count's table for that many hits.
(() => {
  // By risk, then pick count (row 0 is 1 pick), then hits.
  const TABLES = {
    classic: [
      [0, 397],
      [0, 120, 919],
      [0, 0, 495, 2600],
      [0, 0, 165, 1150, 8000],
      [0, 0, 80, 487, 3200, 20000],
      [0, 0, 50, 260, 1392, 7500, 40000],
      [0, 0, 0, 200, 830, 3500, 14400, 60000],
      [0, 0, 0, 135, 498, 1750, 6300, 22000, 80000],
      [0, 0, 0, 105, 320, 990, 3100, 9500, 29000, 90000],
      [0, 0, 0, 0, 314, 820, 2150, 5600, 14600, 38000, 100000],
    ],
    low: [
      [50, 246],
      [0, 198, 400],
      [0, 90, 329, 1200],
      [0, 0, 267, 890, 3000],
      [0, 0, 131, 510, 2000, 8000],
      [0, 0, 80, 302, 1100, 4100, 15000],
      [0, 0, 55, 198, 650, 2200, 7400, 25000],
      [0, 0, 45, 135, 425, 1250, 3800, 11500, 35000],
      [0, 0, 40, 105, 279, 790, 2150, 6000, 16400, 45000],
      [0, 0, 35, 85, 210, 520, 1300, 3200, 8100, 20000, 50000],
    ],
    medium: [
      [20, 336],
      [0, 168, 600],
      [0, 0, 280, 5013],
      [0, 0, 90, 1150, 15000],
      [0, 0, 40, 420, 4116, 40000],
      [0, 0, 0, 265, 1690, 10900, 70000],
      [0, 0, 0, 180, 845, 3800, 17500, 80000],
      [0, 0, 0, 130, 498, 1800, 6600, 24000, 90000],
      [0, 0, 0, 100, 327, 1000, 3200, 10000, 32000, 100000],
      [0, 0, 0, 85, 224, 630, 1750, 4800, 13200, 36000, 100000],
    ],
    high: [
      [0, 397],
      [0, 0, 1719],
      [0, 0, 0, 8163],
      [0, 0, 0, 760, 30121],
      [0, 0, 0, 440, 4700, 50000],
      [0, 0, 0, 0, 2757, 14800, 80000],
      [0, 0, 0, 0, 1277, 5500, 23000, 100000],
      [0, 0, 0, 0, 727, 2500, 8500, 29000, 100000],
      [0, 0, 0, 0, 0, 2924, 7000, 17100, 41000, 100000],
      [0, 0, 0, 0, 0, 1623, 3700, 8400, 19200, 44000, 100000],
    ],
  };
  window.LumenOutcomes ??= {};
  window.LumenOutcomes.keno = async (r, params) => {
    const picks = params.picks.map(Number);
    const table = TABLES[params.risk]?.[picks.length - 1];
    if (!table) throw new RangeError('keno params');
    const drawn = (await r.pick(10, 40)).map((n) => n + 1);
    const hits = drawn.filter((n) => picks.includes(n));
    return { drawn, hits, multiplier: table[hits.length] };
  };
})();
