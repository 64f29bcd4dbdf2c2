// Lumen Blackjack's deal and table, recomputed for the verification page (and read by the game page): 104 cards by
// int(52), each from a full deck (an infinite deck), dealt player, dealer up, player, dealer hole, then every card the
// play asks for in order; the dealer stands on soft 17 and peeks with an ace or a ten up. With the round's moves
// (its proof's choices) the whole round is replayed: each hand, the dealer's cards and what the round returns.
(() => {
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['S', 'H', 'D', 'C'];
  const name = (c) => RANKS[c % 13] + SUITS[Math.floor(c / 13)];
  const value = (c) => (c % 13 === 0 ? 11 : c % 13 < 9 ? (c % 13) + 1 : 10);
  function totalOf(cards) {
    let hard = 0;
    let ace = false;
    for (const c of cards) {
      hard += value(c) === 11 ? 1 : value(c);
      if (value(c) === 11) ace = true;
    }
    return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
  }
  const natural = (cards) => cards.length === 2 && totalOf(cards).total === 21;
  const splitAces = (h) => h.split && h.cards[0] % 13 === 0;
  const bust = (h) => totalOf(h.cards).total > 21;

  /** The table after `moves`; throws on a move that is not allowed where it was taken. */
  function table(cards, moves) {
    const t = {
      hands: [{ cards: [cards[0], cards[2]], doubled: false, split: false, done: false }],
      active: 0,
      dealer: [cards[1], cards[3]],
      insurance: 'none',
      phase: 'play',
      dealerBlackjack: false,
      next: 4,
    };
    const draw = () => {
      if (t.next >= cards.length) throw new RangeError('deal exhausted');
      return cards[t.next++];
    };
    const dealer = () => {
      if (t.hands.some((h) => !bust(h))) while (totalOf(t.dealer).total < 17) t.dealer.push(draw());
      t.phase = 'over';
    };
    const advance = () => {
      for (;;) {
        const h = t.hands[t.active];
        if (!h) return dealer();
        if (h.cards.length === 1) {
          h.cards.push(draw());
          if (splitAces(h)) h.done = true;
        }
        if (totalOf(h.cards).total >= 21) h.done = true;
        if (!h.done) return;
        t.active++;
      }
    };
    const peek = () => {
      const up = value(t.dealer[0]);
      if ((up === 11 || up === 10) && natural(t.dealer)) {
        t.dealerBlackjack = true;
        t.phase = 'over';
      } else if (natural(t.hands[0].cards)) t.phase = 'over';
      else {
        t.phase = 'play';
        advance();
      }
    };
    if (value(cards[1]) === 11) {
      t.insurance = 'offered';
      t.phase = 'insurance';
    } else peek();
    for (const m of moves) {
      if (!legal(t).includes(m)) throw new RangeError(`move ${m} not allowed`);
      if (t.phase === 'insurance') {
        if (m === 'even_money') {
          t.insurance = 'even';
          t.phase = 'over';
          continue;
        }
        t.insurance = m === 'insurance' ? 'taken' : 'declined';
        peek();
        continue;
      }
      const h = t.hands[t.active];
      if (m === 'stand') h.done = true;
      else if (m === 'hit') h.cards.push(draw());
      else if (m === 'double') {
        h.doubled = true;
        h.cards.push(draw());
        h.done = true;
      } else if (m === 'split') {
        const second = h.cards.pop();
        h.split = true;
        t.hands.splice(t.active + 1, 0, { cards: [second], doubled: false, split: true, done: false });
        h.cards.push(draw());
        if (splitAces(h)) h.done = true;
      }
      advance();
    }
    return t;
  }

  /** The moves allowed now. */
  function legal(t) {
    if (t.phase === 'insurance')
      return natural(t.hands[0].cards) ? ['even_money', 'no_insurance'] : ['insurance', 'no_insurance'];
    if (t.phase !== 'play') return [];
    const h = t.hands[t.active];
    const moves = ['hit', 'stand'];
    if (h.cards.length === 2 && !splitAces(h)) {
      moves.push('double');
      if (value(h.cards[0]) === value(h.cards[1]) && t.hands.length < 4) moves.push('split');
    }
    return moves;
  }

  /** A hand's result once the round is over, and what it returns in halves of the bet. */
  function result(t, h) {
    const staked = h.doubled ? 2 : 1;
    if (!h.split && natural(h.cards)) return t.dealerBlackjack ? ['push', 2] : ['blackjack', 5];
    if (t.dealerBlackjack || bust(h)) return ['lose', 0];
    const mine = totalOf(h.cards).total;
    const theirs = totalOf(t.dealer).total;
    if (theirs > 21 || mine > theirs) return ['win', 4 * staked];
    return mine === theirs ? ['push', 2 * staked] : ['lose', 0];
  }

  // Basic strategy (infinite deck, S17, double after split): rows by the dealer's up card 2..10, A.
  const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const HARD = {
    9: 'HDDDDHHHHH',
    10: 'DDDDDDDDHH',
    11: 'DDDDDDDDDH',
    12: 'HHSSSHHHHH',
    13: 'SSSSSHHHHH',
    14: 'SSSSSHHHHH',
    15: 'SSSSSHHHHH',
    16: 'SSSSSHHHHH',
  };
  const SOFT = {
    13: 'HHHDDHHHHH',
    14: 'HHHDDHHHHH',
    15: 'HHDDDHHHHH',
    16: 'HHDDDHHHHH',
    17: 'HDDDDHHHHH',
    18: 'SddddSSHHH',
  };
  const SPLIT = {
    2: 'PPPPPPHHHH',
    3: 'PPPPPPHHHH',
    4: 'HHHPPHHHHH',
    6: 'PPPPPHHHHH',
    7: 'PPPPPPHHHH',
    8: 'PPPPPPPPPP',
    9: 'PPPPPSPPSS',
    11: 'PPPPPPPPPP',
  };
  /** The basic strategy's move (never insurance or even money). */
  function basicMove(t) {
    if (t.phase === 'insurance') return 'no_insurance';
    const h = t.hands[t.active];
    const moves = legal(t);
    const i = UPS.indexOf(value(t.dealer[0]));
    if (moves.includes('split') && SPLIT[value(h.cards[0])]?.[i] === 'P') return 'split';
    const { total, soft } = totalOf(h.cards);
    let x;
    if (total >= 21) x = 'S';
    else if (soft) x = total >= 19 ? 'S' : total <= 12 ? 'H' : SOFT[total][i];
    else x = total <= 8 ? 'H' : total >= 17 ? 'S' : HARD[total][i];
    if ((x === 'D' || x === 'd') && !moves.includes('double')) return x === 'd' ? 'stand' : 'hit';
    return { H: 'hit', S: 'stand', D: 'double', d: 'double' }[x];
  }

  window.LumenBlackjack = { name, value, totalOf, natural, table, legal, result, basicMove };
  window.LumenOutcomes ??= {};
  window.LumenOutcomes.blackjack = async (r, params) => {
    const cards = [];
    for (let i = 0; i < 104; i++) cards.push(await r.int(52));
    const moves = Array.isArray(params?.moves) ? params.moves : null;
    if (!moves) return { cards };
    const t = table(cards, moves);
    const hands = t.hands.map((h) => {
      const [outcome, halves] = result(t, h);
      return { cards: h.cards.map(name), total: totalOf(h.cards).total, doubled: h.doubled, outcome, halves };
    });
    return {
      cards,
      hands,
      dealer: t.dealer.map(name),
      dealerTotal: totalOf(t.dealer).total,
      insurance: t.insurance,
      over: t.phase === 'over',
    };
  };
})();
