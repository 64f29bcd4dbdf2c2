import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A transfer-wallet vendor's API as the portal needs it; each call carries our reference, so retries are safe. */
export type VendorAnswer = 'ok' | 'failed' | 'unknown';
export interface TransferVendor {
  deposit(ref: string, vassalage: string, memberId: number, amount: bigint): Promise<VendorAnswer>;
  withdraw(ref: string, vassalage: string, memberId: number, amount: bigint): Promise<VendorAnswer>;
  /** What became of an operation whose answer was lost: done, failed (never happened), or still unknown. */
  status(ref: string): Promise<'done' | 'failed' | 'unknown'>;
}

/**
 * The sandbox vendor that ships with the project: it records each operation it accepts, so its status call can be
 * asked later. It can be told to fail or to time out (answer lost after doing the work), to exercise reconciliation.
 */
export class SandboxTransferVendor implements TransferVendor {
  private readonly db: Db;
  readonly modes = new Map<string, 'ok' | 'fail' | 'timeout'>();
  constructor(db: Db) {
    this.db = db;
  }
  private async apply(ref: string, vassalage: string, op: string, amount: bigint): Promise<VendorAnswer> {
    const mode = this.modes.get(vassalage) ?? 'ok';
    if (mode === 'fail') return 'failed';
    // The vendor's own record, kept as a remote vendor keeps it: its commit need not wait for our disk (a record lost
    // to a database crash reads as never done, and reconciliation returns the money).
    await this.db.execute(
      sql`WITH s AS (SELECT set_config('synchronous_commit', 'off', true))
        INSERT INTO sandbox_vendor_ops (ref, vassalage, op, amount)
        SELECT ${ref}, ${vassalage}, ${op}, ${amount.toString()} FROM s ON CONFLICT DO NOTHING`,
    );
    return mode === 'timeout' ? 'unknown' : 'ok';
  }
  deposit(ref: string, vassalage: string, _memberId: number, amount: bigint) {
    return this.apply(ref, vassalage, 'deposit', amount);
  }
  withdraw(ref: string, vassalage: string, _memberId: number, amount: bigint) {
    return this.apply(ref, vassalage, 'withdraw', amount);
  }
  async status(ref: string) {
    const r = (await this.db.execute(sql`SELECT 1 FROM sandbox_vendor_ops WHERE ref = ${ref}`)) as unknown as {
      rows: unknown[];
    };
    return r.rows.length > 0 ? 'done' : 'failed';
  }
}
