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
import { type WalletReply, walletApiClient } from '../wallet-api-client.ts';
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

  it('keeps every bet and win whole when the database goes away under load, with retries of the same ids', async () => {
    const wallet = walletApiClient(() => app);
    const tickets = await Promise.all(['demo_player', 'demo_down1', 'demo_down2'].map((u) => wallet.ticketFor(u)));
    const prefix = `rs${randomBytes(3).toString('hex')}`;
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // A provider retries a call with the same transaction id until it gets a wallet answer (a 503 or a lost answer
    // is no answer).
    const untilAnswered = async (op: string, body: Record<string, unknown>) => {
      for (;;) {
        const res = await wallet.send(op, body).catch(() => null);
        if (res?.statusCode === 200) return res.json() as WalletReply;
        await pause(50);
      }
    };
    let refused = 0;
    const load = Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        await pause(i * 15);
        const roundId = `${prefix}-${i}`;
        const bet = await untilAnswered('bet', {
          ticket: tickets[i % tickets.length],
          txId: `${roundId}-b`,
          roundId,
          amount: '1.00',
        });
        const win = await untilAnswered('win', {
          txId: `${roundId}-w`,
          roundId,
          playerId: bet.playerId,
          amount: '1.50',
        });
        return `${bet.status}/${win.status}`;
      }),
    );
    await pause(300);
    await relayDown();
    for (let i = 0; i < 5; i++) {
      const res = await wallet.send('balance', { ticket: tickets[0] });
      if (res.statusCode === 503) refused++;
      await pause(100);
    }
    await relayUp();
    expect(await load).toEqual(Array(60).fill('OK/OK'));
    expect(refused).toBeGreaterThan(0);
    // Each round whole: its bet and its win posted once each, the round settled with both.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const [posted] = await rows(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE ref LIKE ${`prov:DEMO:${prefix}-%`}`,
    );
    expect(posted?.n).toBe(120);
    const rounds = await rows(
      sql`SELECT bet::text AS bet, win::text AS win, status FROM game_rounds WHERE round_id LIKE ${`${prefix}-%`}`,
    );
    expect(rounds).toHaveLength(60);
    expect(rounds.every((r) => r.bet === '100' && r.win === '150' && r.status === 'settled')).toBe(true);
    await wallet.invariants();
  }, 120_000);
});
