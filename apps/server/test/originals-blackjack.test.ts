import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_MIN_STAKE,
  BLACKJACK_RTP,
  type BlackjackMove,
  basicAction,
  basicMove,
  blackjack,
  blackjackPayout,
  blackjackReturn,
  blackjackTable,
  handHalves,
  legalMoves,
  shownTable,
  standMoves,
  totalOf,
} from '../src/modules/inhouse/games/blackjack.ts';
import { RTP_CEILING } from '../src/modules/inhouse/games.ts';
import { chiSquare, pageOutcome, simRng } from './originals-helper.ts';

/** A deal from card names (spades; 'T' is a ten), the rest of the 104 filled with twos. */
const RANK = 'A23456789TJQK';
const deck = (s: string) => {
  const cards = s.split(' ').map((x) => RANK.indexOf(x));
  if (cards.some((c) => c < 0)) throw new Error(s);
  return { cards: [...cards, ...Array(104 - cards.length).fill(1)] };
};
const p = {};
/** What the round pays on a stake of 100 once its moves are taken. */
const paid = (d: { cards: number[] }, moves: BlackjackMove[]) => blackjackPayout(blackjackTable(d, moves), 100n);

describe('blackjack: hand-worked hands', () => {
  it('the dealer stands on soft 17 and draws to hard 17', () => {
    // Player K 7 (17); dealer 6 up, ace in the hole: soft 17, no card drawn: a push.
    const soft17 = deck('K 6 7 A');
    expect(legalMoves(blackjackTable(soft17, []))).toEqual(['hit', 'stand', 'double']);
    const t = blackjackTable(soft17, ['stand']);
    expect(t.phase).toBe('over');
    expect(t.dealer).toEqual([5, 0]);
    expect(paid(soft17, ['stand'])).toBe(100n);
    // Dealer 5 + ace is soft 16: draws a 2 (soft 18) and stands; the player's 18 pushes.
    const soft16 = deck('K 5 8 A 2 9');
    expect(blackjackTable(soft16, ['stand']).dealer).toEqual([4, 0, 1]);
    expect(paid(soft16, ['stand'])).toBe(100n);
    // Dealer K 6 (16) draws a 5: 21 beats the player's 18.
    const hard = deck('K 6 8 K 5');
    expect(totalOf(blackjackTable(hard, ['stand']).dealer)).toEqual({ total: 21, soft: false });
    expect(paid(hard, ['stand'])).toBe(0n);
    expect(blackjack.step(hard, [], 'stand', p)).toEqual({ over: true, lost: true });
    // Dealer 6 5 draws a K: 21 again; a 4 after 6 5 would be 15 then more cards.
    expect(blackjackTable(deck('T 6 9 5 4 3'), ['stand']).dealer).toEqual([5, 4, 3, 2]); // 6 5 4 3 = 18
  });

  it('blackjack pays 3:2 rounded up, and blackjack against blackjack pushes', () => {
    // Player A K against a 9 up: over as dealt, 2.5 times the stake (an odd stake's half unit rounded up).
    const bj = deck('A 9 K 7');
    expect(blackjackTable(bj, []).phase).toBe('over');
    expect(blackjack.ended?.(bj, [], p)).toBe(true);
    expect(paid(bj, [])).toBe(250n);
    expect(blackjackPayout(blackjackTable(bj, []), 101n)).toBe(253n); // 252.5
    // Dealer ten up with an ace in the hole: the peek ends it, a push for the player's blackjack.
    const both = deck('A K K A');
    expect(blackjackTable(both, []).dealerBlackjack).toBe(true);
    expect(paid(both, [])).toBe(100n);
    // With the dealer's ace up the player first answers even money (or not): declined, the peek finds blackjack.
    const aceUp = deck('A A K K');
    expect(legalMoves(blackjackTable(aceUp, []))).toEqual(['even_money', 'no_insurance']);
    expect(paid(aceUp, ['no_insurance'])).toBe(100n);
    // Even money is paid 1:1 at once, whatever the hole card.
    expect(paid(aceUp, ['even_money'])).toBe(200n);
    expect(paid(deck('A A K 7'), ['even_money'])).toBe(200n);
    expect(paid(deck('A A K 7'), ['no_insurance'])).toBe(250n);
  });

  it('the dealer peeks with an ace or a ten up: a dealer blackjack takes the bet before any play', () => {
    const tenUp = deck('9 K 9 A');
    expect(blackjackTable(tenUp, []).phase).toBe('over');
    expect(paid(tenUp, [])).toBe(0n);
    // An ace up: the insurance question first, then the peek.
    const aceUp = deck('9 A 9 K');
    expect(blackjackTable(aceUp, []).phase).toBe('insurance');
    expect(blackjack.allowed(aceUp, [], 'hit', p)).toBe(false);
    expect(blackjack.step(aceUp, [], 'no_insurance', p)).toEqual({ over: true, lost: true });
    // No blackjack under the ten: play goes on and the hole card stays hidden.
    const noBj = deck('9 K 9 7 5');
    const shown = shownTable(noBj, []);
    expect(shown).toMatchObject({ phase: 'play', dealer: [12], options: ['hit', 'stand', 'double', 'split'] });
    expect(shown.dealer).toHaveLength(1);
  });

  it('insurance pays 2:1 on a dealer blackjack and is lost otherwise', () => {
    // Insurance is half the stake (floored): 50 on 100, paid 150 when the dealer has blackjack; the hand loses.
    const bj = deck('9 A 9 K');
    expect(blackjack.stake?.(100n, bj, [], 'insurance', p)).toBe(50n);
    expect(blackjack.stake?.(101n, bj, [], 'insurance', p)).toBe(50n);
    expect(paid(bj, ['insurance'])).toBe(150n);
    expect(blackjack.step(bj, [], 'insurance', p)).toEqual({ over: true, lost: false });
    // No blackjack: the insurance is lost and the hand is played (18 against soft 18: a push of the stake).
    const none = deck('9 A 9 7');
    expect(blackjackTable(none, ['insurance'])).toMatchObject({ phase: 'play', insurance: 'taken' });
    expect(paid(none, ['insurance', 'stand'])).toBe(100n);
    // Even money and insurance are not offered together, nor insurance without an ace up.
    expect(blackjack.allowed(bj, [], 'even_money', p)).toBe(false);
    expect(blackjack.allowed(deck('9 K 9 7'), [], 'insurance', p)).toBe(false);
  });

  it('a double takes one card on double the stake, also after a split', () => {
    // 6 5 (11) against 5 K (15): doubled, a K makes 21; the dealer draws a 9 and busts: 4 times the stake.
    const d = deck('6 5 5 K K 9');
    expect(blackjack.stake?.(100n, d, [], 'double', p)).toBe(100n);
    const t = blackjackTable(d, ['double']);
    expect(t.hands[0]).toMatchObject({ cards: [5, 4, 12], doubled: true, done: true });
    expect(t.dealer).toEqual([4, 12, 8]);
    expect(paid(d, ['double'])).toBe(400n);
    // A double after a split: 8 8 against 6, the first hand takes a 3 (11) and doubles onto a K; the second takes
    // a 2 and stands on 10; the dealer's 6 K draws a K and busts. 2 x 2 + 1 x 2 stakes back: 6.
    const das = deck('8 6 8 K 3 K 2 K');
    const moves: BlackjackMove[] = ['split', 'double', 'stand'];
    expect(legalMoves(blackjackTable(das, ['split']))).toContain('double');
    const after = blackjackTable(das, moves);
    expect(after.hands.map((h) => h.cards)).toEqual([
      [7, 2, 12],
      [7, 1],
    ]);
    expect(paid(das, moves)).toBe(600n);
    // No double on three cards.
    expect(legalMoves(blackjackTable(deck('2 6 3 K 2'), ['hit']))).toEqual(['hit', 'stand']);
  });

  it('split aces take one card each, pay 1:1 on 21 and are not split again', () => {
    // A A against 9 7 (16): A K is 21 (no blackjack), A 5 soft 16; the dealer draws an 8 and busts.
    const aces = deck('A 9 A 7 K 5 8');
    const t = blackjackTable(aces, ['split']);
    expect(t.phase).toBe('over');
    expect(t.hands.map((h) => h.cards)).toEqual([
      [0, 12],
      [0, 4],
    ]);
    expect(t.hands.map((h) => handHalves(t, h))).toEqual([4, 4]);
    expect(paid(aces, ['split'])).toBe(400n);
    // The dealer makes 21 instead: the split 21 pushes (it is no blackjack), the soft 16 loses.
    expect(paid(deck('A 9 A 7 K 5 5'), ['split'])).toBe(100n);
    // An ace onto a split ace stays two aces (soft 12), not split again.
    const again = blackjackTable(deck('A 9 A 7 A 5 8'), ['split']);
    expect(again.hands.map((h) => h.cards)).toEqual([
      [0, 0],
      [0, 4],
    ]);
  });

  it('splits up to four hands, and a 21 stands by itself', () => {
    const eights = deck('8 6 8 K 8 8 8 K K K K K');
    let moves: BlackjackMove[] = ['split', 'split', 'split'];
    const t = blackjackTable(eights, moves);
    expect(t.hands).toHaveLength(4);
    // The first hand now holds 8 8 again but may not split a fifth time.
    expect(legalMoves(t)).toEqual(['hit', 'stand', 'double']);
    moves = [...moves, 'stand', 'stand', 'stand', 'stand'];
    // The dealer's 6 K draws a K: all four 18s win.
    expect(paid(eights, moves)).toBe(800n);
    // 21 from a hit ends the hand at once: the next hand's turn.
    const three = blackjackTable(deck('8 6 8 K 5 8 K'), ['split', 'hit']);
    expect(three.hands[0]?.cards).toEqual([7, 4, 7]);
    expect(three.active).toBe(1);
  });

  it('a round left unfinished is completed by standing: no insurance, then every hand stands', () => {
    const d = deck('9 A 9 7 5');
    expect(standMoves(d, [])).toEqual(['no_insurance', 'stand']);
    expect(blackjack.finish?.(deck('8 6 8 K 3 K 2 K'), ['split'], p)).toEqual(['stand', 'stand']);
    expect(blackjack.payout?.(100n, d, [], p)).toBe(100n);
    expect(blackjack.cashable(d, [], p)).toBe(false);
  });
});

