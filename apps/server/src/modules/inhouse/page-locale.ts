import { numberLocale } from '../brand/index.ts';

/** The languages the pages have texts for (common.js's LANGS): another reads as English there. */
const PAGE_LANGS = new Set(['pt', 'en', 'cn', 'id', 'th', 'vi']);

/**
 * The number format a page writes stakes, rolls and multipliers in, as the page reads its language: the first of a
 * repeated `lang` ("pt, pt"), PT when there is none. The document carries it (`<html data-locale>`), as the demo
 * provider's page does, so the page's scripts never guess it.
 */
export function pageLocale(lang: string | undefined): string {
  const asked = (lang ?? '').split(',')[0]?.trim().toLowerCase() || 'pt';
  return numberLocale(PAGE_LANGS.has(asked) ? asked : 'en');
}

/** A page's document with its number format on `<html>` (the scripts read it from there). */
export const withLocale = (html: string, locale: string) =>
  html.replace('<html lang="en">', `<html lang="en" data-locale="${locale}">`);
