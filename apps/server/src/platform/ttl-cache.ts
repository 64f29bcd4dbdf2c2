/**
 * A small in-process cache for read-mostly public data (vendor lanes, game lists): entries live `ttlMs`, at most
 * `max` of them. Operator changes show within the TTL, the same promise the brand directory makes.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly max: number;
  constructor(ttlMs: number, max = 500) {
    this.ttlMs = ttlMs;
    this.max = max;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
