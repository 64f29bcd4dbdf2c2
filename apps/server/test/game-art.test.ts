import type { TGame } from '@portal/contracts/games';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENES } from '../src/modules/brand/art/banner-art.ts';
import { hasIcon, type IconRef } from '../src/modules/brand/art/icons.ts';
import { THEME_ART, THEMES } from '../src/modules/brand/art/themes.ts';
import { vendorLook } from '../src/modules/brand/art/vendors.ts';
import { demoVendors } from '../src/modules/brand/demo-brand.ts';
import { INHOUSE_TITLES, titledVendors, titlesOf } from '../src/modules/games/demo-titles.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let games: TGame[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  for (let page = 1; ; page++) {
    const value = (await app.inject(`/wps/relay/GCSGAME_gameList?pageNo=${page}&pageSize=100`)).json().value;
    games = games.concat(value.games);
    if (page >= value.totalPages) break;
  }
});
afterAll(() => app.close());

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const list = (value: { games: TGame[] }) => value.games;

describe('the demo catalogue', () => {
  it('holds distinct games only: no name twice, none a numbered copy', () => {
    expect(games.length).toBeGreaterThanOrEqual(250);
    const names = games.map((g) => g.gameName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /\s\d+$/.test(n))).toEqual([]);
    const stems = names.map((n) => n.replace(/\s*\d+$/, ''));
    expect(new Set(stems).size).toBe(names.length);
  });

  it('draws every title from icons that exist in the two art sets', () => {
    const refs: string[] = [
      ...titledVendors().flatMap((v) => titlesOf(v).flatMap((t) => [t[2], t[3]])),
      ...Object.values(INHOUSE_TITLES).flatMap((t) => [t[2], t[3]]),
      ...Object.values(THEMES).flatMap((t) => (t.backdrop ? [t.backdrop] : [])),
      ...Object.values(THEME_ART).flat(),
      ...Object.values(SCENES).flatMap((s) => [s.main, ...s.sides]),
      ...demoVendors.map(([, code]) => vendorLook(code).mark),
    ];
    const missing = refs.filter((r) => !r.startsWith('p:') && !hasIcon(r as IconRef));
    expect(missing).toEqual([]);
    for (const v of titledVendors()) for (const t of titlesOf(v)) expect(THEMES[t[1]], t[0]).toBeDefined();
  });
});

