import type { TVnPick } from '@portal/contracts/lottery-vn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawNumbers,
  layoutOf,
  NORTH_LAYOUT,
  prizeRows,
  resultFromRows,
  SOUTH_LAYOUT,
  settleBets,
  slotAt,
  vnHitFraction,
  vnOddsFor,
  vnOutcome,
  vnPayTable,
  vnRtpBp,
} from '../src/modules/lottery/index.ts';
import { NORTH } from './lottery-vn-results.ts';

/** A southern result (18 numbers): 54 ends 987654, 44454, 9054, 654 and the eighth 54 (5); 45 ends three prizes. */
const SOUTH = {
  special: ['987654'],
  first: ['12345'],
  second: ['67845'],
  third: ['11111', '22256'],
  fourth: ['33333', '44454', '55555', '66666', '77745', '88888', '99999'],
  fifth: ['1234'],
  sixth: ['5678', '9054', '3210'],
  seventh: ['654'],
  eighth: ['54'],
};
const resultOf = (layout: typeof NORTH_LAYOUT, rows: Record<string, string[]>) => {
  const r = resultFromRows(layout, rows);
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.result;
};
const north = resultOf(NORTH_LAYOUT, NORTH);
const south = resultOf(SOUTH_LAYOUT, SOUTH);
const out = (pick: TVnPick, result: number[]) => vnOutcome(pick, result);

describe('VN win rules on a northern result, worked by hand', () => {
  it('lô 2 số counts every occurrence among the 27 prizes’ last two digits', () => {
    expect(north).toHaveLength(27);
    expect(out({ kind: 'lo2', number: 45 }, north)).toBe(5);
    expect(out({ kind: 'lo2', number: 56 }, north)).toBe(4);
    expect(out({ kind: 'lo2', number: 12 }, north)).toBe(3);
    expect(out({ kind: 'lo2', number: 0 }, north)).toBe(1); // 9900
    expect(out({ kind: 'lo2', number: 99 }, north)).toBe(0);
  });
  it('lô 3 số reads only prizes of three or more digits', () => {
    expect(out({ kind: 'lo3', number: 456 }, north)).toBe(2); // 23456 and 456
    expect(out({ kind: 'lo3', number: 12 }, north)).toBe(2); // 60012 and 9012
    expect(out({ kind: 'lo3', number: 345 }, north)).toBe(1); // the special
    expect(out({ kind: 'lo3', number: 45 }, north)).toBe(0); // the seventh prize 45 has two digits
  });
  it('đề, đầu, đuôi and 3 càng read the special prize 12345', () => {
    expect(out({ kind: 'de', number: 45 }, north)).toBe(1);
    expect(out({ kind: 'de', number: 44 }, north)).toBe(0);
    expect(out({ kind: 'dau', digit: 4 }, north)).toBe(1);
    expect(out({ kind: 'dau', digit: 5 }, north)).toBe(0);
    expect(out({ kind: 'duoi', digit: 5 }, north)).toBe(1);
    expect(out({ kind: 'cang3', number: 345 }, north)).toBe(1);
    expect(out({ kind: 'cang3', number: 245 }, north)).toBe(0);
  });
  it('xiên wins when all its numbers appear', () => {
    expect(out({ kind: 'xien2', numbers: [45, 56] }, north)).toBe(1);
    expect(out({ kind: 'xien3', numbers: [45, 56, 12] }, north)).toBe(1);
    expect(out({ kind: 'xien4', numbers: [45, 56, 12, 34] }, north)).toBe(1);
    expect(out({ kind: 'xien4', numbers: [45, 56, 12, 99] }, north)).toBe(0);
  });
  it('pays per occurrence for lô and once for the others, at the odds fixed on the bet', () => {
    const bet = (pick: TVnPick, amount: bigint, odds: number) => ({
      pick,
      amount,
      odds: vnPayTable(pick, odds, NORTH_LAYOUT),
    });
    const { bets, win } = settleBets(
      [
        bet({ kind: 'lo2', number: 45 }, 1000n, 360), // 10.00 × 3.60 × 5 = 180.00
        bet({ kind: 'lo3', number: 456 }, 200n, 4170), // 2.00 × 41.70 × 2 = 166.80
        bet({ kind: 'de', number: 45 }, 1000n, 9500), // 10.00 × 95 = 950.00
        bet({ kind: 'dau', digit: 4 }, 1000n, 950), // 95.00
        bet({ kind: 'duoi', digit: 1 }, 1000n, 950), // lost
        bet({ kind: 'xien2', numbers: [45, 56] }, 500n, 1700), // 85.00
        bet({ kind: 'cang3', number: 345 }, 100n, 95000), // 950.00
      ],
      north,
    );
    expect(bets.map((b) => b.payout)).toEqual([18000n, 16680n, 95000n, 9500n, 0n, 8500n, 95000n]);
    expect(win).toBe(242680n);
    expect(vnPayTable({ kind: 'lo2', number: 1 }, 360, NORTH_LAYOUT)).toHaveLength(28);
    expect(vnPayTable({ kind: 'lo3', number: 1 }, 4170, NORTH_LAYOUT)).toHaveLength(24);
  });
});

