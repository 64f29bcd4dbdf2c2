import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/core.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { decryptCsPath } from '../src/modules/brand/cs-path.ts';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

const SETTINGS = '/admin/api/console/brands/LUMEN/settings';
const CONTENT = '/admin/api/console/brands/LUMEN/content';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

let app: App;
let admin: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;

const send = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const lastAudit = async (prefix: string) =>
  (
    await app.deps.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.action, `${prefix}%`))
      .orderBy(desc(operatorAudit.id))
      .limit(1)
  )[0];
const brandRow = async () => (await app.deps.db.select().from(merchants).where(eq(merchants.code, 'LUMEN')))[0];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await operatorHeaders(app, 'brandboss', 'Brand-Boss-2026', 'admin');
  finance = await operatorHeaders(app, 'counter', 'Counter-Fin-2026', 'finance');
  support = await operatorHeaders(app, 'helper', 'Helper-Sup-2026', 'support');
});
afterAll(() => app.close());

describe('brand settings in the console', () => {
  it('lets only admins read and change the settings', async () => {
    const read = await send('GET', SETTINGS, admin);
    expect(read.statusCode).toBe(200);
    const settings = read.json().value.settings;
    for (const who of [finance, support]) {
      expect((await send('GET', SETTINGS, who)).json().message).toBe('operator_role_required');
      const put = await send('PUT', SETTINGS, who, settings);
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe('operator_role_required');
    }
  });

  it('switches a whitelabel node off at once for the portal, and audits the change', async () => {
    const { settings } = (await send('GET', SETTINGS, admin)).json().value;
    const login = settings.whitelabel.find((n: { modId: string }) => n.modId === 'LOGIN3');
    const free = login.childrenNodes.find((n: { modId: string }) => n.modId === 'FREEPLAY3');
    free.enabled = '0';
    const put = await send('PUT', SETTINGS, admin, settings);
    expect(put.json().success).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().message).toBe(
      'function_not_available',
    );
    const entry = await lastAudit('merchant.settings');
    expect(entry?.target).toBe('LUMEN');
    expect((entry?.detail as { changed?: string[] } | undefined)?.changed).toEqual(['whitelabel']);
    free.enabled = '1';
    expect((await send('PUT', SETTINGS, admin, settings)).json().success).toBe(true);
  });

  it('changes registration rules, languages, app links, social links and service paths', async () => {
    const { settings } = (await send('GET', SETTINGS, admin)).json().value;
    settings.register.fields.email = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'email',
      minLength: 5,
      maxLength: 80,
    };
    settings.languages = ['en', 'pt'];
    settings.defaultLang = 'en';
    settings.resources = [{ resourceType: 'ANDROID', url: 'https://example.com/app.apk', labelNameEn: 'Android' }];
    settings.socialLinks = [{ name: 'Telegram', url: 'https://t.me/lumen', icon: 'telegram' }];
    settings.customerService = [{ type: '3', address: '/support/chat?channel=live', labelName: 'Live chat' }];
    expect((await send('PUT', SETTINGS, admin, settings)).json().success).toBe(true);

    const rules = (await app.inject('/wps/system/setting/register')).json().value;
    expect(rules.fields.email).toMatchObject({ enabled: true, required: true, minLength: 5 });
    const info = (await app.inject('/wps/system/status')).json().value.info;
    expect(info.brand.supportLanguages).toEqual(['en', 'pt']);
    expect(info.brand.defaultLang).toBe('en');
    expect(info.resources).toHaveLength(1);
    expect(info.brand.socialLinks[0].url).toBe('https://t.me/lumen');
    // The kept address keeps its stored (encrypted) path; the portal decrypts it to the same address.
    expect(decryptCsPath(info.customerService[0].path)).toBe('/support/chat?channel=live');
    const view = (await send('GET', SETTINGS, admin)).json().value.settings;
    expect(view.customerService).toEqual(settings.customerService);
  });

  it('refuses an invalid configuration and changes nothing', async () => {
    const before = await brandRow();
    const { settings } = (await send('GET', SETTINGS, admin)).json().value;
    const bad = [
      { ...settings, defaultLang: 'vi', languages: ['en'] },
      { ...settings, languages: [] },
      { ...settings, whitelabel: [{ modId: 'COMM3', enabled: 'yes', childrenNodes: [] }] },
      {
        ...settings,
        register: {
          ...settings.register,
          fields: {
            email: { enabled: true, required: true, acceptedPattern: '*', patternId: 'e', minLength: 9, maxLength: 2 },
          },
        },
      },
      { ...settings, register: { ...settings.register, minimumAge: 12 } },
      { ...settings, socialLinks: [{ name: 'x', url: 'javascript:alert(1)', icon: 'x' }] },
    ];
    for (const body of bad) {
      const r = await send('PUT', SETTINGS, admin, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const after = await brandRow();
    expect(after?.config).toEqual(before?.config);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('switches site-wide maintenance from the console and the portal shows it on its next load', async () => {
    const on = await send('PUT', '/admin/api/merchants/LUMEN/maintenance', admin, { on: true });
    expect(on.json().value).toEqual({ on: true });
    expect((await send('GET', SETTINGS, admin)).json().value.maintenance).toBe(true);
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(1);
    expect((await send('PUT', '/admin/api/merchants/LUMEN/maintenance', finance, { on: false })).statusCode).toBe(403);
    await send('PUT', '/admin/api/merchants/LUMEN/maintenance', admin, { on: false });
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(0);
  });
});

describe('content in the console', () => {
  it('uploads a banner with a link; the portal lists it at once, in the order the operator sets', async () => {
    const created = await send('POST', `${CONTENT}/banners`, support, {
      groupName: 'w_home',
      title: { en: 'Console banner', pt: 'Banner do console' },
      linkageType: 'ROUTE',
      linkageTarget: '/promotions',
      image: dataUrl(PNG),
    });
    expect(created.json().success).toBe(true);
    const banner = created.json().value;
    expect(banner.url).toMatch(/^\/wps\/system\/images\/\d+\.png$/);
    const img = await app.inject(banner.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const home = async () =>
      (await app.inject('/wps/system/banners?groupName=w_home&language=en')).json().value as Array<{
        bannerId: number;
        title: string;
        linkageTarget: string;
      }>;
    const list = await home();
    expect(list.at(-1)).toMatchObject({ bannerId: banner.id, title: 'Console banner', linkageTarget: '/promotions' });

    const ids = list.map((b) => b.bannerId);
    const order = await send('PUT', `${CONTENT}/banners/order`, admin, { ids: [banner.id, ...ids.slice(0, -1)] });
    expect(order.json().success).toBe(true);
    expect((await home())[0]?.bannerId).toBe(banner.id);

    expect(
      (await send('PUT', `${CONTENT}/banners/${banner.id}/enabled`, support, { enabled: false })).json().success,
    ).toBe(true);
    expect((await home()).some((b) => b.bannerId === banner.id)).toBe(false);
    const all = (await send('GET', `${CONTENT}/banners`, support)).json().value.rows;
    expect(all.find((b: { id: number }) => b.id === banner.id).enabled).toBe(false);
    expect((await lastAudit('content.banners'))?.action).toBe('content.banners.off');
  });

  it('refuses a fake image, a wrong type and a missing image, storing nothing', async () => {
    const before = (await send('GET', `${CONTENT}/banners`, admin)).json().value.rows.length;
    const body = { groupName: 'w_home', title: { en: 'Fake' } };
    const fake = Buffer.from('<svg onload="alert(1)"></svg> pretending to be a png');
    for (const image of [dataUrl(fake), dataUrl(PNG, 'gif'), 'not a data url', undefined]) {
      const r = await send('POST', `${CONTENT}/banners`, admin, { ...body, ...(image ? { image } : {}) });
      expect(r.statusCode).toBe(400);
    }
    // A JPEG's data URL holding PNG bytes is stored as what the bytes are.
    const relabelled = await send('POST', `${CONTENT}/banners`, admin, { ...body, image: dataUrl(PNG, 'jpeg') });
    expect(relabelled.json().value.url).toMatch(/\.png$/);
    await send('DELETE', `${CONTENT}/banners/${relabelled.json().value.id}`, admin);
    expect((await send('GET', `${CONTENT}/banners`, admin)).json().value.rows.length).toBe(before);
  });

  it('strips scripts from an announcement’s rich text, on the server, before the portal sees it', async () => {
    const r = await send('POST', `${CONTENT}/announcements`, support, {
      type: 'B',
      title: { en: 'Weekend <b>news</b>' },
      content: {
        en: '<p>Hello <strong>all</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a> <a href="https://example.com">site</a></p>',
        pt: '<p onclick="steal()">Olá</p><iframe src="https://evil.example"></iframe>',
      },
    });
    expect(r.json().success).toBe(true);
    const saved = r.json().value;
    expect(saved.content.en).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(saved.content.en).toContain('<strong>all</strong>');
    expect(saved.content.en).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(saved.content.pt).toBe('<p>Olá</p>');

    const portal = (await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=B&language=en')).json().value;
    expect(portal.player[0]).toMatchObject({ id: saved.id, title: 'Weekend <b>news</b>' });
    expect(portal.player[0].content).toBe(saved.content.en);

    const empty = await send('POST', `${CONTENT}/announcements`, support, {
      type: 'PU',
      title: { en: 'Empty' },
      content: { en: '<script>alert(1)</script>' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await lastAudit('content.announcement'))?.action).toBe('content.announcement.create');
  });

  it('adds, edits, switches off and deletes a help article, in every language the operator fills', async () => {
    const body = {
      category: 'account',
      title: { en: 'How do I verify?', pt: 'Como verifico?', cn: '如何验证？' },
      content: {
        en: '<p>Open the member centre.</p>',
        pt: '<p>Abra o centro do membro.</p>',
        cn: '<p>打开会员中心。</p>',
      },
    };
    const created = (await send('POST', `${CONTENT}/help`, admin, body)).json().value;
    const help = async (lang: string) =>
      (
        (await app.inject(`/wps/system/helpCenter?language=${lang}`)).json().value as Array<{
          id: number;
          title: string;
        }>
      ).find((h) => h.id === created.id);
    expect((await help('cn'))?.title).toBe('如何验证？');
    expect((await help('pt'))?.title).toBe('Como verifico?');
    await send('PUT', `${CONTENT}/help/${created.id}`, admin, { ...body, title: { ...body.title, en: 'Verify' } });
    expect((await help('en'))?.title).toBe('Verify');
    await send('PUT', `${CONTENT}/help/${created.id}/enabled`, admin, { enabled: false });
    expect(await help('en')).toBeUndefined();
    expect((await send('DELETE', `${CONTENT}/help/${created.id}`, admin)).json().success).toBe(true);
    expect((await send('DELETE', `${CONTENT}/help/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses finance and the signed-out, and another brand’s item', async () => {
    for (const [method, url] of [
      ['GET', `${CONTENT}/banners`],
      ['POST', `${CONTENT}/help`],
      ['PUT', `${CONTENT}/banners/1/enabled`],
      ['DELETE', `${CONTENT}/banners/1`],
    ] as const) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : method === 'POST'
            ? { category: 'x', title: { en: 'T' }, content: { en: '<p>T</p>' } }
            : { enabled: false };
      expect((await send(method, url, finance, body)).statusCode).toBe(403);
      expect((await send(method, url, {}, body)).statusCode).toBe(401);
    }
    expect((await send('PUT', `${CONTENT}/banners/99999/enabled`, admin, { enabled: false })).statusCode).toBe(404);
    expect((await send('GET', '/admin/api/console/brands/NOPE/content/banners', admin)).statusCode).toBe(404);
  });
});
