// Lumen Baccarat's outcome from a round's randomness, as the verification page recomputes it: pick(6, 416) are the
// shoe's next six cards (8 decks), dealt player, banker, player, banker, then the third cards by the tableau.
(() => {
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['S', 'H', 'D', 'C'];
  const name = (c) => RANKS[c % 13] + SUITS[Math.floor(c / 13) % 4];
  const points = (c) => (c % 13 < 9 ? (c % 13) + 1 : 0);
  const total = (hand) => hand.reduce((s, c) => s + points(c), 0) % 10;
  // The banker's draw by its total (0-6; 7 stands) and the player's third card value (-1: the player stood).
  const BANKER_DRAWS = [
    () => true,
    () => true,
    () => true,
    (x) => x !== 8,
    (x) => x >= 2 && x <= 7,
    (x) => x >= 4 && x <= 7,
    (x) => x === 6 || x === 7,
  ];
  window.LumenOutcomes = window.LumenOutcomes ?? {};
  window.LumenOutcomes.baccarat = async (r) => {
    const shoe = await r.pick(6, 416);
    const player = [shoe[0], shoe[2]];
    const banker = [shoe[1], shoe[3]];
    let next = 4;
    const natural = total(player) >= 8 || total(banker) >= 8;
    if (!natural) {
      let third = -1;
      if (total(player) <= 5) {
        player.push(shoe[next++]);
        third = points(player[2]);
      }
      const b = total(banker);
      const draws = third === -1 ? b <= 5 : b <= 6 && BANKER_DRAWS[b](third);
      if (draws) banker.push(shoe[next++]);
    }
    const playerTotal = total(player);
    const bankerTotal = total(banker);
    const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    return { player: player.map(name), banker: banker.map(name), playerTotal, bankerTotal, winner };
  };
})();
