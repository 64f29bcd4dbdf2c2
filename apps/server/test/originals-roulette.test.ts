import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  ROULETTE_BETS,
  ROULETTE_PAYS,
  ROULETTE_RED,
  ROULETTE_RTP,
  ROULETTE_WHEEL,
  type RouletteBet,
  roulette,
  rouletteRtp,
} from '../src/modules/inhouse/games/roulette.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

/** Always draws `pocket`. */
const fixed = (pocket: number): Rng => ({ int: async () => pocket, pick: async () => [] });

type Chip = { bet: RouletteBet; value?: number; amount: string };
const parse = (chips: Chip[]) => roulette.params.chips.parse(chips);
/** One chip of every kind (straight on 17, dozen 2, column 3), 1.00 each. */
const EVERY: Chip[] = ROULETTE_BETS.map((bet) => ({
  bet,
  ...(bet === 'straight' ? { value: 17 } : bet === 'dozen' ? { value: 2 } : bet === 'column' ? { value: 3 } : {}),
  amount: '1.00',
}));

describe('roulette rules', () => {
  it('has the European wheel: every pocket once, red and black alternating after the zero', () => {
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    // 32, the pocket after the zero, is red; then black and red alternate all the way round.
    ROULETTE_WHEEL.slice(1).forEach((p, i) => {
      expect(ROULETTE_RED.includes(p), `pocket ${p}`).toBe(i % 2 === 0);
    });
  });

  it('pays hand-worked spins', async () => {
    // 17 is black, odd, low, second dozen, second column.
    const chips = parse([
      { bet: 'straight', value: 17, amount: '0.10' },
      { bet: 'black', amount: '1.00' },
      { bet: 'red', amount: '2.50' },
      { bet: 'dozen', value: 2, amount: '5' },
      { bet: 'column', value: 2, amount: '0.01' },
      { bet: 'high', amount: '1' },
    ]);
    const r = await roulette.play(fixed(17), 961n, { chips });
    expect(r.outcome).toEqual({ pocket: 17, colour: 'black', winning: [0, 1, 3, 4] });
    // 10 x 36 + 100 x 2 + 500 x 3 + 1 x 3
    expect(r.payout).toBe(360n + 200n + 1500n + 3n);

    // The zero: only a straight bet on it wins; every outside bet loses.
    const zero = await roulette.play(fixed(0), 1300n, {
      chips: parse([...EVERY, { bet: 'straight', value: 0, amount: '4' }]),
    });
    expect(zero.outcome).toEqual({ pocket: 0, colour: 'green', winning: [9] });
    expect(zero.payout).toBe(400n * 36n);

    // 36: red, even, high, third dozen, third column.
    const top = await roulette.play(fixed(36), 900n, { chips: parse(EVERY) });
    expect(top.outcome).toEqual({ pocket: 36, colour: 'red', winning: [1, 3, 6, 8] });
    expect(top.payout).toBe(100n * 2n * 3n + 100n * 3n);
  });

  it('refuses a stake other than the sum of its chips, and malformed chips', async () => {
    const chips = parse([{ bet: 'red', amount: '1.50' }]);
    expect(roulette.fits?.(150n, { chips })).toBe(true);
    expect(roulette.fits?.(151n, { chips })).toBe(false);
    expect(roulette.fits?.(149n, { chips })).toBe(false);
    await expect(roulette.play(fixed(1), 151n, { chips })).rejects.toThrow(RangeError);
    await expect(roulette.play(fixed(1), 150n, { chips })).resolves.toMatchObject({ payout: 300n });
    const bad = [
      [],
      [{ bet: 'straight', amount: '1' }],
      [{ bet: 'straight', value: 37, amount: '1' }],
      [{ bet: 'dozen', value: 0, amount: '1' }],
      [{ bet: 'column', value: 4, amount: '1' }],
      [{ bet: 'red', value: 1, amount: '1' }],
      [{ bet: 'red', amount: '0.00' }],
      [{ bet: 'red', amount: '1.005' }],
      [{ bet: 'split', value: 1, amount: '1' }],
      Array.from({ length: 41 }, () => ({ bet: 'red', amount: '1' })),
    ];
    for (const b of bad) expect(roulette.params.chips.safeParse(b).success, JSON.stringify(b).slice(0, 80)).toBe(false);
  });

  it('computes the exact RTP of every bet: 36/37, the published 97.30 %', () => {
    for (const bet of ROULETTE_BETS) {
      const values =
        bet === 'straight' ? [...Array(37).keys()] : bet === 'dozen' || bet === 'column' ? [1, 2, 3] : [undefined];
      for (const value of values) expect(rouletteRtp(bet, value), `${bet} ${value}`).toEqual({ num: 36n, den: 37n });
    }
    expect((ROULETTE_RTP * 100).toFixed(2)).toBe('97.30');
    expect(Object.values(roulette.rules().rtpByBet as Record<string, number>)).toEqual(Array(9).fill(36 / 37));
  });

  it('lands within 4 standard errors of 36/37 on every bet over 200,000 simulated spins, pockets uniform', async () => {
    const SPINS = 200_000;
    const rng = simRng(11);
    const chips = parse(EVERY);
    const paid = new Array<number>(EVERY.length).fill(0);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < SPINS; i++) {
      const { outcome } = await roulette.play(rng, 900n, { chips });
      const { pocket, winning } = outcome as { pocket: number; winning: number[] };
      counts[pocket] = (counts[pocket] ?? 0) + 1;
      for (const w of winning) paid[w] = (paid[w] ?? 0) + ROULETTE_PAYS[EVERY[w]?.bet as RouletteBet] + 1;
    }
    EVERY.forEach((c, i) => {
      const mult = ROULETTE_PAYS[c.bet] + 1;
      const p = 36 / 37 / mult; // chance of a win
      const sd = mult * Math.sqrt(p * (1 - p));
      const rtp = (paid[i] as number) / SPINS;
      expect(Math.abs(rtp - ROULETTE_RTP), `${c.bet}: ${rtp}`).toBeLessThan((4 * sd) / Math.sqrt(SPINS));
    });
    const expected = SPINS / 37;
    const chi = counts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(58.62); // p = 0.01 for 36 degrees of freedom
  }, 60_000);

  it('returns exactly 36/37 at every stake from the minimum (one minor unit) on: no rounding', async () => {
    expect(roulette.minStake({ chips: parse(EVERY) })).toBe(1n);
    const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i + 1)), 123_457n, 1_000_000n, 987_654_321n];
    for (const bet of ROULETTE_BETS) {
      const value = bet === 'straight' ? 5 : bet === 'dozen' || bet === 'column' ? 1 : undefined;
      for (const stake of STAKES) {
        const chips = parse([
          {
            bet,
            ...(value === undefined ? {} : { value }),
            amount: `${stake / 100n}.${String(stake % 100n).padStart(2, '0')}`,
          },
        ]);
        let returned = 0n;
        for (let p = 0; p < 37; p++) returned += (await roulette.play(fixed(p), stake, { chips })).payout;
        // Over the 37 equally likely pockets: returned / (37 x stake) in [36/37, 99.9 %].
        expect(returned * 37n >= 36n * 37n * stake && returned * 1000n <= 999n * 37n * stake, `${bet} ${stake}`).toBe(
          true,
        );
      }
    }
  }, 60_000);

  it('matches the published test vector (docs/provably-fair.md)', async () => {
    const rng = new RoundRandom('lumen-server-seed-1', 'player-seed', 1);
    const r = await roulette.play(rng, 100n, { chips: parse([{ bet: 'red', amount: '1.00' }]) });
    expect(r).toEqual({ outcome: { pocket: 15, colour: 'black', winning: [] }, payout: 0n });
  });

  it('the page derives the same outcome as the server for 200 nonces', async () => {
    const page = await pageOutcome('roulette');
    const chips = [
      ...EVERY,
      { bet: 'straight', value: 0, amount: '0.01' },
      { bet: 'column', value: 1, amount: '0.02' },
    ] as Chip[];
    const bet = 903n;
    for (let nonce = 0; nonce < 200; nonce++) {
      const server = await roulette.play(new RoundRandom('some-seed', 'client', nonce), bet, { chips: parse(chips) });
      const derived = await page(new RoundRandom('some-seed', 'client', nonce), { chips });
      expect(derived, `nonce ${nonce}`).toEqual(server.outcome);
    }
  });
});
