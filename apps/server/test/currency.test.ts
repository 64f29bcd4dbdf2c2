import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText } from '../src/modules/brand/money-text.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

const NBSP = '\u00a0';

/** The `money` function a generated page defines, run as the browser would. */
/** The demo game page's money, as its game.js builds it from the document's data-locale and data-money. */
function pageMoney(html: string): (v: string) => string {
  const attr = (name: string) => {
    const raw = new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
    if (raw === undefined) throw new Error(`the page has no data-${name}`);
    return raw.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  };
  const format = new Intl.NumberFormat(attr('locale'), JSON.parse(attr('money')));
  return (v) => format.format(v as `${number}`);
}

/** The in-house pages' money: their texts.js and common.js run as the browser would, at `?lang=`. */
async function inhouseMoney(app: App, lang: string, currency: string): Promise<(v: string) => string> {
  const window: Record<string, unknown> = { location: { search: `?lang=${lang}` }, URLSearchParams };
  window.window = window;
  for (const file of ['texts.js', 'common.js'])
    runInNewContext((await app.inject(`/provider/inhouse/assets/${file}`)).body, window);
  const lumen = window.Lumen as { moneyFormat: (c: string) => Intl.NumberFormat };
  const format = lumen.moneyFormat(currency);
  return (v) => format.format(v as `${number}`);
}

describe('the brand currency in what the server writes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('tells the portal the demo brand trades in BRL', async () => {
    const brand = (await app.inject('/wps/system/status')).json().value.info.brand;
    expect(brand).toMatchObject({ currency: 'BRL', currencySymbol: 'R$' });
  });

  it.each([
    ['pt', `R$${NBSP}1.100,00`, `-R$${NBSP}1,00`],
    ['en', 'R$1,100.00', '-R$1.00'],
    ['cn', 'R$1,100.00', '-R$1.00'],
    ['id', 'R$1.100,00', '-R$1,00'],
    ['th', 'R$1,100.00', '-R$1.00'],
    ['vi', `1.100,00${NBSP}R$`, `-1,00${NBSP}R$`],
  ])('writes BRL in %s as %s and a negative as %s', (lang, positive, negative) => {
    expect(moneyText('1100.00', 'BRL', lang)).toBe(positive);
    expect(moneyText('-1.00', 'BRL', lang)).toBe(negative);
  });

  it('formats the in-house and demo game pages in the brand currency and the launch language', async () => {
    const res = await app.inject('/provider/demo/slot?ticket=x&lang=cn');
    expect(res.statusCode).toBe(200);
    expect(pageMoney(res.body)('1100.00')).toBe('R$1,100.00');
    // The in-house pages format with the currency of their state answer (test/inhouse-pages.test.ts).
    const currency = (await app.inject('/wps/system/status')).json().value.info.brand.currency;
    for (const [lang, expected] of [
      ['en', 'R$1,100.00'],
      ['pt', `R$${NBSP}1.100,00`],
      ['vi', `1.100,00${NBSP}R$`],
      ['xx', 'R$1,100.00'], // an unknown language reads as English
    ] as const) {
      expect((await inhouseMoney(app, lang, currency))('1100.00'), lang).toBe(expected);
    }
  });
});
