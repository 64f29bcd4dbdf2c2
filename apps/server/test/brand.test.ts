import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildTestApp } from './helper.ts';

describe('brand and public system calls', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the permission call with the whole brand configuration and the visitor location', async () => {
    const res = await app.inject({ url: '/wps/system/status?url=localhost', headers: { 'x-debug-country': 'br' } });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value.status).toBe(0);
    expect(value.location.country).toBe('BR');
    expect(value.info.brand.merchantCode).toBe('LUMEN');
    expect(value.info.brand.supportLanguages).toEqual(['pt', 'en', 'cn', 'id', 'th', 'vi']);
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('ANDROID');
    expect(value.info.customerService[0].type).toBe('3');
    expect(JSON.stringify(value.info.whitelabel)).toContain('MOBILEVERCODELOGIN3');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('seeding a second time changes nothing', async () => {
    const before = (await app.inject('/wps/system/banners')).json().value.length;
    await seedDemo(app.deps.db);
    expect((await app.inject('/wps/system/banners')).json().value.length).toBe(before);
  });

  it('reports maintenance (1) and region restriction (2) from the brand row without a restart', async () => {
    const { merchants } = await import('../src/db/schema/core.ts');
    await app.deps.db.update(merchants).set({ regionRestriction: ['US'] });
    app.deps.merchants.invalidate();
    const restricted = await app.inject({ url: '/wps/system/status', headers: { 'x-debug-country': 'US' } });
    expect(restricted.json().value).toMatchObject({ status: 2, regionRestriction: true });
    await app.deps.db.update(merchants).set({ maintenance: true });
    app.deps.merchants.invalidate();
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(1);
    await app.deps.db.update(merchants).set({ maintenance: false, regionRestriction: [] });
    app.deps.merchants.invalidate();
  });

  it('serves banners by group, localized', async () => {
    const res = await app.inject('/wps/system/banners?groupName=w_reg&language=en');
    const banners = res.json().value;
    expect(banners.length).toBeGreaterThan(1);
    expect(banners[0]).toMatchObject({ groupName: 'w_reg', category: 'new_player', title: 'Sign up and win' });
    const pt = (await app.inject('/wps/system/banners?groupName=w_reg')).json().value;
    expect(pt[0].title).toBe('Cadastre-se e ganhe');
  });

  it('splits announcements by type into player notices, banners, popup and promotion', async () => {
    const res = await app.inject(
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=en',
    );
    const v = res.json().value;
    expect(v.player.length).toBe(3);
    expect(v.banners.length).toBe(1);
    expect(v.popup[0].title).toBe('Welcome to Lumen Play');
    expect(v.promotion.length).toBe(1);
    expect(v.help).toEqual([]);
    expect((await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=X')).statusCode).toBe(400);
  });

  it('groups vendors into lanes and moves e-sports providers out of SPORTS', async () => {
    const lanes = (await app.inject('/wps/relay/GCSGAME_gameVendor?platform=html5-desktop')).json().value.data.lanes;
    const byTitle = Object.fromEntries(
      lanes.map((l: { title: string; cards: Array<{ vassalage: string }> }) => [
        l.title,
        l.cards.map((c) => c.vassalage),
      ]),
    );
    expect(byTitle.ESPORTS).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(byTitle.SPORTS).toEqual(['SPB', 'SS', 'SPX']);
    for (const cat of ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT'])
      expect(byTitle[cat].length).toBeGreaterThanOrEqual(3);
  });

  it('serves help articles, dialing codes and generated artwork', async () => {
    expect((await app.inject('/wps/system/helpCenter?language=en')).json().value[0].title).toBe('How do I register?');
    expect((await app.inject('/wps/system/country')).json().value).toContainEqual(
      expect.objectContaining({ countryCode: 'BR', countryDialingCode: '55' }),
    );
    const logo = await app.inject('/art/vendor/LSL.svg?c=brand');
    expect(logo.headers['content-type']).toMatch(/svg/);
    expect(logo.body).toContain('Lumen Slots');
    expect((await app.inject('/art/vendor/..%2Fx.svg')).statusCode).toBe(400);
    // The footer's payment marks speak the portal's language; only the portal's languages are drawn.
    expect((await app.inject('/art/pay/Bank_Transfer.svg?lang=pt')).body).toContain('>Transferência<');
    expect((await app.inject('/art/pay/Bank_Transfer.svg')).body).toContain('>Bank transfer<');
    expect((await app.inject('/art/pay/PIX.svg?lang=cn')).body).toContain('>PIX<');
    expect((await app.inject('/art/pay/Card.svg?lang=xx')).statusCode).toBe(400);
  });

  it('answers an unknown brand and malformed queries with a clear error envelope', async () => {
    const unknown = await app.inject('/wps/system/status?merchantCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'unknown_merchant' });
    const badGroup = await app.inject(`/wps/system/banners?groupName=${'x'.repeat(80)}`);
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json()).toMatchObject({ success: false, message: 'bad_request' });
    expect((await app.inject('/wps/relay/GCSGAME_gameList?pageNo=0')).json().message).toBe('bad_request');
    expect((await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=B,ZZ')).json().message).toBe('bad_request');
  });

  it('answers the whitelabel, registration-rule, country and vendor calls for a known brand, and errors otherwise', async () => {
    const rules = (await app.inject('/wps/system/setting/register')).json().value;
    expect(rules.fields.username).toMatchObject({ enabled: true, required: true, patternId: expect.any(String) });
    expect(rules.fields.password.minLength).toBeGreaterThan(0);
    for (const path of ['/wps/system/whitelabel', '/wps/system/setting/register', '/wps/relay/GCSGAME_gameVendor']) {
      expect((await app.inject(path)).json().success, path).toBe(true);
      const byCode = await app.inject(`${path}?merchantCode=NOPE`);
      expect(byCode.statusCode, path).toBe(404);
      expect(byCode.json(), path).toMatchObject({ success: false, message: 'unknown_merchant' });
      const byHost = await app.inject({ url: path, headers: { host: 'nobody.example' } });
      expect(byHost.json().message, path).toBe('unknown_merchant');
    }
    const longPlatform = await app.inject(`/wps/relay/GCSGAME_gameVendor?platform=${'p'.repeat(41)}`);
    expect(longPlatform.json()).toMatchObject({ success: false, message: 'bad_request' });
    const countries = await app.inject('/wps/system/country?x=1');
    expect(countries.json().value).toContainEqual(
      expect.objectContaining({ countryCode: 'VN', countryDialingCode: '84' }),
    );
  });
});
