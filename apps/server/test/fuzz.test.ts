import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { appSecret, testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { providerSecret, signBody } from '../src/modules/provider/signing.ts';
import type { App } from '../src/platform/http.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator } from './console-helper.ts';
import { HOSTILE_BODIES, HOSTILE_TEXT, HOSTILE_VALUES, type JsonSchema, sampleOf, seeded } from './fuzz-inputs.ts';

/**
 * Every operation of the OpenAPI document (and the pages and game APIs it does not list) receives hostile input as
 * a visitor, a member and an operator: no answer may be a 5xx. Bounded and seeded, so every run sends the same requests.
 */
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  secured: boolean;
}
interface Case {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: { raw: string } | { json: unknown };
  label: string;
}

const SEED = 19_0001;
/** A game API body: a launch ticket and the call's own fields. */
const withTicket = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  properties: { ticket: { type: 'string', minLength: 10 }, ...extra },
  required: ['ticket'],
});
/** Routes the document does not list (pages and the game providers' own APIs). */
const UNLISTED: Operation[] = [
  ...['slot', 'dice', 'mines', 'verify'].map((g) => get(`/provider/inhouse/${g}`)),
  get('/provider/inhouse/api/rules'),
  ...['state', 'seed', 'rotate', 'slot', 'dice', 'mines/start', 'mines/reveal', 'mines/cashout', 'mines/round'].map(
    (api) =>
      post(
        `/provider/inhouse/api/${api}`,
        withTicket({
          clientSeed: { type: 'string' },
          bet: { type: 'string', default: '1.00' },
          target: { type: 'integer', minimum: 2 },
          mines: { type: 'integer', minimum: 1 },
          roundId: { type: 'string' },
          tile: { type: 'integer' },
        }),
      ),
  ),
  {
    ...get('/provider/demo/{kind}'),
    parameters: [
      { in: 'path', name: 'kind' },
      { in: 'query', name: 'game' },
    ],
  },
  post('/provider/demo/api/balance', withTicket()),
  post(
    '/provider/demo/api/play',
    withTicket({ kind: { enum: ['slot'] }, choice: { type: 'string' }, stake: { type: 'string', default: '1.00' } }),
  ),
  { ...get('/gateway/sandbox/pay/{ref}'), parameters: [{ in: 'path', name: 'ref' }] },
  {
    ...post('/gateway/sandbox/pay/{ref}', { type: 'object', properties: { choice: { enum: ['paid'] } } }),
    parameters: [{ in: 'path', name: 'ref' }],
  },
  { ...get('/support/chat'), parameters: [{ in: 'query', name: 'channel' }] },
  {
    ...get('/downloads/{file}'),
    parameters: [
      { in: 'path', name: 'file' },
      { in: 'query', name: 'lang' },
    ],
  },
  { ...get('/dev/outbox'), parameters: [{ in: 'query', name: 'to' }] },
  { ...get('/wps/member/info/icon'), secured: true },
];
function get(path: string): Operation {
  return { method: 'GET', path, parameters: [], secured: false };
}
function post(path: string, body: JsonSchema): Operation {
  return { method: 'POST', path, parameters: [], body, secured: false };
}

/** Leaf paths of a sample body (where a hostile value replaces a plausible one), at most a dozen. */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || prefix.length > 3) return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const out = entries.flatMap(([k, v]) => leaves(v, [...prefix, k]));
  return (out.length ? out : [prefix]).slice(0, 12);
}
function withValue(sample: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(sample) as Record<string, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
}

