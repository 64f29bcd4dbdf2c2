// Lumen Hi-Lo's deal from the round's randomness, as the verification page recomputes it: 52 cards by int(52), in
// order, each from a full deck (rank = card % 13 from A to K, suit = floor(card / 13)); the first is the one shown.
window.LumenOutcomes ??= {};
window.LumenOutcomes.hilo = async (r) => {
  const cards = [];
  for (let i = 0; i < 52; i++) cards.push(await r.int(52));
  return { cards };
};
