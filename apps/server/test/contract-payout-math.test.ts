import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bettor, computePayouts, type Holder, tierRate } from '../src/modules/agent-contracts/payout.ts';
import { nextPeriod, periodContaining } from '../src/modules/agent-contracts/periods.ts';

const flat = (rateBp: number) => [{ minBase: 0n, minActive: 0, rateBp }];

describe('payout arithmetic by hand', () => {
  // agent (1.00 %, house) -> sub (0.60 %) -> player (0.25 %); the player bets 1,234.56, the sub 100.00.
  const parent = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
  ]);
  const holders: Holder[] = [
    { contractId: 10, memberId: 1, uplineId: null, tiers: flat(100) },
    { contractId: 11, memberId: 2, uplineId: 1, tiers: flat(60) },
    { contractId: 12, memberId: 3, uplineId: 2, tiers: flat(25) },
  ];
  const bettors: Bettor[] = [
    { memberId: 3, base: 123_456n, active: true },
    { memberId: 2, base: 10_000n, active: true },
  ];

  it("pays each the difference of rates on its team, in whole cents rounded down (holders' own bets counted)", () => {
    const paid = computePayouts(holders, bettors, parent, 100, true);
    // player: 0.25 % of 123,456 = 308.64 -> 308; sub: 0.60 % of 133,456 = 800.7 -> 800, less 308 = 492;
    // agent: 1.00 % of 133,456 = 1,334.56 -> 1,334, less 800 = 534. Sum 1,334 = the top share.
    expect(paid.map((p) => [p.memberId, p.amount, p.rateBp, p.passedDownBp])).toEqual([
      [1, 534n, 100, 60],
      [2, 492n, 60, 25],
      [3, 308n, 25, 0],
    ]);
  });

  it("does not count a holder's own bets in its own base by default, only their wins against a dividend", () => {
    const paid = computePayouts(holders, bettors, parent, 100);
    // The player holder's own 1,234.56 earns it nothing; the sub's own 100.00 leaves the sub's base (123,456: 0.60 %
    // -> 740, none passed down) but stays in the agent's team (133,456: 1,334, less 740 = 594); a holder's own bet
    // makes no active player of its own either.
    expect(paid.map((p) => [p.memberId, p.base, p.amount, p.activePlayers])).toEqual([
      [1, 133_456n, 594n, 2],
      [2, 123_456n, 740n, 1],
      [3, 0n, 0n, 0],
    ]);
    // A dividend: the agent's own win still lowers its base; its own loss does not raise it.
    const top = [{ contractId: 1, memberId: 1, uplineId: null, tiers: flat(3000) }];
    const player = { memberId: 3, base: 100_000n, active: true };
    const ownWin = computePayouts(top, [player, { memberId: 1, base: -40_000n, active: true }], parent, 3000);
    const ownLoss = computePayouts(top, [player, { memberId: 1, base: 40_000n, active: true }], parent, 3000);
    expect([ownWin[0]?.base, ownLoss[0]?.base]).toEqual([60_000n, 100_000n]);
  });

  it('caps a downline at its upline rate, and pays nothing below a broken chain', () => {
    const over = holders.map((h) => (h.memberId === 3 ? { ...h, tiers: flat(90) } : h));
    expect(computePayouts(over, bettors, parent, 100).find((p) => p.memberId === 3)?.rateBp).toBe(60);
    const broken = holders.filter((h) => h.memberId !== 2);
    const paid = computePayouts(broken, bettors, parent, 100);
    expect(paid.find((p) => p.memberId === 3)?.amount ?? 0n).toBe(0n);
    // The house cap (the brand maximum) bounds the top agent.
    expect(computePayouts(holders, bettors, parent, 50).find((p) => p.memberId === 1)?.rateBp).toBe(50);
  });

  it('a dividend on a team that won pays nothing; a winning sub-team does not lift its upline', () => {
    const div = computePayouts(
      [
        { contractId: 1, memberId: 1, uplineId: null, tiers: flat(3000) },
        { contractId: 2, memberId: 2, uplineId: 1, tiers: flat(2000) },
      ],
      [
        { memberId: 3, base: 100_000n, active: true }, // the player under the sub lost 1,000.00
        { memberId: 1, base: -150_000n, active: true }, // the agent's own bets won 1,500.00
      ],
      parent,
      3000,
    );
    // The agent's team net loss is -500.00: nothing to share, so the sub's 20 % of 1,000.00 is not paid either.
    expect(div.map((p) => p.amount)).toEqual([0n, 0n]);
  });

  it('tiers: the highest one the base and the active players reach', () => {
    const tiers = [
      { minBase: 0n, minActive: 0, rateBp: 10 },
      { minBase: 100_000n, minActive: 3, rateBp: 20 },
      { minBase: 500_000n, minActive: 5, rateBp: 30 },
    ];
    expect([
      tierRate(tiers, 99_999n, 9),
      tierRate(tiers, 100_000n, 2),
      tierRate(tiers, 100_000n, 3),
      tierRate(tiers, 900_000n, 4),
      tierRate(tiers, 900_000n, 5),
      tierRate(tiers, -5n, 0),
    ]).toEqual([10, 10, 20, 20, 30, 10]);
  });
});