describe('VN win rules on a southern result, worked by hand', () => {
  it('reads 18 prizes, the special of six digits', () => {
    expect(south).toHaveLength(18);
    expect(out({ kind: 'lo2', number: 54 }, south)).toBe(5);
    expect(out({ kind: 'lo2', number: 45 }, south)).toBe(3);
    expect(out({ kind: 'lo3', number: 654 }, south)).toBe(2); // 987654 and 654
    expect(out({ kind: 'lo3', number: 54 }, south)).toBe(1); // 9054 (the eighth prize 54 has two digits)
    expect(out({ kind: 'de', number: 54 }, south)).toBe(1);
    expect(out({ kind: 'dau', digit: 5 }, south)).toBe(1);
    expect(out({ kind: 'duoi', digit: 4 }, south)).toBe(1);
    expect(out({ kind: 'cang3', number: 654 }, south)).toBe(1);
    expect(out({ kind: 'xien3', numbers: [54, 45, 99] }, south)).toBe(1);
    expect(out({ kind: 'xien4', numbers: [54, 45, 99, 12] }, south)).toBe(0);
    const table = vnPayTable({ kind: 'lo2', number: 54 }, 535, SOUTH_LAYOUT);
    expect(table).toHaveLength(19);
    expect(settleBets([{ pick: { kind: 'lo2', number: 54 }, amount: 1000n, odds: table }], south).win).toBe(26750n);
  });
});

describe('VN results as entered', () => {
  it('checks counts and digits per prize, keeps leading zeros in tables', () => {
    expect(resultFromRows(NORTH_LAYOUT, { ...NORTH, special: ['1234'] })).toMatchObject({ ok: false });
    expect(resultFromRows(NORTH_LAYOUT, { ...NORTH, third: ['78901'] })).toMatchObject({ ok: false });
    expect(resultFromRows(NORTH_LAYOUT, SOUTH)).toMatchObject({ ok: false }); // a southern table for the north
    const { seventh: _, ...noSeventh } = NORTH;
    expect(resultFromRows(NORTH_LAYOUT, noSeventh)).toMatchObject({ ok: false });
    const zeros = resultOf(NORTH_LAYOUT, { ...NORTH, special: ['00045'], seventh: ['05', '12', '34', '56'] });
    expect(prizeRows(zeros)[0]).toEqual({ prize: 'special', digits: 5, numbers: ['00045'] });
    expect(prizeRows(zeros)[7]?.numbers[0]).toBe('05');
    expect(prizeRows(south).map((r) => r.prize)).toEqual(Object.keys(SOUTH));
  });
});

describe('VN odds and RTP', () => {
  it('the demo odds are the highest within the RTP, for each bet type and layout', () => {
    for (const layout of [NORTH_LAYOUT, SOUTH_LAYOUT])
      for (const t of ['lo2', 'lo3', 'de', 'dau', 'duoi', 'xien2', 'xien3', 'xien4', 'cang3'] as const) {
        const odds = vnOddsFor(t, layout, 9600);
        expect(vnRtpBp(t, odds, layout), t).toBeLessThanOrEqual(9600);
        expect(vnRtpBp(t, odds + 1, layout), t).toBeGreaterThanOrEqual(9599);
      }
    expect(vnOddsFor('lo2', NORTH_LAYOUT, 9600)).toBe(355); // 27 chances of 1/100: 0.96 / 0.27
    expect(vnOddsFor('de', NORTH_LAYOUT, 9600)).toBe(9600);
    expect(vnRtpBp('lo2', 360, NORTH_LAYOUT)).toBe(9720);
    expect(vnRtpBp('lo2', 535, SOUTH_LAYOUT)).toBe(9630);
  });
  it('xiên chances by inclusion-exclusion match a count over a small alphabet', () => {
    // With 100 endings the count is too big to enumerate; the formula's xien2 chance for 27 prizes is about 5.49 %.
    const { num, den } = vnHitFraction('xien2', NORTH_LAYOUT);
    expect(Number(num) / Number(den)).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 12);
    const x4 = vnHitFraction('xien4', SOUTH_LAYOUT);
    const p = [1, -4, 6, -4, 1].reduce((a, c, j) => a + c * ((100 - j) / 100) ** 18, 0);
    expect(Number(x4.num) / Number(x4.den)).toBeCloseTo(p, 12);
  });
});

