import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import { checkMark } from '../src/modules/brand/mark-check.ts';
import type { App } from '../src/platform/http.ts';
import { brandHead } from '../src/platform/web-boot.ts';
import { launchNova, NOVA_HOST } from './brand-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
let second: Record<string, string>;
let support: Record<string, string>;
const MARKS = '/admin/api/console/brands/NOVA/marks';

const svg = (body: string, attrs = 'viewBox="0 0 320 80"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const svgUrl = (text: string) => dataUrl('image/svg+xml', text);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#0b5fff' } })
    .png()
    .toBuffer();
const GOOD_LOGO = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#0b5fff"/></linearGradient></defs>' +
    '<rect width="320" height="80" fill="url(#g)"/><use xlink:href="#g"/><text x="10" y="50">NOVA</text>',
);
const reason = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (e) {
    return (e as { value?: { reason?: string } }).value?.reason ?? String(e);
  }
};
const put = (kind: string, image: string, headers = admin) =>
  app.inject({ method: 'PUT', url: `${MARKS}/${kind}`, headers, payload: { image } });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await operatorHeaders(app, 'marker', 'Operator@2026pass', 'admin');
  second = await operatorHeaders(app, 'confirmer', 'Operator@2026pass', 'admin');
  support = await operatorHeaders(app, 'helper', 'Operator@2026pass', 'support');
  await launchNova(app, admin, second);
});
afterAll(() => app.close());

