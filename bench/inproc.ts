// In-process measurements run inside the bench's server process, each against its own baseline in the same run:
// login (the whole encrypted call, and the login service alone) vs a bare argon2id verify loop; HTTP wallet transfers
// vs one raw SQL posting (bench/raw.ts); signed bet+win rounds over HTTP vs two raw SQL postings. Each loop runs for a
// fixed time with a fixed concurrency and reports ops/s (and the p99 latency of the money rows).
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { appSecret } from '../apps/server/src/config.ts';
import { members } from '../apps/server/src/db/schema/accounts.ts';
import { login } from '../apps/server/src/modules/accounts/login.ts';
import { openSession } from '../apps/server/src/modules/accounts/sessions.ts';
import { providerSecret, walletClient } from '../apps/server/src/modules/provider/signing.ts';
import { house, memberMain, postTransfer } from '../apps/server/src/modules/wallet/ledger.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { seal } from '../apps/server/test/auth-helper.ts';

import { rawLedger } from './raw.ts';
import { type Load, type Paired, paired } from './rounds.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Concurrent callers of the money rows, as a provider's peak sends them. */
const CONNECTIONS = 32;

/** Runs `op` from `concurrency` workers for SECONDS; each call gets a running number and its worker's number. */
async function opsPerSecond(concurrency: number, op: (i: number, worker: number) => Promise<unknown>): Promise<number> {
  return (await load(concurrency, op)).rate;
}

