import { AppError } from './errors.ts';

/**
 * Fixed-window counter per key, in process. Enough for one instance; with several instances behind a balancer the
 * accounts area's Redis limiter shares the counts.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one hit; throws too_many_requests past the limit. */
  hit(key: string, now = Date.now()): void {
    const cur = this.hits.get(key);
    if (!cur || cur.resetAt <= now) {
      if (this.hits.size > 10_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    cur.count += 1;
    if (cur.count > this.limit) throw new AppError('too_many_requests');
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
