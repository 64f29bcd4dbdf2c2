import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { App } from '../../src/platform/http.ts';
import { seedDemo } from '../../src/seed/demo.ts';

export const pgUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  return url;
};

/** A fresh schema on the real PostgreSQL server, migrated and seeded; dropped by `drop()`. */
export async function freshPgDatabase(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** The whole server on a fresh PostgreSQL schema. */
export async function buildPgApp(): Promise<{ app: App; drop: () => Promise<void> }> {
  const { database, url, drop } = await freshPgDatabase();
  const app = await buildApp(testConfig({ DATABASE_URL: url }), database);
  await app.ready();
  return {
    app,
    drop: async () => {
      await app.close();
      await drop();
    },
  };
}
