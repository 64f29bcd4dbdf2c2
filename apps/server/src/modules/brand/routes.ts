import { contentOps } from '@portal/contracts/content';
import { envelope } from '@portal/contracts/envelope';
import type { Op } from '@portal/contracts/op';
import { systemOps } from '@portal/contracts/system';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { okJson } from '../../platform/envelope.ts';
import { countryOfIp } from '../../platform/geo.ts';
import { type App, AppError, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { countries } from './countries.ts';
import { announcementList, bannerList, consolidatedSettings, helpCentre, permission, vendorLanes } from './service.ts';

/** Settings that change only by operator action: shared caches may keep them this long (seconds). */
const PUBLIC_MAX_AGE = 60;
/** The asked language (query, else the `language` header) when it looks like a language code. */
const langOf = (req: FastifyRequest, q?: string) => {
  const lang = q ?? req.headers.language;
  return typeof lang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/.test(lang) ? lang : undefined;
};

/**
 * Registers a public read whose handler sends its envelope already serialized (okJson): the hot reads cache that text
 * and skip per-request serialization, which route() would redo. The operation still gives the path, the query's
 * validation and the OpenAPI entry.
 */
function sentRoute<Q extends z.ZodType | undefined, R extends z.ZodType>(
  app: App,
  o: Op<Q, undefined, R, 'public'>,
  handler: (query: Q extends z.ZodType ? z.output<Q> : undefined, req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  // Typed as a plain schema (as route() does): generic over the operation, the reply is the sent text.
  const schema: FastifySchema = {
    tags: o.tags,
    summary: o.summary,
    ...(o.query ? { querystring: o.query } : {}),
    response: { 200: envelope(o.response) },
  };
  app.route({
    method: o.method,
    url: o.path,
    schema,
    handler: async (req, reply) => {
      await handler(req.query as Parameters<typeof handler>[0], req, reply);
      return reply;
    },
  });
}

export default async function brandRoutes(app: App) {
  const { config } = app.deps;
  const lanesCache = new TtlCache<string>(config.CACHE_TTL_MS);
  const infoCache = new TtlCache<string>(config.CACHE_TTL_MS);
  /** Banners, announcements and help articles, serialized per brand, query and language for the same time. */
  const contentCache = new TtlCache<string>(config.CACHE_TTL_MS, 2000);
  const sendCached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`).type('application/json; charset=utf-8');
    return reply.send(okJson(await contentCache.get(key, async () => JSON.stringify(await load()))) as never);
  };

  /** The visitor's IP and country: trusted proxy header, then (outside production) x-debug-country, then GeoIP. */
  const locate = (req: FastifyRequest) => {
    const fromHeader = (name: string | undefined) => {
      const v = name ? req.headers[name.toLowerCase()] : undefined;
      return typeof v === 'string' && /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : undefined;
    };
    const country =
      fromHeader(config.GEO_COUNTRY_HEADER) ??
      (config.NODE_ENV !== 'production' ? fromHeader('x-debug-country') : undefined) ??
      countryOfIp(req.ip);
    return { ip: req.ip, country };
  };

  const hostMerchant = async (req: FastifyRequest, url?: string) => {
    if (!url) return merchantOf(req);
    const host = url.includes('://') ? URL.parse(url)?.hostname : url.split('/')[0];
    if (!host) throw new AppError('bad_request', undefined, { reason: 'url is not an address' });
    return app.deps.merchants.resolve({ host, code: (req.query as { merchantCode?: string }).merchantCode });
  };

  const permissionHandler = async (query: { url?: string | undefined }, req: FastifyRequest, reply: FastifyReply) => {
    const merchant = await hostMerchant(req, query.url);
    const location = locate(req);
    // Carries maintenance and restriction, which must end as soon as the operator ends them.
    reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
    // The brand part depends only on the brand row and the visitor's country: serialized once per TTL.
    const { info, ...rest } = permission(merchant, location);
    const infoJson = await infoCache.get(
      `${merchant.code}:${merchant.updatedAt.getTime()}:${location.country}`,
      async () => JSON.stringify(info),
    );
    return reply.send(okJson(`{"info":${infoJson},${JSON.stringify(rest).slice(1)}`) as never);
  };
  sentRoute(app, systemOps.status, permissionHandler);
  sentRoute(app, systemOps.permission, permissionHandler);

  route(app, systemOps.location, async (_input, req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return locate(req);
  });

  route(app, systemOps.whitelabel, async (_input, req, reply) => {
    const m = await merchantOf(req);
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
    return m.config.whitelabel;
  });

  route(app, systemOps.registerRules, async (_input, req, reply) => {
    const m = await merchantOf(req);
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
    return permission(m, locate(req)).info.register;
  });

  route(app, systemOps.countries, async (_input, _req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return countries.map(([countryCode, countryDialingCode, name]) => ({ countryCode, countryDialingCode, name }));
  });

  route(app, systemOps.consolidated, async (_input, req, reply) => {
    const m = await merchantOf(req);
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
    return consolidatedSettings(m);
  });

  route(app, systemOps.domainRoute, async (_input, req) => {
    const m = await merchantOf(req);
    return {
      domainList: [req.hostname, ...m.hosts.filter((h) => h !== req.hostname)].map((domain, i) => ({
        domain,
        speed: i,
      })),
    };
  });

  sentRoute(app, contentOps.announcements, async (query, req, reply) => {
    const m = await merchantOf(req);
    const lang = langOf(req, query.language);
    return sendCached(reply, `a:${m.code}:${m.updatedAt.getTime()}:${query.types}:${lang}`, () =>
      announcementList(app.deps.db, m, query.types.split(','), lang),
    );
  });

  sentRoute(app, contentOps.banners, async (query, req, reply) => {
    const m = await merchantOf(req);
    const lang = langOf(req, query.language);
    return sendCached(reply, `b:${m.code}:${m.updatedAt.getTime()}:${query.groupName ?? ''}:${lang}`, () =>
      bannerList(app.deps.db, m, query.groupName, lang),
    );
  });

  sentRoute(app, contentOps.help, async (query, req, reply) => {
    const m = await merchantOf(req);
    const lang = langOf(req, query.language);
    return sendCached(reply, `h:${m.code}:${m.updatedAt.getTime()}:${lang}`, () => helpCentre(app.deps.db, m, lang));
  });

  sentRoute(app, systemOps.vendors, async (_query, req, reply) => {
    const m = await merchantOf(req);
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
    reply.type('application/json; charset=utf-8');
    return reply.send(
      okJson(
        await lanesCache.get(m.code, async () =>
          JSON.stringify({ data: { lanes: await vendorLanes(app.deps.db, m) } }),
        ),
      ) as never,
    );
  });
}
