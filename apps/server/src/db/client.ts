import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenOnPostgres, type StopListening } from './listen.ts';
import { openEmbedded } from './pglite-remote.ts';
import { markOneConnection, useUnnamedStatements } from './prepared.ts';
/** The query builder over either database; tables are typed where they are declared (db/schema, modules' schema.ts). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL on one connection: used by migrations and health checks only. */
export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  db: Db;
  /** For reports that may read a little behind: a read replica when one is configured, else `db`. */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on a single connection (PostgreSQL advisory locks need that). */
  session<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  /** Where lost connections are reported (the app's logger once it exists); they never end the process. */
  onConnectionError(report: (err: Error) => void): void;
  /**
   * LISTEN to a NOTIFY channel (PostgreSQL: on a connection of its own, namespaced by its schema outside public;
   * PGlite: its one connection). `onReconnect` runs after a lost listening connection is back.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<StopListening>;
  /** The connection pool's state for the metrics (PostgreSQL; PGlite has one connection, on its own thread). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** The embedded database's whole data (to start another from it); PostgreSQL has none. */
  snapshot?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A pool that survives the server ending its connections (restart, failover, idle timeout, a pooler,
 * pg_terminate_backend): node-postgres emits 'error' on the pool for an idle connection and on the client for a
 * checked-out one, and an 'error' event without a listener ends the process. Both are reported and dropped; the
 * query that was using a checked-out one fails on its own, and the pool opens fresh connections for the next ones.
 */
function resilientPool(url: string, max = 20) {
  let report = (err: Error) => console.error(`database connection lost: ${err.message}`);
  // application_name tells this server's connections apart in pg_stat_activity; the URL's own value wins.
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'portal' });
  pool.on('error', (err) => report(err));
  pool.on('connect', (client) => client.on('error', (err) => report(err)));
  const setReport = (r: (err: Error) => void) => {
    report = r;
  };
  return { pool, setReport, report: (err: Error) => report(err) };
}

/**
 * PGlite (embedded, on a thread of this process) unless a PostgreSQL URL is given. `directUrl` is for a `url` that goes through a
 * transaction pooler (PgBouncer `pool_mode=transaction`): what a pooled connection cannot carry goes direct (LISTEN,
 * and sessions, whose advisory locks the migrations take), and the pool's statements go unnamed.
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  directUrl?: string | undefined;
  /** A read replica for the reports (optional). */
  readUrl?: string | undefined;
  dataDir: string;
  /** Connections of the pool (PostgreSQL). */
  poolSize?: number | undefined;
  /** An in-memory embedded database starts as a copy of this snapshot (tests copy one seeded database). */
  snapshot?: Uint8Array | undefined;
}): Promise<Database> {
  const url = opts.url;
  if (url) {
    const { pool, setReport, report } = resilientPool(url, opts.poolSize);
    const direct = opts.directUrl ?? url;
    const db = drizzlePg(pool) as unknown as Db;
    if (opts.directUrl) useUnnamedStatements(db);
    const replica = opts.readUrl ? resilientPool(opts.readUrl, 5) : null;
    replica?.setReport((err) => report(err));
    return {
      db,
      readDb: replica ? (drizzlePg(replica.pool) as unknown as Db) : db,
      kind: 'postgres',
      onConnectionError: setReport,
      session: async (fn) => {
        if (!opts.directUrl) {
          const conn = await pool.connect();
          try {
            return await fn(async (sql, params) => (await conn.query(sql, params)).rows);
          } finally {
            conn.release();
          }
        }
        // A connection of its own, so that a session's locks and settings stay on one server connection.
        const conn = new pg.Client({ connectionString: direct, application_name: 'portal' });
        conn.on('error', report);
        await conn.connect();
        try {
          return await fn(async (sql, params) => (await conn.query(sql, params)).rows);
        } finally {
          await conn.end();
        }
      },
      listen: (channel, onPayload, onReconnect) =>
        listenOnPostgres(direct, channel, onPayload, {
          report,
          ...(onReconnect ? { onReconnect } : {}),
        }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await replica?.pool.end();
        await pool.end();
      },
    };
  }
  const client = await openEmbedded(opts.dataDir, opts.snapshot);
  // drizzle's PGlite driver calls only query and transaction, which the embedded client answers alike.
  const db = drizzlePglite({ client: client as unknown as PGlite }) as unknown as Db;
  markOneConnection(db);
  return {
    db,
    readDb: db,
    kind: 'pglite',
    session: (fn) =>
      fn(async <T>(sql: string, params?: unknown[]) => {
        if (params?.length) return (await client.query<T>(sql, params)).rows;
        const results = await client.exec(sql);
        return (results.at(-1)?.rows ?? []) as T[];
      }),
    onConnectionError: () => undefined, // a thread of this process: no connection to lose
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    poolStats: () => null,
    snapshot: () => client.dump(),
    close: () => client.close(),
  };
}
