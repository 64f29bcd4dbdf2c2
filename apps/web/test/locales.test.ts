import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/i18n/index.ts';

// There is no fallback language: each shipped language must carry every text, with the same placeholders.
const dir = join(import.meta.dirname, '../src/shared/i18n/locales');
const load = (lang: string) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;
const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('shipped languages', () => {
  const pt = flatten(load('pt'));

  it('are exactly the locale files', () => {
    expect(
      readdirSync(dir)
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt'))('%s has every PT key, no other, and the same placeholders', (lang) => {
    const texts = flatten(load(lang));
    expect(Object.keys(texts).sort()).toEqual(Object.keys(pt).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(pt[key] ?? ''));
    }
  });
});
