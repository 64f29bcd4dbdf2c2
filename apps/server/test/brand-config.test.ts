import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { merchants } from '../src/db/schema/core.ts';
import { demoConfig } from '../src/modules/brand/demo-brand.ts';
import { requireMod } from '../src/modules/brand/switches.ts';
import { countryOfIp } from '../src/platform/geo.ts';
import type { App } from '../src/platform/http.ts';
import type { Merchant } from '../src/platform/merchant.ts';
import { buildTestApp } from './helper.ts';

const LANGS = ['pt', 'en', 'cn', 'id', 'th', 'vi'];

describe('demo brand configuration and brand selection', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.deps.db.insert(merchants).values({
      code: 'OTHER',
      name: 'Other Brand',
      hosts: ['other.example'],
      config: {
        ...demoConfig,
        defaultLang: 'en',
        languages: ['en'],
        contracts: { dailySalary: true, dividend: true, hourlySalary: false, realtimeSalary: false },
      },
    });
    app.deps.merchants.invalidate();
  });
  afterAll(() => app.close());

  it('has every whitelabel switch the screens read, on', async () => {
    const tree = (await app.inject('/wps/system/whitelabel')).json().value;
    const flat: Array<{ modId: string; enabled: string }> = [];
    const walk = (nodes: Array<{ modId: string; enabled: string; childrenNodes: [] }>) => {
      for (const n of nodes) {
        flat.push(n);
        walk(n.childrenNodes);
      }
    };
    walk(tree);
    const on = new Set(flat.filter((n) => n.enabled === '1').map((n) => n.modId));
    for (const modId of [
      'COMM3',
      'REG3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'DIRECTREG3',
      'CHNGPASSVERIF3',
      'PASS3',
      'PWRESETSMS3',
      'VERIFICATION3',
      'AFFMAN3',
      'CAPTCHA3',
      'PROFPIC3',
      'FUNDTRANS3',
      'MEMTRANS3',
      'GAMELO3',
      'GAMELOHOT3',
      'GAMELOREC3',
      'GAMELOFAV3',
      'REWCEN3',
      'PTSYS3',
      'INBOX3',
      'FEEDBACK3',
    ])
      expect(on.has(modId), modId).toBe(true);
  });

  it('has banners for every group of the banner table and the category groups', async () => {
    const all = (await app.inject('/wps/system/banners')).json().value as Array<{ groupName: string; url: string }>;
    const groups = new Set(all.map((b) => b.groupName));
    for (const g of [
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_elott',
      'w_inhouse',
      'w_download',
      'w_promotion',
      'w_shop',
      'w_help',
      'w_reg',
    ])
      expect(groups.has(g), g).toBe(true);
    const art = await app.inject(all[0]?.url ?? '');
    expect(art.headers['content-type']).toMatch(/svg/);
  });

  it('has announcements of types B, PL, PU, PR and H in all six languages', async () => {
    const titles = new Map<string, string>();
    for (const lang of LANGS) {
      const v = (
        await app.inject(
          `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&language=${lang}`,
        )
      ).json().value;
      for (const slot of ['player', 'banners', 'popup', 'promotion', 'help'])
        expect(v[slot].length, slot).toBeGreaterThan(0);
      titles.set(lang, v.player[0].title);
    }
    expect(new Set(titles.values()).size).toBe(6);
  });

  it('picks the brand by the url parameter or the host; the default brand serves only development hosts', async () => {
    const byUrl = await app.inject('/wps/system/status?url=https://other.example/promotions');
    expect(byUrl.json().value.info.brand).toMatchObject({ merchantCode: 'OTHER', defaultLang: 'en' });
    const byBareHost = await app.inject('/wps/system/status?url=other.example');
    expect(byBareHost.json().value.info.brand.merchantCode).toBe('OTHER');
    const byHost = await app.inject({ url: '/wps/system/whitelabel', headers: { host: 'other.example' } });
    expect(byHost.statusCode).toBe(200);
    for (const dev of ['http://localhost:8080', '127.0.0.1:8080', 'https://shop.localhost']) {
      const res = await app.inject(`/wps/system/status?url=${encodeURIComponent(dev)}`);
      expect(res.json().value.info.brand.merchantCode, dev).toBe('LUMEN');
    }
    for (const unclaimed of ['https://unclaimed.example', 'unclaimed.example', '10.1.2.3']) {
      const res = await app.inject(`/wps/system/status?url=${encodeURIComponent(unclaimed)}`);
      expect(res.statusCode, unclaimed).toBe(404);
      expect(res.json(), unclaimed).toMatchObject({ success: false, message: 'unknown_merchant' });
    }
    const byUnclaimedHost = await app.inject({ url: '/wps/system/whitelabel', headers: { host: 'unclaimed.example' } });
    expect(byUnclaimedHost.json().message).toBe('unknown_merchant');
    for (const malformed of ['http://', 'https://[nope', '://x']) {
      const res = await app.inject(`/wps/system/status?url=${encodeURIComponent(malformed)}`);
      expect(res.statusCode, malformed).toBe(400);
      expect(res.json(), malformed).toMatchObject({ success: false, message: 'bad_request' });
    }
    const consolidated = await app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { host: 'other.example' },
    });
    expect(consolidated.json().value).toEqual({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
    expect((await app.inject('/wps/system/settings/consolidated')).json().value.realtimesalreqtype).toBe(true);
    const logo = await app.inject({ url: '/art/logo.svg', headers: { host: 'other.example' } });
    expect(logo.body).toContain('Other Brand');
  });

  it('applies a maintenance switch written by another instance once the brand cache expires', async () => {
    await app.inject('/wps/system/status');
    await app.deps.db.update(merchants).set({ maintenance: true }).where(eq(merchants.code, 'LUMEN'));
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_100);
      expect((await app.inject('/wps/system/status')).json().value.status).toBe(1);
    } finally {
      vi.useRealTimers();
      await app.deps.db.update(merchants).set({ maintenance: false });
      app.deps.merchants.invalidate();
    }
  });

  it('locates visitors with the bundled GeoIP database, and the debug header outside production', async () => {
    expect(countryOfIp('8.8.8.8')).toBe('US');
    expect(countryOfIp('::ffff:8.8.8.8')).toBe('US');
    expect(countryOfIp('127.0.0.1')).toBe('');
    const loc = await app.inject({ url: '/wps/system/location', headers: { 'x-debug-country': 'vn' } });
    expect(loc.json().value).toEqual({ ip: '127.0.0.1', country: 'VN' });
    expect(loc.headers['cache-control']).toBe('private, no-store');
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    });
    try {
      const ignored = await prod.inject({ url: '/wps/system/location', headers: { 'x-debug-country': 'VN' } });
      expect(ignored.json().value.country).toBe('');
      const proxied = await prod.inject({ url: '/wps/system/location', headers: { 'cf-ipcountry': 'TH' } });
      expect(proxied.json().value.country).toBe('TH');
    } finally {
      await prod.close();
    }
  });

  it('marks settings cacheable and says for how long', async () => {
    for (const url of [
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/banners?groupName=w_home',
      '/wps/relay/GCSGAME_gameVendor',
    ])
      expect((await app.inject(url)).headers['cache-control'], url).toBe('public, max-age=60');
    expect((await app.inject('/wps/system/country')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('refuses a call whose switch is off with function_not_available (543)', () => {
    const merchant = {
      config: {
        ...demoConfig,
        whitelabel: [
          { modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'PTSYS3', enabled: '0', childrenNodes: [] }] },
        ],
      },
    } as unknown as Merchant;
    expect(() => requireMod(merchant, 'COMM3')).not.toThrow();
    expect(() => requireMod(merchant, 'PTSYS3')).toThrow(expect.objectContaining({ key: 'function_not_available' }));
    expect(() => requireMod(merchant, 'ABSENT3')).toThrow(expect.objectContaining({ key: 'function_not_available' }));
  });

  it('serves the download resources: an iOS Web Clip profile and the Android install page', async () => {
    const { resources } = (await app.inject('/wps/system/status')).json().value.info;
    const ios = resources.find((r: { resourceType: string }) => r.resourceType === 'IOS').url;
    const android = resources.find((r: { resourceType: string }) => r.resourceType === 'ANDROID').url;
    const profile = await app.inject({ url: ios, headers: { host: 'play.lumen.localhost' } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile.body).toContain('<string>http://play.lumen.localhost/</string>');
    expect(profile.body).toContain('<string>localhost.lumen.play.lumen</string>');
    const again = await app.inject({ url: ios, headers: { host: 'play.lumen.localhost' } });
    expect(again.body).toBe(profile.body);
    const page = await app.inject(`${android}?lang=vi`);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Cài đặt trên Android');
    expect(page.body).toContain('href="/downloads/manifest.webmanifest"');
    const manifest = (await app.inject('/downloads/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Lumen Play', start_url: '/', display: 'standalone' });
    const missing = await app.inject('/downloads/lumen-play.apk');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('not_found');
  });
});
