import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  binomial,
  PLINKO_RISKS,
  PLINKO_TABLES,
  type PlinkoRisk,
  plinko,
  plinkoMinStake,
  plinkoPublishedRtp,
  plinkoReturn,
  plinkoRtp,
  plinkoRtpFraction,
} from '../src/modules/inhouse/games/plinko.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const MODES = ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));

/** Answers int(2) with the given path, in order (a hand-made round). */
const scripted = (path: number[]): Rng => {
  let i = 0;
  return {
    int: async (n) => {
      if (n !== 2) throw new Error(`unexpected int(${n})`);
      const step = path[i++];
      if (step === undefined) throw new Error('path exhausted');
      return step;
    },
    pick: async () => {
      throw new Error('plinko never picks');
    },
  };
};
/** A path with `rights` rights among `rows` rows. */
const pathTo = (rows: number, rights: number) => Array.from({ length: rows }, (_, i) => (i < rights ? 1 : 0));

describe('plinko rules', () => {
  it('validates its choices: rows 8-16 (whole), risk low, medium or high', () => {
    const schema = z.object(plinko.params);
    for (const { rows, risk } of MODES) expect(schema.safeParse({ rows, risk }).success).toBe(true);
    for (const bad of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 12.5, risk: 'low' },
      { rows: '12', risk: 'low' },
      { rows: 12, risk: 'extreme' },
      { rows: 12 },
    ])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('plays hand-worked rounds', async () => {
    // 16 rows, high: all rights land in the right edge slot, 1000x.
    expect(await plinko.play(scripted(Array(16).fill(1)), 100n, { rows: 16, risk: 'high' })).toEqual({
      outcome: { path: Array(16).fill(1), slot: 16, multiplier: 100_000 },
      payout: 100_000n,
    });
    // 8 rows, low: 4 rights of 8 is the centre, 0.5x; 1.01 pays 0.505 rounded up to 0.51.
    expect(await plinko.play(scripted([1, 0, 0, 1, 1, 0, 1, 0]), 101n, { rows: 8, risk: 'low' })).toEqual({
      outcome: { path: [1, 0, 0, 1, 1, 0, 1, 0], slot: 4, multiplier: 50 },
      payout: 51n,
    });
    // 12 rows, medium: 1 right is the slot beside the left edge, 11x.
    const path = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0];
    expect(await plinko.play(scripted(path), 250n, { rows: 12, risk: 'medium' })).toEqual({
      outcome: { path, slot: 1, multiplier: 1100 },
      payout: 2750n,
    });
    // 9 rows, high: 5 rights, the right-hand centre slot, 0.2x of 0.99 is 0.198, paid 0.20.
    const nine = [1, 1, 0, 1, 0, 0, 1, 0, 1];
    expect(await plinko.play(scripted(nine), 99n, { rows: 9, risk: 'high' })).toEqual({
      outcome: { path: nine, slot: 5, multiplier: 20 },
      payout: 20n,
    });
  });

  it('matches the published test vector (docs/provably-fair.md)', async () => {
    const r = new RoundRandom('lumen-server-seed-1', 'player-seed', 1);
    expect(await plinko.play(r, 100n, { rows: 16, risk: 'medium' })).toEqual({
      outcome: { path: [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1], slot: 7, multiplier: 50 },
      payout: 50n,
    });
  });

  it('has 27 symmetric tables rising from the centre to the edges, 16 rows high from 1000x to 0.2x', () => {
    expect(Object.keys(PLINKO_TABLES).map(Number)).toEqual(ROWS);
    for (const { rows, risk } of MODES) {
      const table = PLINKO_TABLES[rows]?.[risk] as number[];
      expect(table, `${rows} ${risk}`).toHaveLength(rows + 1);
      expect(table.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
      expect(table).toEqual([...table].reverse());
      for (let k = 1; k <= rows / 2; k++)
        expect(table[k - 1], `${rows} ${risk} slot ${k}`).toBeGreaterThanOrEqual(table[k] as number);
      // Higher risk pays more at the edges.
      if (risk !== 'low') {
        const lower = PLINKO_TABLES[rows]?.[risk === 'high' ? 'medium' : 'low'] as number[];
        expect(table[0]).toBeGreaterThan(lower[0] as number);
      }
    }
    expect(PLINKO_TABLES[16]?.high[0]).toBe(100_000);
    expect(PLINKO_TABLES[16]?.high[8]).toBe(20);
  });

  it('states each table exact RTP, between 99.00 % and 99.30 %, and publishes it rounded down to 0.01 %', () => {
    for (const { rows, risk } of MODES) {
      const { num, den } = plinkoRtpFraction(rows, risk);
      // The same sum counted path by path (every one of the 2^rows paths), not through C(rows, k).
      const table = PLINKO_TABLES[rows]?.[risk] as number[];
      let paid = 0;
      for (let p = 0; p < 2 ** rows; p++) {
        let rights = 0;
        for (let b = p; b; b >>= 1) rights += b & 1;
        paid += table[rights] as number;
      }
      expect(num * 2n ** BigInt(rows) * 100n).toBe(BigInt(paid) * den);
      expect(num * 10_000n >= 9900n * den && num * 10_000n <= 9930n * den, `${rows} ${risk}`).toBe(true);
      const published = plinkoPublishedRtp(rows, risk);
      const pub = BigInt(Math.round(published * 10_000));
      expect(num * 10_000n >= pub * den && num * 10_000n < (pub + 1n) * den).toBe(true);
      expect((plinko.rules().rtp as Record<number, Record<string, number>>)[rows]?.[risk]).toBe(published);
    }
  });

  it('reaches slot k with chance C(rows, k) / 2^rows', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => binomial(16, k))).toEqual([
      1n,
      16n,
      120n,
      560n,
      1820n,
      4368n,
      8008n,
      11440n,
      12870n,
    ]);
    for (const rows of ROWS) {
      let all = 0n;
      for (let k = 0; k <= rows; k++) all += binomial(rows, k);
      expect(all).toBe(2n ** BigInt(rows));
    }
  });
});