/** A random team: member i's upline is a lower id (or none), some members hold contracts with random rates. */
const team = fc
  .record({
    size: fc.integer({ min: 1, max: 25 }),
    seed: fc.array(fc.nat(), { minLength: 25, maxLength: 25 }),
    rates: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 25, maxLength: 25 }),
    holds: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
    bets: fc.array(fc.bigInt({ min: -10_000_000n, max: 10_000_000n }), { minLength: 25, maxLength: 25 }),
    cap: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ size, seed, rates, holds, bets, cap }) => {
    const parent = new Map<number, number | null>();
    for (let i = 0; i < size; i++) parent.set(i, i === 0 || (seed[i] ?? 0) % 4 === 0 ? null : (seed[i] ?? 0) % i);
    const holders: Holder[] = [];
    for (let i = 0; i < size; i++)
      if (holds[i])
        holders.push({ contractId: i + 1, memberId: i, uplineId: parent.get(i) ?? null, tiers: flat(rates[i] ?? 0) });
    return { parent, holders, bets: bets.slice(0, size), cap };
  });

describe('payout arithmetic, properties', () => {
  it('never creates money: whole non-negative cents, and a chain pays at most its top rate times its top base', () => {
    fc.assert(
      fc.property(team, fc.boolean(), ({ parent, holders, bets, cap }, dividend) => {
        const bettors = bets.map((b, i) => ({ memberId: i, base: dividend ? b : b < 0n ? -b : b, active: b !== 0n }));
        const paid = computePayouts(holders, bettors, parent, cap);
        for (const p of paid) expect(p.amount >= 0n).toBe(true);
        // Group payouts by the top holder of their contract chain.
        const byMember = new Map(holders.map((h) => [h.memberId, h]));
        const topOf = (m: number): number | null => {
          const h = byMember.get(m);
          if (!h) return null;
          return h.uplineId === null ? m : byMember.has(h.uplineId) ? topOf(h.uplineId) : null;
        };
        const subtreeBase = (root: number) =>
          bettors.reduce((sum, b) => {
            for (let m: number | null | undefined = b.memberId; m != null; m = parent.get(m))
              if (m === root) return sum + b.base;
            return sum;
          }, 0n);
        const sums = new Map<number, bigint>();
        for (const p of paid) {
          const top = topOf(p.memberId);
          if (top === null) {
            expect(p.amount).toBe(0n); // no live chain to the house: nothing
            continue;
          }
          sums.set(top, (sums.get(top) ?? 0n) + p.amount);
        }
        for (const [top, sum] of sums) {
          const h = byMember.get(top) as Holder;
          const rate = BigInt(Math.min(h.tiers[0]?.rateBp ?? 0, cap));
          const base = subtreeBase(top);
          expect(sum <= (base > 0n ? (rate * base) / 10_000n : 0n)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('salaries with rates that fall down the chain pay the whole top share, split by rate differences', () => {
    fc.assert(
      fc.property(team, ({ parent, holders, bets, cap }) => {
        const bettors = bets.map((b, i) => ({ memberId: i, base: b < 0n ? -b : b, active: b !== 0n }));
        const paid = computePayouts(holders, bettors, parent, cap);
        const tops = holders.filter((h) => h.uplineId === null);
        const total = paid.reduce((s, p) => s + p.amount, 0n);
        const topShares = tops.reduce((s, h) => {
          const p = paid.find((x) => x.memberId === h.memberId) as { base: bigint; rateBp: number };
          return s + (BigInt(p.rateBp) * p.base) / 10_000n;
        }, 0n);
        expect(total).toBe(topShares);
      }),
      { numRuns: 500 },
    );
  });
});

describe('periods', () => {
  it('real-time windows of 5 minutes, hours, UTC days, Monday weeks, half months and months', () => {
    const t = new Date('2026-11-26T13:07:31Z');
    const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];
    expect(iso(periodContaining('realtime', t))).toEqual(['2026-11-26T13:05:00.000Z', '2026-11-26T13:10:00.000Z']);
    expect(iso(periodContaining('hourly', t))).toEqual(['2026-11-26T13:00:00.000Z', '2026-11-26T14:00:00.000Z']);
    expect(iso(periodContaining('daily', t))).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect(iso(periodContaining('dividend:weekly', t))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(iso(periodContaining('dividend:semimonthly', t))).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(iso(periodContaining('dividend:monthly', t))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    const first = periodContaining('dividend:semimonthly', new Date('2026-02-15T23:59:59Z'));
    expect(iso(nextPeriod('dividend:semimonthly', first))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });
});
