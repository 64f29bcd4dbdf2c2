import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText } from '../src/modules/brand/money-text.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

const NBSP = '\u00a0';

/** The `money` function a generated page defines, run as the browser would. */
function pageMoney(html: string): (v: string) => string {
  const line = /const money=.*?\)\);/.exec(html)?.[0];
  if (!line) throw new Error('the page defines no money()');
  return new Function(`${line}return money;`)() as (v: string) => string;
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
    for (const [url, lang, expected] of [
      ['/provider/inhouse/slot?ticket=x&lang=en', 'en', 'R$1,100.00'],
      ['/provider/inhouse/dice?ticket=x&lang=pt', 'pt', `R$${NBSP}1.100,00`],
      ['/provider/inhouse/mines?ticket=x&lang=vi', 'vi', `1.100,00${NBSP}R$`],
      ['/provider/demo/slot?ticket=x&lang=cn', 'cn', 'R$1,100.00'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const money = pageMoney(res.body);
      expect(money('1100.00'), `${url} in ${lang}`).toBe(expected);
    }
  });
});
