import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  HILO_MIN_STAKE,
  HILO_STEPS,
  type HiloGuess,
  hilo,
  hiloMultiplier,
  hiloWins,
  rankOf,
} from '../src/modules/inhouse/games/hilo.ts';
import { payoutOf } from '../src/modules/inhouse/stepped.ts';
import { chiSquare, pageOutcome, simRng } from './originals-helper.ts';

const p = {};
/** The likelier side; on an ace lower or same (higher or same cannot lose there), on a king higher or same. */
const likelier = (rank: number): HiloGuess =>
  rank === 0 ? 'lower_or_same' : rank === 12 ? 'higher_or_same' : rank < 6 ? 'higher_or_same' : 'lower_or_same';

/**
 * The exact return of "guess the likelier side until `k` right guesses, then cash out" at stake `b`, over every
 * sequence of k + 1 ranks (the suits do not count): the rounded-up payout of each winning sequence, each with chance
 * 1 / 13^(k+1). Null stake: the exact multiplier with no rounding.
 */
function strategyReturn(k: number, b: bigint | null): { num: bigint; den: bigint } {
  // The sum of the winning sequences' returns (fractions of the stake), kept exact.
  let num = 0n;
  let den = 1n;
  const ranks: number[] = [];
  const walk = (depth: number) => {
    if (depth === k + 1) {
      const moves = ranks.slice(0, k).map(likelier);
      const deal = { cards: [...ranks] };
      for (let i = 0; i < k; i++) if (hilo.step(deal, moves.slice(0, i), moves[i] as HiloGuess, p).lost) return;
      const m = hiloMultiplier(deal, moves);
      const r = b === null ? m : { num: payoutOf(b, m), den: b };
      num = num * r.den + r.num * den;
      den *= r.den;
      return;
    }
    for (let r = 0; r < 13; r++) {
      ranks.push(r);
      walk(depth + 1);
      ranks.pop();
    }
  };
  walk(0);
  return { num, den: den * 13n ** BigInt(k + 1) };
}

