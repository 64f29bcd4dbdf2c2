import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisLimiter } from '../../src/platform/limiter.ts';

describe('login throttling shared through Redis', () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is required for this suite');
  const a = new Redis(url);
  const b = new Redis(url);
  afterAll(async () => {
    await a.quit();
    await b.quit();
  });

  it('counts hits from two instances in one window, and resets', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const one = new RedisLimiter(a, prefix);
    const two = new RedisLimiter(b, prefix);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).hit('login:fail:demo', 60_000)));
    expect(await one.count('login:fail:demo')).toBe(10);
    expect(await two.hit('login:fail:demo', 60_000)).toBe(11);
    expect(await a.pttl(`${prefix}login:fail:demo`)).toBeGreaterThan(50_000);
    await one.reset('login:fail:demo');
    expect(await two.count('login:fail:demo')).toBe(0);
  });

  it('takes a hit back within its window, never below zero and never making a window of its own', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const limiter = new RedisLimiter(a, prefix);
    await limiter.hit('attempt', 60_000);
    await limiter.hit('attempt', 60_000);
    await limiter.undo('attempt');
    expect(await limiter.count('attempt')).toBe(1);
    expect(await a.pttl(`${prefix}attempt`)).toBeGreaterThan(50_000);
    await limiter.undo('attempt');
    await limiter.undo('attempt');
    expect(await limiter.count('attempt')).toBe(0);
    await limiter.undo('never-hit');
    expect(await a.exists(`${prefix}never-hit`)).toBe(0);
  });
});