describe('game art', () => {
  it('gives every game a drawn tile with its title and vendor, at a stamped address cached for a year', async () => {
    for (const g of games) {
      expect(g.imageUrl).toMatch(new RegExp(`^/art/games/${g.nodeId}\\.svg\\?v=[a-z0-9]+$`));
      const res = await app.inject(g.imageUrl);
      expect(res.statusCode, g.gameName).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The title is set in capitals over one or two lines; every word of it is on the tile.
      for (const word of g.gameName.toUpperCase().split(' ')) expect(res.body).toContain(esc(word));
      expect(res.body).toContain(esc(g.vendor.toUpperCase()));
    }
  }, 60_000);

  it('answers compressed and with a tag, and an old stamp is not kept for a year', async () => {
    const [g] = games;
    if (!g) throw new Error('no games');
    const br = await app.inject({ url: g.imageUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await app.inject({ url: g.imageUrl, headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const stale = await app.inject(`/art/games/${g.nodeId}.svg?v=old`);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect((await app.inject('/art/games/99999.svg')).statusCode).toBe(404);
  });

  it('draws vendor logos as a mark and a name, never initials, and banners as scenes', async () => {
    const lanes = (await app.inject('/wps/relay/GCSGAME_gameVendor')).json().value.data.lanes;
    const card = lanes[0].cards[0];
    expect(card.logoUrl).toMatch(/^\/art\/vendor\/[A-Z]+\.svg\?v=/);
    const logo = await app.inject(`${card.logoUrl}&c=brand`);
    expect(logo.headers['cache-control']).toContain('immutable');
    const words = [...logo.body.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(words.join(' ')).toBe(card.name.toUpperCase());
    const mark = await app.inject('/art/vendor/LSL.svg?c=mark');
    expect(mark.body).not.toContain('<text');
    const banners = (await app.inject('/wps/system/banners?groupName=w_home')).json().value;
    const banner = await app.inject(banners[0].url);
    expect(banner.headers['cache-control']).toContain('immutable');
    expect(banner.body.length).toBeGreaterThan(4000); // art, not a gradient and two circles
  });
});

describe('game art as pictures', () => {
  it('serves a tile as WebP at the asked width of the fixed set, made once, tagged and cached as its drawing', async () => {
    const [g] = games;
    if (!g) throw new Error('no games');
    const url = g.imageUrl.replace('.svg', '.webp');
    const [a, b] = await Promise.all([app.inject(`${url}&w=240`), app.inject(`${url}&w=240`)]);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/webp');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(await sharp(a.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect((await sharp((await app.inject(url)).rawPayload).metadata()).width).toBe(480);
    const again = await app.inject({ url: `${url}&w=240`, headers: { 'if-none-match': String(a.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject(`${url}&w=241`)).statusCode).toBe(400);
    expect((await app.inject(`/art/games/${g.nodeId}.webp?v=old`)).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    expect((await app.inject('/art/games/99999.webp')).statusCode).toBe(404);
    // The title is drawn in: the picture is not a plain ground (many distinct colours, text edges included).
    const { data } = await sharp(a.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 3) colours.add(data.readUIntBE(i, 3));
    expect(colours.size).toBeGreaterThan(1000);
  });

  it('serves a banner as WebP at 480, 960 or 1440 pixels wide, in its drawing’s proportions', async () => {
    const banners = (await app.inject('/wps/system/banners?groupName=w_home')).json().value;
    const url = String(banners[0].url).replace('.svg', '.webp');
    const res = await app.inject(`${url}&w=960`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 267 });
    expect((await app.inject(`${url}&w=2000`)).statusCode).toBe(400);
  });
});

describe('game list filters the home rows and lobbies use', () => {
  it('lists a category’s hot games, the newest first, and narrows by minimum bet', async () => {
    const get = async (query: string) => (await app.inject(`/wps/relay/GCSGAME_gameList?${query}`)).json().value;
    const hot = list(await get('gameType=RNG&hot=1&pageSize=100'));
    expect(hot.length).toBeGreaterThan(6);
    expect(hot.every((g) => g.isHot && g.gameType === 'RNG')).toBe(true);
    const lotteries = list(await get('gameType=ELOTT,LOTT&pageSize=100'));
    expect(new Set(lotteries.map((g) => g.gameType))).toEqual(new Set(['ELOTT', 'LOTT']));
    // The newest games take turns by vendor: a row of twelve holds at most two of a vendor, each vendor's newest first.
    const fresh = list(await get('order=new&pageSize=12'));
    expect(fresh).toHaveLength(12);
    const perVendor = new Map<string, number[]>();
    for (const g of fresh) perVendor.set(g.vassalage, [...(perVendor.get(g.vassalage) ?? []), g.nodeId]);
    expect(Math.max(...[...perVendor.values()].map((ids) => ids.length))).toBeLessThanOrEqual(2);
    for (const ids of perVendor.values()) expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = list(await get('order=new&pageSize=100&vassalage=LSL'));
    expect(newest.map((g) => g.nodeId)).toEqual([...newest.map((g) => g.nodeId)].sort((a, b) => b - a));
    const all = await get('vassalage=LSL');
    const cheap = await get('vassalage=LSL&minBet=0.10');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(list(cheap).every((g) => Number(g.minBet) <= 0.1)).toBe(true);
    const found = list(await get('gameName=dragon&pageSize=100'));
    expect(new Set(found.map((g) => g.vassalage)).size).toBeGreaterThan(1); // across vendors
  });
});
