import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { artPicture, type Picture } from '@portal/contracts/art';
import { bootKey } from '@portal/contracts/boot';
import { themeTokens } from '@portal/contracts/brand-launch';
import { markType, markUrl } from '@portal/contracts/brand-marks';
import type { FastifyRequest } from 'fastify';
import { type App, merchantOf } from './http.ts';
import type { Merchant } from './merchant.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * The portal's first answers, inside its document: the GET calls a visitor's first paint waits for (the brand's
 * vendors, the home banners, and on the home page its first rows), answered by this server through its
 * own routes and embedded as `<script id="boot" type="application/json">`, so the first paint waits for fewer API round
 * trip. The first banner, the page's largest paint, is preloaded at high priority. Only public answers are embedded;
 * the portal takes each one once, for a visitor without a session, in the first seconds (apps/web/.../boot.ts).
 */

/**
 * What the portal asks first on every page; `lang` is the brand's default language (a first visit's). Not the
 * status call: its answer depends on the visitor's address (restricted countries) and on switches an operator turns
 * at any moment (maintenance), so the portal always asks it.
 */
/** The home banners in the page's language: the first one is the page's largest paint. */
const homeBanners = (lang: string) => `/wps/system/banners?groupName=w_home&language=${lang}`;
const shellCalls = (code: string, lang: string) => [
  `/wps/relay/GCSGAME_gameVendor?platform=html5-desktop&merchantCode=${code}`,
  homeBanners(lang),
];
const list = (more: string, lang: string) =>
  `/wps/relay/GCSGAME_gameList?${more}&pageNo=1&language=${lang}&clientType=3&platform=html5-desktop`;
/** The home page's first screen: notices, the hot, new and originals rows, the winners. */
const homeCalls = (lang: string) => [
  `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=${lang}`,
  '/wps/relay/ODSFE2_getWinnerBoard',
  `/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=${lang}&platform=flash,html5-desktop`,
  list('pageSize=12&order=new', lang),
  list('pageSize=24&vassalage=INH', lang),
];

/** Pages whose layout opens with the home banner (apps/web/src/shared/routes-map.ts, bannerGroup). */
const BANNER_PAGES = new Set([
  '/',
  '/index',
  '/home',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/inhouse',
]);
type PageKind = 'home' | 'banner' | 'other';
const kindOf = (path: string): PageKind =>
  path === '/' || path === '/index' || path === '/home' ? 'home' : BANNER_PAGES.has(path) ? 'banner' : 'other';

/**
 * The document's own first paint on a banner page: the first banner, drawn with the portal's classes exactly where
 * the portal draws it, as a layer over the page (it moves nothing), so the largest paint needs no script. The portal
 * removes it once its own banner image is shown (apps/web/src/shared/ui/boot-shell.ts). A lobby's is compact, as
 * the portal draws it there.
 */
const firstPaint = (image: Picture, compact: boolean) =>
  `<div id="boot-shell" class="boot-shell" aria-hidden="true"><div class="boot-header"></div><div class="banner${compact ? ' banner-compact' : ''}"><div class="banner-viewport"><div class="banner-slide"><img src="${attr(image.src)}"${image.srcSet ? ` srcset="${attr(image.srcSet)}" sizes="${attr(image.sizes ?? '')}"` : ''} alt="" width="1440" height="400" fetchpriority="high"></div></div></div></div>`;

/** The preload of the first banner: the same candidates as its image, so the browser fetches one picture once. */
const preloadOf = (image: Picture) =>
  `<link rel="preload" as="image" href="${attr(image.src)}"${image.srcSet ? ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes ?? '')}"` : ''} fetchpriority="high">`;

/**
 * `html` with `text` put before the first `marker`, as it is: the replacement is a function, since a replacement
 * string reads `$&`, `$'`, `` $` `` and `$$` in operator texts (an announcement's title) as patterns.
 */
const insertBefore = (html: string, marker: string, text: string) => html.replace(marker, () => `${text}${marker}`);

