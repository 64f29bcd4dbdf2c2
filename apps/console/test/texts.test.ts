import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { money } from '../src/shared/format.ts';
import i18n, { LANGUAGES } from '../src/shared/i18n/index.ts';
import { pageItems } from '../src/shared/ui/TableParts.tsx';

const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
const load = (lang: string) =>
  flatten(JSON.parse(readFileSync(join(import.meta.dirname, `../src/shared/i18n/locales/${lang}.json`), 'utf8')));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('console texts', () => {
  const en = load('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, no other, with the same placeholders',
    (lang) => {
      const texts = load(lang);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(texts)) {
        expect(v.trim(), k).not.toBe('');
        expect(placeholders(v), k).toEqual(placeholders(en[k] ?? ''));
      }
    },
  );
});

describe('amounts and pages', () => {
  it('groups amounts for the operator’s language without a float', async () => {
    expect(money('1234567.5')).toBe('1,234,567.50');
    expect(money('-12.05')).toBe('-12.05');
    expect(money('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    await i18n.changeLanguage('pt');
    expect(money('1234567.50')).toBe('1.234.567,50');
    await i18n.changeLanguage('en');
  });

  it('lists pages with a range of 3 and a margin of 1', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(5, 12)).toEqual([0, 'gap', 4, 5, 6, 'gap', 11]);
    expect(pageItems(1, 4)).toEqual([0, 1, 2, 3]);
  });
});
