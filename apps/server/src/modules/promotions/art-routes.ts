import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { bannerArtSvg, drawn, stampOf } from '../brand/index.ts';
import { promotionsRepo } from './repo.ts';

const ZArtName = z.object({ name: z.string().regex(/^\d{1,9}\.svg$/) });
const ZVersion = z.object({ v: z.string().max(40).optional() });

/**
 * A promotion's generated banner (the brand banners' drawing, with the promotion's scene). The address carries the
 * art's stamp, so a matching one is immutable; drafts have art too (the console previews them).
 */
export default async function promotionArtRoutes(app: App) {
  app.get(
    '/art/promotion/:name',
    { schema: { hide: true, params: ZArtName, querystring: ZVersion } },
    async (req, reply) => {
      const id = Number(req.params.name.replace('.svg', ''));
      const p = await promotionsRepo.byId(app.deps.db, id);
      if (!p) throw new AppError('not_found');
      const stamp = stampOf(p.art);
      const d = drawn(`promotion:${id}:${p.art}`, () => bannerArtSvg(`promotion-${id}`, p.art));
      reply
        .header('cache-control', req.query.v === stamp ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('etag', d.etag)
        .header('vary', 'accept-encoding')
        .type('image/svg+xml; charset=utf-8');
      if (req.headers['if-none-match'] === d.etag) return reply.status(304).send();
      const accepted = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(d.br);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(d.gzip);
      return reply.send(d.plain);
    },
  );
}