function casesOf(op: Operation, random: ReturnType<typeof seeded>): Case[] {
  const plausible = (p: Parameter) => String(sampleOf(p.schema ?? { type: 'string' }, random.pick));
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, plausible(p)]));
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, plausible(p)]));
  const sample = op.body ? sampleOf(op.body, random.pick) : undefined;
  const base = (): Case => ({
    path: { ...basePath },
    query: { ...baseQuery },
    ...(op.body ? { body: { json: sample } } : {}),
    label: 'plausible',
  });
  // Always NUL, integer overflow and prototype names (the classic 500s), then a seeded draw of the rest.
  const texts = () => [
    'a\u0000b',
    String(2 ** 31),
    '__proto__',
    'constructor',
    ...Array.from({ length: 3 }, () => random.pick(HOSTILE_TEXT)),
  ];
  const cases: Case[] = [base()];
  for (const p of pathParams)
    for (const t of texts()) cases.push({ ...base(), path: { ...basePath, [p.name]: t }, label: `path ${p.name}` });
  for (const p of queryParams)
    for (const t of texts()) cases.push({ ...base(), query: { ...baseQuery, [p.name]: t }, label: `query ${p.name}` });
  if (op.body) {
    for (const leaf of leaves(sample))
      for (const v of [
        'a\u0000b',
        2 ** 31,
        '__proto__',
        ...Array.from({ length: 4 }, () => random.pick(HOSTILE_VALUES)),
      ])
        cases.push({ ...base(), body: { json: withValue(sample, leaf, v) }, label: `body ${leaf.join('.')}` });
  }
  if (op.method !== 'GET') for (const body of HOSTILE_BODIES) cases.push({ ...base(), body, label: 'whole body' });
  return cases;
}

describe('fuzzing every operation', () => {
  let app: App;
  const errorLog: string[] = [];
  const identities: Record<string, Record<string, string>> = { visitor: {} };

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(testConfig({ LOG_LEVEL: 'error' }), database, {
      logStream: { write: (line) => void errorLog.push(line) },
    });
    app.addHook('onClose', async () => database.close());
    await app.ready();
    // Listening, so the game providers' pages reach the wallet API over HTTP as they do in production.
    await app.listen({ port: 0, host: '127.0.0.1' });
    identities.member = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    // An admin session opened with a second factor, as every admin call requires.
    const admin = await enrolledOperator(app, 'fuzz_admin', randomBytes(12).toString('hex'), 'admin');
    identities.operator = { authorization: admin.headers.authorization ?? '' };
  });
  afterAll(() => app.close());

  it('answers no hostile request with a 5xx', async () => {
    const doc = (await app.inject('/wps/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown; security?: unknown }>>;
    };
    const listed: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in !== 'header'),
        body: (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
          'application/json'
        ]?.schema,
        secured: Boolean(op.security),
      })),
    );
    // Ending one's own session last, so the identities hold for every other operation.
    const endsSession = (op: Operation) => op.method === 'DELETE' || /logout/i.test(op.path);
    const operations = [...listed, ...UNLISTED].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    expect(listed.length).toBeGreaterThan(50);

    const random = seeded(SEED);
    const secret = appSecret(app.deps.config);
    const failures: string[] = [];
    let sent = 0;
    const answered = new Set<string>();
    for (const op of operations) {
      const who =
        op.secured || op.path.startsWith('/admin/') ? ['visitor', 'member', 'operator'] : ['visitor', 'member'];
      for (const identity of who)
        for (const c of casesOf(op, random)) {
          const url =
            op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(c.path[name] ?? 'a')) +
            (Object.keys(c.query).length ? `?${new URLSearchParams(c.query)}` : '');
          const raw = c.body === undefined ? undefined : 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
          const headers: Record<string, string> = { ...identities[identity] };
          if (raw !== undefined) headers['content-type'] = 'application/json';
          if (op.path.startsWith('/provider/wallet/')) {
            // Signed as the demo provider, so the input reaches the wallet's own checks.
            const ts = Date.now();
            Object.assign(headers, { 'x-provider': 'DEMO', 'x-timestamp': String(ts) });
            headers['x-signature'] = signBody(providerSecret(secret, 'DEMO'), ts, raw ?? '');
          }
          sent++;
          const res = await app.inject({
            method: op.method as 'GET',
            url,
            headers,
            ...(raw !== undefined ? { payload: raw } : {}),
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          });
          answered.add(`${identity} ${res.statusCode < 400 ? 'served' : 'refused'}`);
          if (res.statusCode >= 500 && res.json().message !== 'maintenance')
            failures.push(
              `${res.statusCode} ${op.method} ${url.slice(0, 200)} as ${identity} (${c.label}): ${raw?.slice(0, 200)}`,
            );
        }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures, `${failures.join('\n')}\n\n${errorLog.join('').slice(0, 20_000)}`).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
    // Each identity got past the checks somewhere (its session held), so the run reached the code behind them.
    for (const identity of ['visitor', 'member', 'operator']) expect(answered).toContain(`${identity} served`);
  }, 120_000);
});
