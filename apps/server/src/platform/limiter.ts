import type { Redis } from 'ioredis';

/** Counts hits per key in a fixed window; shared through Redis when configured, in process otherwise. */
export interface Limiter {
  /** Adds one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryLimiter implements Limiter {
  private readonly hits = new Map<string, { n: number; until: number }>();
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const cur = this.hits.get(key);
    if (!cur || cur.until <= now) {
      if (this.hits.size > 50_000) for (const [k, v] of this.hits) if (v.until <= now) this.hits.delete(k);
      this.hits.set(key, { n: 1, until: now + windowMs });
      return 1;
    }
    cur.n += 1;
    return cur.n;
  }
  async count(key: string) {
    const cur = this.hits.get(key);
    return cur && cur.until > Date.now() ? cur.n : 0;
  }
  async reset(key: string) {
    this.hits.delete(key);
  }
}

export class RedisLimiter implements Limiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix = 'rl:') {
    this.redis = redis;
    this.prefix = prefix;
  }
  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
    return n;
  }
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
