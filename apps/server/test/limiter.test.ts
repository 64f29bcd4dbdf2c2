import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryLimiter } from '../src/platform/limiter.ts';

describe('in-process limiter', () => {
  afterEach(() => vi.useRealTimers());

  it('counts hits in a window and starts again after it', async () => {
    vi.useFakeTimers();
    const limiter = new MemoryLimiter();
    expect(await limiter.hit('a', 1000)).toBe(1);
    expect(await limiter.hit('a', 1000)).toBe(2);
    expect(await limiter.count('a')).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a', 1000)).toBe(1);
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
  });

  it('takes a hit back, never below zero', async () => {
    const limiter = new MemoryLimiter();
    await limiter.hit('b', 1000);
    await limiter.hit('b', 1000);
    await limiter.undo('b');
    expect(await limiter.count('b')).toBe(1);
    await limiter.undo('b');
    await limiter.undo('b');
    expect(await limiter.count('b')).toBe(0);
    await limiter.undo('never');
    expect(limiter.size).toBe(1);
  });

  it('never keeps more than its cap, dropping the oldest windows first', async () => {
    const limiter = new MemoryLimiter(100);
    await limiter.hit('keep', 60_000);
    await limiter.hit('keep', 60_000);
    for (let i = 0; i < 99; i++) await limiter.hit(`old${i}`, 60_000);
    // A renewed window moves to the back of the line.
    await limiter.reset('keep');
    await limiter.hit('keep', 60_000);
    for (let i = 0; i < 1000; i++) await limiter.hit(`flood${i}`, 60_000);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(await limiter.count('old0')).toBe(0);
    expect(await limiter.count('flood999')).toBe(1);
  });

  it('sweeps expired windows before dropping live ones', async () => {
    vi.useFakeTimers();
    const limiter = new MemoryLimiter(10);
    await limiter.hit('live', 60_000);
    for (let i = 0; i < 9; i++) await limiter.hit(`short${i}`, 100);
    vi.advanceTimersByTime(2000);
    await limiter.hit('new', 60_000);
    expect(await limiter.count('live')).toBe(1);
    expect(limiter.size).toBe(2);
  });
});