/** Like opsPerSecond, also keeping each call's latency for the p99. */
async function load(concurrency: number, op: (i: number, worker: number) => Promise<unknown>): Promise<Load> {
  const until = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await op(n++, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

export async function inprocess(app: App, base: string) {
  const { db } = app.deps;
  const merchant = await app.deps.merchants.resolve({ host: 'localhost' });
  const rows: Array<Paired & { measure: string; note: string }> = [];

  // Login through the service (encryption aside) vs argon2id verify at the same parameters. Each worker logs in
  // its own player: a login in flight counts against its account until it succeeds (login.ts), and a person does
  // not log in four times at once.
  const stored = await hash('Demo@2026', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const players = ['bench_login0', 'bench_login1', 'bench_login2', 'bench_login3'];
  await db
    .insert(members)
    .values(players.map((username) => ({ merchantId: merchant.id, username, passwordHash: stored })));
  const logIn = (i: number, worker: number) =>
    login(
      app.deps,
      merchant,
      { type: 'username', username: players[worker] as string, password: 'Demo@2026' },
      `10.${i % 250}.${(i >> 8) % 250}.1`,
    );
  // Warm both paths first (as the HTTP rows do), so neither side pays the first calls' compilation.
  for (let i = 0; i < 20; i++) await Promise.all([verify(stored, 'Demo@2026'), logIn(i, 0)]);
  // The whole login call as the portal makes it (routing, validation, RSA + AES decryption, the session), through
  // Fastify's inject; the bodies are sealed beforehand, as the client's work is not the server's.
  const { keyId, publicKey } = (await app.inject('/wps/session/key/rsa')).json().value as {
    keyId: string;
    publicKey: string;
  };
  const sealed = players.map((username) =>
    Array.from({ length: 16 }, () => seal(keyId, publicKey, { type: 'username', username, password: 'Demo@2026' })),
  );
  const logInCall = async (i: number, worker: number) => {
    const payload = sealed[worker]?.[i % 16];
    // Players come from many addresses (one address is held to 300 attempts in 5 minutes).
    const remoteAddress = `10.${i % 250}.${(i >> 8) % 250}.2`;
    const res = await app.inject({ method: 'POST', url: '/wps/session/login', payload, remoteAddress });
    if (res.statusCode !== 200) throw new Error(`login call: ${res.body}`);
  };
  for (let i = 0; i < 20; i++) await logInCall(i, 0);
  const againstVerify = async (measure: string, op: (i: number, worker: number) => Promise<unknown>) => ({
    measure,
    ...(await paired(
      () => opsPerSecond(4, op),
      () => opsPerSecond(4, () => verify(stored, 'Demo@2026')),
    )),
    note: 'bare argon2id verify/s',
  });
  rows.push(await againstVerify('login/s, whole encrypted call', logInCall));
  rows.push(await againstVerify('login/s, login service', logIn));

  // Members to transfer for: one hot wallet, and many wallets.
  const many: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < 20; i++) {
    const [m] = await db
      .insert(members)
      .values({ merchantId: merchant.id, username: `bench${i}_${randomBytes(3).toString('hex')}`, passwordHash: 'x' })
      .returning();
    if (!m) throw new Error('member');
    await postTransfer(db, {
      from: house('cashier'),
      to: memberMain(m.id),
      amount: 100_000_000n,
      kind: 'adjustment',
      memberId: m.id,
    });
    many.push({ id: m.id, token: (await openSession(db, merchant, m, 'username', 1)).token });
  }
  const hot = many[0] as { id: number; token: string };
  const http = (m: { token: string }) =>
    fetch(`${base}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: m.token },
      body: JSON.stringify({ vassalage: 'LVA', direction: 'in', amount: '0.01' }),
    }).then((r) => r.json());
  // The bound: one raw posting per transfer on the same database, from as many connections as the load.
  const raw = await rawLedger(app, CONNECTIONS);
  rows.push({
    measure: 'wallet transfers/s, one hot wallet (HTTP)',
    ...(await paired(
      () => load(CONNECTIONS, () => http(hot)),
      () => load(CONNECTIONS, () => raw.post(1, 1000)),
    )),
    note: 'raw SQL posting, one account',
  });
  rows.push({
    measure: 'wallet transfers/s, many wallets (HTTP)',
    ...(await paired(
      () => load(CONNECTIONS, (i) => http(many[i % many.length] as { token: string })),
      () => load(CONNECTIONS, (i) => raw.post(1 + (i % 999), 1000 - 1 - (i % 499))),
    )),
    note: 'raw SQL posting, many accounts',
  });

  // Bet + win round trips through the signed HTTP API vs the direct service calls.
  const game = (
    (await db.execute(sql`SELECT node_id FROM games WHERE vassalage = 'LVB' LIMIT 1`)) as unknown as {
      rows: Array<{ node_id: number }>;
    }
  ).rows[0];
  const ticketOf = async (m: { token: string }) => {
    const launch = await fetch(`${base}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: m.token },
      body: JSON.stringify({ nodeId: game?.node_id, launchMode: 'GLS' }),
    });
    const url = ((await launch.json()) as { value: { game_url: string } }).value.game_url;
    return new URL(url, base).searchParams.get('ticket') as string;
  };
  const tickets = await Promise.all(many.slice(0, 4).map(ticketOf));
  const client = walletClient(base, 'DEMO', providerSecret(appSecret(app.deps.config), 'DEMO'));
  const viaHttp = async (i: number) => {
    const roundId = `bh${i}-${randomBytes(4).toString('hex')}`;
    const ticket = tickets[i % 4] as string;
    const { playerId } = await client<{ playerId?: string }>('bet', {
      ticket,
      txId: `${roundId}b`,
      roundId,
      amount: '0.01',
    });
    await client('win', { txId: `${roundId}w`, roundId, playerId, amount: '0.01' });
  };
  // Four players, as a provider's peak is many players at once; the bound is the two raw postings of a round.
  const viaRaw = async (i: number) => {
    const player = 1 + (i % 4);
    await raw.post(player, 1000);
    await raw.post(1000, player);
  };
  rows.push({
    measure: 'bet+win rounds/s (signed HTTP)',
    ...(await paired(
      () => load(CONNECTIONS, viaHttp),
      () => load(CONNECTIONS, viaRaw),
    )),
    note: 'two raw SQL postings',
  });
  await raw.close();
  return rows;
}
