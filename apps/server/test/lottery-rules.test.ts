import type { TLotteryPick } from '@portal/contracts/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chancesOf,
  comboOf,
  drawNumbers,
  fiveDWins,
  kenoHits,
  outcomeOf,
  payoutOf,
  payTableOf,
  representativePicks,
  rtpBpOf,
  seedHashOf,
  settleBets,
  slotAt,
} from '../src/modules/lottery/index.ts';

type FiveD = Exclude<TLotteryPick, { kind: 'keno' }>;
const wins = (pick: FiveD, digits: number[]) => fiveDWins(pick, digits);

describe('5D win rules, worked by hand', () => {
  const d = [3, 4, 5, 9, 0]; // sum 21: small, odd; front 3-4-5 a straight; middle 4-5-9; back 5-9-0
  it('positions, big/small and odd/even per position and on the sum', () => {
    expect(wins({ kind: 'digit', position: 1, digit: 3 }, d)).toBe(true);
    expect(wins({ kind: 'digit', position: 2, digit: 3 }, d)).toBe(false);
    expect(wins({ kind: 'digit', position: 5, digit: 0 }, d)).toBe(true);
    expect(wins({ kind: 'big_small', on: 'p4', pick: 'big' }, d)).toBe(true); // 9
    expect(wins({ kind: 'big_small', on: 'p3', pick: 'big' }, d)).toBe(true); // 5 is big
    expect(wins({ kind: 'big_small', on: 'p2', pick: 'small' }, d)).toBe(true); // 4 is small
    expect(wins({ kind: 'odd_even', on: 'p5', pick: 'even' }, d)).toBe(true); // 0 is even
    expect(wins({ kind: 'odd_even', on: 'p1', pick: 'even' }, d)).toBe(false);
    expect(wins({ kind: 'big_small', on: 'sum', pick: 'small' }, d)).toBe(true);
    expect(wins({ kind: 'odd_even', on: 'sum', pick: 'odd' }, d)).toBe(true);
    expect(wins({ kind: 'sum_value', value: 21 }, d)).toBe(true);
    expect(wins({ kind: 'sum_value', value: 22 }, d)).toBe(false);
    // The sum's big starts at 23.
    expect(wins({ kind: 'big_small', on: 'sum', pick: 'big' }, [9, 9, 5, 0, 0])).toBe(true);
    expect(wins({ kind: 'big_small', on: 'sum', pick: 'big' }, [9, 9, 4, 0, 0])).toBe(false);
  });

  it('combinations of three positions', () => {
    expect(wins({ kind: 'combo', part: 'front', pick: 'straight' }, d)).toBe(true);
    expect(wins({ kind: 'combo', part: 'front', pick: 'all_different' }, d)).toBe(true);
    expect(wins({ kind: 'combo', part: 'middle', pick: 'straight' }, d)).toBe(false);
    expect(wins({ kind: 'combo', part: 'middle', pick: 'all_different' }, d)).toBe(true);
    expect(wins({ kind: 'combo', part: 'back', pick: 'pair' }, d)).toBe(false);
    expect(comboOf([8, 9, 0])).toEqual({ triple: false, pair: false, straight: true }); // 0 follows 9
    expect(comboOf([1, 9, 0])).toEqual({ triple: false, pair: false, straight: true });
    expect(comboOf([7, 9, 0])).toEqual({ triple: false, pair: false, straight: false });
    expect(comboOf([1, 2, 1])).toEqual({ triple: false, pair: true, straight: false });
    expect(comboOf([7, 7, 7])).toEqual({ triple: true, pair: false, straight: false });
    expect(wins({ kind: 'combo', part: 'back', pick: 'triple' }, [0, 1, 7, 7, 7])).toBe(true);
    expect(wins({ kind: 'combo', part: 'back', pick: 'pair' }, [0, 1, 7, 7, 7])).toBe(false);
  });

  it('counts every outcome exactly', () => {
    const combo = (pick: 'triple' | 'straight' | 'pair' | 'all_different') =>
      chancesOf({ kind: 'combo', part: 'middle', pick }).ways[1];
    expect([combo('triple'), combo('straight'), combo('pair'), combo('all_different')]).toEqual([10n, 60n, 270n, 720n]);
    const sums = Array.from({ length: 46 }, (_, v) => chancesOf({ kind: 'sum_value', value: v }).ways[1] as bigint);
    expect(sums.reduce((a, b) => a + b, 0n)).toBe(100_000n);
    expect(sums.slice(0, 3)).toEqual([1n, 5n, 15n]);
    expect(sums[22]).toBe(sums[23]);
  });
});

