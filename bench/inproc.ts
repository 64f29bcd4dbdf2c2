// What runs inside the bench's server process: the login rows (the whole encrypted call, and the login service alone,
// vs a bare argon2id verify loop), the fixtures of the money rows (members with money, sessions, game tickets) and the
// raw SQL postings those rows are compared with (bench/raw.ts). The money rows' HTTP load itself runs in the bench's
// parent process (money.ts), as a provider's or a player's calls come from outside the server.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { appSecret } from '../apps/server/src/config.ts';
import { members } from '../apps/server/src/db/schema/accounts.ts';
import { login } from '../apps/server/src/modules/accounts/login.ts';
import { openSession } from '../apps/server/src/modules/accounts/sessions.ts';
import { providerSecret } from '../apps/server/src/modules/provider/signing.ts';
import { bet, win } from '../apps/server/src/modules/provider/wallet-service.ts';
import { house, memberMain, postTransfer } from '../apps/server/src/modules/wallet/ledger.ts';
import { vendorTransfer } from '../apps/server/src/modules/wallet/transfers.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { seal } from '../apps/server/test/auth-helper.ts';

import { type RawLedger, rawLedger } from './raw.ts';
import {
  betWinRound,
  CONNECTIONS,
  type Load,
  load,
  opsPerSecond,
  type Paired,
  paired,
  type WalletCalls,
} from './rounds.ts';

export async function inprocess(app: App) {
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

  return rows;
}

/** How many wallets the many-wallets rows spread over. */
const MANY = 200;

export interface MoneyFixtures {
  base: string;
  /** Session tokens of MANY members with money; the first is the hot wallet. */
  tokens: string[];
  /** Game tickets of the first four members (a seamless-wallet game). */
  tickets: string[];
  providerSecret: string;
}

/** The members and tickets of the last fixtures, kept in this process for the rows without HTTP. */
let kept: { memberIds: number[]; tickets: string[] } | null = null;

/** Members with money, their sessions and game tickets, for the money rows' HTTP load. */
export async function moneyFixtures(app: App, base: string): Promise<MoneyFixtures> {
  const { db } = app.deps;
  const merchant = await app.deps.merchants.resolve({ host: 'localhost' });
  const many: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < MANY; i++) {
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
  kept = { memberIds: many.map((m) => m.id), tickets };
  return {
    base,
    tokens: many.map((m) => m.token),
    tickets,
    providerSecret: providerSecret(appSecret(app.deps.config), 'DEMO'),
  };
}

/** The raw bounds of the money rows, each one load of SECONDS from CONNECTIONS connections. */
export type RawCase = 'rounds' | 'transfer-hot' | 'transfer-many';
let raw: RawLedger | null = null;
export async function rawLoad(app: App, kind: RawCase): Promise<Load> {
  raw ??= await rawLedger(app, CONNECTIONS);
  const r = raw;
  switch (kind) {
    case 'transfer-hot':
      return load(CONNECTIONS, (i) => r.transfer(1, 3001 + (i % 16)));
    case 'transfer-many':
      // As many wallets as the HTTP side has members.
      return load(CONNECTIONS, (i) => r.transfer(1 + (i % MANY), 3001 + (i % 16)));
    case 'rounds':
      // Four players, as a provider's peak is many players at once: the two postings of a round.
      return load(CONNECTIONS, async (i) => {
        const player = 1 + (i % 4);
        await r.post(player, 1000);
        await r.post(1000, player);
      });
  }
}

/**
 * The same money calls as the HTTP rows, made on the services in the server's process (no HTTP, no signature, no
 * session check): what the money path's own database work allows against the same raw bound, the ceiling of the
 * HTTP row.
 */
export async function callsLoad(app: App, kind: Exclude<RawCase, 'transfer-hot'>): Promise<Load> {
  const f = kept;
  if (!f) throw new Error('callsLoad before moneyFixtures');
  const { db, transferVendor } = app.deps;
  if (kind === 'transfer-many')
    return load(CONNECTIONS, async (i) => {
      const memberId = f.memberIds[i % f.memberIds.length] as number;
      const t = await vendorTransfer(db, transferVendor, memberId, {
        vassalage: 'LVA',
        direction: 'in',
        amount: '0.01',
      });
      if (t.status !== 'done') throw new Error(`transfer ${t.status}`);
    });
  const services: WalletCalls = { bet: (b) => bet(db, 'DEMO', b), win: (b) => win(db, 'DEMO', b) };
  return load(CONNECTIONS, (i) => betWinRound(i, f.tickets, services));
}
