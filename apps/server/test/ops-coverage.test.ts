import { glob } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

/**
 * Every API call is an operation defined once in the contracts: each route the OpenAPI document publishes with the
 * portal's envelope as its answer is one of the contracts' operations (same method and path), and each operation is
 * served. Routes that answer no envelope (images, files, streams, redirects, the providers' and gateways' own signed
 * APIs, probes) are not operations.
 */
const contracts = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));

type OpLike = { method: string; path: string; auth: string; response: unknown };
const isOp = (v: unknown): v is OpLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OpLike).method === 'string' &&
  typeof (v as OpLike).path === 'string' &&
  typeof (v as OpLike).auth === 'string' &&
  'response' in v;

/** Operations in a value: itself, or inside objects of operations (`xOps.name`, `pointsOps.MCS2.balance`). */
function collect(value: unknown, into: Set<string>, depth = 0) {
  if (isOp(value)) into.add(`${value.method} ${value.path}`);
  // Plain objects only: a zod schema is not a group of operations.
  else if (depth < 3 && value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const v of Object.values(value)) collect(v, into, depth + 1);
}

async function contractOps(): Promise<Set<string>> {
  const ops = new Set<string>();
  for await (const file of glob('*.ts', { cwd: contracts }))
    for (const value of Object.values((await import(`${contracts}${file}`)) as Record<string, unknown>))
      collect(value, ops);
  return ops;
}

type Documented = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Schema = { properties?: Record<string, unknown> };

/** The route's answer is the envelope: a JSON object with `success` and `value`. */
const answersEnvelope = (d: Documented) => {
  const props = d.responses?.['200']?.content?.['application/json']?.schema?.properties;
  return Boolean(props && 'success' in props && 'value' in props);
};

describe('API operations', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('publishes only operations of the contracts, and serves every operation', async () => {
    const doc = (await app.inject('/wps/openapi.json')).json() as { paths: Record<string, Record<string, Documented>> };
    const published = new Set<string>();
    const enveloped = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, d] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        published.add(key);
        if (answersEnvelope(d)) enveloped.add(key);
      }
    const ops = await contractOps();
    expect(ops.size).toBeGreaterThan(200);
    expect(enveloped.size).toBeGreaterThan(200);
    expect([...enveloped].filter((p) => !ops.has(p)).sort()).toEqual([]);
    expect([...ops].filter((o) => !published.has(o)).sort()).toEqual([]);
  });
});
