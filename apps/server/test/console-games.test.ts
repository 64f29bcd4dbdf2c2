import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;
let player: { authorization: string };
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });
/** The portal's lists are cached for CACHE_TTL_MS (shortened here); a change shows after it. */
const CACHE_TTL_MS = 50;
const afterCache = () => new Promise((r) => setTimeout(r, CACHE_TTL_MS + 10));
const lanes = async () =>
  (await app.inject('/wps/relay/GCSGAME_gameVendor?platform=html5-desktop')).json().value.data.lanes as Array<{
    cards: Array<{ vassalage: string; maintenance: boolean }>;
  }>;
const vendorCard = async (v: string) => (await lanes()).flatMap((l) => l.cards).find((c) => c.vassalage === v);
const gamesOf = async (v: string) =>
  (await app.inject(`/wps/relay/GCSGAME_gameList?vassalage=${v}&pageNo=1&pageSize=42`)).json().value.games as Array<{
    nodeId: number;
    maintenance: boolean;
    isHot: boolean;
  }>;
const audits = async (action: string) =>
  (
    (await app.deps.db.execute(
      sql`SELECT target, detail FROM operator_audit WHERE action = ${action} ORDER BY id DESC`,
    )) as unknown as { rows: Array<{ target: string; detail: Record<string, unknown> }> }
  ).rows;

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_MS });
  admin = (await enrolledOperator(app, 'chief', 'Chief-Admin-2026', 'admin')).headers;
  finance = (await enrolledOperator(app, 'cash', 'Cash-Finance-2026', 'finance')).headers;
  support = await supportOperator(app, 'helper', 'Helper-Support-2026');
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

describe('games in the console', () => {
  it('lists the brand vendors and the catalogue; finance may not see or change them; bad input is refused', async () => {
    const v = (await get('/admin/api/console/games/vendors', support)).json().value;
    expect(v.vendors.length).toBeGreaterThan(10);
    expect(v.vendors[0]).toMatchObject({ vassalage: expect.any(String), enabled: true, games: expect.any(Number) });
    const games = (await get('/admin/api/console/games?vassalage=INH&size=5', admin)).json().value;
    expect(games.total).toBeGreaterThan(0);
    expect(games.rows[0]).toMatchObject({ vassalage: 'INH', enabled: true });
    expect((await get('/admin/api/console/games/vendors', finance)).json().message).toBe('operator_role_required');
    expect((await put('/admin/api/console/games/vendors/INH', finance, { maintenance: true })).json().message).toBe(
      'operator_role_required',
    );
    expect((await put('/admin/api/console/games/vendors/INH', admin, {})).statusCode).toBe(400);
    expect((await put('/admin/api/console/games/vendors/INH', admin, { sort: -1 })).statusCode).toBe(400);
    expect((await put('/admin/api/console/games/vendors/NOPE', admin, { isHot: true })).json().message).toBe(
      'not_found',
    );
    expect(
      (await put('/admin/api/console/games/vendors/INH', admin, { merchant: 'nope', isHot: true })).json().message,
    ).toBe('unknown_merchant');
    expect((await get('/admin/api/console/games?state=broken', admin)).statusCode).toBe(400);
    expect((await put('/admin/api/console/games/999999', admin, { isHot: true })).json().message).toBe('not_found');
    expect((await get('/admin/api/console/games', { authorization: 'Bearer x' })).statusCode).toBe(401);
  });

  it('puts a vendor in maintenance: the portal shows it and refuses launches; support may, but not switch it off', async () => {
    const inh = await gamesOf('INH');
    const r = await put('/admin/api/console/games/vendors/INH', support, { maintenance: true });
    expect(r.json().value.vendors.find((x: { vassalage: string }) => x.vassalage === 'INH').maintenance).toBe(true);
    expect((await put('/admin/api/console/games/vendors/INH', support, { enabled: false })).json().message).toBe(
      'operator_role_required',
    );
    expect((await audits('games.vendor'))[0]).toMatchObject({
      target: 'vendor:INH',
      detail: { maintenance: { before: false, after: true } },
    });
    await afterCache();
    expect((await vendorCard('INH'))?.maintenance).toBe(true);
    expect((await gamesOf('INH')).every((g) => g.maintenance)).toBe(true);
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { ...player, language: 'en' },
      payload: {
        nodeId: inh[0]?.nodeId,
        launchMode: 'GLS',
        accountType: 1,
        confirmTrans: 0,
        platform: 'html5-desktop',
        clientType: 3,
      },
    });
    expect(launch.json().message).toBe('game_maintenance');
    await put('/admin/api/console/games/vendors/INH', admin, { maintenance: false });
    await afterCache();
    expect((await vendorCard('INH'))?.maintenance).toBe(false);
  });

  it('switches a vendor off for the brand and back, and changes its hot flag and order (admin only)', async () => {
    expect((await put('/admin/api/console/games/vendors/INH', admin, { enabled: false })).json().success).toBe(true);
    await afterCache();
    expect(await vendorCard('INH')).toBeUndefined();
    expect(await gamesOf('INH')).toHaveLength(0);
    const back = await put('/admin/api/console/games/vendors/INH', admin, { enabled: true, isHot: true, sort: 0 });
    expect(back.json().value.vendors.find((x: { vassalage: string }) => x.vassalage === 'INH')).toMatchObject({
      enabled: true,
      isHot: true,
      sort: 0,
    });
    await afterCache();
    expect(await vendorCard('INH')).toBeDefined();
  });

  it('switches a game off, in maintenance, hot and reorders it; each change audited with before and after', async () => {
    const [first, second] = await gamesOf('INH');
    if (!first || !second) throw new Error('no in-house games');
    const off = await put(`/admin/api/console/games/${first.nodeId}`, admin, { enabled: false });
    expect(off.json().value).toMatchObject({ nodeId: first.nodeId, enabled: false });
    expect((await put(`/admin/api/console/games/${second.nodeId}`, support, { isHot: true })).json().message).toBe(
      'operator_role_required',
    );
    const down = await put(`/admin/api/console/games/${second.nodeId}`, support, { maintenance: true });
    expect(down.json().value.maintenance).toBe(true);
    await put(`/admin/api/console/games/${second.nodeId}`, admin, { isHot: true, sort: 777 });
    await afterCache();
    const now = await gamesOf('INH');
    expect(now.find((g) => g.nodeId === first.nodeId)).toBeUndefined();
    expect(now.find((g) => g.nodeId === second.nodeId)).toMatchObject({ maintenance: true, isHot: true });
    expect((await audits('games.game'))[0]).toMatchObject({
      target: `game:${second.nodeId}`,
      detail: { sort: { after: 777 } },
    });
    const offList = (await get('/admin/api/console/games?state=off', admin)).json().value;
    expect(offList.rows.map((g: { nodeId: number }) => g.nodeId)).toContain(first.nodeId);
    await put(`/admin/api/console/games/${first.nodeId}`, admin, { enabled: true });
    await put(`/admin/api/console/games/${second.nodeId}`, admin, { maintenance: false });
  });
});
