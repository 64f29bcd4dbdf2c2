// Lumen Roulette's outcome from a round's randomness, as the verification page recomputes it: one int(37) is the
// pocket of a European single-zero wheel; the winning chips are those whose bet covers it.
(() => {
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const covers = {
    straight: (p, v) => p === v,
    red: (p) => RED.includes(p),
    black: (p) => p > 0 && !RED.includes(p),
    even: (p) => p > 0 && p % 2 === 0,
    odd: (p) => p % 2 === 1,
    low: (p) => p >= 1 && p <= 18,
    high: (p) => p >= 19,
    dozen: (p, v) => p > 0 && Math.floor((p - 1) / 12) + 1 === v,
    column: (p, v) => p > 0 && ((p + 2) % 3) + 1 === v,
  };
  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.roulette = async (r, params) => {
    const pocket = await r.int(37);
    const colour = pocket === 0 ? 'green' : RED.includes(pocket) ? 'red' : 'black';
    const winning = [];
    (params.chips ?? []).forEach((chip, i) => {
      if (covers[chip.bet]?.(pocket, chip.value)) winning.push(i);
    });
    return { pocket, colour, winning };
  };
})();
