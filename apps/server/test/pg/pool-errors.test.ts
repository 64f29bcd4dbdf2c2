import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { App } from '../../src/platform/http.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { pgUrl } from './pg-helper.ts';

/**
 * PostgreSQL ends connections on its own (restart, failover, idle timeout, a pooler, pg_terminate_backend). The server
 * must log it and keep serving on fresh connections. Only this run's connections are ended: they carry their own
 * application_name, so other runs on the same server are not hit.
 */
describe('connections ended by the database server', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const applicationName = `portal-pool-test-${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  let database: Database;
  let app: App;
  const logLines: string[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(pgUrl());
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', applicationName);
    database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(testConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }), database, {
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  // The pids are chosen first (a materialized CTE): a plain WHERE may call pg_terminate_backend before its filters.
  const terminateOurs = async () =>
    (
      await admin.query<{ ended: boolean }>(
        `WITH ours AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1)
         SELECT pg_terminate_backend(pid) AS ended FROM ours`,
        [applicationName],
      )
    ).rows.filter((r) => r.ended).length;
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const banners = async () => {
    const res = await app.inject('/wps/system/banners?groupName=w_home');
    return { status: res.statusCode, count: (res.json().value ?? []).length as number };
  };

  it('keeps answering after its idle connections are terminated', async () => {
    // Several requests at once leave several idle connections in the pool.
    const before = await Promise.all([banners(), banners(), banners(), app.inject('/readyz')]);
    expect(before[0]?.status).toBe(200);
    expect(await terminateOurs()).toBeGreaterThan(0);
    await settle();
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect(await banners()).toEqual(before[0]);
    expect((await app.inject('/wps/session/key/rsa')).json().success).toBe(true);
    expect(logLines.some((l) => l.includes('database connection lost'))).toBe(true);
  });

  it('survives a connection ended while checked out between two statements', async () => {
    const failed = await database
      .session(async (query) => {
        await query('SELECT 1');
        // The connection is checked out and idle (the app awaits something else): the server ends it now.
        expect(await terminateOurs()).toBeGreaterThan(0);
        await settle();
        return query('SELECT 1');
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failed).toBeInstanceOf(Error);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await banners()).status).toBe(200);
  });
});
