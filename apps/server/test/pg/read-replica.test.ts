import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { App } from '../../src/platform/http.ts';
import { operatorHeaders } from '../console-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

/**
 * DATABASE_READ_URL: the console's reports read through a pool of their own (a replica in production). Here it is the
 * same database under another application name, so pg_stat_activity shows which pool answered.
 */
describe('reports on a read replica', () => {
  let fresh: Awaited<ReturnType<typeof freshPgDatabase>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    fresh = await freshPgDatabase();
    const replica = new URL(fresh.url);
    replica.searchParams.set('application_name', 'portal_replica_probe');
    database = await openDatabase({ url: fresh.url, readUrl: replica.toString(), dataDir: 'memory://' });
    app = await buildApp(testConfig({ DATABASE_URL: fresh.url, DATABASE_READ_URL: replica.toString() }), database);
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await fresh.drop();
  });

  const replicaConnections = async () =>
    Number(
      (
        (await app.deps.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'portal_replica_probe'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]?.n,
    );

  it('answers the dashboard and the reports from the replica pool, and nothing else from it', async () => {
    const finance = await operatorHeaders(app, 'replicafin', 'Replica-Finance-2026!', 'finance');
    // Money and sign-in calls above ran on the primary only.
    expect(await replicaConnections()).toBe(0);
    const dashboard = await app.inject({
      url: '/admin/api/console/dashboard?from=2026-01-01&to=2026-01-02',
      headers: finance,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const report = await app.inject({
      url: '/admin/api/console/reports?from=2026-01-01&to=2026-01-31',
      headers: finance,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(await replicaConnections()).toBeGreaterThan(0);
  });
});