/** The 0.99 quantiles of chi-square by degrees of freedom (1-16). */
const CHI_99 = [
  0, 6.635, 9.21, 11.345, 13.277, 15.086, 16.812, 18.475, 20.09, 21.666, 23.209, 24.725, 26.217, 27.688, 29.141, 30.578,
  32,
];
const SIM_ROUNDS = 200_000;

describe(`plinko over ${SIM_ROUNDS.toLocaleString('en')} simulated rounds per table`, () => {
  it.each(ROWS)(
    '%i rows: each risk lands within 5 standard errors of its exact RTP; the slots follow the binomial (chi-square under its 0.99 quantile)',
    async (rows) => {
      const slots = Array(rows + 1).fill(0) as number[];
      for (const risk of PLINKO_RISKS) {
        const rng = simRng(rows * 1000 + PLINKO_RISKS.indexOf(risk));
        let paid = 0n;
        for (let i = 0; i < SIM_ROUNDS; i++) {
          const { outcome, payout } = await plinko.play(rng, 100n, { rows, risk });
          paid += payout;
          const k = outcome.slot as number;
          slots[k] = (slots[k] ?? 0) + 1;
        }
        // The tolerance from the table's own spread: 5 standard errors of the mean multiplier.
        const table = PLINKO_TABLES[rows]?.[risk] as number[];
        const rtp = plinkoRtp(rows, risk);
        let variance = 0;
        for (let k = 0; k <= rows; k++)
          variance += (Number(binomial(rows, k)) / 2 ** rows) * ((table[k] as number) / 100 - rtp) ** 2;
        const tolerance = 5 * Math.sqrt(variance / SIM_ROUNDS);
        expect(Math.abs(Number(paid) / (SIM_ROUNDS * 100) - rtp), `${rows} ${risk}`).toBeLessThan(tolerance);
      }
      // Slots with under 5 expected landings are pooled with their neighbour towards the centre.
      const total = SIM_ROUNDS * PLINKO_RISKS.length;
      const bins: Array<{ seen: number; expected: number }> = [];
      let pool = { seen: 0, expected: 0 };
      const order = Array.from({ length: rows + 1 }, (_, k) => k);
      for (const side of [
        order.slice(0, Math.ceil((rows + 1) / 2)),
        order.slice(Math.ceil((rows + 1) / 2)).reverse(),
      ]) {
        for (const k of side) {
          pool = {
            seen: pool.seen + (slots[k] as number),
            expected: pool.expected + (total * Number(binomial(rows, k))) / 2 ** rows,
          };
          if (pool.expected >= 5) {
            bins.push(pool);
            pool = { seen: 0, expected: 0 };
          }
        }
        if (pool.expected > 0) {
          const last = bins[bins.length - 1] as { seen: number; expected: number };
          last.seen += pool.seen;
          last.expected += pool.expected;
          pool = { seen: 0, expected: 0 };
        }
      }
      const chi = bins.reduce((s, b) => s + (b.seen - b.expected) ** 2 / b.expected, 0);
      expect(chi, `${rows} rows`).toBeLessThan(CHI_99[bins.length - 1] as number);
    },
    120_000,
  );
});

