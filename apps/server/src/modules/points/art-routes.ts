import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { drawn } from '../brand/index.ts';
import { itemArtSvg } from './art.ts';
import { itemRepo } from './item-repo.ts';

const ZItemArtName = z.object({ name: z.string().regex(/^\d{1,9}\.svg$/) });
const ZVersion = z.object({ v: z.string().max(40).optional() });

/** A mall item's generated picture; the address carries the item's art key, so a matching one is immutable. */
export default async function mallArtRoutes(app: App) {
  app.get(
    '/art/mall/:name',
    { schema: { hide: true, params: ZItemArtName, querystring: ZVersion } },
    async (req, reply) => {
      const id = Number(req.params.name.replace('.svg', ''));
      const art = await itemRepo.artOf(app.deps.db, id);
      if (art === null) throw new AppError('not_found');
      const d = drawn(`mall:${id}:${art}`, () => itemArtSvg(id, art));
      reply
        .header('cache-control', req.query.v === art ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('etag', d.etag)
        .header('vary', 'accept-encoding')
        .type('image/svg+xml; charset=utf-8');
      if (req.headers['if-none-match'] === d.etag) return reply.status(304).send();
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(d.gzip);
      return reply.send(d.plain);
    },
  );
}
