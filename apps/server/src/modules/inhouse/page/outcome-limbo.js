// Limbo's outcome from a round's draws, as the verification page recomputes it: one 32-bit word w gives the
// multiplier floor(99 * 2^32 / (2^32 - w)) in hundredths; the bet wins when it reaches the target.
window.LumenOutcomes = window.LumenOutcomes ?? {};
window.LumenOutcomes.limbo = async (r, params) => {
  const space = 2n ** 32n;
  const w = BigInt(await r.int(2 ** 32));
  const multiplier = Number((99n * space) / (space - w));
  const target = Number(params.target);
  return { multiplier, target, win: multiplier >= target };
};
