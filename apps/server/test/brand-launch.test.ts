import { DEFAULT_THEME } from '@portal/contracts/brand-launch';
import type { TWhitelabelNode } from '@portal/contracts/merchant-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { brandHead } from '../src/platform/web-boot.ts';
import { loginAs, patchBrand } from './auth-helper.ts';
import { cliRunner, operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let first: Record<string, string>;
let second: Record<string, string>;
const BASE = '/admin/api/console/brands';
const NOVA_HOST = 'nova.example.com';

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  (await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();

const nova = {
  code: 'NOVA',
  name: 'Nova Bet',
  currency: 'USD',
  defaultLang: 'en',
  languages: ['en', 'pt'],
  hosts: [NOVA_HOST],
  template: 'LUMEN',
};
const novaTheme = { light: { brand: '#0b5fff', accent: '#ffd400' }, dark: { brand: '#2155cc', accent: '#ffd400' } };

const count = async (table: string, code: string, where = 'true') => {
  const [r] = await q(
    app.deps.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} t JOIN merchants m ON m.id = t.merchant_id
      WHERE m.code = ${code} AND ${sql.raw(where)}`,
  );
  return Number(r?.n);
};

beforeAll(async () => {
  app = await buildTestApp();
  first = await operatorHeaders(app, 'launcher', 'Operator@2026pass', 'admin');
  second = await operatorHeaders(app, 'confirmer', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());

describe('launching a brand from the console', () => {
  it('asks for a brand, refuses what clashes, and makes it only when a second admin approves', async () => {
    const asked = await cliRunner(app, first)('brand-create', [
      'code=NOVA',
      'name=Nova Bet',
      'currency=USD',
      'lang=en',
      'languages=en,pt',
      `hosts=${NOVA_HOST}`,
    ]);
    const { id } = (asked as { approval: { id: number; status: string } }).approval;
    expect(asked).toMatchObject({ approval: { status: 'pending' } });
    expect((await call('GET', BASE, first)).value.map((b: { code: string }) => b.code)).not.toContain('NOVA');

    // The same code again, a host the demo brand answers on, an unknown template or currency: refused.
    expect((await call('POST', BASE, first, nova)).message).toBe('brand_exists');
    const clash = await call('POST', BASE, first, { ...nova, code: 'OTHER', hosts: ['lumen.localhost'] });
    expect(clash).toMatchObject({ success: false, message: 'host_taken' });
    expect((await call('POST', BASE, first, { ...nova, code: 'OTHER2', template: 'NOPE' })).message).toBe(
      'unknown_merchant',
    );
    const badCurrency = await app.inject({
      method: 'POST',
      url: BASE,
      headers: first,
      payload: { ...nova, code: 'X2', currency: 'ABC' },
    });
    expect(badCurrency.statusCode).toBe(400);
    const support = await operatorHeaders(app, 'helpdesk', 'Operator@2026pass', 'support');
    expect(
      (await app.inject({ method: 'POST', url: BASE, headers: support, payload: { ...nova, code: 'X3' } })).statusCode,
    ).toBe(403);

    // The one who asked cannot approve; a second admin can, and the brand exists from then on.
    expect((await call('POST', `/admin/api/console/approvals/${id}/approve`, first)).message).toBe(
      'approval_own_request',
    );
    expect((await call('POST', `/admin/api/console/approvals/${id}/approve`, second)).success).toBe(true);
    const list = (await call('GET', BASE, first)).value as Array<Record<string, unknown>>;
    const lumen = list.find((b) => b.code === 'LUMEN');
    expect(list.find((b) => b.code === 'NOVA')).toMatchObject({
      name: 'Nova Bet',
      currency: 'USD',
      defaultLang: 'en',
      languages: ['en', 'pt'],
      hosts: [NOVA_HOST],
      isDefault: false,
      members: 0,
      vendors: lumen?.vendors,
    });
  });

  it('copies the set-up of its template, never its members, money, identity or secrets', async () => {
    const [row] = await q(app.deps.db, sql`SELECT config FROM merchants WHERE code = 'NOVA'`);
    const config = row?.config as Record<string, unknown>;
    expect(config).toMatchObject({ currency: 'USD', currencySymbol: '$', defaultLang: 'en', languages: ['en', 'pt'] });
    expect(config.customerService).toEqual([]);
    expect(config.socialProviders).toEqual([]);
    expect(config.licence).toEqual({});
    expect((config.whitelabel as unknown[]).length).toBeGreaterThan(10);
    expect((config.vipLevels as unknown[]).length).toBeGreaterThan(0);

    expect(await count('members', 'NOVA')).toBe(0);
    expect(await count('help_articles', 'NOVA')).toBe(await count('help_articles', 'LUMEN'));
    expect(await count('banners', 'NOVA')).toBe(await count('banners', 'LUMEN'));
    expect(await count('banners', 'NOVA', 't.enabled')).toBe(0);
    expect(await count('promotions', 'NOVA')).toBeGreaterThan(0);
    expect(await count('promotions', 'NOVA', "t.status <> 'draft'")).toBe(0);
    expect(await count('deposit_channels', 'NOVA', "t.kind = 'gateway' AND t.enabled")).toBe(
      await count('deposit_channels', 'LUMEN', "t.kind = 'gateway' AND t.enabled"),
    );
    expect(await count('deposit_channels', 'NOVA', "t.kind = 'manual' AND t.enabled")).toBe(0);
    expect(await count('deposit_channels', 'NOVA', "t.bank->>'accountNo' <> ''")).toBe(0);
    const [audit] = await q(
      app.deps.db,
      sql`SELECT detail FROM operator_audit WHERE action = 'merchant.create' AND target = 'NOVA'`,
    );
    expect(audit?.detail).toMatchObject({ template: 'LUMEN' });

    // On its own host the portal is the new brand's: its vendors, in its money.
    const vendors = await app.inject({
      url: '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop',
      headers: { host: NOVA_HOST },
    });
    expect(vendors.json().value.data.lanes.length).toBeGreaterThan(3);
  });

  it('edits the general settings: name, money while it has no members, colours checked for contrast', async () => {
    const url = `${BASE}/NOVA/general`;
    const view = (await call('GET', url, first)).value;
    expect(view).toMatchObject({
      code: 'NOVA',
      currencyLocked: false,
      general: { name: 'Nova Bet', theme: DEFAULT_THEME },
    });

    const unreadable = { ...view.general, theme: { ...novaTheme, light: { brand: '#ffe600', accent: '#000000' } } };
    const refused = await app.inject({ method: 'PUT', url, headers: first, payload: unreadable });
    expect(refused.statusCode).toBe(400);

    const general = {
      ...view.general,
      name: 'Nova Bet Casino',
      currency: 'EUR',
      theme: novaTheme,
      licence: { en: 'Licensed by the Nova Gaming Authority, licence 123.' },
      freePlayAmount: 0,
      timeZone: 'America/New_York',
      withdrawal: { min: 2_000, max: 1_000_000, dailyCount: 3 },
    };
    const badZone = await app.inject({
      method: 'PUT',
      url,
      headers: first,
      payload: { ...general, timeZone: 'Mars/Base' },
    });
    expect(badZone.statusCode).toBe(400);
    const saved = (await call('PUT', url, first, general)).value;
    expect(saved.general).toMatchObject({
      name: 'Nova Bet Casino',
      currency: 'EUR',
      theme: novaTheme,
      freePlayAmount: 0,
    });
    const [m] = await q(app.deps.db, sql`SELECT name, config FROM merchants WHERE code = 'NOVA'`);
    expect(m?.name).toBe('Nova Bet Casino');
    expect(m?.config).toMatchObject({
      currencySymbol: '€',
      timeZone: 'America/New_York',
      withdrawal: { dailyCount: 3 },
    });
    const [audit] = await q(
      app.deps.db,
      sql`SELECT detail FROM operator_audit WHERE action = 'merchant.general' AND target = 'NOVA' ORDER BY id DESC LIMIT 1`,
    );
    expect((audit?.detail as { changed?: string[] } | undefined)?.changed).toEqual(
      expect.arrayContaining(['name', 'currency', 'theme', 'licence', 'freePlayAmount', 'withdrawal']),
    );

    // The demo brand has members: its money stays what it is.
    const lumen = (await call('GET', `${BASE}/LUMEN/general`, first)).value;
    expect(lumen.currencyLocked).toBe(true);
    const locked = await call('PUT', `${BASE}/LUMEN/general`, first, { ...lumen.general, currency: 'USD' });
    expect(locked.message).toBe('currency_locked');
  });

  it('paints the first screen in the brand: its language, name and colours are in the document', async () => {
    const html = '<html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
    const merchant = await app.deps.merchants.resolve({ host: NOVA_HOST });
    expect(merchant.code).toBe('NOVA');
    const head = brandHead(html, merchant);
    expect(head).toContain('<html lang="en" data-lang="en">');
    expect(head).toContain('<title>Nova Bet Casino</title>');
    expect(head).toContain(':root{--brand:#0b5fff;');
    expect(head).toContain(':root[data-theme="dark"]{--brand:#2155cc;');
    // The logo and the tab's mark are drawn in the brand's name and colours, on its own host.
    const logo = await app.inject({ url: '/art/logo.svg', headers: { host: NOVA_HOST } });
    expect(logo.body).toContain('Nova Bet Casino');
    expect(logo.body).toContain('stop-color="#0b5fff"');
    const mark = await app.inject({ url: '/art/logo-mark.svg', headers: { host: NOVA_HOST } });
    expect(mark.body).toContain('stop-color="#0b5fff"');
    expect((await app.inject({ url: '/art/logo-mark.svg', headers: { host: 'lumen.localhost' } })).body).toContain(
      'stop-color="#8b6cf0"',
    );
    const withIcon = html.replace('</title>', '</title><link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(brandHead(withIcon, merchant)).toContain('<link rel="icon" href="/art/logo-mark.svg?v=');
    // A name with markup stays text.
    expect(brandHead(html, { ...merchant, name: '<b>A&B</b>' })).toContain('<title>&lt;b>A&amp;B&lt;/b></title>');
  });

  it('adds a vendor to a brand and takes one out, for that brand only', async () => {
    const url = (v: string) => `/admin/api/console/games/vendors/${v}`;
    const lanes = async (host: string) =>
      (await app.inject({ url: '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop', headers: { host } }))
        .json()
        .value.data.lanes.flatMap((l: { cards: Array<{ vassalage: string }> }) => l.cards.map((c) => c.vassalage));
    const novaVendors = async () =>
      (await call('GET', '/admin/api/console/games/vendors?merchant=NOVA', first)).value.vendors as Array<{
        vassalage: string;
        inBrand: boolean;
      }>;
    const [some] = await novaVendors();
    const vassalage = some?.vassalage as string;
    expect(await lanes(NOVA_HOST)).toContain(vassalage);

    const out = await call('PUT', url(vassalage), first, { merchant: 'NOVA', inBrand: false });
    expect(out.value.vendors.find((v: { vassalage: string }) => v.vassalage === vassalage)).toMatchObject({
      inBrand: false,
    });
    app.deps.merchants.invalidate();
    await new Promise((go) => setTimeout(go, 5_100)); // the portal's vendor list is cached for up to 5 seconds
    expect(await lanes(NOVA_HOST)).not.toContain(vassalage);
    expect(await lanes('lumen.localhost')).toContain(vassalage);

    // Support may not change a brand's offer; a vendor the catalogue lacks is not found.
    const support = await operatorHeaders(app, 'helpdesk2', 'Operator@2026pass', 'support');
    const refused = await app.inject({
      method: 'PUT',
      url: url(vassalage),
      headers: support,
      payload: { merchant: 'NOVA', inBrand: true },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('PUT', url('NOPE'), first, { merchant: 'NOVA', inBrand: true })).message).toBe('not_found');

    const back = await call('PUT', url(vassalage), first, { merchant: 'NOVA', inBrand: true, isHot: true });
    expect(back.value.vendors.find((v: { vassalage: string }) => v.vassalage === vassalage)).toMatchObject({
      inBrand: true,
      enabled: true,
      isHot: true,
    });
  }, 60_000);

  it('serves the avatar and the recent games only where the brand switches them on (PROFPIC3, GAMELOREC3)', async () => {
    const turn = (nodes: TWhitelabelNode[], ids: Set<string>, enabled: '0' | '1'): TWhitelabelNode[] =>
      nodes.map((n) => ({
        ...n,
        enabled: ids.has(n.modId) ? enabled : n.enabled,
        childrenNodes: turn(n.childrenNodes, ids, enabled),
      }));
    const both = new Set(['PROFPIC3', 'GAMELOREC3']);
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const avatar = () => app.inject({ url: '/wps/member/info/icon', headers: { authorization } });
    const recent = () =>
      app.inject({ url: '/wps/relay/GCS_recentGame?clientType=3&pageNo=1', headers: { authorization } });
    expect((await avatar()).statusCode).toBe(200);
    expect((await recent()).json().success).toBe(true);
    await patchBrand(app, (c) => ({ ...c, whitelabel: turn(c.whitelabel, both, '0') }));
    expect((await avatar()).json().message).toBe('function_not_available');
    expect((await recent()).json().message).toBe('function_not_available');
    await patchBrand(app, (c) => ({ ...c, whitelabel: turn(c.whitelabel, both, '1') }));
    expect((await avatar()).statusCode).toBe(200);
  });

  it('exports a brand as one document without secrets and imports it as a new brand after a second admin approves', async () => {
    await patchBrand(app, (c) => ({
      ...c,
      socialProviders: [
        { id: 'google', kind: 'oidc', enabled: true, clientId: 'id-1', clientSecret: 'TOP-SECRET', scope: 'openid' },
      ],
    }));
    const cli = cliRunner(app, first);
    const doc = (await cli('brand-export', ['LUMEN'])) as Record<string, unknown> & {
      config: Record<string, unknown>;
      vendors: unknown[];
      channels: Array<{ kind: string }>;
      help: unknown[];
      customerService: Array<{ address: string }>;
    };
    expect(doc).toMatchObject({ format: 'portal-brand/1', code: 'LUMEN', name: 'Lumen Play' });
    expect(JSON.stringify(doc)).not.toContain('TOP-SECRET');
    expect(JSON.stringify(doc)).not.toContain('accountNo');
    expect(doc.config).not.toHaveProperty('socialProviders');
    expect(doc.customerService[0]?.address).toMatch(/^\/support\/chat/);
    expect(doc.vendors.length).toBeGreaterThan(10);
    expect(doc.help.length).toBeGreaterThan(0);
    expect(doc.channels.some((c) => c.kind === 'manual')).toBe(true);

    // Another installation's vendor is skipped, not an error.
    const foreign = {
      ...doc,
      vendors: [...doc.vendors, { vassalage: 'ELSEWHERE', sort: 99, isHot: false, enabled: true }],
    };
    const asked = (await cli('brand-import', ['code=LUMEN2', 'hosts=lumen2.example.com'], JSON.stringify(foreign))) as {
      approval: { id: number };
    };
    expect((await call('POST', `${BASE}/import`, first, { document: doc })).message).toBe('brand_exists');
    const broken = await app.inject({
      method: 'POST',
      url: `${BASE}/import`,
      headers: first,
      payload: { document: { ...doc, format: 'other/9' }, code: 'LUMEN3' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await call('POST', `/admin/api/console/approvals/${asked.approval.id}/approve`, second)).success).toBe(
      true,
    );

    const copy = (await call('GET', `${BASE}/LUMEN2/export`, first)).value;
    expect(copy).toMatchObject({ code: 'LUMEN2', name: 'Lumen Play', hosts: ['lumen2.example.com'] });
    expect(copy.vendors).toEqual(doc.vendors);
    expect(copy.help).toEqual(doc.help);
    expect(copy.customerService).toEqual(doc.customerService);
    const { exportedAt: _a, code: _c, hosts: _h, channels: copied, ...rest } = copy;
    const { exportedAt: _b, code: _d, hosts: _i, channels: original, ...was } = doc as typeof copy;
    expect(rest).toEqual(was);
    // Manual channels arrive switched off, gateways as they were.
    expect(copied.filter((c: { kind: string; enabled: boolean }) => c.kind === 'manual' && c.enabled)).toEqual([]);
    expect(copied.length).toBe(original.length);
    const [audit] = await q(
      app.deps.db,
      sql`SELECT detail FROM operator_audit WHERE action = 'merchant.import' AND target = 'LUMEN2'`,
    );
    expect(audit?.detail).toMatchObject({ from: 'LUMEN', unknownVendors: ['ELSEWHERE'] });
    await patchBrand(app, (c) => ({ ...c, socialProviders: [] }));
  });

  it('gives a new brand its template’s lottery terms, and a lottery node’s launch opens the portal’s betting screen', async () => {
    const games = (host: string) => app.inject({ url: '/lgw/games', headers: { host } });
    const lumen = (await games('lumen.localhost')).json();
    const nova = (await games(NOVA_HOST)).json();
    // The same games at the same returns (the draws' times move on between the two calls, so they are left out).
    const terms = (v: unknown) =>
      JSON.stringify(v)
        .match(/"(gameCode|rtp\w*)":("[^"]*"|\d+)/g)
        ?.sort() ?? [];
    expect(nova.success).toBe(true);
    expect(terms(nova.value).length).toBeGreaterThan(4);
    expect(terms(nova.value)).toEqual(terms(lumen.value));

    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const launch = async (vassalage: string) => {
      const list = (
        await app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}`, headers: { authorization } })
      ).json().value.games as Array<{ nodeId: number; gameCode: string }>;
      const game = list[0] as { nodeId: number; gameCode: string };
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { authorization },
        payload: { nodeId: game.nodeId, launchMode: 'GLS' },
      });
      return { url: res.json().value.game_url as string, code: game.gameCode };
    };
    const fiveD = await launch('LML');
    expect(fiveD.url).toBe(`/lottery?gameCode=${fiveD.code}`);
    const vn = await launch('LMV');
    expect(vn.url).toBe(`/vnlottery?gameCode=${vn.code}`);
  });

  it('keeps an operator limited to some brands to those: other brands and calls about every brand are refused', async () => {
    const ana = await operatorHeaders(app, 'nova-ana', 'Operator@2026pass', 'admin');
    const limited = await cliRunner(app, first)('operator-brands', ['nova-ana', 'NOVA']);
    expect(limited).toMatchObject({ username: 'nova-ana', brands: ['NOVA'] });
    const get = (url: string) => app.inject({ url, headers: ana });

    // The brand lists show only NOVA; NOVA's calls work, LUMEN's and the default brand's are refused.
    expect((await get(BASE)).json().value.map((b: { code: string }) => b.code)).toEqual(['NOVA']);
    expect((await get('/admin/api/merchants')).json().value.map((b: { code: string }) => b.code)).toEqual(['NOVA']);
    expect((await get(`${BASE}/NOVA/general`)).json().success).toBe(true);
    expect((await get('/admin/api/console/games/vendors?merchant=NOVA')).json().success).toBe(true);
    for (const url of [
      `${BASE}/LUMEN/general`,
      `${BASE}/LUMEN/settings`,
      '/admin/api/merchants/LUMEN/config',
      '/admin/api/console/games/vendors',
      '/admin/api/console/games/vendors?merchant=LUMEN',
      '/admin/api/console/approvals?status=pending&merchant=LUMEN',
      '/admin/api/operators',
    ]) {
      const res = await get(url);
      expect([res.statusCode, res.json().message], url).toEqual([403, 'operator_brand_denied']);
    }
    const write = await app.inject({
      method: 'PUT',
      url: '/admin/api/console/games/vendors/PG',
      headers: ana,
      payload: { merchant: 'LUMEN', isHot: true },
    });
    expect(write.json().message).toBe('operator_brand_denied');
    // Their own session still answers; an unknown brand cannot be given; back to every brand, LUMEN opens again.
    expect((await get('/admin/api/session')).json().success).toBe(true);
    expect((await call('PUT', '/admin/api/operators/nova-ana/brands', first, { brands: ['NOPE'] })).message).toBe(
      'unknown_merchant',
    );
    await cliRunner(app, first)('operator-brands', ['nova-ana', 'all']);
    expect((await get(`${BASE}/LUMEN/general`)).json().success).toBe(true);
  });

  it('refuses a language the brand does not offer', async () => {
    await patchBrand(app, (c) => ({ ...c, languages: ['pt', 'en'] }));
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const put = (language: string) =>
      app.inject({ method: 'PUT', url: '/wps/member/language', headers: { authorization }, payload: { language } });
    expect((await put('th')).json().message).toBe('language_not_offered');
    expect((await put('en')).json().success).toBe(true);
    await patchBrand(app, (c) => ({ ...c, languages: ['pt', 'en', 'cn', 'id', 'th', 'vi'] }));
  });
});