describe('VN draws: schedule and fast results', () => {
  it('numbers a daily draw by its date in Vietnam time and closes bets before it', () => {
    const s = slotAt(new Date('2026-11-26T05:00:00Z'), 86_400, 900, 40_500); // north: 18:15 in Vietnam
    expect(s.numero).toBe('20261126');
    expect(s.drawsAt.toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(s.closesAt.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(slotAt(new Date('2026-11-26T11:15:00Z'), 86_400, 900, 40_500).numero).toBe('20261127');
    expect(slotAt(new Date('2026-11-26T00:00:50Z'), 45, 5).numero).toBe('20261126-0002');
  });
  it('a fast result is 27 prizes of the north’s digits, the same from the same seed', () => {
    const r = drawNumbers('vn', 'lumen-draw-seed-1', 'VNST45', '20261126-0001');
    // The test vector of docs/provably-fair.md.
    expect(r).toEqual([
      65370, 51986, 35374, 45501, 1843, 79444, 57020, 90325, 82530, 73871, 239, 9204, 8595, 9422, 1040, 3642, 8773,
      1897, 9196, 3504, 704, 131, 807, 19, 19, 22, 37,
    ]);
    expect(prizeRows(r)[4]?.numbers[0]).toBe('0239');
    expect(prizeRows(r).map((p) => p.numbers.length)).toEqual(NORTH_LAYOUT.map((s) => s.count));
    for (const p of prizeRows(r)) for (const n of p.numbers) expect(n).toHaveLength(p.digits);
    expect(layoutOf('central')).toBe(SOUTH_LAYOUT);
  });
});

/** An independent reading of the rules on the prize table's digit strings, for the property below. */
function wins(pick: TVnPick, rows: ReturnType<typeof prizeRows>): number {
  const all = rows.flatMap((r) => r.numbers);
  const special = all[0] as string;
  const two = (n: number) => String(n).padStart(2, '0');
  switch (pick.kind) {
    case 'lo2':
      return all.filter((s) => s.endsWith(two(pick.number))).length;
    case 'lo3':
      return all.filter((s) => s.length >= 3 && s.endsWith(String(pick.number).padStart(3, '0'))).length;
    case 'de':
      return special.endsWith(two(pick.number)) ? 1 : 0;
    case 'dau':
      return special.at(-2) === String(pick.digit) ? 1 : 0;
    case 'duoi':
      return special.at(-1) === String(pick.digit) ? 1 : 0;
    case 'cang3':
      return special.endsWith(String(pick.number).padStart(3, '0')) ? 1 : 0;
    default:
      return pick.numbers.every((n) => all.some((s) => s.endsWith(two(n)))) ? 1 : 0;
  }
}

const two = fc.integer({ min: 0, max: 99 });
const vnPick: fc.Arbitrary<TVnPick> = fc.oneof(
  fc.record({ kind: fc.constant('lo2' as const), number: two }),
  fc.record({ kind: fc.constant('lo3' as const), number: fc.integer({ min: 0, max: 999 }) }),
  fc.record({ kind: fc.constant('de' as const), number: two }),
  fc.record({ kind: fc.constant('dau' as const), digit: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('duoi' as const), digit: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('xien2' as const), numbers: fc.uniqueArray(two, { minLength: 2, maxLength: 2 }) }),
  fc.record({ kind: fc.constant('xien3' as const), numbers: fc.uniqueArray(two, { minLength: 3, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('xien4' as const), numbers: fc.uniqueArray(two, { minLength: 4, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('cang3' as const), number: fc.integer({ min: 0, max: 999 }) }),
);
/** A result of a layout; endings drawn from a few values so that lô and xiên bets often win. */
const resultFor = (layout: typeof NORTH_LAYOUT) =>
  fc.tuple(
    ...layout.flatMap((s) =>
      Array.from({ length: s.count }, () =>
        fc
          .tuple(fc.integer({ min: 0, max: 10 ** (s.digits - 2) - 1 }), fc.integer({ min: 0, max: 4 }))
          .map(([head, tail]) => head * 100 + tail * 11),
      ),
    ),
  );

describe('VN settlement (property)', () => {
  for (const [name, layout] of [
    ['north', NORTH_LAYOUT],
    ['south', SOUTH_LAYOUT],
  ] as const)
    it(`a ${name} slip pays exactly the sum of its winning bets, each per hit at its odds`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              pick: vnPick,
              amount: fc.bigInt({ min: 1n, max: 1_000_000n }),
              odds: fc.integer({ min: 1, max: 99_000 }),
            }),
            { minLength: 1, maxLength: 20 },
          ),
          resultFor(layout),
          (raw, result) => {
            const bets = raw.map((b) => ({ ...b, odds: vnPayTable(b.pick, b.odds, layout) }));
            const { win, bets: settled } = settleBets(bets, result);
            const rows = prizeRows(result);
            let expected = 0n;
            for (const [i, b] of raw.entries()) {
              const pays = (b.amount * BigInt(b.odds) * BigInt(wins(b.pick, rows))) / 100n;
              expect(settled[i]?.payout).toBe(pays);
              expected += pays;
            }
            expect(win).toBe(expected);
          },
        ),
      );
    });
});
