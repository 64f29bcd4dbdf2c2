import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CRASH_SPACE,
  crashMinStake,
  crashOf,
  crashPayout,
  crashPoint,
  crashWins,
  hashAt,
  maskName,
  multiplierAt,
  newChain,
  previousHash,
  reachedAt,
} from '../src/modules/inhouse/crash.ts';
import { RTP_CEILING } from '../src/modules/inhouse/games.ts';

// The documented vector (docs/provably-fair.md): a chain of 3 from this secret, salt 'lumen-salt'.
const SECRET = 'e958e3e854263b0fd383d138a626a8e971316d664a8f32fc9260199d44d2323a';
const VECTOR = {
  h0: '340584f9267da3c44014e9c0739f78d3b3d5945afac2f2045581e8c2a682e101',
  h1: 'f0ea2a4543066ced5166021a7db381fcb39c4ccde57b13670d449cf65524a238',
  h2: 'b9873d1ffee21dd629efe1bd6841ff7bd20570c1e857f1a73d8b9fc148431ab3',
  h3: SECRET,
};
const S = CRASH_SPACE;

describe('Lumen Crash fairness', () => {
  it('walks the chain from its secret to the published terminal hash, each hash the sha256 of the next', () => {
    expect([0, 1, 2, 3].map((i) => hashAt(SECRET, 3, i))).toEqual([VECTOR.h0, VECTOR.h1, VECTOR.h2, VECTOR.h3]);
    expect(previousHash(VECTOR.h1)).toBe(VECTOR.h0);
    expect(previousHash(VECTOR.h3)).toBe(VECTOR.h2);
    const c = newChain(50);
    expect(hashAt(c.secret, 50, 0)).toBe(c.terminalHash);
    // A player holding the terminal hash checks any revealed round by hashing back to it.
    let h = hashAt(c.secret, 50, 37);
    for (let i = 0; i < 37; i++) h = previousHash(h);
    expect(h).toBe(c.terminalHash);
  });

  it('gives the hand-worked crash points of the vector (HMAC of the salt, first 52 bits)', () => {
    // r = 0xee2d6bae28ebe = 4190061560237758: floor(99 * 2^52 / (2^52 - r)) = 1422.
    const mac = createHmac('sha256', Buffer.from(VECTOR.h1, 'hex')).update('lumen-salt').digest('hex');
    expect(mac.slice(0, 13)).toBe('ee2d6bae28ebe');
    expect(crashOf(0xee2d6bae28eben)).toBe(1422);
    expect(crashPoint(VECTOR.h1, 'lumen-salt')).toBe(1422);
    expect(crashPoint(VECTOR.h2, 'lumen-salt')).toBe(1071);
    expect(crashPoint(VECTOR.h3, 'lumen-salt')).toBe(307);
    // The ends: r = 0 crashes at 1.00x (99 floors to the minimum 100), the last r at 99 * 2^52 hundredths.
    expect(crashOf(0n)).toBe(100);
    expect(crashOf(S - 1n)).toBe(Number(99n * S));
  });

  it('has P(crash >= x) = floor(99 * 2^52 / x) / 2^52 exactly: 0.99 / x short by under 2^-52', () => {
    for (const x of [101, 150, 199, 200, 201, 333, 1000, 12_345, 100_000, 1_000_000]) {
      const wins = crashWins(x);
      // Crash points only grow with r: the first r reaching x is 2^52 - wins, so exactly `wins` values of r do.
      expect(crashOf(S - wins)).toBeGreaterThanOrEqual(x);
      expect(crashOf(S - wins - 1n)).toBeLessThan(x);
      const exact = Number(wins) / Number(S);
      expect(exact).toBeLessThanOrEqual(99 / x);
      expect(99 / x - exact).toBeLessThan(2 ** -52 * 2);
      // The RTP of cashing out at x (stakes of whole hundreds: no rounding) is 99 %, never above.
      expect((wins * BigInt(x) * 1_000_000n) / (100n * S)).toBeLessThanOrEqual(990_000n);
      expect(0.99 - Number(wins * BigInt(x)) / 100 / Number(S)).toBeLessThan(x / 100 / Number(S) + 1e-15);
    }
    // 1.00x: every round reaches it; about 1 % crash there at once.
    expect(crashWins(100)).toBe(S);
    expect(Number(S - crashWins(101)) / Number(S)).toBeCloseTo(1 - 99 / 101, 12);
  });

  it('matches 0.99 / x over 200,000 random hashes, and returns 99 % cashing out at 2x', () => {
    const n = 200_000;
    const salt = randomBytes(16).toString('hex');
    const at = [150, 200, 500, 1000];
    const reached = at.map(() => 0);
    let instant = 0;
    let paid = 0n;
    for (let i = 0; i < n; i++) {
      const c = crashPoint(randomBytes(32).toString('hex'), salt);
      at.forEach((x, k) => {
        if (c >= x) reached[k] = (reached[k] as number) + 1;
      });
      if (c === 100) instant++;
      if (c >= 200) paid += crashPayout(100n, 200);
    }
    at.forEach((x, k) => {
      const p = 99 / x;
      const sd = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs((reached[k] as number) / n - p)).toBeLessThan(5 * sd);
    });
    expect(Math.abs(instant / n - (1 - 99 / 101))).toBeLessThan(5 * Math.sqrt(0.02 / n));
    const rtp = Number(paid) / (100 * n);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(5 * Math.sqrt((2 * 2 * 0.495 * 0.505) / n));
  });

  it('keeps every stake from the minimum on between 99 % and the ceiling at each target', () => {
    for (const x of [101, 150, 200, 1000]) {
      const min = crashMinStake(x);
      for (let b = min; b < min + 500n; b++) {
        const num = crashWins(x) * crashPayout(b, x);
        const den = S * b;
        expect(num * RTP_CEILING.den <= RTP_CEILING.num * den).toBe(true);
        expect(num * 100n >= 99n * den - den / 1_000_000n).toBe(true);
      }
      if (min > 1n) {
        const b = min - 1n;
        expect(crashWins(x) * crashPayout(b, x) * RTP_CEILING.den > RTP_CEILING.num * S * b).toBe(true);
      }
    }
  });

  it('draws the curve and finds when it reaches a point', () => {
    expect(multiplierAt(0)).toBe(100);
    // 2x after ln 2 / 0.00006 = 11,552.5 ms.
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    for (const p of [100, 101, 200, 1422, 100_000]) {
      const t = reachedAt(p);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(p);
      if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(p);
    }
    expect(maskName('demo_agent')).toBe('de***');
  });

  it('is recomputed alike by the verification page’s script', async () => {
    const window: Record<string, unknown> = {};
    window.window = window;
    const file = fileURLToPath(new URL('../src/modules/inhouse/page/outcome-crash.js', import.meta.url));
    runInNewContext(await readFile(file, 'utf8'), { window, crypto: globalThis.crypto, TextEncoder, BigInt });
    const page = window.LumenCrash as {
      crashPoint(h: string, s: string): Promise<number>;
      previousHash(h: string): Promise<string>;
    };
    expect(await page.crashPoint(VECTOR.h1, 'lumen-salt')).toBe(1422);
    expect(await page.previousHash(VECTOR.h1)).toBe(VECTOR.h0);
    for (let i = 0; i < 200; i++) {
      const h = randomBytes(32).toString('hex');
      expect(await page.crashPoint(h, 'salt')).toBe(crashPoint(h, 'salt'));
    }
  });
});
