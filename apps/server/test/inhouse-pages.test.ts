import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText, NUMBER_LOCALE } from '../src/modules/brand/money-text.ts';
import { crashRules } from '../src/modules/inhouse/crash-routes.ts';
import {
  DICE_EDGE,
  diceMinStake,
  minesMinStake,
  SLOT_COLOURS,
  SLOT_GLYPHS,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIP,
  slotRtp,
} from '../src/modules/inhouse/games.ts';
import { INSTANT_GAMES, instantKinds, STEPPED_GAMES, steppedKinds } from '../src/modules/inhouse/originals.ts';
import type { App } from '../src/platform/http.ts';
import { formatMinor } from '../src/platform/money.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

const PAGE_DIR = fileURLToPath(new URL('../src/modules/inhouse/page/', import.meta.url));
const LANGS = ['pt', 'en', 'cn', 'id', 'th', 'vi'];
const GAMES = ['slot', 'dice', 'mines'] as const;

type Texts = Record<string, Record<string, string>>;
type Lumen = {
  lang: string;
  moneyFormat: (currency: string) => Intl.NumberFormat;
  num: (v: number, digits?: number, most?: number) => string;
  decimalOf: (text: string) => string;
  stakeText: (cents: number) => string;
  cents: (text: string) => number;
  api: (path: string, body: object) => Promise<{ error?: string }>;
  errorText: (code: string) => string;
};

let app: App;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await listenOnFreePort(app);
});
afterAll(() => app.close());

const asset = (file: string) => app.inject(`/provider/inhouse/assets/${file}`);
const source = (file: string) => readFile(`${PAGE_DIR}${file}`, 'utf8');

/** texts.js and common.js run as the browser runs them, at `?lang=`: what they put on window. */
async function pageScripts(lang: string, fetch?: (url: string) => Promise<Response>, locale?: string) {
  const window: Record<string, unknown> = { location: { search: `?lang=${lang}` }, URLSearchParams, fetch };
  // The document's number format (`<html data-locale>`), when the test gives one.
  if (locale) window.document = { documentElement: { dataset: { locale } } };
  window.window = window;
  // texts.js, then each original's own texts (texts-<kind>.js), then common.js: the order of the pages' tags.
  const extra = (await readdir(PAGE_DIR)).filter((f) => f.startsWith('texts-') && f.endsWith('.js')).sort();
  for (const file of ['texts.js', ...extra, 'common.js']) runInNewContext((await asset(file)).body, window);
  return { texts: window.TEXTS as Texts, lumen: window.Lumen as Lumen };
}

