import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { markVersion, type TMarkKind } from '@portal/contracts/brand-marks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { bannerArtSvg, sceneFor } from './art/banner-art.ts';
import { type Drawn, drawn } from './art/cache.ts';
import { gameArt, gameStamp } from './art/game-lookup.ts';
import { ART_VERSION } from './art/paint.ts';
import { BANNER_WIDTHS, type Raster, raster, TILE_WIDTHS } from './art/raster.ts';
import { markSvg, vendorLogoSvg } from './art/vendors.ts';
import { logoColours, logoMarkSvg, logoSvg, paymentIconSvg } from './art.ts';
import { artRepo } from './art-repo.ts';
import { demoBanners } from './demo-content.ts';
import { markImage } from './marks.ts';

const ZName = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/) });
const ZVersion = z.object({ v: z.string().max(20).optional() });
/** A banner or a game: its drawing (`.svg`) or its picture (`.webp`, at a width `w` of the family's fixed set). */
const ZBannerArt = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.(svg|webp)$/) });
const ZGameArt = z.object({ name: z.string().regex(/^\d{1,9}\.(svg|webp)$/) });
const ZArtQuery = ZVersion.extend({ w: z.coerce.number().int().optional() });

/** The asked width when it is one of `set`, the largest when none is asked; another width is refused. */
function widthOf(set: readonly number[], w: number | undefined): number {
  if (w === undefined) return set[set.length - 1] ?? 0;
  if (!set.includes(w)) throw new AppError('bad_request', `w: one of ${set.join(', ')}`);
  return w;
}
const pictureAsked = (name: string) => name.endsWith('.webp');
/** A payment mark's language: one of the portal's, so the drawn cache holds a bounded set. */
const ZPayQuery = z.object({ lang: z.enum(['pt', 'en', 'cn', 'id', 'th', 'vi']).optional() });
const ZVendorQuery = ZVersion.extend({ c: z.enum(['white', 'brand', 'mark']).default('white') });

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
const SHORT = 'public, max-age=300';

