import type { Redis } from 'ioredis';

/** Counts hits per key in a fixed window; shared through Redis when configured, in process otherwise. */
export interface Limiter {
  /** Adds one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Takes one hit back (an attempt that turned out not to count); never below zero, never past the window. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * In-process counters for a single instance. At most `max` keys are kept: expired ones are swept at most once a
 * second, and if the map is still full the oldest windows (first in insertion order) make room, so a flood of new
 * keys costs neither unbounded memory nor a full scan per request.
 */
export class MemoryLimiter implements Limiter {
  private readonly hits = new Map<string, { n: number; until: number }>();
  private readonly max: number;
  private sweptAt = 0;
  constructor(max = 50_000) {
    this.max = max;
  }
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const cur = this.hits.get(key);
    if (cur && cur.until > now) {
      cur.n += 1;
      return cur.n;
    }
    // Re-inserted, so insertion order stays the order in which windows started.
    this.hits.delete(key);
    if (this.hits.size >= this.max) this.makeRoom(now);
    this.hits.set(key, { n: 1, until: now + windowMs });
    return 1;
  }
  async count(key: string) {
    const cur = this.hits.get(key);
    return cur && cur.until > Date.now() ? cur.n : 0;
  }
  async undo(key: string) {
    const cur = this.hits.get(key);
    if (cur && cur.n > 0) cur.n -= 1;
  }
  async reset(key: string) {
    this.hits.delete(key);
  }
  get size() {
    return this.hits.size;
  }
  private makeRoom(now: number) {
    if (now - this.sweptAt >= 1000) {
      this.sweptAt = now;
      for (const [k, v] of this.hits) if (v.until <= now) this.hits.delete(k);
    }
    for (const k of this.hits.keys()) {
      if (this.hits.size < this.max) break;
      this.hits.delete(k);
    }
  }
}

/**
 * Limits shared by every instance through Redis. While Redis cannot be reached, each call falls back to this
 * instance's own memory limits (the site keeps working; an attacker gets at most one window per instance until Redis
 * is back), and `onFallback` is told, at most once a minute.
 */
export class RedisLimiter implements Limiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly local = new MemoryLimiter();
  private readonly onFallback: (err: unknown) => void;
  private lastWarned = 0;
  constructor(redis: Redis, prefix = 'rl:', onFallback: (err: unknown) => void = () => undefined) {
    this.redis = redis;
    this.prefix = prefix;
    this.onFallback = onFallback;
  }
  private async shared<T>(call: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (Date.now() - this.lastWarned > 60_000) {
        this.lastWarned = Date.now();
        this.onFallback(err);
      }
      return local();
    }
  }
  hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    return this.shared(
      async () => {
        const [[, n]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
        return n;
      },
      () => this.local.hit(key, windowMs),
    );
  }
  count(key: string) {
    return this.shared(
      async () => Number((await this.redis.get(this.prefix + key)) ?? 0),
      () => this.local.count(key),
    );
  }
  undo(key: string) {
    return this.shared(
      async () => {
        // Only an existing window: DECR on a missing key would create one with no expiry.
        await this.redis.eval(
          "if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then redis.call('decr', KEYS[1]) end",
          1,
          this.prefix + key,
        );
      },
      () => this.local.undo(key),
    );
  }
  reset(key: string) {
    return this.shared(
      async () => void (await this.redis.del(this.prefix + key)),
      () => this.local.reset(key),
    );
  }
}