describe('the in-house pages as files', () => {
  it('answers each page as HTML that loads its stylesheet and scripts, the games never cached', async () => {
    for (const page of [...GAMES, ...instantKinds(), ...steppedKinds(), 'verify', 'rules']) {
      const res = await app.inject(`/provider/inhouse/${page}?ticket=x&lang=pt`);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      if (page !== 'verify' && page !== 'rules') expect(res.headers['cache-control'], page).toBe('no-store');
      const refs = [...res.body.matchAll(/(?:src|href)="(\/provider\/inhouse\/assets\/[^"]+)"/g)].map((m) => m[1]);
      const files = refs.map((r) => new URL(r as string, base).pathname.split('/').pop());
      // The stylesheet, the texts (an original's own after the shared ones), common.js, any outcomes, the page.
      const texts = files.filter((f) => /^texts-[a-z]+\.js$/.test(String(f)));
      const outcomes = files.filter((f) => /^outcome-[a-z-]+\.js$/.test(String(f)));
      const css = files.filter((f) => String(f).endsWith('.css'));
      expect(files, page).toEqual([...css, 'texts.js', ...texts, 'common.js', ...outcomes, `${page}.js`]);
      expect(css[0], page).toBe('game.css');
      // Every original's outcome (Crash's from its hash chain, the others from the seed pair).
      // (and the video slots' shared round, outcome-slot-kit.js).
      if (page === 'verify') expect(outcomes.length).toBe(instantKinds().length + steppedKinds().length + 2);
      expect(res.body).toMatch(
        new RegExp(
          `<script (defer |defer blocking="render" |type="module" )src="/provider/inhouse/assets/${page}\\.js\\?v=\\w+">`,
        ),
      );
      for (const ref of refs) expect((await app.inject(ref as string)).statusCode, ref).toBe(200);
    }
  });

  it('serves every script and the stylesheet for an hour, and no document under the assets', async () => {
    const files = await readdir(PAGE_DIR);
    for (const file of files.filter((f) => !f.endsWith('.html'))) {
      const res = await asset(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(
        file.endsWith('.css') ? /^text\/css; charset=utf-8/ : /^(text|application)\/javascript; charset=utf-8/,
      );
      expect(res.headers['cache-control'], file).toBe('public, max-age=3600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const file of files.filter((f) => f.endsWith('.html'))) expect((await asset(file)).statusCode).toBe(404);
    expect((await asset('nothing.js')).statusCode).toBe(404);
  });

  it('has every text in all six languages, and every key the pages use', async () => {
    const { texts } = await pageScripts('en');
    expect(Object.keys(texts).sort()).toEqual([...LANGS].sort());
    const keys = Object.keys(texts.en ?? {}).sort();
    for (const lang of LANGS) {
      expect(Object.keys(texts[lang] ?? {}).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(texts[lang] ?? {})) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        // The same placeholders as the English text.
        const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${lang}.${key}`).toEqual(names(texts.en?.[key] ?? ''));
      }
    }
    const used = new Set<string>();
    for (const file of await readdir(PAGE_DIR)) {
      const text = await source(file);
      for (const m of text.matchAll(/data-t="(\w+)"|\bt\('(\w+)'/g)) {
        const key = m[1] ?? m[2];
        if (key) used.add(key);
      }
    }
    // The texts of refusal codes (common.js's ERRORS).
    const refusals = /const ERRORS = \{([^}]*)\}/.exec(await source('common.js'))?.[1] ?? '';
    for (const m of refusals.matchAll(/^\s+\w+: '(\w+)',$/gm)) used.add(m[1] as string);
    expect(used).toContain('seedChanged');
    expect([...used].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('shows a refusal of the taxonomy it has a text for as a refusal, and any other failure as an ended session', async () => {
    const answer = (status: number, body: object) => async () => new Response(JSON.stringify(body), { status });
    const changed = (await pageScripts('en', answer(409, { success: false, message: 'fair_seed_changed' }))).lumen;
    const r = await changed.api('rotate', {});
    expect(r).toEqual({ error: 'fair_seed_changed' });
    expect(changed.errorText(String(r.error))).toMatch(/^Your seed pair was just changed/);
    const lapsed = (await pageScripts('en', answer(401, { success: false, message: 'unauthorized' }))).lumen;
    await expect(lapsed.api('rotate', {})).rejects.toThrow('Session expired');
  });

  it('reads the language from the address: PT without one, English for one it does not have', async () => {
    for (const lang of LANGS) expect((await pageScripts(lang)).lumen.lang).toBe(lang);
    expect((await pageScripts('de')).lumen.lang).toBe('en');
    expect((await pageScripts('')).lumen.lang).toBe('pt');
    expect((await pageScripts('cn%2C%20cn')).lumen.lang).toBe('cn'); // a repeated language header, comma-joined
  });

  it("writes multipliers, rolls and percentages in the page's language", async () => {
    expect((await pageScripts('pt')).lumen.num(1.98)).toBe('1,98');
    expect((await pageScripts('en')).lumen.num(1.98)).toBe('1.98');
    expect((await pageScripts('pt')).lumen.num(12_345.5)).toBe('12.345,50');
    expect((await pageScripts('en')).lumen.num(49.5, 0, 4)).toBe('49.5');
  });

  it('writes its number format into each document, as the page reads its language', async () => {
    for (const [lang, locale] of [
      ['pt', 'pt-BR'],
      ['en', 'en-US'],
      ['cn%2C%20cn', 'zh-CN'],
      ['', 'pt-BR'],
      ['xx', 'en-US'],
    ]) {
      for (const page of ['dice', 'crash', 'verify']) {
        const res = await app.inject(`/provider/inhouse/${page}?lang=${lang}`);
        expect(res.body, `${page} ${lang}`).toContain(`<html lang="en" data-locale="${locale}">`);
      }
    }
  });

  it("reads the document's number format, and takes a stake typed as the language writes it", async () => {
    // A Portuguese document read at an English address: the document's format wins, as on the demo provider's page.
    const pt = await pageScripts('en', undefined, 'pt-BR');
    expect(pt.lumen.num(1.98)).toBe('1,98');
    expect(pt.lumen.stakeText(2550)).toBe('25,50');
    expect(pt.lumen.stakeText(123456)).toBe('1.234,56');
    const typedStakes: [string, string][] = [
      ['25,50', '25.50'],
      ['25,5', '25.50'],
      ['1.234,56', '1234.56'],
      ['1.234', '1234.00'],
      ['1.00', '1.00'],
      ['7', '7.00'],
      ['abc', ''],
      ['1,234,5', ''],
    ];
    for (const [typed, decimal] of typedStakes) expect(pt.lumen.decimalOf(typed), typed).toBe(decimal);
    const en = await pageScripts('en', undefined, 'en-US');
    expect(en.lumen.stakeText(123456)).toBe('1,234.56');
    expect(en.lumen.decimalOf('1,234.56')).toBe('1234.56');
    expect(en.lumen.decimalOf('25,5')).toBe('25.50');
    expect(en.lumen.cents('0.50')).toBe(50);
  });

  it('sends and shows the stake only through the shared helpers (no dollar-style 1.00 in a PT field)', async () => {
    for (const file of (await readdir(PAGE_DIR)).filter((f) => f.endsWith('.js') && f !== 'common.js')) {
      const src = await source(file);
      // Reading the field goes through stake() or cents(); writing it through stakeText().
      for (const m of src.matchAll(/\$\('bet'\)\.value(.{0,14})/g))
        expect(m[1], `${file}: $('bet').value${m[1]}`).toMatch(/^ = stakeText\(|^\)/);
      expect(src, file).not.toMatch(/\(Math\.max\(1, c\) \/ 100\)\.toFixed/);
    }
  });

  it("formats money with the portal's locales and options", async () => {
    const common = await source('common.js');
    const map = /const NUMBER_LOCALE = (\{[^}]*\});/.exec(common)?.[1];
    expect(runInNewContext(`(${map})`)).toEqual({ ...NUMBER_LOCALE });
    for (const lang of LANGS) {
      const format = (await pageScripts(lang)).lumen.moneyFormat('BRL');
      for (const amount of ['1100.00', '-1.5', '0'])
        expect(format.format(amount as `${number}`), `${lang} ${amount}`).toBe(moneyText(amount, 'BRL', lang));
    }
  });
});

/** Each choice's minimum stake as the pages show it. */
const minStakes = (from: number, to: number, of: (n: number) => bigint) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), formatMinor(of(from + i))]));

describe('the page APIs', () => {
  it('answers the games’ constants from games.ts, cached for an hour', async () => {
    const res = await app.inject('/provider/inhouse/api/rules');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({
      slot: {
        symbols: SLOT_GLYPHS,
        colours: SLOT_COLOURS,
        lines: SLOT_LINES,
        paytable: JSON.parse(JSON.stringify(SLOT_PAYTABLE)),
        strip: SLOT_STRIP,
        rtp: slotRtp(),
      },
      dice: { edge: DICE_EDGE, minStake: minStakes(2, 95, diceMinStake) },
      mines: { minStake: minStakes(1, 24, minesMinStake) },
      ...Object.fromEntries([...INSTANT_GAMES, ...STEPPED_GAMES].map((g) => [g.kind, g.rules()])),
      crash: crashRules(),
    });
  });

  it("names the brand's currency in the state answer", async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const slot = games.find((g: { gameCode: string }) => g.gameCode === 'lumen-slot');
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization, language: 'vi' },
      payload: { nodeId: slot.nodeId, launchMode: 'GLS' },
    });
    const url = new URL(launch.json().value.game_url, base);
    expect(url.searchParams.get('lang')).toBe('vi');
    const res = await fetch(`${base}/provider/inhouse/api/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: url.searchParams.get('ticket') }),
    });
    const brand = (await app.inject('/wps/system/status')).json().value.info.brand;
    expect(await res.json()).toMatchObject({ currency: brand.currency, balance: expect.any(String) });
    expect(brand.currency).toBe('BRL');
  });
});
