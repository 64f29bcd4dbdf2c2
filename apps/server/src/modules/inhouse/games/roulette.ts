import { z } from 'zod';
import { instantGame } from '../instant.ts';

/**
 * Roulette: a European single-zero wheel, one draw int(37) is the pocket. Every bet pays (ratio + 1) x its amount
 * when it wins; the zero belongs to no outside bet, which is the house edge: RTP 36/37 on every bet. Payouts are
 * whole multiples of the stake, so no rounding and no minimum beyond one minor unit.
 */
export const ROULETTE_POCKETS = 37;
/** The pockets clockwise from the zero, as on every European wheel. */
export const ROULETTE_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const ROULETTE_RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const ROULETTE_BETS = ['straight', 'red', 'black', 'even', 'odd', 'low', 'high', 'dozen', 'column'] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];
/** Pays ratio:1 (the stake comes back on top). */
export const ROULETTE_PAYS: Record<RouletteBet, number> = {
  straight: 35,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** A decimal amount (at most two places) in minor units. */
export const amountMinor = (s: string) => {
  if (!AMOUNT.test(s)) throw new RangeError('amount');
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole as string) * 100n + BigInt(frac.padEnd(2, '0'));
};

export const rouletteColour = (pocket: number) =>
  pocket === 0 ? 'green' : ROULETTE_RED.includes(pocket) ? 'red' : 'black';

/** Does a bet on `bet` (with `value` for straight, dozen and column) win on `pocket`? */
export function rouletteWins(bet: RouletteBet, value: number | undefined, pocket: number): boolean {
  if (bet === 'straight') return pocket === value;
  if (pocket === 0) return false;
  switch (bet) {
    case 'red':
      return ROULETTE_RED.includes(pocket);
    case 'black':
      return !ROULETTE_RED.includes(pocket);
    case 'even':
      return pocket % 2 === 0;
    case 'odd':
      return pocket % 2 === 1;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === value;
  }
  return false;
}

/** A bet's exact RTP over the 37 pockets, as num / den (a unit stake returns ratio + 1 on a win). */
export function rouletteRtp(bet: RouletteBet, value?: number): { num: bigint; den: bigint } {
  let wins = 0;
  for (let p = 0; p < ROULETTE_POCKETS; p++) if (rouletteWins(bet, value, p)) wins++;
  return { num: BigInt(wins * (ROULETTE_PAYS[bet] + 1)), den: BigInt(ROULETTE_POCKETS) };
}
/** The published RTP, the same for every bet. */
export const ROULETTE_RTP = 36 / 37;

const chip = z
  .object({
    bet: z.enum(ROULETTE_BETS),
    value: z.number().int().min(0).max(36).optional(),
    amount: z.string().regex(AMOUNT),
  })
  .refine((c) => AMOUNT.test(c.amount) && amountMinor(c.amount) > 0n, { message: 'amount' })
  .refine(
    (c) =>
      c.bet === 'straight'
        ? c.value !== undefined
        : c.bet === 'dozen' || c.bet === 'column'
          ? c.value !== undefined && c.value >= 1 && c.value <= 3
          : c.value === undefined,
    { message: 'value' },
  );

export const roulette = instantGame({
  kind: 'roulette',
  params: { chips: z.array(chip).min(1).max(40) },
  // The stake is the sum of the chips: anything else is refused (BET_INVALID) before the bet is taken.
  fits: (bet, { chips }) => chips.reduce((s, c) => s + amountMinor(c.amount), 0n) === bet,
  minStake: () => 1n,
  async play(rng, bet, { chips }) {
    const amounts = chips.map((c) => amountMinor(c.amount));
    if (amounts.reduce((s, a) => s + a, 0n) !== bet) throw new RangeError('bet');
    const pocket = await rng.int(ROULETTE_POCKETS);
    const winning: number[] = [];
    let payout = 0n;
    chips.forEach((c, i) => {
      if (!rouletteWins(c.bet, c.value, pocket)) return;
      winning.push(i);
      payout += (amounts[i] as bigint) * BigInt(ROULETTE_PAYS[c.bet] + 1);
    });
    return { outcome: { pocket, colour: rouletteColour(pocket), winning }, payout };
  },
  rules: () => ({
    rtp: ROULETTE_RTP,
    // Computed per bet (straight on 17, the first dozen and column stand for their kind): all equal 36/37.
    rtpByBet: Object.fromEntries(
      ROULETTE_BETS.map((b) => {
        const { num, den } = rouletteRtp(b, b === 'straight' ? 17 : 1);
        return [b, Number(num) / Number(den)];
      }),
    ),
    pays: ROULETTE_PAYS,
    wheel: ROULETTE_WHEEL,
    red: ROULETTE_RED,
    maxChips: 40,
    minStake: '0.01',
  }),
});