describe('a brand’s logo and icon checked by content', () => {
  it('refuses what is not a picture or not the type it claims', async () => {
    const pngBytes = await png(320, 80);
    expect(reason(() => checkMark('logo', dataUrl('image/svg+xml', pngBytes)))).toBe('image_type_mismatch');
    expect(reason(() => checkMark('logo', dataUrl('image/png', GOOD_LOGO)))).toBe('image_type_mismatch');
    expect(reason(() => checkMark('logo', dataUrl('image/gif', 'GIF89a')))).toBe('image_type');
    expect(reason(() => checkMark('logo', svgUrl('<svg viewBox="0 0 4 1"><rect></svg>')))).toBe('image_broken');
    expect(reason(() => checkMark('logo', svgUrl('<html><body/></html>')))).toBe('image_type');
    expect(reason(() => checkMark('logo', dataUrl('image/png', pngBytes.subarray(0, 20))))).toBe('image_broken');
  });

  it('refuses an SVG that could run or load anything', () => {
    const cases: Array<[string, string]> = [
      [svg('<script>alert(1)</script>'), 'svg_script'],
      [svg('<rect width="1" height="1"/>', 'viewBox="0 0 320 80" onload="alert(1)"'), 'svg_event_handler'],
      [svg('<rect width="1" height="1" onclick="x()"/>'), 'svg_event_handler'],
      [svg('<foreignObject width="10" height="10"><p>hi</p></foreignObject>'), 'svg_foreign_object'],
      [svg('<image href="https://evil.example/x.png" width="1" height="1"/>'), 'svg_external'],
      [svg('<use xlink:href="other.svg#a"/>'), 'svg_external'],
      [svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'), 'svg_external'],
      [svg('<rect width="1" height="1" style="fill:url(https://evil.example/p)"/>'), 'svg_external'],
      [svg('<style>@import url(https://evil.example/s.css);</style>'), 'svg_external'],
      [svg('<set attributeName="href" to="javascript:alert(1)"/>'), 'svg_active'],
      [`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`, 'svg_doctype'],
    ];
    for (const [text, why] of cases) expect([text, reason(() => checkMark('logo', svgUrl(text)))]).toEqual([text, why]);
  });

  it('reads the size from the file and keeps each kind to its shape and weight', async () => {
    expect(checkMark('logo', svgUrl(GOOD_LOGO))).toMatchObject({ mime: 'image/svg+xml', width: 320, height: 80 });
    expect(checkMark('icon', svgUrl(svg('<circle r="5"/>', 'width="64" height="64"')))).toMatchObject({ width: 64 });
    expect(checkMark('logo', dataUrl('image/png', await png(400, 100)))).toMatchObject({ width: 400, height: 100 });
    expect(reason(() => checkMark('icon', svgUrl(GOOD_LOGO)))).toBe('image_shape');
    const tooWide = dataUrl('image/png', await png(2000, 100));
    expect(reason(() => checkMark('logo', tooWide))).toBe('image_shape');
    expect(reason(() => checkMark('logo', svgUrl(svg('', 'viewBox="0 0 1000 100"'))))).toBe('image_shape');
    expect(reason(() => checkMark('logo', svgUrl(svg('', 'width="100%"'))))).toBe('image_size_unknown');
    const tinyIcon = dataUrl('image/png', await png(16, 16));
    expect(reason(() => checkMark('icon', tinyIcon))).toBe('image_dimensions');
    const heavy = svg(`<desc>${'x'.repeat(300 * 1024)}</desc>`);
    expect(reason(() => checkMark('logo', svgUrl(heavy)))).toBe('image_size');
  });
});

describe('uploading a brand’s logo and icon', () => {
  it('stores, audits and serves them on the brand’s host only, versioned; a reset brings the drawing back', async () => {
    const before = (await app.inject({ url: MARKS, headers: admin })).json().value;
    expect(before.logo).toMatchObject({ uploaded: null, url: expect.stringMatching(/^\/art\/logo\.svg\?v=g/) });

    expect((await put('logo', svgUrl(GOOD_LOGO), support)).json().message).toBe('operator_role_required');
    const refused = await put('logo', svgUrl(svg('<script>1</script>')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value).toMatchObject({ reason: 'svg_script' });

    const savedRes = (await put('logo', svgUrl(GOOD_LOGO))).json();
    expect(savedRes.message).toBe('ok');
    const saved = savedRes.value;
    expect(saved.logo.uploaded).toEqual({ mime: 'image/svg+xml', width: 320, height: 80 });
    expect(saved.logo.url).toMatch(/^\/art\/logo\.svg\?v=u\d+$/);
    const icon = (await put('icon', dataUrl('image/png', await png(128, 128)))).json().value;
    expect(icon.icon.uploaded).toEqual({ mime: 'image/png', width: 128, height: 128 });

    const [row] = await q(
      app.deps.db,
      sql`SELECT target, detail FROM operator_audit WHERE action = 'merchant.mark' ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ target: 'NOVA', detail: { kind: 'icon', before: 'generated', after: { width: 128 } } });

    // The console previews the file itself (its own host is not the brand's).
    const preview = async () =>
      (await app.inject({ url: `${MARKS}/logo/preview`, headers: admin })).json().value.image as string;
    expect(Buffer.from((await preview()).split(',')[1] ?? '', 'base64').toString()).toBe(GOOD_LOGO);

    // Served on Nova's host, a year under the current version; never on another brand's host or by a merchant code.
    const logo = await app.inject({ url: saved.logo.url, headers: { host: NOVA_HOST } });
    expect(logo.body).toBe(GOOD_LOGO);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    const stale = await app.inject({ url: '/art/logo.svg?v=old', headers: { host: NOVA_HOST } });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    const favicon = await app.inject({ url: icon.icon.url, headers: { host: NOVA_HOST } });
    expect(favicon.headers['content-type']).toBe('image/png');
    const manifest = (
      await app.inject({ url: '/downloads/manifest.webmanifest', headers: { host: NOVA_HOST } })
    ).json();
    expect(manifest.icons[0]).toMatchObject({ src: icon.icon.url, type: 'image/png' });
    for (const headers of [{ host: 'lumen.localhost' }, { host: 'lumen.localhost', 'merchant-code': 'NOVA' }]) {
      const other = await app.inject({ url: '/art/logo.svg', headers });
      expect(other.body).not.toContain('NOVA');
      expect(other.body).toContain('<svg');
    }

    // The portal's settings and the document's head name the versioned addresses.
    const settings = (await app.inject({ url: '/wps/system/permission', headers: { host: NOVA_HOST } })).json().value
      .info;
    expect(settings.brand.logoUrl).toBe(saved.logo.url);
    const merchant = await app.deps.merchants.resolve({ host: NOVA_HOST });
    const head = brandHead('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>', merchant);
    expect(head).toContain(`<link rel="icon" href="${icon.icon.url}" type="image/png"`);
    expect(head).toContain(`<link rel="preload" as="image" id="brand-logo" href="${saved.logo.url}"`);

    // A reset: the drawing again under a new version, the upload's image gone.
    const reset = (await app.inject({ method: 'DELETE', url: `${MARKS}/logo`, headers: admin })).json().value;
    expect(reset.logo).toMatchObject({ uploaded: null, url: expect.stringMatching(/\?v=g/) });
    expect((await app.inject({ url: '/art/logo.svg', headers: { host: NOVA_HOST } })).body).toContain('Nova Bet');
    expect(Buffer.from((await preview()).split(',')[1] ?? '', 'base64').toString()).toContain('Nova Bet');
    const [left] = await q(app.deps.db, sql`SELECT count(*)::int AS n FROM brand_images WHERE mime = 'image/svg+xml'`);
    expect(Number(left?.n)).toBe(0);
  });
});

describe('a new brand’s marks and the brand document', () => {
  const approve = async (id: number) =>
    (await app.inject({ method: 'POST', url: `/admin/api/console/approvals/${id}/approve`, headers: second })).json();
  const marksOf = async (code: string) =>
    (await app.inject({ url: `/admin/api/console/brands/${code}/marks`, headers: admin })).json().value;

  it('takes a logo in the New brand request, checked when asked and stored when approved; never the template’s', async () => {
    const ask = (marks: object, code = 'STAR') =>
      app.inject({
        method: 'POST',
        url: '/admin/api/console/brands',
        headers: admin,
        payload: {
          code,
          name: 'Star Bet',
          currency: 'USD',
          defaultLang: 'en',
          languages: ['en'],
          hosts: [`${code.toLowerCase()}.example.com`],
          template: 'NOVA',
          marks,
        },
      });
    const bad = await ask({ logo: svgUrl(svg('<foreignObject/>')) });
    expect(bad.json()).toMatchObject({ message: 'bad_request', value: { reason: 'svg_foreign_object' } });
    const asked = (await ask({ logo: svgUrl(GOOD_LOGO) })).json();
    expect(asked.success).toBe(true);
    expect((await approve(asked.value.approval.id)).success).toBe(true);
    const star = await marksOf('STAR');
    expect(star.logo.uploaded).toEqual({ mime: 'image/svg+xml', width: 320, height: 80 });
    // NOVA, its template, has an uploaded icon: STAR draws its own.
    expect((await marksOf('NOVA')).icon.uploaded).not.toBeNull();
    expect(star.icon.uploaded).toBeNull();
    const served = await app.inject({ url: star.logo.url, headers: { host: 'star.example.com' } });
    expect(served.body).toBe(GOOD_LOGO);
  });

  it('carries the uploaded marks in the document and stores them anew on import', async () => {
    const doc = (await app.inject({ url: '/admin/api/console/brands/NOVA/export', headers: admin })).json().value;
    expect(doc.config.marks).toBeUndefined();
    expect(doc.marks.icon).toMatch(/^data:image\/png;base64,/);
    expect(doc.marks.logo).toBeUndefined();
    const tampered = { ...doc, marks: { logo: svgUrl(svg('<script>1</script>')) } };
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/api/console/brands/import',
      headers: admin,
      payload: { document: tampered, code: 'NOVA_B', hosts: ['novab.example.com'] },
    });
    expect(refused.json().value).toMatchObject({ reason: 'svg_script' });
    const asked = await app.inject({
      method: 'POST',
      url: '/admin/api/console/brands/import',
      headers: admin,
      payload: { document: doc, code: 'NOVA_B', hosts: ['novab.example.com'] },
    });
    expect((await approve(asked.json().value.approval.id)).success).toBe(true);
    const copy = await marksOf('NOVA_B');
    const original = await marksOf('NOVA');
    expect(copy.icon.uploaded).toEqual(original.icon.uploaded);
    expect(copy.icon.url).not.toBe(original.icon.url);
    const icon = await app.inject({ url: copy.icon.url, headers: { host: 'novab.example.com' } });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(Buffer.from(doc.marks.icon.split(',')[1], 'base64'))).toBe(true);
  });
});
