import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { appSecret, loadConfig, testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { serverSettings } from '../src/db/schema/settings.ts';
import { instantKinds } from '../src/modules/inhouse/originals.ts';
import { providerSecret, signBody } from '../src/modules/provider/signing.ts';
import type { App } from '../src/platform/http.ts';
import { demoMembersOn, seedDemo } from '../src/seed/demo.ts';
import { encrypt, loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

/** The fallback every copy of the source used to sign with when APP_SECRET was unset. */
const PUBLISHED_FALLBACK = 'development-only-secret-change-me';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
const listening = async () => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
};

describe('the signing secret of a quick start', () => {
  it('is generated at first start, kept in the database, and the same on the next start', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    const first = await buildApp(testConfig(), database);
    const second = await buildApp(testConfig(), database);
    try {
      const secret = appSecret(first.deps.config);
      expect(secret).not.toBe(PUBLISHED_FALLBACK);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const [row] = await database.db.select().from(serverSettings).where(eq(serverSettings.name, 'app_secret'));
      expect(row?.value).toBe(secret);
      expect(appSecret(second.deps.config)).toBe(secret);
      // Another installation (another database) has its own.
      expect(appSecret(app.deps.config)).not.toBe(secret);
    } finally {
      await second.close();
      await first.close();
      await database.close();
    }
  });

  it('refuses a provider win signed with the published fallback secret', async () => {
    const { launch, call } = walletApiClient(() => app);
    const { ticket } = await launch('demo_player');
    const before = await call('balance', { ticket });
    const roundId = `r-${Date.now()}`;
    const placed = await call('bet', { ticket, txId: `b-${Date.now()}`, roundId, amount: '1.00' });
    expect(placed.status).toBe('OK');
    const win = { txId: `w-${Date.now()}`, roundId, playerId: placed.playerId, amount: '1000000.00', final: true };
    const body = JSON.stringify(win);
    const ts = Date.now();
    const forged = await app.inject({
      method: 'POST',
      url: '/provider/wallet/win',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-provider': 'DEMO',
        'x-timestamp': String(ts),
        'x-signature': signBody(providerSecret(PUBLISHED_FALLBACK, 'DEMO'), ts, body),
      },
    });
    expect(forged.json().status).toBe('INVALID_SIGNATURE');
    expect(Number((await call('balance', { ticket })).balance)).toBe(Number(before.balance) - 1);
  });
});

