import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { drizzleClient } from './pglite-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on one connection: used by migrations and health checks only. */
export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on a single connection (PostgreSQL advisory locks need that). */
  session<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite (embedded, in-process) unless a PostgreSQL URL is given. */
export async function openDatabase(opts: { url?: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      session: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn(async (sql, params) => (await conn.query(sql, params)).rows);
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir === 'memory://' ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  return {
    db: drizzlePglite({ client: (await drizzleClient(client)) as unknown as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    session: (fn) =>
      fn(async <T>(sql: string, params?: unknown[]) => {
        if (params?.length) return (await client.query<T>(sql, params)).rows;
        const results = await client.exec(sql);
        return (results.at(-1)?.rows ?? []) as T[];
      }),
    close: () => client.close(),
  };
}
