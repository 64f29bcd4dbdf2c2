import type { Db } from '../db/client.ts';
import { merchants } from '../db/schema/core.ts';
import { AppError } from './errors.ts';

export type Merchant = typeof merchants.$inferSelect;

/**
 * Development hosts (localhost, *.localhost, loopback addresses): the default brand serves them when no brand claims
 * them. Every other host must be claimed by a brand; an unclaimed one is an error, never another brand's site.
 */
export const isDevelopmentHost = (host: string) =>
  /^([a-z0-9-]+\.)*localhost$/.test(host) || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';

/** Picks the brand serving a request: by explicit merchant code, else by host, else (development hosts) the default. */
export class MerchantDirectory {
  private rows: Merchant[] = [];
  private loadedAt = 0;
  private loading: Promise<Merchant[]> | null = null;
  private readonly db: Db;
  /** How long a read of the brand rows is reused: operator changes show within it, without a restart. */
  private readonly ttlMs: number;
  constructor(db: Db, ttlMs: number) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  private async all(): Promise<Merchant[]> {
    if (Date.now() - this.loadedAt < this.ttlMs) return this.rows;
    this.loading ??= this.db
      .select()
      .from(merchants)
      .then((rows) => {
        this.rows = rows;
        this.loadedAt = Date.now();
        return rows;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Forget the cached rows (after an operator change in this process). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  async resolve(by: { host?: string | undefined; code?: string | undefined }): Promise<Merchant> {
    const rows = await this.all();
    const host = by.host?.toLowerCase().replace(/:\d+$/, '');
    const found =
      (by.code ? rows.find((m) => m.code === by.code) : undefined) ??
      (host ? rows.find((m) => m.hosts.includes(host)) : undefined) ??
      (by.code || (host && !isDevelopmentHost(host)) ? undefined : rows.find((m) => m.isDefault));
    if (!found) throw new AppError('unknown_merchant');
    return found;
  }
}
