import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

describe('server core', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers health and readiness probes', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with a JSON 404 envelope, never HTML', async () => {
    for (const path of ['/wps/nothing/here', '/lgw/nope', '/wps']) {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json()).toMatchObject({ success: false, code: 404, message: 'not_found' });
    }
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject('/wps/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});
