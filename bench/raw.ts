// The bound a user would compare the money path with: one double-entry posting as one plain SQL function call, on
// tables of the bench's own in the same database (nothing of the product's code): lock both accounts in id order,
// insert the transfer, update both balances, insert both entries. A transfer to a transfer-wallet vendor is, at its
// least, that posting into transit, the vendor's record of the operation and a second posting out of transit, three
// round trips around the vendor's call; its bound is those three, with the same durability as the product's (the
// hold waits for the disk, the rest does not: docs/decisions.md).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../apps/server/src/platform/http.ts';

/** The bench's own ledger tables and its posting function (run again, it starts them afresh). */
export const RAW_SETUP = `
DROP TABLE IF EXISTS bench_vendor_ops, bench_entries, bench_transfers, bench_accounts;
CREATE TABLE bench_accounts (id bigint PRIMARY KEY, balance bigint NOT NULL, version bigint NOT NULL DEFAULT 0);
CREATE TABLE bench_transfers (id bigserial PRIMARY KEY, from_account bigint NOT NULL REFERENCES bench_accounts(id),
  to_account bigint NOT NULL REFERENCES bench_accounts(id), amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE bench_entries (id bigserial PRIMARY KEY, transfer_id bigint NOT NULL REFERENCES bench_transfers(id),
  account_id bigint NOT NULL REFERENCES bench_accounts(id), amount bigint NOT NULL, balance_after bigint NOT NULL,
  account_version bigint NOT NULL, UNIQUE (account_id, account_version));
CREATE TABLE bench_vendor_ops (ref text PRIMARY KEY, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO bench_accounts (id, balance) SELECT g, 1000000000000 FROM generate_series(1, 3016) g;
CREATE OR REPLACE FUNCTION bench_post(a bigint, b bigint, amt bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE t bigint; ba bigint; bb bigint; va bigint; vb bigint;
BEGIN
  PERFORM 1 FROM bench_accounts WHERE id IN (a, b) ORDER BY id FOR UPDATE;
  INSERT INTO bench_transfers (from_account, to_account, amount) VALUES (a, b, amt) RETURNING id INTO t;
  UPDATE bench_accounts SET balance = balance - amt, version = version + 1 WHERE id = a RETURNING balance, version INTO ba, va;
  UPDATE bench_accounts SET balance = balance + amt, version = version + 1 WHERE id = b RETURNING balance, version INTO bb, vb;
  INSERT INTO bench_entries (transfer_id, account_id, amount, balance_after, account_version)
    VALUES (t, a, -amt, ba, va), (t, b, amt, bb, vb);
  RETURN t;
END $$;`;

/** A statement's prefix that lets its commit not wait for the disk (for that transaction only). */
const ASYNC = "WITH s AS (SELECT set_config('synchronous_commit', 'off', true))";

export interface RawLedger {
  /** One posting from account a to account b (ids 1..1000; 1000 plays the house). */
  post(a: number, b: number): Promise<void>;
  /**
   * A transfer of member m (1..999) to its vendor wallet (1000 + m) through transit shard `shard` (3001..3016): the
   * hold, the vendor's record, the settlement.
   */
  transfer(m: number, shard: number): Promise<void>;
  close(): Promise<void>;
}

/** On PostgreSQL a pool of its own (as many connections as the load); on PGlite the server's one connection. */
export async function rawLedger(app: App, connections: number): Promise<RawLedger> {
  const url = app.deps.config.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: connections });
    await pool.query(RAW_SETUP);
    return {
      post: async (a, b) => void (await pool.query('SELECT bench_post($1, $2, 1)', [a, b])),
      transfer: async (m, shard) => {
        const hold = await pool.query<{ t: string }>('SELECT bench_post($1, $2, 1) AS t', [m, shard]);
        await pool.query(`${ASYNC} INSERT INTO bench_vendor_ops (ref, amount) SELECT $1, 1 FROM s`, [
          `VT${hold.rows[0]?.t}`,
        ]);
        await pool.query(`${ASYNC} SELECT bench_post($1, $2, 1) FROM s`, [shard, 1000 + m]);
      },
      close: () => pool.end(),
    };
  }
  const { db } = app.deps;
  await app.deps.database.session((query) => query(RAW_SETUP));
  return {
    post: async (a, b) => void (await db.execute(sql`SELECT bench_post(${a}, ${b}, 1)`)),
    transfer: async (m, shard) => {
      const hold = (await db.execute(sql`SELECT bench_post(${m}, ${shard}, 1) AS t`)) as unknown as {
        rows: Array<{ t: string }>;
      };
      await db.execute(
        sql`${sql.raw(ASYNC)} INSERT INTO bench_vendor_ops (ref, amount) SELECT ${`VT${hold.rows[0]?.t}`}, 1 FROM s`,
      );
      await db.execute(sql`${sql.raw(ASYNC)} SELECT bench_post(${shard}, ${1000 + m}, 1) FROM s`);
    },
    close: async () => {},
  };
}