describe('hi-lo', () => {
  it('plays a hand-worked round: right guesses multiply by 13 / wins, with the 1 % taken once', () => {
    // 6♠ (rank 5), then 10♠ (rank 9), then 10♥ (22: rank 9), then 2♦ (27: rank 1).
    const deal = { cards: [5, 9, 22, 27, ...Array(48).fill(0)] };
    expect(rankOf(22)).toBe(9);
    expect(hiloWins(5, 'higher_or_same')).toBe(8); // 6 up to K
    expect(hiloWins(9, 'lower_or_same')).toBe(10); // A up to 10
    expect(hilo.cashable(deal, [], p)).toBe(false);
    expect(hilo.step(deal, [], 'higher_or_same', p)).toEqual({ lost: false, over: false });
    expect(hilo.multiplier(deal, ['higher_or_same'], p)).toEqual({ num: 99n * 13n, den: 100n * 8n }); // 1.60875x
    expect(hilo.cashable(deal, ['higher_or_same'], p)).toBe(true);
    expect(hilo.step(deal, ['higher_or_same'], 'lower_or_same', p)).toEqual({ lost: false, over: false }); // same
    const two: HiloGuess[] = ['higher_or_same', 'lower_or_same'];
    expect(hilo.multiplier(deal, two, p)).toEqual({ num: 99n * 169n, den: 100n * 80n }); // 2.0912625x
    expect(payoutOf(103n, hilo.multiplier(deal, two, p))).toBe(216n); // 215.4...
    expect(hilo.step(deal, two, 'higher_or_same', p)).toEqual({ lost: true, over: true }); // 2 < 10
    // A skip changes nothing and can be taken on any card; the shown cards are those turned so far.
    expect(hilo.step(deal, two, 'skip', p)).toEqual({ lost: false, over: false });
    expect(hilo.multiplier(deal, [...two, 'skip'], p)).toEqual(hilo.multiplier(deal, two, p));
    expect(hilo.shown(deal, two, p)).toEqual({ cards: [5, 9, 22] });
    // Skips alone win nothing: the multiplier stays 1 and no cash-out yet.
    expect(hilo.multiplier(deal, ['skip'], p)).toEqual({ num: 1n, den: 1n });
    expect(hilo.cashable(deal, ['skip'], p)).toBe(false);
  });

  it('offers no guess that cannot lose, and ends after the 51st step', () => {
    const aces = { cards: Array(52).fill(13) }; // A♥ every time
    expect(hilo.allowed(aces, [], 'higher_or_same', p)).toBe(false);
    expect(hilo.allowed(aces, [], 'lower_or_same', p)).toBe(true);
    const kings = { cards: Array(52).fill(12) };
    expect(hilo.allowed(kings, [], 'lower_or_same', p)).toBe(false);
    expect(hilo.allowed(kings, [], 'higher_or_same', p)).toBe(true);
    const moves = Array(HILO_STEPS - 1).fill('higher_or_same') as HiloGuess[];
    expect(HILO_STEPS).toBe(51);
    expect(hilo.step(kings, moves, 'higher_or_same', p)).toEqual({ lost: false, over: true });
    expect(hilo.allowed(kings, [...moves, 'skip'], 'skip', p)).toBe(false);
    // 51 right guesses on kings, each with chance 1/13: 0.99 x 13^51.
    expect(hilo.multiplier(kings, [...moves, 'higher_or_same'], p)).toEqual({
      num: 99n * 13n ** 51n,
      den: 100n * 1n ** 51n,
    });
  });

  it('returns exactly 99 % for "the likelier side until k right guesses", for k = 1 to 3', () => {
    for (let k = 1; k <= 3; k++) {
      const { num, den } = strategyReturn(k, null);
      expect(num * 100n, `k ${k}`).toBe(99n * den);
    }
  });

  it('returns between 99 % and 99.9 % from the minimum stake on, and over 99.9 % at some smaller stake', () => {
    // The bound: 0.99 + (12 / 13) / stake <= 0.999 from 103 minor units on.
    expect(HILO_MIN_STAKE).toBe(103n);
    for (let k = 1; k <= 2; k++)
      for (let b = HILO_MIN_STAKE; b < HILO_MIN_STAKE + 300n; b += k === 1 ? 1n : 7n) {
        const { num, den } = strategyReturn(k, b);
        expect(num * 100n >= 99n * den, `k ${k} b ${b}`).toBe(true);
        expect(num * 1000n <= 999n * den, `k ${k} b ${b}`).toBe(true);
      }
    const small = strategyReturn(1, 1n);
    expect(small.num * 1000n > 999n * small.den).toBe(true);
  });

  it('lands within 1.5 % of 99 % over 100,000 simulated rounds, and deals uniform cards', async () => {
    const rng = simRng(52);
    const rounds = 100_000;
    let paid = 0n;
    const counts = Array(52).fill(0);
    for (let i = 0; i < rounds; i++) {
      const deal = await hilo.deal(rng, p);
      counts[deal.cards[0] as number]++;
      const moves: HiloGuess[] = [];
      let lost = false;
      while (!lost && moves.filter((g) => g !== 'skip').length < 2) {
        const g = likelier(rankOf(deal.cards[moves.length] as number));
        lost = hilo.step(deal, moves, g, p).lost;
        moves.push(g);
      }
      if (!lost) paid += payoutOf(10_000n, hilo.multiplier(deal, moves, p));
    }
    expect(Math.abs(Number(paid) / (rounds * 10_000) - 0.99)).toBeLessThan(0.015);
    // The first card over the 52: chi-square, 51 d.f., 99 %.
    expect(chiSquare(counts, Array(52).fill(rounds / 52))).toBeLessThan(76.15);
  }, 120_000);

  it('the verification page deals the same cards as the server for 200 rounds', async () => {
    const page = await pageOutcome('hilo');
    for (let nonce = 0; nonce < 200; nonce++) {
      const server = await hilo.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), p);
      expect(await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), p)).toEqual(server);
    }
  });

  it('publishes its test vector', async () => {
    // docs/provably-fair.md: server seed lumen-server-seed-1, client seed player-seed, nonce 0: the first 8 cards,
    // Q♥ K♥ 9♦ 8♥ 8♠ 3♥ 4♠ 6♥.
    const deal = await hilo.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', 0), p);
    expect(deal.cards.slice(0, 8)).toEqual([24, 25, 34, 20, 7, 15, 3, 18]);
  });
});