describe('the development outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/dev/outbox?to=%2B5511999990001', remoteAddress, headers });

  it('answers this machine only, judged by the socket and not by forwarding headers', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    expect((await outbox('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const res of [
      await outbox('203.0.113.7'),
      await outbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      await outbox('10.0.0.8', { 'x-real-ip': '127.0.0.1' }),
      // Through a proxy on this machine: loopback socket, but a visitor from elsewhere.
      await outbox('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }),
      await outbox('127.0.0.1', { forwarded: 'for=198.51.100.4' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('not_found');
      expect(res.body).not.toContain('5511999990001');
    }
  });

  it('is refused to remote visitors even when the proxy is trusted', async () => {
    const trusting = await buildTestApp({ TRUST_PROXY: true });
    try {
      const res = await trusting.inject({
        url: '/dev/outbox?to=%2B5511999990001',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await trusting.close();
    }
  });
});

describe('a production start', () => {
  const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });
  const strong = randomBytes(32).toString('hex');

  it('refuses to start without a real APP_SECRET', () => {
    expect(production({})).toThrow(/APP_SECRET is required/);
    for (const weak of [
      PUBLISHED_FALLBACK,
      'a-production-secret-of-length',
      'x'.repeat(64),
      'please-change-me-before-going-live-0001',
      'my-super-secret-value-for-the-portal-01',
      'short-but-random-A7f9',
    ])
      expect(production({ APP_SECRET: weak }), weak).toThrow(/APP_SECRET must be/);
    expect(production({ APP_SECRET: strong })().APP_SECRET).toBe(strong);
  });

  it('refuses a short or published operator password', () => {
    for (const weak of ['Demo@2026', 'Welcome@123', 'E2e-Operator-2026', 'Short-1'])
      expect(production({ APP_SECRET: strong, OPERATOR_PASSWORD: weak }), weak).toThrow(/OPERATOR_PASSWORD/);
    expect(production({ APP_SECRET: strong, OPERATOR_PASSWORD: 'k3v-Lantern-Orbit-92' })).not.toThrow();
  });

  it('refuses the development endpoints, which are off unless switched on', () => {
    expect(production({ APP_SECRET: strong, DEV_ENDPOINTS: 'on' })).toThrow(/DEV_ENDPOINTS must be off/);
    expect(production({ APP_SECRET: strong, DEV_ENDPOINTS: 'off' })().DEV_ENDPOINTS).toBe('off');
    expect(production({ APP_SECRET: strong })().DEV_ENDPOINTS).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_ENDPOINTS).toBe('off');
    expect(loadConfig({}).DEV_ENDPOINTS).toBe('off');
  });

  it('refuses a production first start that would log a generated operator password', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(`${root}node_modules/.bin/node`, [`${root}apps/server/src/main.ts`], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, output });
        });
      });
    const weak = await run({ NODE_ENV: 'production', APP_SECRET: PUBLISHED_FALLBACK });
    expect(weak.code).not.toBe(0);
    expect(weak.output).toContain('Refusing to start in production');
    const noOperator = await run({ NODE_ENV: 'production', APP_SECRET: strong });
    expect(noOperator.code).not.toBe(0);
    expect(noOperator.output).toContain('set OPERATOR_PASSWORD for the first start');
    expect(noOperator.output).not.toMatch(/created operator/);
  }, 90_000);

  it('seeds the brand and the games but no demo members, unless DEMO_DATA=on', async () => {
    expect(demoMembersOn({ NODE_ENV: 'production' })).toBe(false);
    expect(demoMembersOn({ NODE_ENV: 'production', DEMO_DATA: 'on' })).toBe(true);
    expect(demoMembersOn({ NODE_ENV: 'development' })).toBe(true);
    expect(demoMembersOn({ NODE_ENV: 'development', DEMO_DATA: 'off' })).toBe(false);
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    try {
      await seedDemo(database.db, { members: false });
      const count = async (table: string) =>
        Number(
          (
            (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]?.n,
        );
      expect(await count('members')).toBe(0);
      expect(await count('merchants')).toBe(1);
      expect(await count('games')).toBeGreaterThan(100);
    } finally {
      await database.close();
    }
  });

  it('never generates a secret when production has none', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    try {
      await expect(buildApp(testConfig({ NODE_ENV: 'production' }), database)).rejects.toThrow(/APP_SECRET/);
    } finally {
      await database.close();
    }
  });
});

