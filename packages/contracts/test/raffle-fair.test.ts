import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../src/fair.ts';
import { checkRaffleDraw, redEnvelopeAmount, wheelSlice } from '../src/raffle-fair.ts';

const SEED = 'a'.repeat(64);

describe('raffle outcomes', () => {
  it('draws an envelope inside its range, the same for the same seeds and nonce', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 16 }),
        fc.nat({ max: 10_000 }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        async (client, nonce, min, spread) => {
          const a = await redEnvelopeAmount(SEED, client, nonce, min, min + spread);
          expect(a >= min && a <= min + spread).toBe(true);
          expect(await redEnvelopeAmount(SEED, client, nonce, min, min + spread)).toBe(a);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lands on the wheel’s slices in proportion to their weights', async () => {
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 4000; nonce++) {
      const i = await wheelSlice(SEED, 'client', nonce, [1, 2, 5]);
      counts[i] = (counts[i] ?? 0) + 1;
    }
    // Expected 500, 1000 and 2500 of 4000; a wide band keeps the test steady.
    expect(counts[0]).toBeGreaterThan(400);
    expect(counts[0]).toBeLessThan(600);
    expect(counts[2]).toBeGreaterThan(2350);
    expect(counts[2]).toBeLessThan(2650);
  });

  it('checks a revealed draw: a wrong seed or outcome fails', async () => {
    const serverHash = await seedHash(SEED);
    const amount = await redEnvelopeAmount(SEED, 'c', 3, 100n, 888n);
    const draw = { serverSeed: SEED, serverHash, clientSeed: 'c', nonce: 3 };
    const rule = { kind: 'red_envelope' as const, min: 100n, max: 888n };
    expect(await checkRaffleDraw(draw, { ...rule, expected: amount })).toEqual({ ok: true });
    expect(await checkRaffleDraw(draw, { ...rule, expected: amount + 1n })).toEqual({ ok: false, reason: 'outcome' });
    expect(await checkRaffleDraw({ ...draw, serverSeed: 'b'.repeat(64) }, { ...rule, expected: amount })).toEqual({
      ok: false,
      reason: 'hash',
    });
    const slice = await wheelSlice(SEED, 'c', 3, [3, 1]);
    expect(await checkRaffleDraw(draw, { kind: 'wheel', weights: [3, 1], expected: slice })).toEqual({ ok: true });
  });
});
