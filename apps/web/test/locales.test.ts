import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/i18n/index.ts';

// There is no fallback language: each shipped language must carry every text, with the same placeholders. This holds
// for the shared texts and for every feature that keeps its own (a `locales` directory beside it).
const src = join(import.meta.dirname, '../src');
const localeDirs = (readdirSync(src, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((d) => d.isDirectory() && d.name === 'locales')
  .map((d) => join(d.parentPath, d.name));

const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds the shared and the feature locale directories', () => {
  expect(localeDirs.map((d) => relative(src, d)).sort()).toEqual(
    expect.arrayContaining(['features/agent-centre/locales', 'shared/i18n/locales']),
  );
});

describe.each(localeDirs.map((d) => [relative(src, d), d]))('shipped languages in %s', (_name, dir) => {
  const load = (lang: string) =>
    flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>);
  const pt = load('pt');

  it('are exactly the locale files', () => {
    expect(
      readdirSync(dir)
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt'))('%s has every PT key, no other, and the same placeholders', (lang) => {
    const texts = load(lang);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(pt).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(pt[key] ?? ''));
    }
  });
});
