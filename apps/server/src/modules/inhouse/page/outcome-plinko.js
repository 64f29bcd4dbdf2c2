// Lumen Plinko's outcome, recomputed for the verification page: one draw of int(2) per row (1 = right), the slot is
// the number of rights, and the multiplier (hundredths) is read from that rows-and-risk table, mirrored at the centre.
(() => {
  // Edge slot to centre slot, in hundredths (the same tables as the game's rules; a test holds the two equal).
  const HALVES = {
    8: { low: [570, 210, 110, 100, 50], medium: [1400, 290, 130, 70, 40], high: [2900, 400, 150, 30, 20] },
    9: { low: [570, 200, 160, 100, 70], medium: [1800, 400, 170, 90, 50], high: [4300, 700, 200, 60, 20] },
    10: {
      low: [890, 300, 140, 110, 100, 50],
      medium: [2300, 500, 200, 140, 60, 40],
      high: [7600, 1000, 300, 90, 30, 20],
    },
    11: {
      low: [840, 300, 190, 130, 100, 70],
      medium: [2400, 600, 300, 180, 70, 50],
      high: [12000, 1400, 520, 140, 40, 20],
    },
    12: {
      low: [1000, 310, 160, 140, 110, 100, 50],
      medium: [3400, 1100, 400, 200, 110, 60, 30],
      high: [17000, 2400, 810, 200, 70, 20, 20],
    },
    13: {
      low: [810, 400, 310, 190, 120, 90, 70],
      medium: [4300, 1300, 610, 300, 130, 70, 40],
      high: [26000, 3700, 1100, 400, 100, 20, 20],
    },
    14: {
      low: [710, 400, 190, 140, 130, 110, 100, 50],
      medium: [5800, 1600, 700, 400, 190, 100, 50, 20],
      high: [42000, 5700, 1800, 500, 190, 30, 20, 20],
    },
    15: {
      low: [1500, 800, 300, 200, 150, 110, 100, 70],
      medium: [8800, 1900, 1100, 500, 300, 130, 50, 30],
      high: [62000, 8300, 2700, 800, 300, 50, 20, 20],
    },
    16: {
      low: [1600, 900, 200, 150, 140, 120, 110, 100, 50],
      medium: [11000, 4100, 1000, 510, 300, 150, 100, 50, 30],
      high: [100000, 13000, 2600, 910, 400, 200, 20, 20, 20],
    },
  };

  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.plinko = async (r, params) => {
    const rows = Number(params.rows);
    const half = HALVES[rows]?.[params.risk];
    if (!half) throw new RangeError('plinko: rows 8-16, risk low, medium or high');
    const path = [];
    let slot = 0;
    for (let i = 0; i < rows; i++) {
      const step = await r.int(2);
      path.push(step);
      slot += step;
    }
    return { path, slot, multiplier: half[Math.min(slot, rows - slot)] };
  };
})();
