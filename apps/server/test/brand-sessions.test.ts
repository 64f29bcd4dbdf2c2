import { glob } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { encrypt, loginAs, patchBrand, registrationPayload } from './auth-helper.ts';
import { everyRow } from './db-fingerprint.ts';
import { type JsonSchema, sampleOf } from './fuzz-inputs.ts';
import { buildTestApp } from './helper.ts';
import { promotionId } from './promotions-helper.ts';

/**
 * A session belongs to the brand its member belongs to: on another brand's host it is no session. Brand B's member
 * (an agent, so every member, real-member and agent operation would otherwise admit it) sends its token to the demo
 * brand's host for every such operation, and each answers `unauthorized` with nothing written.
 */
const B_HOST = 'b.example.test';
const contracts = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));

type OpLike = { method: string; path: string; auth: string; response: unknown };
const isOp = (v: unknown): v is OpLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OpLike).method === 'string' &&
  typeof (v as OpLike).path === 'string' &&
  typeof (v as OpLike).auth === 'string' &&
  'response' in v;

function collect(value: unknown, into: Map<string, string>, depth = 0) {
  if (isOp(value)) into.set(`${value.method} ${value.path}`, value.auth);
  else if (depth < 3 && value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const v of Object.values(value)) collect(v, into, depth + 1);
}

/** Every operation of the contracts by method and path, with its caller. */
async function contractCallers(): Promise<Map<string, string>> {
  const ops = new Map<string, string>();
  for await (const file of glob('*.ts', { cwd: contracts }))
    for (const value of Object.values((await import(`${contracts}${file}`)) as Record<string, unknown>))
      collect(value, ops);
  return ops;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
type Documented = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
};

/** Registers a member of brand B on B's host. */
async function brandBMember(app: App, username: string) {
  const reg = await app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers: { host: B_HOST },
    payload: await encrypt(app, await registrationPayload(app, { username })),
  });
  if (!reg.json().success) throw new Error(`register ${username}: ${reg.json().message}`);
}

/** Logs a member of brand B in on B's host; the session token. */
async function loginOnB(app: App, username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { host: B_HOST },
    payload: await encrypt(app, { type: 'username', username, password: 'Secret@123' }),
    remoteAddress: '10.0.0.7',
  });
  const body = res.json();
  if (!body.success) throw new Error(`login ${username} on B failed: ${body.message}`);
  return body.value.token as string;
}

