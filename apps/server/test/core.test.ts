import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { artPicture } from '@portal/contracts/art';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
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

  it("answers the platform's #459 for a served path called with the wrong method (a relay included)", async () => {
    for (const [method, url, allowed] of [
      ['POST', '/wps/relay/GCSGAME_gameVendor', 'GET'],
      ['DELETE', '/wps/relay/MCSFE_getAvailablePromotions', 'GET'],
      ['GET', '/wps/session/login', 'POST'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.json()).toMatchObject({ success: false, code: 459, message: 'method_not_allowed' });
      expect(res.headers.allow).toContain(allowed);
    }
    // A path served under no method stays a 404.
    expect((await app.inject({ method: 'POST', url: '/wps/relay/NO_SUCH_CALL' })).statusCode).toBe(404);
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
  it('serves build files as the build compressed them, hashed assets for a year, the document never cached', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const js = 'console.log("portal");'.repeat(100);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
    writeFileSync(join(dist, 'assets', 'app-abc.js'), js);
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(js));
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const web = await buildTestApp({ WEB_DIST: dist });
    try {
      const br = await web.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await web.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await web.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      // Files outside the hashed folder may change under their name.
      expect((await web.inject('/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
      const doc = await web.inject({ url: '/rng', headers: { 'accept-encoding': 'br' } });
      expect(doc.headers['content-encoding']).toBe('br');
      expect(doc.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(doc.rawPayload).toString()).toContain('id="root"');
    } finally {
      await web.close();
    }
  });

  it('answers the first public calls inside the document and preloads the first banner', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><div id="root"></div>');
    const web = await buildTestApp({ WEB_DIST: dist });
    try {
      const bootOf = (html: string) =>
        JSON.parse(html.match(/<script id="boot" type="application\/json">(.*?)<\/script>/)?.[1] ?? 'null');
      const home = await web.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'br' } });
      expect(home.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(home.rawPayload).toString();
      const boot = bootOf(html);
      // Each answer is what the API itself answers to that call, keyed by path and sorted parameters.
      const vendors = '/wps/relay/GCSGAME_gameVendor?merchantCode=LUMEN&platform=html5-desktop';
      expect(boot[vendors]).toEqual((await web.inject({ url: vendors, headers: { host: 'localhost' } })).json());
      // Never the status: it depends on the visitor's address and on switches turned at any moment.
      expect(Object.keys(boot).some((k) => k.includes('/status'))).toBe(false);
      const hot = boot['/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=pt&platform=flash%2Chtml5-desktop'];
      expect(hot.value.list.length).toBeGreaterThan(0);
      const banner = boot['/wps/system/banners?groupName=w_home&language=pt'].value[0].url;
      // The banner's picture, by width: the preload names the candidates the first paint's image and the portal use.
      const picture = artPicture(banner, 'banner');
      const set = picture.srcSet?.replace(/&/g, '&amp;');
      expect(picture.src).toMatch(/^\/art\/banner\/w_home-0\.webp\?v=\w+&w=1440$/);
      expect(html).toContain(
        `<link rel="preload" as="image" href="${picture.src.replace(/&/g, '&amp;')}" imagesrcset="${set}" imagesizes="100vw" fetchpriority="high">`,
      );
      expect(html).toContain(`srcset="${set}" sizes="100vw"`);
      // Other pages carry the shell's answers only; nothing in it needs a session.
      const lobby = bootOf((await web.inject({ url: '/rng', headers: { host: 'localhost' } })).body);
      expect(Object.keys(lobby).some((k) => k.includes('hotGames'))).toBe(false);
      expect(Object.keys(lobby)).toContain(vendors);
      expect(Object.keys(boot).filter((k) => /member|wallet|recent|favourite/i.test(k))).toEqual([]);
      // A host no brand claims gets the plain document, never another brand's answers.
      const stranger = await web.inject({ url: '/', headers: { host: 'unclaimed.example' } });
      expect(stranger.body).not.toContain('id="boot"');
    } finally {
      await web.close();
    }
  });

  it("embeds operator texts as they are: replacement patterns ($' $& $$ $`) and </script> change nothing", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    const page =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';
    writeFileSync(join(dist, 'index.html'), page);
    const web = await buildTestApp({ WEB_DIST: dist });
    try {
      const support = await operatorHeaders(web, 'bootwriter', 'Boot-Sup-2026', 'support');
      const content = '/admin/api/console/brands/LUMEN/content';
      const tricky = "Prêmio $' x $& y $$ z $` w $1 </script><script>alert(1)</script><!-- -->";
      const notice = await web.inject({
        method: 'POST',
        url: `${content}/announcements`,
        headers: support,
        payload: { type: 'B', title: { pt: `Aviso ${tricky}` }, content: { pt: '<p>Texto</p>' } },
      });
      expect(notice.json().success).toBe(true);
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      const banner = await web.inject({
        method: 'POST',
        url: `${content}/banners`,
        headers: support,
        payload: { groupName: 'w_home', title: { pt: `Banner ${tricky}` }, image: `data:image/png;base64,${png}` },
      });
      expect(banner.json().success).toBe(true);

      const home = await web.inject({ url: '/', headers: { host: 'localhost' } });
      const html = home.body;
      // One boot element, and the rest of the document exactly as built around it.
      const parts =
        /^(.*?)(<link rel="preload"[^>]*>)?<script id="boot" type="application\/json">(.*?)<\/script><\/head>(.*)$/s.exec(
          html,
        );
      expect(parts, html.slice(0, 400)).not.toBeNull();
      // The brand's language and name before any script (web-boot.ts brandHead).
      expect(parts?.[1]).toBe('<!doctype html><html lang="pt" data-lang="pt"><head><title>Lumen Play</title>');
      // After the head: the first banner's layer (the document's own first paint), then the build's body unchanged.
      const shell =
        /^<body>(<div id="boot-shell"[^>]*><div class="boot-header"><\/div><div class="banner">.*?<img [^>]*><\/div><\/div><\/div><\/div>)/s;
      expect(parts?.[4]).toMatch(shell);
      expect(parts?.[4]?.replace(shell, '<body>')).toBe(page.slice(page.indexOf('<body>')));
      expect(parts?.[4]).not.toContain('banner-compact');
      // A lobby opens on its games: its first banner is the compact strip the portal draws there.
      const lobby = await web.inject({ url: '/rng', headers: { host: 'localhost' } });
      expect(lobby.body).toContain('<div class="banner banner-compact"><div class="banner-viewport">');
      // The embedded JSON never closes its element nor opens a comment: '<' is always escaped.
      expect(parts?.[3]).not.toMatch(/</);
      const boot = JSON.parse(parts?.[3] ?? 'null');
      const notices =
        boot['/wps/relay/MCSFE_getListAnnouncements?execution=B&language=pt&platform=W&types=B%2CPL%2CPU%2CPR'];
      expect(notices.value.player.map((n: { title: string }) => n.title)).toContain(`Aviso ${tricky}`);
      const banners = boot['/wps/system/banners?groupName=w_home&language=pt'];
      expect(banners.value.map((b: { title: string }) => b.title)).toContain(`Banner ${tricky}`);
      // What the portal would ask itself, answered alike.
      const asked = await web.inject({
        url: '/wps/system/banners?groupName=w_home&language=pt',
        headers: { host: 'localhost' },
      });
      expect(banners).toEqual(asked.json());
    } finally {
      await web.close();
    }
  });
});
