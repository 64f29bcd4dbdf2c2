import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

/**
 * api-paths.md: the platform answers #459 for a relay called with the wrong method. Every relay the server publishes
 * (/wps/relay/<NAME>, from its OpenAPI document), called with each method it does not serve, answers HTTP 405 with
 * the portal's envelope (success false, code 459, message method_not_allowed) and an Allow header naming its methods.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('a relay called with the wrong method (spec section 8, api-paths.md #459)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers #459 in the envelope for every relay and every method it does not serve', async () => {
    const doc = (await app.inject('/wps/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const relays = Object.entries(doc.paths).filter(([path]) => path.startsWith('/wps/relay/'));
    expect(relays.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    let calls = 0;
    for (const [path, ops] of relays) {
      const served = Object.keys(ops).map((m) => m.toUpperCase());
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const method of METHODS.filter((m) => !served.includes(m))) {
        calls += 1;
        const res = await app.inject({ method, url: `${url}?language=pt` });
        const body = res.json() as { success?: boolean; code?: number; message?: string; value?: unknown };
        const allow = String(res.headers.allow ?? '');
        if (
          res.statusCode !== 405 ||
          body.success !== false ||
          body.code !== 459 ||
          body.message !== 'method_not_allowed' ||
          !('value' in body) ||
          !served.every((m) => allow.includes(m))
        )
          wrong.push(`${method} ${url}: ${res.statusCode} ${JSON.stringify(body)} allow=${allow}`);
      }
    }
    expect(calls).toBeGreaterThan(relays.length);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
