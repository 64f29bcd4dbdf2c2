import { z } from 'zod';
import { type App, merchantOf } from '../../platform/http.ts';
import { bannerSvg, logoMarkSvg, logoSvg, paymentIconSvg, vendorLogoSvg } from './art.ts';

const ZName = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/) });
const ZColour = z.object({ c: z.enum(['white', 'brand']).default('white') });

/** Generated artwork and the customer-service chat page. Immutable content: cached for a day. */
export default async function artRoutes(app: App) {
  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  const send = (
    reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown; send: (b: string) => unknown },
    s: { body: string; type: string },
  ) => {
    reply.header('cache-control', 'public, max-age=86400');
    reply.type(s.type);
    return reply.send(s.body);
  };
  const hidden = { hide: true };
  app.get('/art/logo.svg', { schema: hidden }, async (req, reply) =>
    send(reply, svg(logoSvg((await merchantOf(req)).name))),
  );
  app.get('/art/logo-mark.svg', { schema: hidden }, async (_req, reply) => send(reply, svg(logoMarkSvg())));
  app.get('/art/banner/:name', { schema: { ...hidden, params: ZName } }, async (req, reply) =>
    send(reply, svg(bannerSvg(req.params.name))),
  );
  app.get('/art/vendor/:name', { schema: { ...hidden, params: ZName, querystring: ZColour } }, async (req, reply) => {
    const code = req.params.name.replace(/\.svg$/, '');
    const row = (await app.deps.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.vassalage, code) })) ?? null;
    return send(reply, svg(vendorLogoSvg(code, row?.name ?? code, req.query.c === 'brand' ? 'brand' : '#ffffff')));
  });
  app.get('/art/pay/:name', { schema: { ...hidden, params: ZName } }, async (req, reply) =>
    send(reply, svg(paymentIconSvg(req.params.name.replace(/\.svg$/, '').replace(/_/g, ' ')))),
  );
}