/** Sends a drawing compressed as the browser accepts, with its tag; a matching If-None-Match gets a 304. */
function send(req: FastifyRequest, reply: FastifyReply, d: Drawn, cache: string, mime = 'image/svg+xml') {
  reply.header('cache-control', cache).header('etag', d.etag).header('vary', 'accept-encoding');
  reply.type(mime === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : mime);
  if (req.headers['if-none-match'] === d.etag) return reply.status(304).send();
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(d.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(d.gzip);
  return reply.send(d.plain);
}

/** An uploaded logo or icon ready to send as a drawing is (compressed once each way, tagged by its bytes). */
function uploadedFile(mime: string, plain: Buffer): Drawn & { mime: string } {
  const etag = `"u${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
  return { mime, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain), etag };
}

/** Sends a picture with its tag; a matching If-None-Match gets a 304. WebP is already compressed. */
function sendPicture(req: FastifyRequest, reply: FastifyReply, p: Raster, cache: string) {
  reply.header('cache-control', cache).header('etag', p.etag).type('image/webp');
  if (req.headers['if-none-match'] === p.etag) return reply.status(304).send();
  return reply.send(p.webp);
}

/** What a banner name says of its scene: `w_home-0` is the first demo banner (its link), `promo-3` a promotion. */
async function bannerHint(app: App, base: string): Promise<{ group?: string; hint?: string }> {
  const promo = /^promo-(\d+)$/.exec(base);
  if (promo) {
    return { hint: `promo ${await artRepo.announcementTitle(app.deps.db, Number(promo[1]))}` };
  }
  const indexed = /^(w_[a-z]+)-(\d+)$/.exec(base);
  const demo = indexed ? demoBanners[Number(indexed[2])] : undefined;
  if (indexed?.[1] === 'w_home') return { hint: demo?.link?.[1] ?? base };
  return { group: indexed?.[1] ?? base };
}

/**
 * Generated artwork: the brand's logo, game tiles, vendor logos and marks, banners, promotion art and payment icons.
 * Each drawing is made once per process; an address carrying the current version (or a game's stamp) is immutable.
 */
export default async function artRoutes(app: App) {
  const hidden = { hide: true };
  const cacheFor = (v: string | undefined, current: string) => (v === current ? YEAR : v ? SHORT : DAY);
  const scenes = new Map<string, string>(); // banner name -> scene, found once

  // The brand's logo and mark: its upload when it has one, else drawn in its name and colours. The brand is the
  // host's alone (no merchant code picks another's), and an address with the current version is kept for a year.
  const uploads = new Map<string, Drawn & { mime: string }>();
  const mark = async (req: FastifyRequest, reply: FastifyReply, kind: TMarkKind, draw: (m: Merchant) => Drawn) => {
    const m = await app.deps.merchants.resolve({ host: req.hostname });
    const v = (req.query as { v?: string }).v;
    const cache = cacheFor(v, markVersion(m, kind));
    const up = m.config.marks?.[kind];
    const key = up ? `${m.id}:${up.id}` : '';
    let file = uploads.get(key);
    if (up && !file) {
      const img = await markImage(app.deps.db, m, kind);
      if (img) {
        if (uploads.size > 200) uploads.clear();
        file = uploadedFile(img.mime, img.bytes);
        uploads.set(key, file);
      }
    }
    if (!file) return send(req, reply, draw(m), cache);
    // An SVG opened on its own is a document: it may run nothing and load nothing (the upload check's second line).
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    reply.header('x-content-type-options', 'nosniff');
    return send(req, reply, file, cache, file.mime);
  };
  app.get('/art/logo.svg', { schema: { ...hidden, querystring: ZVersion } }, (req, reply) =>
    mark(req, reply, 'logo', (m) => {
      const colours = logoColours(m.config.theme);
      return drawn(`logo:${m.name}:${colours.from}${colours.to}${colours.ink}`, () => logoSvg(m.name, colours));
    }),
  );
  app.get('/art/logo-mark.svg', { schema: { ...hidden, querystring: ZVersion } }, (req, reply) =>
    mark(req, reply, 'icon', (m) => {
      const colours = logoColours(m.config.theme);
      return drawn(`logo-mark:${colours.from}${colours.to}`, () => logoMarkSvg(colours));
    }),
  );

  /** A banner's scene, found once per name; `base` is the name without its extension. */
  const bannerScene = async (base: string) => {
    let scene = scenes.get(base);
    if (!scene) {
      const { group, hint } = await bannerHint(app, base);
      scene = sceneFor(base, group, hint);
      if (scenes.size > 2000) scenes.clear();
      scenes.set(base, scene);
    }
    return scene;
  };
  app.get(
    '/art/banner/:name',
    { schema: { ...hidden, params: ZBannerArt, querystring: ZArtQuery } },
    async (req, reply) => {
      const base = req.params.name.replace(/\.(svg|webp)$/, '');
      const scene = await bannerScene(base);
      const key = `banner:${base}:${scene}`;
      const cache = cacheFor(req.query.v, ART_VERSION);
      if (pictureAsked(req.params.name)) {
        const w = widthOf(BANNER_WIDTHS, req.query.w);
        return sendPicture(req, reply, await raster(key, () => bannerArtSvg(base, scene), 1440, w), cache);
      }
      return send(
        req,
        reply,
        drawn(key, () => bannerArtSvg(base, scene)),
        cache,
      );
    },
  );

  app.get(
    '/art/vendor/:name',
    { schema: { ...hidden, params: ZName, querystring: ZVendorQuery } },
    async (req, reply) => {
      const code = req.params.name.replace(/\.svg$/, '');
      const tone = req.query.c;
      const cache = cacheFor(req.query.v, ART_VERSION);
      if (tone === 'mark')
        return send(
          req,
          reply,
          drawn(`mark:${code}`, () => markSvg(code)),
          cache,
        );
      const name = (await artRepo.vendorName(app.deps.db, code)) ?? code;
      return send(
        req,
        reply,
        drawn(`vendor:${code}:${name}:${tone}`, () => vendorLogoSvg(code, name, tone)),
        cache,
      );
    },
  );

  app.get(
    '/art/games/:name',
    { schema: { ...hidden, params: ZGameArt, querystring: ZArtQuery } },
    async (req, reply) => {
      const nodeId = Number(req.params.name.replace(/\.(svg|webp)$/, ''));
      const row = await artRepo.game(app.deps.db, nodeId);
      if (!row) throw new AppError('not_found');
      const stamp = gameStamp(row);
      const key = `game:${nodeId}:${stamp}`;
      const cache = req.query.v === stamp ? YEAR : SHORT;
      if (pictureAsked(req.params.name)) {
        const w = widthOf(TILE_WIDTHS, req.query.w);
        return sendPicture(req, reply, await raster(key, () => gameArt(row), 240, w), cache);
      }
      return send(
        req,
        reply,
        drawn(key, () => gameArt(row)),
        cache,
      );
    },
  );

  app.get('/art/pay/:name', { schema: { ...hidden, params: ZName, querystring: ZPayQuery } }, async (req, reply) => {
    const name = req.params.name.replace(/\.svg$/, '').replace(/_/g, ' ');
    const lang = req.query.lang;
    return send(
      req,
      reply,
      drawn(`pay:${name}:${lang ?? ''}`, () => paymentIconSvg(name, lang)),
      DAY,
    );
  });
}
