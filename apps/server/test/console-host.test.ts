import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostConsole, hostWeb } from '../src/platform/web-host.ts';

/** A build directory as Vite and the precompress plugin leave it. */
function dist(title: string) {
  const dir = mkdtempSync(join(tmpdir(), `${title}-`));
  mkdirSync(join(dir, 'assets'));
  const html = `<!doctype html><title>${title}</title>${' '.repeat(600)}`;
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
  const js = `console.log(${JSON.stringify(title)});${' '.repeat(600)}`;
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(js));
  return dir;
}

describe('the console served at /admin/', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/admin/api/session', async () => ({ success: true }));
    await hostWeb(app as never, dist('portal'));
    await hostConsole(app as never, dist('console'));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers every console route with the console document (history mode), compressed, never framed', async () => {
    for (const url of ['/admin/', '/admin/members/42', '/admin/queues/deposits?status=pending']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const plain = await app.inject('/admin/operators');
    expect(plain.body).toContain('<title>console</title>');
    expect((await app.inject('/admin')).headers.location).toBe('/admin/');
  });

  it('serves the console’s hashed assets for a year, by Accept-Encoding', async () => {
    const res = await app.inject({ url: '/admin/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/admin/assets/missing-000.js')).statusCode).toBe(404);
    expect((await app.inject('/admin/index.html')).body).toContain('<title>console</title>');
  });

  it('keeps /admin/api the API (a JSON 404 for an unknown call) and the portal everywhere else', async () => {
    expect((await app.inject('/admin/api/session')).json()).toEqual({ success: true });
    const unknown = await app.inject('/admin/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'not_found' });
    expect((await app.inject('/rng')).body).toContain('<title>portal</title>');
    expect((await app.inject('/assets/main-abc123.js')).body).toContain('"portal"');
  });
});
