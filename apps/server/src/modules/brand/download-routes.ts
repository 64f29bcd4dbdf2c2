import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { markType, markUrl } from '@portal/contracts/brand-marks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type App, merchantOf } from '../../platform/http.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { androidInstallPage, webClipProfile, webManifest } from './downloads.ts';

/** The brand's own download resources (see downloads.ts): iOS Web Clip profile, Android install page, manifest. */
/** The Android install page's files, as they are. */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));

export default async function downloadRoutes(app: App) {
  const { config } = app.deps;
  const [installPage, installCss] = await Promise.all([
    readFile(`${PAGE_DIR}android-install.html`, 'utf8'),
    readFile(`${PAGE_DIR}android-install.css`, 'utf8'),
  ]);
  const siteUrl = (req: FastifyRequest, merchant: Merchant) => `${siteOrigin(config, merchant, req)}/`;
  const hidden = { hide: true };

  app.get(
    '/downloads/:file',
    { schema: { ...hidden, params: z.object({ file: z.string().max(80) }) } },
    async (req, reply) => {
      const m = await merchantOf(req);
      const brand = { code: m.code, name: m.name, defaultLang: m.config.defaultLang };
      reply.header('cache-control', 'public, max-age=3600');
      if (req.params.file === `${m.code.toLowerCase()}.mobileconfig`)
        return reply
          .type('application/x-apple-aspen-config')
          .header('content-disposition', `attachment; filename="${m.code.toLowerCase()}.mobileconfig"`)
          .send(webClipProfile(brand, siteUrl(req, m)));
      if (req.params.file === 'manifest.webmanifest')
        return reply
          .type('application/manifest+json; charset=utf-8')
          .send(webManifest(brand, { src: markUrl(m, 'icon'), type: markType(m, 'icon') }));
      if (req.params.file === 'android') {
        const lang = new URL(req.url, 'http://local').searchParams.get('lang') ?? undefined;
        return reply.type('text/html; charset=utf-8').send(androidInstallPage(installPage, brand, lang));
      }
      if (req.params.file === 'android-install.css') return reply.type('text/css; charset=utf-8').send(installCss);
      return reply.callNotFound();
    },
  );
}