describe('pay tables and payouts', () => {
  it('pays the odds of the 97 % table, rounded down to the cent', () => {
    expect(payTableOf({ kind: 'digit', position: 3, digit: 7 }, 9700)).toEqual([0, 970]);
    expect(payTableOf({ kind: 'big_small', on: 'sum', pick: 'big' }, 9700)).toEqual([0, 194]);
    expect(payTableOf({ kind: 'sum_value', value: 0 }, 9700)).toEqual([0, 9_700_000]);
    expect(payTableOf({ kind: 'combo', part: 'front', pick: 'triple' }, 9700)).toEqual([0, 9700]);
    expect(payTableOf({ kind: 'combo', part: 'front', pick: 'all_different' }, 9700)).toEqual([0, 134]);
    // 2.00 on big at 1.94 pays 3.88; 3.33 pays 6.4602 -> 6.46; a loss pays nothing.
    expect(payoutOf(200n, [0, 194], 1)).toBe(388n);
    expect(payoutOf(333n, [0, 194], 1)).toBe(646n);
    expect(payoutOf(333n, [0, 194], 0)).toBe(0n);
  });

  it('keno pays by hits: 5 spots, 3 of them drawn, at the 95 % table', () => {
    const pick: TLotteryPick = { kind: 'keno', numbers: [1, 2, 3, 4, 5] };
    const drawn = [1, 2, 3, ...Array.from({ length: 17 }, (_, i) => 60 + i)];
    expect(kenoHits([1, 2, 3, 4, 5], drawn)).toBe(3);
    const table = payTableOf(pick, 9500);
    expect(table).toEqual([0, 0, 0, 238, 2384, 71547]);
    expect(outcomeOf(pick, drawn)).toBe(3);
    expect(payoutOf(100n, table, 3)).toBe(238n);
  });

  it('no bet returns more than the published RTP, and none much less', () => {
    for (const [family, rtp, slack] of [
      ['5d', 9700, 60],
      ['keno', 9500, 40],
    ] as const)
      for (const pick of representativePicks(family)) {
        const bp = rtpBpOf(pick, payTableOf(pick, rtp));
        expect(bp, JSON.stringify(pick)).toBeLessThanOrEqual(rtp);
        expect(bp, JSON.stringify(pick)).toBeGreaterThanOrEqual(rtp - slack);
      }
  });
});

const fiveDPick: fc.Arbitrary<TLotteryPick> = fc.oneof(
  fc.record({
    kind: fc.constant('digit' as const),
    position: fc.integer({ min: 1, max: 5 }),
    digit: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({
    kind: fc.constant('big_small' as const),
    on: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'sum' as const),
    pick: fc.constantFrom('big', 'small' as const),
  }),
  fc.record({
    kind: fc.constant('odd_even' as const),
    on: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'sum' as const),
    pick: fc.constantFrom('odd', 'even' as const),
  }),
  fc.record({ kind: fc.constant('sum_value' as const), value: fc.integer({ min: 0, max: 45 }) }),
  fc.record({
    kind: fc.constant('combo' as const),
    part: fc.constantFrom('front', 'middle', 'back' as const),
    pick: fc.constantFrom('triple', 'straight', 'pair', 'all_different' as const),
  }),
) as fc.Arbitrary<TLotteryPick>;
const kenoPick: fc.Arbitrary<TLotteryPick> = fc
  .uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 })
  .map((numbers) => ({ kind: 'keno' as const, numbers }));

describe('settlement (property)', () => {
  const slip = (pick: fc.Arbitrary<TLotteryPick>) =>
    fc.array(
      fc.record({ pick, amount: fc.bigInt({ min: 1n, max: 1_000_000n }), rtp: fc.integer({ min: 8000, max: 9900 }) }),
      {
        minLength: 1,
        maxLength: 20,
      },
    );

  it('a 5D slip pays exactly the sum of its winning bets’ payouts, and nothing for a losing bet', () => {
    fc.assert(
      fc.property(
        slip(fiveDPick),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        (raw, digits) => {
          const bets = raw.map((b) => ({ ...b, odds: payTableOf(b.pick, b.rtp) }));
          const { bets: out, win } = settleBets(bets, digits);
          let expected = 0n;
          for (const [i, b] of bets.entries()) {
            const won = fiveDWins(b.pick as FiveD, digits);
            const pays = won ? (b.amount * BigInt(b.odds[1] as number)) / 100n : 0n;
            expect(out[i]?.payout).toBe(pays);
            expected += pays;
          }
          expect(win).toBe(expected);
        },
      ),
    );
  });

  it('a keno slip pays each bet by its hits, summed', () => {
    fc.assert(
      fc.property(
        slip(kenoPick),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }),
        (raw, drawn) => {
          const bets = raw.map((b) => ({ ...b, odds: payTableOf(b.pick, b.rtp) }));
          const { win } = settleBets(bets, drawn);
          const expected = bets.reduce((a, b) => {
            const hits = (b.pick as { numbers: number[] }).numbers.filter((n) => drawn.includes(n)).length;
            return a + (b.amount * BigInt(b.odds[hits] ?? 0)) / 100n;
          }, 0n);
          expect(win).toBe(expected);
        },
      ),
    );
  });
});

describe('draws: schedule and provably fair numbers', () => {
  it('numbers draws by their UTC day and places the cut-off before the draw', () => {
    const s = slotAt(new Date('2026-11-26T00:00:30Z'), 60, 5);
    expect(s).toMatchObject({ numero: '20261126-0001' });
    expect(s.closesAt.toISOString()).toBe('2026-11-26T00:00:55.000Z');
    expect(s.drawsAt.toISOString()).toBe('2026-11-26T00:01:00.000Z');
    expect(slotAt(new Date('2026-11-26T23:59:59Z'), 120, 10).numero).toBe('20261126-0720');
  });

  it('matches the test vectors of docs/provably-fair.md', () => {
    expect(seedHashOf('lumen-draw-seed-1')).toBe('f4f484136b899bad1896fd7324239ad41085e6cf4a308e603258659a924827f0');
    expect(drawNumbers('5d', 'lumen-draw-seed-1', 'LUMEN5D1', '20261126-0001')).toEqual([1, 0, 8, 3, 6]);
    expect(drawNumbers('keno', 'lumen-draw-seed-1', 'LUMENKENO', '20261126-0001')).toEqual([
      1, 14, 19, 20, 26, 28, 31, 34, 43, 45, 49, 56, 59, 64, 67, 71, 73, 74, 76, 80,
    ]);
  });
});