/** JSON that is safe inside a script element (no `</script>`, no HTML comment). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The BCP 47 tag of each portal language (apps/web/src/shared/i18n/index.ts HTML_LANG). */
const HTML_LANG = new Map([
  ['pt', 'pt'],
  ['en', 'en'],
  ['cn', 'zh-CN'],
  ['id', 'id'],
  ['th', 'th'],
  ['vi', 'vi'],
]);
const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The brand in the document before any script: its language (the `lang` attribute, and `data-lang` the portal
 * starts in), its name as the title and its colours as the theme's custom properties, so the first paint is the
 * brand's and not the build's defaults.
 */
export function brandHead(html: string, merchant: Merchant) {
  const lang = merchant.config.defaultLang;
  const tag = HTML_LANG.get(lang) ?? 'pt';
  let out = html
    .replace(/<html(?: lang="[^"]*")?>/, () => `<html lang="${tag}" data-lang="${attr(lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(merchant.name)}</title>`)
    // The tab's icon is the brand's own (its upload, else its mark drawn in its colours; served per host, versioned),
    // and its header logo loads with the document rather than after the script.
    .replace(
      /<link rel="icon" href="\/favicon\.svg"(?: type="[^"]*")?/,
      () =>
        `<link rel="preload" as="image" id="brand-logo" href="${attr(markUrl(merchant, 'logo'))}" fetchpriority="high">` +
        `<link rel="icon" href="${attr(markUrl(merchant, 'icon'))}" type="${markType(merchant, 'icon')}"`,
    );
  const theme = merchant.config.theme;
  if (theme) {
    const t = themeTokens(theme);
    const vars = (o: Record<string, string>) =>
      Object.entries(o)
        .map(([k, v]) => `${k}:${v}`)
        .join(';');
    out = insertBefore(
      out,
      '</head>',
      `<style id="brand-theme">:root{${vars(t.light)}}:root[data-theme="dark"]{${vars(t.dark)}}</style>`,
    );
  }
  return out;
}

export interface BootDocument {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Builds (and keeps for a few seconds) the document with its first answers, per brand, host and page kind. */
export function webBoot(app: App, document: Buffer) {
  const cache = new TtlCache<BootDocument>(5000, 100);
  const html = document.toString('utf8');

  async function build(req: FastifyRequest, host: string, kind: PageKind): Promise<BootDocument> {
    const merchant = await merchantOf(req);
    const lang = merchant.config.defaultLang;
    const calls = [...shellCalls(merchant.code, lang), ...(kind === 'home' ? homeCalls(lang) : [])];
    const answers: Record<string, unknown> = {};
    await Promise.all(
      calls.map(async (url) => {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { host, language: url.includes('language=') ? lang : '' },
        });
        const body = res.json() as { success?: boolean };
        if (res.statusCode === 200 && body.success) answers[bootKey(url)] = body;
      }),
    );
    const banners = (answers[bootKey(homeBanners(lang))] as { value?: Array<{ url?: string }> } | undefined)?.value;
    const first = banners?.[0]?.url;
    // With image CDNs the portal picks a host at random, so the address is not known here (an empty entry is the site).
    const image =
      first && kind !== 'other' && merchant.config.imageCDNs.every((h) => h.trim() === '')
        ? artPicture(first, 'banner')
        : null;
    const preload = image ? preloadOf(image) : '';
    const boot = `<script id="boot" type="application/json">${scriptJson(answers)}</script>`;
    const withBoot = insertBefore(brandHead(html, merchant), '</head>', `${preload}${boot}`);
    const plain = Buffer.from(
      image ? insertBefore(withBoot, '<div id="root"></div>', firstPaint(image, kind === 'banner')) : withBoot,
    );
    return {
      plain,
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(plain, { level: 6 }),
    };
  }

  return (req: FastifyRequest): Promise<BootDocument> => {
    const host = String(req.headers.host ?? '');
    const kind = kindOf(req.url.split('?')[0] ?? '/');
    return cache.get(`${host}|${kind}`, () => build(req, host, kind));
  };
}
