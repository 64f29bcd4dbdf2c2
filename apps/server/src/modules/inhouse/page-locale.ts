import { DEFAULT_THEME, type TBrandTheme, themeTokens } from '@portal/contracts/brand-launch';
import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/http.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { numberLocale } from '../brand/index.ts';
import { ticketBrand } from '../provider/index.ts';

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

/**
 * The portal's theme on a game page before its first paint: dark when the player chose it in the portal (the same
 * origin's stored choice, apps/web store.ts), else light as the portal starts.
 */
const THEME_PICK =
  "try{if(localStorage.getItem('theme')==='dark')document.documentElement.dataset.theme='dark'}catch(e){}";

const vars = (o: Record<string, string>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');

/**
 * A page's document in its brand's colours, light and dark, as the portal's document carries them (web-boot.ts
 * brandHead: the same tokens and contrast rules), and the portal's theme picked before the first paint. In the head,
 * after game.css, so they take the place of its defaults.
 */
export function withBrand(html: string, theme: TBrandTheme | undefined) {
  const t = themeTokens(theme ?? DEFAULT_THEME);
  const head = `<script>${THEME_PICK}</script><style id="brand-theme">:root{${vars(t.light)}}:root[data-theme="dark"]{${vars(t.dark)}}</style>`;
  return html.replace('</head>', () => `${head}</head>`);
}

/**
 * The brand a game page is drawn for: its ticket's member's (a brand's players may play on another brand's host or a
 * launch CDN), else the host's (the verification and rules pages, a lapsed ticket).
 */
export async function pageBrand(req: FastifyRequest, ticket: unknown): Promise<Merchant> {
  const code =
    typeof ticket === 'string' && ticket.length <= 200 ? await ticketBrand(req.server.deps.db, ticket) : null;
  if (code) return req.server.deps.merchants.resolve({ code }).catch(() => merchantOf(req));
  return merchantOf(req);
}