describe('bad input gets a 4xx envelope', () => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const refused = (res: Awaited<ReturnType<typeof post>>, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
  };

  it('refuses a NUL character anywhere: operator login, support chat, the affiliate check, queries and paths', async () => {
    refused(await post('/admin/api/session', { username: 'admin\u0000', password: 'whatever-it-is' }));
    refused(await post('/support/api/conversations', { channel: 'live', name: 'A\u0000B' }));
    refused(await post('/wps/agent/affiliate', { code: 'DEMO\u0000AGENT' }));
    refused(await post('/wps/agent/affiliate', { code: 'DEMOAGENT', 'x\u0000': 1 }));
    refused(await app.inject('/wps/relay/GCSGAME_gameList?vassalage=LVB%00&pageSize=1'));
    refused(await app.inject('/downloads/a%00b'));
  });

  it('refuses a NUL character inside an encrypted login', async () => {
    const res = await post(
      '/wps/session/login',
      await encrypt(app, { type: 'username', username: 'demo\u0000player', password: 'Demo@2026' }),
    );
    refused(res);
  });

  it('refuses ids beyond the database integer range', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    refused(await post('/wps/v2/deposit/request', { channelId: 2 ** 31, amount: '50' }, { authorization }));
    refused(await post('/wps/v2/deposit/request', { channelId: 2 ** 53 + 2, amount: '50' }, { authorization }));
    refused(
      await post('/wps/v2/deposit/manual', { channelId: 2 ** 31, amount: '50', proofs: ['x'] }, { authorization }),
    );
    const withdraw = { amount: '50', boundAccountId: 2 ** 31, paymentPassword: '123456' };
    refused(await post('/wps/v2/withdraw/request', withdraw, { authorization }));
    const transfer = { targetId: 2 ** 31, amount: '1', paymentPassword: '123456', requestId: 'big-id-0001' };
    refused(await post('/wps/v2/wallets/teamTransfer', transfer, { authorization }));
  });

  it('refuses on the in-house game API a ticket launched for another provider’s game', async () => {
    const { launch } = walletApiClient(() => app);
    await listening(); // the in-house games call the wallet API over HTTP
    const demo = await launch('demo_player', 'LVB');
    refused(await post('/provider/inhouse/api/state', { ticket: demo.ticket }), 401);
    const inhouse = await launch('demo_player', 'INH');
    expect((await post('/provider/inhouse/api/state', { ticket: inhouse.ticket })).statusCode).toBe(200);
  });

  it('answers 502 when a game cannot reach the wallet API, and nothing is charged', async () => {
    const cut = await buildTestApp({ WALLET_API_URL: 'http://127.0.0.1:9' });
    try {
      const { launch } = walletApiClient(() => cut);
      const { ticket } = await launch('demo_player', 'INH');
      const res = await cut.inject({
        method: 'POST',
        url: '/provider/inhouse/api/slot',
        payload: { ticket, bet: '1.00' },
      });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({ success: false, message: 'wallet_unreachable' });
    } finally {
      await cut.close();
    }
  });

  it('keeps the status of an error that names one: an unknown game ticket is a 401', async () => {
    const res = await post('/provider/inhouse/api/state', { ticket: 'no-such-ticket-0000' });
    refused(res, 401);
    expect(res.json().message).toBe('unauthorized');
  });

  it('answers a path parameter longer than the router takes with a 414 envelope', async () => {
    const res = await app.inject(`/downloads/${'a'.repeat(2000)}`);
    refused(res, 414);
  });

  it('answers headers too large (431) and a malformed request (400) with an envelope', async () => {
    await listening();
    const { port } = app.server.address() as AddressInfo;
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/healthz', headers }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const big = await raw({ 'x-big': 'a'.repeat(20_000) });
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toMatchObject({ success: false, message: 'bad_request' });
    const malformed = await new Promise<string>((resolve) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'),
      );
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
    });
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false });
  });
});

describe('pages outside the portal document', () => {
  const scriptHashes = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/\bsrc=/.test(m[1] ?? ''))
      .map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[2] ?? '')
            .digest('base64')}'`,
      );

  const expectProtected = async (url: string, frameAncestors: string) => {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp, url).toContain(`frame-ancestors ${frameAncestors}`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const hash of scriptHashes(res.body)) expect(scriptSrc, url).toContain(hash);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    return res;
  };

  it('lets the portal frame its game pages (same origin) and nobody frame the others', async () => {
    for (const game of ['slot', 'dice', 'mines', ...instantKinds()])
      await expectProtected(`/provider/inhouse/${game}?ticket=x`, "'self'");
    for (const kind of ['table', 'fish', 'lotto']) await expectProtected(`/provider/demo/${kind}?ticket=x`, "'self'");
    await expectProtected('/provider/inhouse/verify', "'none'");
    await expectProtected('/provider/inhouse/rules?game=limbo', "'none'");
    await expectProtected('/support/chat', "'none'");
    await expectProtected('/downloads/android', "'none'");
  });

  it('protects the sandbox pay page', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const [sandbox] = (await app.inject({ url: '/wps/v2/deposit/channels', headers: { authorization } })).json().value;
    const d = (await post('/wps/v2/deposit/request', { channelId: sandbox.id, amount: '50' }, { authorization })).json()
      .value;
    const res = await expectProtected(new URL(d.payUrl).pathname, "'none'");
    expect(res.body).toContain('Sandbox Pay');
  });

  it('marks JSON answers nosniff too', async () => {
    expect((await app.inject('/wps/system/status')).headers['x-content-type-options']).toBe('nosniff');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
});
