import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { type Rng, RTP_CEILING } from '../games.ts';
import { type Fraction, stepGame } from '../stepped.ts';

/**
 * Hi-Lo: cards from an infinite deck (each uniform over the 52, drawn with replacement). The first card is shown at
 * start; each step guesses whether the next card's rank is higher or the same, or lower or the same (A lowest, K
 * highest), or skips it. A wrong guess loses; each right one multiplies the winnings by 1 / its chance, and the house's
 * 1 % is taken once: after right guesses with chances p1..pn the multiplier is 0.99 / (p1 x ... x pn), so every way of
 * playing returns 99 %. A guess that cannot lose (higher or same on an ace, lower or same on a king) is not offered.
 * The deal: 52 cards by int(52), in order (rank = card % 13 from A to K, suit = floor(card / 13): spades, hearts,
 * diamonds, clubs); the first is shown, so a round has at most 51 steps and cashes out by itself after the last.
 */
export const HILO_CARDS = 52;
export const HILO_STEPS = HILO_CARDS - 1;
export const HILO_GUESSES = ['higher_or_same', 'lower_or_same', 'skip'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];
export interface HiloDeal {
  cards: number[];
}

export const rankOf = (card: number) => card % 13;
/** How many of the 13 ranks a guess wins with from `rank` (its chance is that / 13); 13 for a skip. */
export function hiloWins(rank: number, guess: HiloGuess): number {
  if (guess === 'higher_or_same') return 13 - rank;
  if (guess === 'lower_or_same') return rank + 1;
  return 13;
}
/** Whether a guess is right: the next card's rank against the current one's. */
export const hiloRight = (rank: number, next: number, guess: HiloGuess) =>
  guess === 'skip' || (guess === 'higher_or_same' ? next >= rank : next <= rank);

/** The multiplier after the guesses so far (all right): 1 before the first right guess, else 0.99 / their chance. */
export function hiloMultiplier(deal: HiloDeal, moves: HiloGuess[]): Fraction {
  let num = 1n;
  let den = 1n;
  let guessed = false;
  moves.forEach((g, i) => {
    if (g === 'skip') return;
    guessed = true;
    num *= 13n;
    den *= BigInt(hiloWins(rankOf(deal.cards[i] as number), g));
  });
  return guessed ? { num: 99n * num, den: 100n * den } : { num: 1n, den: 1n };
}

/**
 * The minimum stake. Every cash-out pays its exact fraction rounded up, a gift under one minor unit, and a round cashes
 * out with a win at most with the chance of its first guess, under 12 / 13: from this stake on, no way of playing
 * returns over RTP_CEILING (0.99 + (12 / 13) / stake <= 0.999).
 */
export const HILO_MIN_STAKE = (() => {
  const room = RTP_CEILING.num * 100n - 99n * RTP_CEILING.den; // (0.999 - 0.99) x 100,000
  return (12n * 100n * RTP_CEILING.den + 13n * room - 1n) / (13n * room);
})();

export async function hiloDeal(rng: Rng): Promise<HiloDeal> {
  const cards: number[] = [];
  for (let i = 0; i < HILO_CARDS; i++) cards.push(await rng.int(52));
  return { cards };
}

export const hilo = stepGame<Record<string, never>, HiloDeal, HiloGuess>({
  kind: 'hilo',
  params: {},
  move: z.enum(HILO_GUESSES),
  minStake: () => HILO_MIN_STAKE,
  deal: (rng) => hiloDeal(rng),
  allowed(deal, moves, guess) {
    if (moves.length >= HILO_STEPS) return false;
    const w = hiloWins(rankOf(deal.cards[moves.length] as number), guess);
    return guess === 'skip' || (w > 0 && w < 13);
  },
  step(deal, moves, guess) {
    const i = moves.length;
    const lost = !hiloRight(rankOf(deal.cards[i] as number), rankOf(deal.cards[i + 1] as number), guess);
    return { lost, over: lost || i + 1 === HILO_STEPS };
  },
  multiplier: (deal, moves) => hiloMultiplier(deal, moves),
  cashable: (_deal, moves) => moves.some((g) => g !== 'skip'),
  // The cards turned so far (the current one last); the rest stay on the server.
  shown: (deal, moves) => ({ cards: deal.cards.slice(0, moves.length + 1) }),
  rules: () => ({ rtp: 0.99, cards: HILO_CARDS, steps: HILO_STEPS, minStake: formatMinor(HILO_MIN_STAKE) }),
});
