import {
  ZAnnouncementQuery,
  ZAnnouncementValue,
  ZBannerQuery,
  ZBannerValue,
  ZHelpQuery,
  ZHelpValue,
} from '@portal/contracts/content';
import { envelope } from '@portal/contracts/envelope';
import {
  ZConsolidatedValue,
  ZCountryValue,
  ZDomainRouteValue,
  ZLocation,
  ZPermissionQuery,
  ZPermissionValue,
  ZRegisterRules,
  ZWhitelabelValue,
} from '@portal/contracts/system';
import { ZVendorQuery, ZVendorValue } from '@portal/contracts/vendor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, okJson } from '../../platform/envelope.ts';
import { countryOfIp } from '../../platform/geo.ts';
import { type App, AppError, merchantOf } from '../../platform/http.ts';
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

export default async function brandRoutes(app: App) {
  const { config } = app.deps;
  const lanesCache = new TtlCache<string>(2000);
  const infoCache = new TtlCache<string>(2000);
  /** Banners, announcements and help articles, serialized per brand, query and language for the same 2 seconds. */
  const contentCache = new TtlCache<string>(2000, 2000);
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

  const permissionRoute = {
    schema: {
      tags: ['system'],
      summary: 'Permission and configuration of the brand serving `url` (or this host), with the visitor location',
      querystring: ZPermissionQuery,
      response: { 200: envelope(ZPermissionValue) },
    },
  };
  const permissionHandler = async (req: FastifyRequest<{ Querystring: { url?: string } }>, reply: FastifyReply) => {
    const merchant = await hostMerchant(req, req.query.url);
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
  app.get('/wps/system/status', permissionRoute, permissionHandler);
  app.get('/wps/system/permission', permissionRoute, permissionHandler);

  app.get(
    '/wps/system/location',
    { schema: { tags: ['system'], response: { 200: envelope(ZLocation) } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(locate(req));
    },
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags: ['system'],
        summary: 'Whitelabel switches (modIds)',
        response: { 200: envelope(ZWhitelabelValue) },
      },
    },
    async (req, reply) => {
      const m = await merchantOf(req);
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
      return ok(m.config.whitelabel);
    },
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { tags: ['system'], summary: 'Registration field rules', response: { 200: envelope(ZRegisterRules) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
      const value = permission(m, locate(req)).info.register;
      return ok(value);
    },
  );

  app.get(
    '/wps/system/country',
    { schema: { tags: ['system'], summary: 'Country dialing codes', response: { 200: envelope(ZCountryValue) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(
        countries.map(([countryCode, countryDialingCode, name]) => ({ countryCode, countryDialingCode, name })),
      );
    },
  );

  app.get(
    '/wps/system/settings/consolidated',
    { schema: { tags: ['system'], response: { 200: envelope(ZConsolidatedValue) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
      return ok(consolidatedSettings(m));
    },
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags: ['system'], response: { 200: envelope(ZDomainRouteValue) } } },
    async (req) => {
      const m = await merchantOf(req);
      return ok({
        domainList: [req.hostname, ...m.hosts.filter((h) => h !== req.hostname)].map((domain, i) => ({
          domain,
          speed: i,
        })),
      });
    },
  );

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    { schema: { tags: ['content'], querystring: ZAnnouncementQuery, response: { 200: envelope(ZAnnouncementValue) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      const lang = langOf(req, req.query.language);
      return sendCached(reply, `a:${m.code}:${m.updatedAt.getTime()}:${req.query.types}:${lang}`, () =>
        announcementList(app.deps.db, m, req.query.types.split(','), lang),
      );
    },
  );

  app.get(
    '/wps/system/banners',
    { schema: { tags: ['content'], querystring: ZBannerQuery, response: { 200: envelope(ZBannerValue) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      const lang = langOf(req, req.query.language);
      return sendCached(reply, `b:${m.code}:${m.updatedAt.getTime()}:${req.query.groupName ?? ''}:${lang}`, () =>
        bannerList(app.deps.db, m, req.query.groupName, lang),
      );
    },
  );

  app.get(
    '/wps/system/helpCenter',
    { schema: { tags: ['content'], querystring: ZHelpQuery, response: { 200: envelope(ZHelpValue) } } },
    async (req, reply) => {
      const m = await merchantOf(req);
      const lang = langOf(req, req.query.language);
      return sendCached(reply, `h:${m.code}:${m.updatedAt.getTime()}:${lang}`, () => helpCentre(app.deps.db, m, lang));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_gameVendor',
    { schema: { tags: ['games'], querystring: ZVendorQuery, response: { 200: envelope(ZVendorValue) } } },
    async (req, reply) => {
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
    },
  );
}
