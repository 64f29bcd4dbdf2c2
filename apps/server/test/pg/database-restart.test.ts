import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { App } from '../../src/platform/http.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { loginAs } from '../auth-helper.ts';
import { pgUrl } from './pg-helper.ts';

/**
 * PostgreSQL going away and coming back, as a restart or failover looks from the server: every connection cut, new
 * ones refused for a while. A small TCP relay stands between the server and the real PostgreSQL to play that part.
 */
describe('the server while PostgreSQL restarts', () => {
  const target = new URL(pgUrl());
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  const sockets = new Set<Socket>();
  let relay: Server | null = null;
  let port = 0;
  let app: App;

  const relayUp = () =>
    new Promise<void>((resolve) => {
      const server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      relay = server;
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const relayDown = async () => {
    const closed = new Promise((r) => relay?.close(r));
    for (const s of sockets) s.destroy();
    await closed;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await relayUp();
    const url = new URL(pgUrl());
    url.port = String(port);
    url.hostname = '127.0.0.1';
    url.searchParams.set('options', `-c search_path=${schema}`);
    const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(testConfig({ DATABASE_URL: url.toString() }), database);
    app.addHook('onClose', async () => database.close());
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await relayDown();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('answers 503 with Retry-After while the database is away, then recovers by itself', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const balance = () => app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } });
    expect((await balance()).statusCode).toBe(200);

    await relayDown();
    for (const url of ['/wps/v2/wallets/balance', '/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=1']) {
      const res = await app.inject({ url, headers: { authorization } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: 'service_unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await relayUp();
    const back = await balance();
    expect(back.statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    const [row] = (
      (await app.deps.db.execute(sql`SELECT count(*)::int AS n FROM members`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row?.n).toBeGreaterThan(0);
  }, 60_000);
});