/** RTP = num / den within [published, 99.9 %]? */
const within = (num: bigint, den: bigint, published: number) =>
  num * 10_000n >= BigInt(Math.round(published * 10_000)) * den && num * 1000n <= 999n * den;
const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i)), 123_457n, 1_000_000n, 987_654_321n];

describe('plinko payouts at every stake', () => {
  it('every table returns between its published RTP and 99.9 % from its minimum stake on, not one unit below', () => {
    const minStake = plinko.rules().minStake as Record<number, Record<string, string>>;
    for (const { rows, risk } of MODES) {
      const min = plinkoMinStake(rows, risk);
      expect(plinko.minStake({ rows, risk })).toBe(min);
      // The page's default bet (1.00) is allowed on every table.
      expect(min).toBeLessThanOrEqual(100n);
      expect(minStake[rows]?.[risk]).toBe(`0.${String(min).padStart(2, '0')}`);
      const published = plinkoPublishedRtp(rows, risk);
      for (const offset of STAKES) {
        const { num, den } = plinkoReturn(rows, risk, min + offset);
        expect(within(num, den, published), `${rows} ${risk} stake ${min + offset}`).toBe(true);
      }
      if (min > 1n) {
        const below = plinkoReturn(rows, risk, min - 1n);
        expect(within(below.num, below.den, published), `${rows} ${risk} below its minimum`).toBe(false);
      }
    }
  });

  it('pays the rounded-up multiple of the stake the play returns', async () => {
    for (const { rows, risk } of MODES) {
      const table = PLINKO_TABLES[rows]?.[risk] as number[];
      for (let k = 0; k <= rows; k++)
        for (const bet of [1n, 37n, 100n, 12_345n]) {
          const { payout } = await plinko.play(scripted(pathTo(rows, k)), bet, { rows, risk });
          expect(payout).toBe((bet * BigInt(table[k] as number) + 99n) / 100n);
        }
    }
  });
});

describe('the verification page outcome (page/outcome-plinko.js)', () => {
  const load = async () =>
    (await pageOutcome('plinko')) as (r: Rng, p: { rows: number; risk: PlinkoRisk }) => Promise<unknown>;

  it('recomputes the server outcome for 200 nonces', async () => {
    const page = await load();
    for (let nonce = 0; nonce < 200; nonce++) {
      const p = MODES[nonce % MODES.length] as { rows: number; risk: PlinkoRisk };
      const server = await plinko.play(new RoundRandom('some-seed', 'client', nonce), 100n, p);
      expect(await page(new RoundRandom('some-seed', 'client', nonce), p), `nonce ${nonce}`).toEqual(server.outcome);
    }
  });

  it('reads every slot of every table as the server does', async () => {
    const page = await load();
    for (const { rows, risk } of MODES)
      for (let k = 0; k <= rows; k++) {
        const path = pathTo(rows, k).reverse();
        const server = await plinko.play(scripted(path), 100n, { rows, risk });
        expect(await page(scripted(path), { rows, risk }), `${rows} ${risk} slot ${k}`).toEqual(server.outcome);
      }
  });
});
