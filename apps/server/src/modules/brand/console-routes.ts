import {
  ZAnnouncementBody,
  ZAnnouncementRow,
  ZBannerBody,
  ZBannerRow,
  ZBrandCodeParams,
  ZBrandSettings,
  ZBrandSettingsView,
  ZContentEnabledBody,
  ZContentItemParams,
  ZContentOrderBody,
  ZContentParams,
  ZHelpBody,
  ZHelpRow,
} from '@portal/contracts/console-brand';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import {
  brandImage,
  listContent,
  removeContent,
  reorderContent,
  saveAnnouncement,
  saveBanner,
  saveHelp,
  setContentEnabled,
} from './content.ts';
import { brandSettingsView, saveBrandSettings } from './settings.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
/** A banner image of up to 2 MB arrives base64 in JSON. */
const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;
const base = '/admin/api/console/brands/:code';

/** The console's brand settings (admin) and content (admin and support) calls, and the public banner images. */
export default async function brandConsoleRoutes(app: App) {
  const { db } = app.deps;
  /** The brand directory re-reads at once in this instance; others within its TTL (seconds). */
  const changed = () => app.deps.merchants.invalidate();

  app.get(
    `${base}/settings`,
    { schema: { tags, security, params: ZBrandCodeParams, response: { 200: envelope(ZBrandSettingsView) } } },
    async (req) => {
      await requireConsole(req, 'brand.settings');
      return ok(await brandSettingsView(db, req.params.code));
    },
  );

  app.put(
    `${base}/settings`,
    {
      schema: {
        tags,
        security,
        summary:
          'Replace the brand’s switches, registration rules, languages, app links, service paths and social links',
        params: ZBrandCodeParams,
        body: ZBrandSettings,
        response: { 200: envelope(ZBrandSettingsView) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'brand.settings');
      const view = await saveBrandSettings(db, op, req.params.code, req.body);
      changed();
      return ok(view);
    },
  );

  app.get(
    `${base}/content/:kind`,
    {
      schema: {
        tags,
        security,
        params: ZContentParams,
        response: {
          200: envelope(
            z.object({
              languages: z.array(z.string()),
              defaultLang: z.string(),
              rows: z.union([z.array(ZBannerRow), z.array(ZAnnouncementRow), z.array(ZHelpRow)]),
            }),
          ),
        },
      },
    },
    async (req) => {
      await requireConsole(req, 'content.manage');
      return ok(await listContent(db, req.params.code, req.params.kind));
    },
  );

  const itemParams = ZBrandCodeParams.extend({ id: z.coerce.number().int().positive() });
  const saveRoutes = [
    ['banners', ZBannerBody, ZBannerRow, saveBanner],
    ['announcements', ZAnnouncementBody, ZAnnouncementRow, saveAnnouncement],
    ['help', ZHelpBody, ZHelpRow, saveHelp],
  ] as const;
  for (const [kind, body, row, save] of saveRoutes) {
    const opts = { bodyLimit: IMAGE_BODY_LIMIT };
    app.post(
      `${base}/content/${kind}`,
      { ...opts, schema: { tags, security, params: ZBrandCodeParams, body, response: { 200: envelope(row) } } },
      async (req) => {
        const op = await requireConsole(req, 'content.manage');
        const saved = await save(db, op, req.params.code, req.body as never);
        changed();
        return ok(saved);
      },
    );
    // Registered before `/:id`, whose number would not match `order`.
    app.put(
      `${base}/content/${kind}/order`,
      {
        schema: {
          tags,
          security,
          params: ZBrandCodeParams,
          body: ZContentOrderBody,
          response: { 200: envelope(ZContentOrderBody) },
        },
      },
      async (req) => {
        const op = await requireConsole(req, 'content.manage');
        const result = await reorderContent(db, op, req.params.code, kind, req.body.ids);
        changed();
        return ok(result);
      },
    );
    app.put(
      `${base}/content/${kind}/:id`,
      { ...opts, schema: { tags, security, params: itemParams, body, response: { 200: envelope(row) } } },
      async (req) => {
        const op = await requireConsole(req, 'content.manage');
        const saved = await save(db, op, req.params.code, req.body as never, req.params.id);
        changed();
        return ok(saved);
      },
    );
  }

  app.put(
    `${base}/content/:kind/:id/enabled`,
    {
      schema: {
        tags,
        security,
        params: ZContentItemParams,
        body: ZContentEnabledBody,
        response: { 200: envelope(ZContentEnabledBody) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'content.manage');
      const p = req.params;
      const result = await setContentEnabled(db, op, p.code, p.kind, p.id, req.body.enabled);
      changed();
      return ok(result);
    },
  );

  app.delete(
    `${base}/content/:kind/:id`,
    { schema: { tags, security, params: ZContentItemParams, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = await requireConsole(req, 'content.manage');
      await removeContent(db, op, req.params.code, req.params.kind, req.params.id);
      changed();
      return ok(null);
    },
  );

  app.get(
    '/wps/system/images/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A banner image uploaded in the console (never changes: a new upload gets a new address)',
        params: z.object({ name: z.string().regex(/^\d{1,9}\.(png|jpg|webp)$/) }),
      },
    },
    async (req, reply) => {
      const img = await brandImage(db, Number.parseInt(req.params.name, 10));
      if (!img) throw new AppError('not_found');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(img.mime);
      return reply.send(Buffer.from(img.bytes));
    },
  );
}
