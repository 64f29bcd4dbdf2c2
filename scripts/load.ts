/**
 * `npm run load`: a mixed load against two server instances on one PostgreSQL and one Redis, behind a round-robin
 * proxy, for LOAD_SECONDS (default 600): browsing, logins, deposit requests, bets and wins, withdrawals and agent
 * reports at once. Prints requests, throughput, p50 and p99 per journey, the 5xx count and each instance's memory at
 * the start and the end; exits 1 on any 5xx or when an instance's heap grew by more than half.
 * DATABASE_URL / REDIS_URL (or TEST_DATABASE_URL / TEST_REDIS_URL) name the servers; a fresh schema is used and dropped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { agentOps } from '@portal/contracts/agent';
import { Redis } from 'ioredis';
import pg from 'pg';
import { providerSecret, signBody } from '../apps/server/src/modules/provider/signing.ts';
import { seal } from '../apps/server/test/auth-helper.ts';
import { roundRobinProxy } from '../apps/server/test/round-robin-proxy.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 24);
const dbUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!dbUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL (or the TEST_ ones) are required');

// The run's limits start empty: its own Redis database (9), emptied before and after.
const redisForRun = Object.assign(new URL(redisUrl), { pathname: '/9' }).toString();
const redis = new Redis(redisForRun);
await redis.flushdb();
const schema = `load_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: dbUrl });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const url = new URL(dbUrl);
url.searchParams.set('options', `-c search_path=${schema}`);

const children: ChildProcess[] = [];
// However the run ends (an error included), the instances stop with it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const ports = [0, 0].map(() => 30_000 + Math.floor(Math.random() * 20_000));
for (const port of ports) {
  children.push(
    spawn(`${ROOT}node_modules/.bin/node`, [`${ROOT}apps/server/src/main.ts`], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisForRun,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        OPERATOR_PASSWORD: 'Load-Operator-2026',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  // The first instance migrates and seeds; the second starts after it (both would, under one lock, anyway).
  await waitReady(port);
}
const { server: proxy, base } = await roundRobinProxy(ports);

async function waitReady(port: number) {
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} did not start`);
}

type Sample = { ms: number; status: number };
const samples = new Map<string, Sample[]>();
async function call(
  journey: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  const list = samples.get(journey) ?? [];
  list.push({ ms: performance.now() - started, status: res.status });
  samples.set(journey, list);
  return json;
}

/** Setup, as each player would: log in, set a payment password, bind an account; raise the demo's daily count. */
await admin.query(
  `UPDATE ${schema}.merchants SET config = jsonb_set(config, '{withdrawal}', '{"min":100,"max":5000000,"dailyCount":1000000}')`,
);
const [secretRow] = (await admin.query(`SELECT value FROM ${schema}.server_settings WHERE name = 'app_secret'`)).rows;
const providerKey = providerSecret(String(secretRow?.value), 'DEMO');
const login = async (username: string) => {
  const key = (await call('login', 'GET', '/wps/session/key/rsa')).value as { keyId: string; publicKey: string };
  const res = await call(
    'login',
    'POST',
    '/wps/session/login',
    seal(key.keyId, key.publicKey, { type: 'username', username, password: 'Demo@2026' }),
  );
  const token = (res.value as { token?: string } | null)?.token;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(res)}`);
  return { authorization: `Bearer ${token}` };
};
const players = await Promise.all(
  ['demo_player', 'demo_down1', 'demo_down2'].map(async (username) => {
    const headers = await login(username);
    await call('setup', 'PUT', '/wps/v2/member/paymentPassword', { password: '246810' }, headers);
    await call(
      'setup',
      'POST',
      '/wps/v2/member/boundAccounts',
      {
        kind: 'bank',
        provider: 'Load Bank',
        accountName: 'Load Player',
        accountNo: `${randomBytes(4).toString('hex')}`,
        paymentPassword: '246810',
      },
      headers,
    );
    const security = (await call('setup', 'GET', '/wps/v2/member/securityConfig', undefined, headers)).value as {
      boundAccounts: Array<{ id: number }>;
    };
    const games = (await call('setup', 'GET', '/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=1')).value as {
      games: Array<{ nodeId: number }>;
    };
    const launched = (
      await call(
        'setup',
        'POST',
        '/wps/game/launchGame',
        { nodeId: games.games[0]?.nodeId, launchMode: 'GLS', accountType: 1 },
        { token: headers.authorization.slice(7) },
      )
    ).value as { game_url: string };
    const ticket = new URL(launched.game_url, base).searchParams.get('ticket') ?? '';
    return { username, headers, accountId: security.boundAccounts[0]?.id ?? 0, ticket };
  }),
);
const agent = await login('demo_agent');
const channels = (await call('setup', 'GET', '/wps/v2/deposit/channels', undefined, players[0]?.headers))
  .value as Array<{ id: number; kind: string }>;
const gateway = channels.find((c) => c.kind === 'gateway')?.id ?? 1;

const signed = (body: unknown) => {
  const raw = JSON.stringify(body);
  const ts = Date.now();
  return { 'x-provider': 'DEMO', 'x-timestamp': String(ts), 'x-signature': signBody(providerKey, ts, raw) };
};
let seq = 0;
const journeys: Record<string, () => Promise<unknown>> = {
  browse: async () => {
    await call('browse', 'GET', '/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=20');
    await call('browse', 'GET', '/wps/system/status');
  },
  // Logins of one player overlapping from one address meet the captcha (as parallel guesses would): a 4xx, counted.
  login: async () => login(players[seq++ % players.length]?.username ?? 'demo_player').catch(() => undefined),
  deposit: async () => {
    const p = players[seq % players.length];
    await call('deposit', 'POST', '/wps/v2/deposit/request', { channelId: gateway, amount: '20.00' }, p?.headers);
    await call('deposit', 'GET', '/wps/v2/deposit/records', undefined, p?.headers);
  },
  bet: async () => {
    const p = players[seq % players.length];
    const id = `load-${++seq}-${randomBytes(2).toString('hex')}`;
    const bet = { ticket: p?.ticket, txId: `b-${id}`, roundId: `r-${id}`, amount: '0.10' };
    const placed = await call('bet', 'POST', '/provider/wallet/bet', bet, signed(bet));
    if (placed.status !== 'OK') return;
    const win = {
      txId: `w-${id}`,
      roundId: `r-${id}`,
      playerId: placed.playerId,
      amount: seq % 2 ? '0.20' : '0.00',
      final: true,
    };
    await call('bet', 'POST', '/provider/wallet/win', win, signed(win));
  },
  withdraw: async () => {
    const p = players[seq % players.length];
    const body = {
      amount: '1.00',
      boundAccountId: p?.accountId,
      paymentPassword: '246810',
      requestId: `load-wd-${++seq}-${randomBytes(3).toString('hex')}`,
    };
    await call('withdraw', 'POST', '/wps/v2/withdraw/request', body, p?.headers);
  },
  agent: async () => {
    await call('agent', 'GET', agentOps.teamOverview.path, undefined, agent);
    await call('agent', 'GET', `${agentOps.downlineList.path}?pageNo=1&pageSize=20`, undefined, agent);
  },
};
/** One journey; a request that fails outright (no answer) is counted as a 599 of that journey, and the run goes on. */
const run = async (i: number) => {
  const journey = mix[i % mix.length] as string;
  try {
    await journeys[journey]?.();
  } catch {
    const list = samples.get(journey) ?? [];
    list.push({ ms: 0, status: 599 });
    samples.set(journey, list);
  }
};
/** How often each journey comes up among the workers' turns (bets dominate, as on a real site). */
const mix = ['bet', 'bet', 'bet', 'bet', 'browse', 'browse', 'browse', 'agent', 'deposit', 'login', 'withdraw'];

const memory = async () =>
  Promise.all(
    ports.map(async (port) => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) / 1024 / 1024;
      return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
    }),
  );
// A short warm-up, then the measured run.
const warmEnd = Date.now() + 5000;
await Promise.all(
  Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = w; Date.now() < warmEnd; i++) await run(i);
  }),
);
samples.clear();
const memStart = await memory();
const end = Date.now() + SECONDS * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = w; Date.now() < end; i++) await run(i);
  }),
);
const elapsed = (performance.now() - started) / 1000;
const memEnd = await memory();

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
let fivexx = 0;
console.log(`\n${SECONDS}s, ${WORKERS} workers, two instances behind a proxy\n`);
console.log('journey     requests     req/s   p50 ms   p99 ms   5xx');
for (const [journey, list] of [...samples].sort()) {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  const errors = list.filter((s) => s.status >= 500).length;
  fivexx += errors;
  console.log(
    `${journey.padEnd(10)} ${String(list.length).padStart(9)} ${(list.length / elapsed).toFixed(1).padStart(9)} ${pct(ms, 0.5).toFixed(1).padStart(8)} ${pct(ms, 0.99).toFixed(1).padStart(8)} ${String(errors).padStart(5)}`,
  );
}
let grew = false;
memStart.forEach((m, i) => {
  const e = memEnd[i] ?? m;
  console.log(
    `instance ${i + 1}: rss ${m.rss.toFixed(0)} -> ${e.rss.toFixed(0)} MiB, heap ${m.heap.toFixed(0)} -> ${e.heap.toFixed(0)} MiB`,
  );
  if (e.heap > m.heap * 1.5 + 16) grew = true;
});
for (const child of children) child.kill('SIGTERM');
await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
proxy.close();
await admin.query(`DROP SCHEMA ${schema} CASCADE`);
await admin.end();
await redis.flushdb();
redis.disconnect();
if (fivexx > 0 || grew) {
  console.log(fivexx > 0 ? `FAILED: ${fivexx} answers were 5xx` : 'FAILED: memory grew');
  process.exitCode = 1;
}
