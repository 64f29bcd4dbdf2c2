import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('serves the web app for every portal route, its assets, and never the build manifest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    const web = await buildTestApp({ WEB_DIST: dist });
    try {
      for (const path of ['/', '/index.html', '/promoDetail?id=1', '/rng', '/register.html']) {
        const res = await web.inject(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/text\/html/);
        // Every way to the document gets its headers: revalidated, and scripts only from the site and named hosts.
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        const csp = String(res.headers['content-security-policy']);
        expect(csp, path).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/);
        expect(
          csp.split('; ').find((d) => d.startsWith('script-src')),
          path,
        ).not.toMatch(/unsafe|\s\*(\s|$)|\shttps?:(\s|$)/);
        expect(csp, path).toContain("frame-ancestors 'self'");
        expect(csp, path).toContain("object-src 'none'");
      }
      const head = await web.inject({ method: 'HEAD', url: '/rng' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-security-policy']).toContain("default-src 'self'");
      expect(head.body).toBe('');
      expect((await web.inject('/assets/index-abc.js')).statusCode).toBe(200);
      expect((await web.inject('/assets/gone-123.js')).json()).toMatchObject({ success: false, code: 404 });
      const manifest = await web.inject('/.vite/manifest.json');
      expect(manifest.statusCode).not.toBe(200);
      expect(manifest.body).not.toBe('{}');
    } finally {
      await web.close();
    }
  });
});
