import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { App } from '../../src/platform/http.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { walletApiClient } from '../wallet-api-client.ts';
import { pgUrl } from './pg-helper.ts';

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * PgBouncer in transaction mode in front of a database of this test's own: each transaction may run on another
 * server connection, so a named statement, a session's lock or a LISTEN would be lost between them.
 */
async function startPgBouncer(target: URL): Promise<{ port: number; child: ChildProcess; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${target.username || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${target.hostname} port=${target.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
default_pool_size = 4
max_client_conn = 200
logfile = ${join(dir, 'pgbouncer.log')}
`,
  );
  for (const f of ['', 'users.txt', 'pgbouncer.ini']) chmodSync(join(dir, f), f ? 0o644 : 0o777);
  // PgBouncer refuses to run as root; -u switches to the database's own user.
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, ['-q', ...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i++) {
    const probe = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: target.pathname.slice(1) });
    try {
      await probe.connect();
      await probe.end();
      return {
        port,
        child,
        stop: () => {
          child.kill();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`PgBouncer (${PGBOUNCER}) did not start`);
}

describe('behind PgBouncer in transaction mode', () => {
  const name = `t_pgb_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let database: Database;
  let app: App;
  const wallet = walletApiClient(() => app);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const direct = new URL(pgUrl());
    direct.pathname = `/${name}`;
    bouncer = await startPgBouncer(direct);
    const pooled = new URL(direct);
    pooled.port = String(bouncer.port);
    database = await openDatabase({ url: pooled.toString(), directUrl: direct.toString(), dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(
      testConfig({ DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: direct.toString() }),
      database,
    );
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    bouncer?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('logs members in, plays and moves money from many callers at once, and the ledger holds', async () => {
    // Logins and every member call use the prepared statements; bets and wins the SQL functions.
    const players = ['demo_player', 'demo_down1', 'demo_down2', 'demo_agent'];
    const tickets = await Promise.all(players.map((p) => wallet.ticketFor(p)));
    const rounds = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const roundId = wallet.id(`pgb${i}`);
        const bet = await wallet.call('bet', {
          ticket: tickets[i % tickets.length],
          txId: `${roundId}-b`,
          roundId,
          amount: '1.00',
        });
        const won = await wallet.call('win', {
          txId: `${roundId}-w`,
          roundId,
          playerId: bet.playerId,
          amount: i % 3 === 0 ? '2.00' : '0',
        });
        return [bet.status, won.status];
      }),
    );
    expect(rounds.flat().every((s) => s === 'OK')).toBe(true);
    const { token } = await wallet.launch('demo_player');
    const transfers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { token },
          payload: { vassalage: 'LVA', direction: 'in', amount: '0.50' },
        }),
      ),
    );
    expect(transfers.map((r) => r.json().value?.status)).toEqual(Array(20).fill('done'));
    const balance = await app.inject({ url: '/wps/v2/wallets/balance', headers: { token } });
    expect(balance.statusCode).toBe(200);
    await wallet.invariants();
  });

  it('hears a notification sent through the pooler on its direct connection', async () => {
    const heard = new Promise<string>((resolve) => {
      void database.listen('pgbouncer_probe', resolve).then(async () => {
        await database.db.execute(sql`SELECT pg_notify('pgbouncer_probe', 'through the pool')`);
      });
    });
    expect(await heard).toBe('through the pool');
  }, 15_000);

  it('runs the migrations again with their lock on the direct connection', async () => {
    expect(await migrate(database)).toEqual([]);
  });
});
