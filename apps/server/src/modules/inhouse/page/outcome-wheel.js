// Lumen Wheel's outcome from the round's randomness, as the verification page recomputes it: one integer in
// [0, segments) is the segment under the pointer (0 the first clockwise), its multiplier (hundredths) taken from the
// layout of the segment count and risk.
(() => {
  const MEDIUM = {
    10: [290, 0, 200, 0, 150, 0, 200, 0, 150, 0],
    20: [300, 0, 150, 0, 200, 0, 180, 0, 150, 0, 300, 0, 200, 0, 150, 0, 150, 0, 200, 0],
    30: [
      370, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0,
      150, 0,
    ],
    40: [
      410, 0, 300, 0, 200, 0, 150, 0, 150, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 200, 0,
      150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0,
    ],
    50: [
      450, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0,
      200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0,
    ],
  };
  const LOW = [150, 120, 120, 0, 120, 120, 120, 0, 120, 120];
  /** The segment's multiplier: low repeats a block of ten; high pays segments x 0.99 on segment 0 alone. */
  const multiplierOf = (segments, risk, segment) => {
    if (risk === 'low') return LOW[segment % 10];
    if (risk === 'medium') return MEDIUM[segments][segment];
    if (risk === 'high') return segment === 0 ? segments * 99 : 0;
    throw new RangeError('wheel risk');
  };
  window.LumenOutcomes ??= {};
  window.LumenOutcomes.wheel = async (r, params) => {
    const segments = Number(params.segments);
    if (![10, 20, 30, 40, 50].includes(segments)) throw new RangeError('wheel segments');
    const segment = await r.int(segments);
    return { segment, multiplier: multiplierOf(segments, params.risk, segment) };
  };
})();