describe('a session on another brand’s host', () => {
  let app: App;
  let agentToken: string;
  let playerToken: string;

  beforeAll(async () => {
    app = await buildTestApp({ CACHE_TTL_MS: 0 });
    await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
    await app.deps.db.execute(
      sql`INSERT INTO merchants (code, name, hosts, config)
          SELECT 'BRANDB', 'Brand B', ARRAY[${B_HOST}]::text[], config FROM merchants WHERE code = 'LUMEN'`,
    );
    app.deps.merchants.invalidate();
    await brandBMember(app, 'bagent01');
    await brandBMember(app, 'bplayer01');
    // An agent of B: every member, real-member and agent operation would admit it on its own brand's host.
    await app.deps.db.execute(sql`UPDATE members SET is_agent = 1 WHERE username = 'bagent01'`);
    const brands = (await app.deps.db.execute(
      sql`SELECT DISTINCT c.code FROM members m JOIN merchants c ON c.id = m.merchant_id
          WHERE m.username IN ('bagent01', 'bplayer01')`,
    )) as unknown as { rows: Array<{ code: string }> };
    expect(brands.rows).toEqual([{ code: 'BRANDB' }]);
    agentToken = await loginOnB(app, 'bagent01');
    playerToken = await loginOnB(app, 'bplayer01');
  });
  afterAll(() => app.close());

  it('works on its own brand’s host, and a demo brand session works on the demo brand’s host', async () => {
    for (const token of [agentToken, playerToken]) {
      const own = await app.inject({
        url: '/wps/member/info',
        headers: { host: B_HOST, authorization: `Bearer ${token}` },
      });
      expect(own.json()).toMatchObject({ success: true });
      // The brand named by its code on a development host is the same brand.
      const byCode = await app.inject({
        url: '/wps/member/info?merchantCode=BRANDB',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byCode.json()).toMatchObject({ success: true });
    }
    const lumen = await loginAs(app, 'demo_down2', 'Demo@2026');
    expect((await app.inject({ url: '/wps/member/info', headers: lumen })).json()).toMatchObject({ success: true });
    expect((await app.inject({ url: '/wps/member/info', headers: { ...lumen, host: B_HOST } })).json()).toMatchObject({
      success: false,
      message: 'unauthorized',
    });
  });

  it('cannot claim the demo brand’s sign-up gift on the demo brand’s host', async () => {
    const id = await promotionId(app, 'signup-gift');
    const before = await everyRow(app);
    for (const headers of [{ authorization: `Bearer ${playerToken}` }, { token: playerToken }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimPromotion',
        headers,
        payload: { promotionId: id },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'unauthorized' });
    }
    // Even the public list does not read it as the demo brand's member.
    const list = await app.inject({
      url: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(list.statusCode).toBe(401);
    expect(await everyRow(app)).toEqual(before);
  });

  it('refuses every member, real-member and agent operation with nothing written', async () => {
    const callers = await contractCallers();
    const doc = (await app.inject('/wps/openapi.json')).json() as { paths: Record<string, Record<string, Documented>> };
    const walked: string[] = [];
    const failures: string[] = [];
    const before = await everyRow(app);
    // Ending the session last: were it accepted, every later call would be refused for the wrong reason.
    const endsSession = (path: string) => /logout/i.test(path);
    const listed = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, d]) => ({ path, method, d })))
      .sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));
    for (const { path, method, d } of listed) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const caller = callers.get(key);
      // A member's session: the contracts' member callers, and the member routes that are not operations.
      const memberSession = caller
        ? ['member', 'real', 'agent'].includes(caller)
        : Boolean(d.security?.some((s) => 'tokenHeader' in s));
      if (!memberSession) continue;
      walked.push(key);
      const params = d.parameters ?? [];
      let url = path;
      for (const p of params.filter((x) => x.in === 'path'))
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(sampleOf(p.schema ?? { type: 'string' }))));
      const query = new URLSearchParams();
      for (const p of params.filter((x) => x.in === 'query'))
        query.set(p.name, String(sampleOf(p.schema ?? { type: 'string' })));
      const bodySchema = d.requestBody?.content?.['application/json']?.schema;
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: query.size ? `${url}?${query}` : url,
        headers: { authorization: `Bearer ${agentToken}` },
        ...(bodySchema ? { payload: sampleOf(bodySchema) as Record<string, unknown> } : {}),
      });
      const body = res.headers['content-type']?.includes('json') ? res.json() : null;
      if (res.statusCode !== 401 || body?.message !== 'unauthorized')
        failures.push(`${key} -> ${res.statusCode} ${body?.message ?? res.headers['content-type']}`);
    }
    const expected = [...callers].filter(([, a]) => ['member', 'real', 'agent'].includes(a)).map(([k]) => k);
    expect(expected.filter((k) => !walked.includes(k)).sort()).toEqual([]);
    expect(walked.length).toBeGreaterThan(80);
    expect(failures).toEqual([]);
    expect(await everyRow(app)).toEqual(before);
    // The token still holds on its own brand's host: nothing above ended or changed it.
    const own = await app.inject({
      url: '/wps/member/info',
      headers: { host: B_HOST, authorization: `Bearer ${agentToken}` },
    });
    expect(own.json()).toMatchObject({ success: true });
  });

  it('opens no live balance stream on another brand’s host', async () => {
    const ticketOf = async (host: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/wps/v2/wallets/balance/stream-ticket',
          headers: { host, authorization: `Bearer ${playerToken}` },
        })
      ).json();
    expect(await ticketOf('localhost')).toMatchObject({ success: false, message: 'unauthorized' });
    const { value } = await ticketOf(B_HOST);
    const res = await app.inject({
      url: `/wps/v2/wallets/balance/stream?ticket=${encodeURIComponent(value.ticket)}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'unauthorized' });
  });
});
