import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { launchNova, NOVA_HOST, novaMember } from './brand-helper.ts';
import { cliRunner, operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/**
 * A vendor's maintenance per brand: NOVA's operator closes INH on NOVA for a local incident while the demo brand's
 * players go on launching it; the vendor's own maintenance still closes it everywhere; either closes it.
 */
let app: App;
let admin: Record<string, string>;
let novaOnly: Record<string, string>;
let novaPlayer: Record<string, string>;
let demoPlayer: Record<string, string>;
const VENDOR = '/admin/api/console/games/vendors/INH';
const put = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: VENDOR, headers, payload });
const host = (h: Record<string, string>) => (h.host ? { host: h.host } : {});
const games = async (h: Record<string, string>) =>
  (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=INH&pageNo=1&pageSize=42', headers: host(h) })).json()
    .value.games as Array<{ nodeId: number; maintenance: boolean }>;
const card = async (h: Record<string, string>) =>
  (
    (await app.inject({ url: '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop', headers: host(h) })).json().value
      .data.lanes as Array<{ cards: Array<{ vassalage: string; maintenance: boolean; isHot: boolean }> }>
  )
    .flatMap((l) => l.cards)
    .find((c) => c.vassalage === 'INH');
const launch = async (h: Record<string, string>) => {
  const [game] = await games(h);
  const r = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...h, language: 'en' },
    payload: {
      nodeId: game?.nodeId,
      launchMode: 'GLS',
      accountType: 1,
      confirmTrans: 0,
      platform: 'html5-desktop',
      clientType: 3,
    },
  });
  return r.json().message as string;
};
const vendorRow = async (merchant: string, headers = admin) =>
  (await app.inject({ url: `/admin/api/console/games/vendors?merchant=${merchant}`, headers }))
    .json()
    .value.vendors.find((v: { vassalage: string }) => v.vassalage === 'INH');

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_MS: 0 });
  admin = await operatorHeaders(app, 'launcher', 'Operator@2026pass', 'admin');
  const second = await operatorHeaders(app, 'confirmer', 'Operator@2026pass', 'admin');
  await launchNova(app, admin, second);
  novaOnly = await operatorHeaders(app, 'nova-sam', 'Operator@2026pass', 'support');
  await cliRunner(app, admin)('operator-brands', ['nova-sam', 'NOVA']);
  novaPlayer = await novaMember(app, 'novagamer');
  demoPlayer = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

describe('a vendor’s maintenance per brand', () => {
  it('closes the vendor on one brand only; the other brand’s lobbies and launches stay open', async () => {
    expect(await launch(novaPlayer)).toBe('ok');
    const closed = await put(novaOnly, { merchant: 'NOVA', brandMaintenance: true });
    expect(closed.json().message).toBe('ok');
    expect(await vendorRow('NOVA')).toMatchObject({ brandMaintenance: true, maintenance: false });
    expect(await vendorRow('LUMEN')).toMatchObject({ brandMaintenance: false, maintenance: false });

    expect((await card({ host: NOVA_HOST }))?.maintenance).toBe(true);
    expect((await games({ host: NOVA_HOST })).every((g) => g.maintenance)).toBe(true);
    expect(await launch(novaPlayer)).toBe('game_maintenance');
    expect((await card({}))?.maintenance).toBe(false);
    expect((await games({})).some((g) => g.maintenance)).toBe(false);
    expect(await launch(demoPlayer)).toBe('ok');

    const [audit] = await q(
      app.deps.db,
      sql`SELECT target, detail FROM operator_audit WHERE action = 'games.vendor' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      target: 'vendor:INH',
      detail: { merchant: 'NOVA', brandMaintenance: { before: false, after: true } },
    });
  });

  it('refuses a limited operator another brand’s maintenance and the vendor’s own (every brand’s)', async () => {
    expect((await put(novaOnly, { merchant: 'LUMEN', brandMaintenance: true })).json().message).toBe(
      'operator_brand_denied',
    );
    expect((await put(novaOnly, { brandMaintenance: true })).json().message).toBe('operator_brand_denied');
    expect((await put(novaOnly, { merchant: 'NOVA', maintenance: true })).json().message).toBe('operator_brand_denied');
    expect((await put(novaOnly, { merchant: 'NOVA', isHot: true })).json().message).toBe('operator_role_required');
    expect(await vendorRow('LUMEN')).toMatchObject({ brandMaintenance: false, maintenance: false });
  });

  it('the vendor’s own maintenance closes it everywhere; either closes it; reopening one leaves the other', async () => {
    await put(admin, { maintenance: true });
    expect(await launch(demoPlayer)).toBe('game_maintenance');
    expect(await launch(novaPlayer)).toBe('game_maintenance');
    await put(admin, { maintenance: false });
    expect(await launch(demoPlayer)).toBe('ok');
    // NOVA's own maintenance still stands.
    expect(await launch(novaPlayer)).toBe('game_maintenance');
    await put(novaOnly, { merchant: 'NOVA', brandMaintenance: false });
    expect(await launch(novaPlayer)).toBe('ok');
  });

  it('keeps hot flags and order per brand', async () => {
    const before = await vendorRow('LUMEN');
    await put(admin, { merchant: 'NOVA', isHot: !before.isHot, sort: before.sort + 50 });
    expect(await vendorRow('NOVA')).toMatchObject({ isHot: !before.isHot, sort: before.sort + 50 });
    expect(await vendorRow('LUMEN')).toMatchObject({ isHot: before.isHot, sort: before.sort });
    expect((await card({ host: NOVA_HOST }))?.isHot).toBe(!before.isHot);
    expect((await card({}))?.isHot).toBe(before.isHot);
  });
});
