import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { appSecret, testConfig } from '../../src/config.ts';
import { providerSecret, signBody } from '../../src/modules/provider/signing.ts';
import type { App } from '../../src/platform/http.ts';
import { seal } from '../auth-helper.ts';
import { operatorHeaders } from '../console-helper.ts';
import { roundRobinProxy } from '../round-robin-proxy.ts';
import { openSse } from '../sse-client.ts';
import { walletApiClient } from '../wallet-api-client.ts';
import { memberMoney } from './money-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

type Reply = { status: number; body: Record<string, unknown>; via: string };

/**
 * Two server instances on one PostgreSQL and one Redis, behind a small round-robin proxy, as a brand that outgrows one
 * machine runs them: consecutive requests of one client land on different instances and must behave as one server.
 */
describe('two instances behind a proxy', () => {
  let fresh: Awaited<ReturnType<typeof freshPgDatabase>>;
  const apps: App[] = [];
  const ports: number[] = [];
  let proxy: Server;
  let base = '';
  const { member } = memberMoney(() => apps[0] as App);

  beforeAll(async () => {
    const redis = process.env.TEST_REDIS_URL;
    if (!redis) throw new Error('TEST_REDIS_URL is required for this suite');
    fresh = await freshPgDatabase();
    for (const name of ['a', 'b']) {
      const app = await buildApp(testConfig({ DATABASE_URL: fresh.url, REDIS_URL: redis }), fresh.database);
      app.addHook('onSend', async (_req, reply) => void reply.header('x-instance', name));
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      ports.push((app.server.address() as AddressInfo).port);
    }
    ({ server: proxy, base } = await roundRobinProxy(ports));
  }, 120_000);
  afterAll(async () => {
    await new Promise((r) => proxy.close(r));
    for (const app of apps) await app.close();
    await fresh.drop();
  });

  /** A request through the proxy, or straight to instance `to` ('a' or 'b'). */
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    to?: 'a' | 'b',
  ) => {
    const origin = to ? `http://127.0.0.1:${ports[to === 'a' ? 0 : 1]}` : base;
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      via: res.headers.get('x-instance') ?? '',
    };
  };
  const value = (r: Reply) => r.body.value as Record<string, unknown>;
  const encrypted = async (payload: unknown) => {
    const key = value(await call('GET', '/wps/session/key/rsa')) as { keyId: string; publicKey: string };
    return seal(key.keyId, key.publicKey, payload);
  };
  const solved = async () => {
    const c = value(await call('GET', '/wps/verification/challenge')) as {
      salt: string;
      challenge: string;
      maxnumber: number;
      algorithm: string;
      signature: string;
    };
    for (let n = 0; n <= c.maxnumber; n++)
      if (
        createHash('sha256')
          .update(c.salt + n)
          .digest('hex') === c.challenge
      )
        return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64');
    throw new Error('unsolvable');
  };

  it('keeps a login made on one instance valid on the other, and a logout ends it on both', async () => {
    const login = await call(
      'POST',
      '/wps/session/login',
      await encrypted({ type: 'username', username: 'demo_down1', password: 'Demo@2026' }),
    );
    expect(login.body.success).toBe(true);
    const auth = { authorization: `Bearer ${value(login).token}` };
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const info = await call('GET', '/wps/member/info', undefined, auth);
      expect(info.status).toBe(200);
      seen.add(info.via);
    }
    expect(seen).toEqual(new Set(['a', 'b']));
    expect((await call('POST', '/wps/session/logout', {}, auth)).status).toBe(200);
    // Whichever instance the next requests reach, the session is over.
    for (let i = 0; i < 2; i++) expect((await call('GET', '/wps/member/info', undefined, auth)).status).toBe(401);
  });

  it('refuses a human-check solution spent on the other instance', async () => {
    const humanCheck = await solved();
    /** The image captcha the brand asks for, read from its SVG (a test can; a bot would need OCR). */
    const captcha = async (to: 'a' | 'b') => {
      const c = value(await call('GET', '/wps/captcha', undefined, {}, to)) as { captchaId: string; image: string };
      const svg = Buffer.from(c.image.split(',')[1] ?? '', 'base64').toString('utf8');
      return { captchaId: c.captchaId, captcha: [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('') };
    };
    const registration = async (to: 'a' | 'b') =>
      encrypted({
        ...(await captcha(to)),
        username: `twin${randomBytes(3).toString('hex')}`,
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        agreeTerms: true,
        ageConfirmed: true,
        humanCheck,
      });
    const first = await call('POST', '/wps/member/register', await registration('a'), {}, 'a');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const replay = await call('POST', '/wps/member/register', await registration('b'), {}, 'b');
    expect(replay.body.message).toBe('human_check_failed');
  });

  it('counts sign-in failures across both instances', async () => {
    const codes: number[] = [];
    const username = `nobody${randomBytes(4).toString('hex')}`; // Redis outlives test runs: a name of this run only
    for (let i = 0; i < 11; i++)
      codes.push((await call('POST', '/admin/api/session', { username, password: 'wrong-password' })).status);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('answers a copy of a money request on the other instance with the first answer, moving money once', async () => {
    const agent = await member('demo_agent');
    const target = await member('demo_down2');
    const body = {
      targetId: target.id,
      amount: '3.21',
      paymentPassword: agent.paymentPassword,
      requestId: `twin-${Date.now()}`,
    };
    const first = await call('POST', '/wps/v2/wallets/teamTransfer', body, agent.headers, 'a');
    const copy = await call('POST', '/wps/v2/wallets/teamTransfer', body, agent.headers, 'b');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect(copy.body).toEqual(first.body);
    const { ticket } = await walletApiClient(() => apps[0] as App).launch('demo_down2');
    const bet = { ticket, txId: `twin-bet-${Date.now()}`, roundId: `twin-round-${Date.now()}`, amount: '1.00' };
    const signed = (payload: unknown) => {
      const raw = JSON.stringify(payload);
      const ts = Date.now();
      const secret = providerSecret(appSecret((apps[1] as App).deps.config), 'DEMO');
      return { 'x-provider': 'DEMO', 'x-timestamp': String(ts), 'x-signature': signBody(secret, ts, raw) };
    };
    const one = await call('POST', '/provider/wallet/bet', bet, signed(bet), 'a');
    const two = await call('POST', '/provider/wallet/bet', bet, signed(bet), 'b');
    expect(one.body.status).toBe('OK');
    expect(two.body).toEqual(one.body);
  });

  it('shows an operator change made on one instance on the other within seconds', async () => {
    const auth = await operatorHeaders(apps[0] as App, 'twinadmin', 'Twin-Admin-2026!', 'admin');
    expect((await call('PUT', '/admin/api/merchants/LUMEN/maintenance', { on: true }, auth)).status).toBe(200);
    try {
      const started = Date.now();
      const statuses = new Set<string>();
      while (statuses.size < 2 && Date.now() - started < 10_000) {
        const s = await call('GET', '/wps/system/status');
        if (value(s).status === 1) statuses.add(s.via);
      }
      expect(statuses).toEqual(new Set(['a', 'b']));
    } finally {
      await call('PUT', '/admin/api/merchants/LUMEN/maintenance', { on: false }, auth);
    }
  });

  it('pushes a balance change made through one instance to a stream held by the other', async () => {
    const m = await member('demo_down1');
    const ticketAnswer = await call('POST', '/wps/v2/wallets/balance/stream-ticket', {}, m.headers);
    const stream = await openSse(
      `http://127.0.0.1:${ports[ticketAnswer.via === 'a' ? 0 : 1]}/wps/v2/wallets/balance/stream?ticket=${value(ticketAnswer).ticket}`,
    );
    try {
      expect((await stream.next(5000))?.event).toBe('balance');
      const agent = await member('demo_agent');
      const body = {
        targetId: m.id,
        amount: '1.11',
        paymentPassword: agent.paymentPassword,
        requestId: `push-${Date.now()}`,
      };
      // Sent to the instance that does not hold the stream.
      const other = ports[ticketAnswer.via === 'a' ? 1 : 0];
      const res = await fetch(`http://127.0.0.1:${other}/wps/v2/wallets/teamTransfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...agent.headers },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      const pushed = await stream.next(5000);
      expect(pushed?.event).toBe('balance');
    } finally {
      stream.close();
    }
  });

  it('carries a support chat across instances: the visitor on one, the operator on the other', async () => {
    const opened = await call('POST', '/support/api/conversations', { channel: 'live' }, {}, 'a');
    const token = String(value(opened).token);
    const visitor = { 'x-chat-token': token };
    expect((await call('POST', '/support/api/messages', { body: 'Where is my deposit?' }, visitor, 'a')).status).toBe(
      200,
    );
    const auth = await operatorHeaders(apps[1] as App, 'twinsupport', 'Twin-Support-2026!', 'support');
    const open = (await call('GET', '/admin/api/support/conversations?status=open', undefined, auth, 'b')).body
      .value as Array<{ id: number; lastMessage?: string | null }>;
    const mine = open.find((c) => JSON.stringify(c).includes('Where is my deposit?'));
    expect(mine).toBeTruthy();
    const reply = `/admin/api/support/conversations/${mine?.id}/reply`;
    expect((await call('POST', reply, { body: 'It arrived a minute ago.' }, auth, 'b')).status).toBe(200);
    const seen = value(await call('GET', '/support/api/messages?after=0', undefined, visitor, 'a')) as {
      messages: Array<{ body: string }>;
    };
    expect(seen.messages.map((m) => m.body)).toContain('It arrived a minute ago.');
  });

  it("shows an agent's team the same on both instances, moments after a transfer made on one", async () => {
    const agent = await member('demo_agent');
    const before = value(await call('GET', '/wps/relay/AGENT_teamOverview', undefined, agent.headers, 'a'));
    const target = await member('demo_down1');
    const body = {
      targetId: target.id,
      amount: '2.00',
      paymentPassword: agent.paymentPassword,
      requestId: `team-${Date.now()}`,
    };
    expect((await call('POST', '/wps/v2/wallets/teamTransfer', body, agent.headers, 'a')).body.success).toBe(true);
    const onA = value(await call('GET', '/wps/relay/AGENT_teamOverview', undefined, agent.headers, 'a'));
    const onB = value(await call('GET', '/wps/relay/AGENT_teamOverview', undefined, agent.headers, 'b'));
    // The same figures (the referral link names the host each was asked on).
    expect({ ...onB, referralLink: null }).toEqual({ ...onA, referralLink: null });
    expect(onA.teamSize).toBe(before.teamSize);
    expect(Number(onA.teamMainBalance)).toBeCloseTo(Number(before.teamMainBalance) + 2, 2);
  });
});