describe('blackjack: strategy, return and fairness', () => {
  it('plays the basic strategy chart', () => {
    expect(basicAction(16, false, 10, { canDouble: true, pair: null })).toBe('hit');
    expect(basicAction(12, false, 4, { canDouble: true, pair: null })).toBe('stand');
    expect(basicAction(11, false, 11, { canDouble: true, pair: null })).toBe('hit');
    expect(basicAction(11, false, 10, { canDouble: true, pair: null })).toBe('double');
    expect(basicAction(18, true, 4, { canDouble: false, pair: null })).toBe('stand');
    expect(basicAction(18, true, 9, { canDouble: true, pair: null })).toBe('hit');
    expect(basicAction(17, true, 3, { canDouble: false, pair: null })).toBe('hit');
    expect(basicAction(16, false, 10, { canDouble: true, pair: 8 })).toBe('split');
    expect(basicAction(18, false, 7, { canDouble: true, pair: 9 })).toBe('stand');
    expect(basicAction(20, false, 6, { canDouble: true, pair: 10 })).toBe('stand');
    expect(basicAction(12, true, 6, { canDouble: false, pair: null })).toBe('hit');
    expect(basicMove(blackjackTable(deck('9 A 9 7'), []))).toBe('no_insurance');
  });

  it('returns 99.48 % under basic strategy (exact, infinite deck), and the minimum stake keeps rounding under 99.9 %', () => {
    const r = blackjackReturn();
    expect(Math.floor(r.rtp * 10_000) / 10_000).toBe(BLACKJACK_RTP);
    expect(r.rtp).toBeGreaterThan(0.9948);
    expect(r.rtp).toBeLessThan(0.995);
    expect(r.perStaked).toBeGreaterThan(r.rtp);
    // A blackjack's half unit, rounded up, is the only rounding (chance 8 / 169): within 99.9 % from 6 minor units.
    const ceiling = Number(RTP_CEILING.num) / Number(RTP_CEILING.den);
    const gift = (b: number) => (8 / 169) * (0.5 / b);
    expect(r.rtp + gift(Number(BLACKJACK_MIN_STAKE))).toBeLessThanOrEqual(ceiling);
    expect(r.rtp + gift(Number(BLACKJACK_MIN_STAKE) - 1)).toBeGreaterThan(ceiling);
  });

  it('lands within 4 standard errors of the exact return over 150,000 simulated hands; the cards dealt are uniform', async () => {
    const rng = simRng(21);
    const hands = 150_000;
    let sum = 0;
    let squares = 0;
    let staked = 0;
    const counts = Array(52).fill(0) as number[];
    for (let i = 0; i < hands; i++) {
      const deal = await blackjack.deal(rng, p);
      const moves: BlackjackMove[] = [];
      let t = blackjackTable(deal, moves);
      let bets = 1; // the hand's stakes, in bets: each double and split adds one
      while (t.phase !== 'over') {
        const m = basicMove(t);
        if (m === 'double' || m === 'split') bets += 1;
        moves.push(m);
        t = blackjackTable(deal, moves);
      }
      for (const c of deal.cards.slice(0, t.next)) counts[c] = (counts[c] as number) + 1;
      const x = Number(blackjackPayout(t, 10_000n)) / 10_000 - bets;
      sum += x;
      squares += x * x;
      staked += bets;
    }
    const mean = sum / hands;
    const se = Math.sqrt((squares / hands - mean * mean) / hands);
    expect(Math.abs(1 + mean - blackjackReturn().rtp)).toBeLessThan(4 * se);
    expect(Math.abs(staked / hands - blackjackReturn().staked)).toBeLessThan(0.01);
    // Every card dealt over the 52: chi-square, 51 degrees of freedom, 99 %.
    const all = counts.reduce((a, b) => a + b, 0);
    expect(chiSquare(counts, Array(52).fill(all / 52))).toBeLessThan(76.15);
  }, 120_000);

  it('the verification page deals the same cards and replays the same round as the server', async () => {
    const page = await pageOutcome('blackjack');
    const rng = simRng(7);
    for (let nonce = 0; nonce < 150; nonce++) {
      const deal = await blackjack.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), p);
      expect(await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), {})).toEqual(deal);
      // Play a mix of strategy and random allowed moves, then replay the moves on the page.
      const moves: BlackjackMove[] = [];
      let t = blackjackTable(deal, moves);
      while (t.phase !== 'over') {
        const legal = legalMoves(t);
        const m = nonce % 2 ? basicMove(t) : (legal[await rng.int(legal.length)] as BlackjackMove);
        moves.push(m);
        t = blackjackTable(deal, moves);
      }
      const replay = (await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), { moves })) as {
        hands: Array<{ halves: number; doubled: boolean }>;
        dealerTotal: number;
        over: boolean;
      };
      expect(replay.over).toBe(true);
      expect(replay.hands.map((h) => h.halves)).toEqual(t.hands.map((h) => handHalves(t, h)));
      expect(replay.hands.map((h) => h.doubled)).toEqual(t.hands.map((h) => h.doubled));
      expect(replay.dealerTotal).toBe(totalOf(t.dealer).total);
    }
  });

  it('publishes its test vector', async () => {
    // docs/provably-fair.md: lumen-server-seed-1, player-seed, nonce 0: the first cards Q♥ K♥ 9♦ 8♥ (player Q♥ 9♦,
    // dealer K♥ up, 8♥ in the hole), as Hi-Lo draws them.
    const deal = await blackjack.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', 0), p);
    expect(deal.cards.slice(0, 6)).toEqual([24, 25, 34, 20, 7, 15]);
    // Standing on 19 against 18: the player wins, 2 x the stake.
    expect(blackjackTable(deal, []).phase).toBe('play');
    expect(blackjackPayout(blackjackTable(deal, ['stand']), 100n)).toBe(200n);
  });
});
