import { brandLaunchOps } from '@portal/contracts/brand-launch';
import { brandMarkOps } from '@portal/contracts/brand-marks';
import { brandConsoleOps, type TContentWrites } from '@portal/contracts/console-brand';
import { vipConsoleOps } from '@portal/contracts/console-vip';
import { ZBrandImageParams } from '@portal/contracts/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import type { OperatorSession } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
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
import { brandGeneralView, saveBrandGeneral } from './general.ts';
import { brandMarks, markPreview, saveMark } from './marks.ts';
import { brandSettingsView, saveBrandSettings } from './settings.ts';
import { brandVipLevels, saveBrandVipLevels } from './vip-levels.ts';

/** A banner image of up to 2 MB arrives base64 in JSON. */
const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;
/** A logo of up to 256 KB, base64 in JSON (the check then refuses what is too large with its reason). */
const MARK_BODY_LIMIT = 512 * 1024;

/** The console's brand settings (admin) and content (admin and support) calls, and the public banner images. */
export default async function brandConsoleRoutes(app: App) {
  const { db } = app.deps;
  /** The brand directory re-reads at once in this instance; others within its TTL (seconds). */
  const changed = () => app.deps.merchants.invalidate();
  const ops = brandConsoleOps;

  route(app, ops.settings, async ({ params }) => brandSettingsView(db, params.code));

  route(app, ops.saveSettings, async ({ params, body, who }) => {
    const view = await saveBrandSettings(db, who, params.code, body);
    changed();
    return view;
  });

  route(app, brandLaunchOps.general, async ({ params }) => brandGeneralView(db, params.code));

  route(app, brandLaunchOps.saveGeneral, async ({ params, body, who }) => {
    const view = await saveBrandGeneral(db, who, params.code, body);
    changed();
    return view;
  });

  route(app, brandMarkOps.marks, async ({ params }) => brandMarks(db, params.code));

  route(app, brandMarkOps.preview, async ({ params }) => ({
    kind: params.kind,
    image: await markPreview(db, params.code, params.kind),
  }));

  route(
    app,
    brandMarkOps.upload,
    async ({ params, body, who }) => {
      const view = await saveMark(db, who, params.code, params.kind, body.image);
      changed();
      return view;
    },
    { bodyLimit: MARK_BODY_LIMIT },
  );

  route(app, brandMarkOps.reset, async ({ params, who }) => {
    const view = await saveMark(db, who, params.code, params.kind, null);
    changed();
    return view;
  });

  route(app, vipConsoleOps.levels, async ({ params }) => brandVipLevels(db, params.code));

  route(app, vipConsoleOps.saveLevels, async ({ params, body, who }) => {
    const view = await saveBrandVipLevels(db, who, params.code, body);
    changed();
    return view;
  });

  route(app, ops.content, async ({ params }) => listContent(db, params.code, params.kind));

  const opts = { bodyLimit: IMAGE_BODY_LIMIT };
  /** A content kind's add, reorder and edit. */
  const writes = <B extends z.ZodType, R extends z.ZodType>(
    w: TContentWrites<B, R>,
    save: (db: Db, op: OperatorSession, code: string, input: z.output<B>, id?: number) => Promise<z.input<R>>,
  ) => {
    route(
      app,
      w.create,
      async ({ params, body, who }) => {
        const saved = await save(db, who, params.code, body as z.output<B>);
        changed();
        return saved;
      },
      opts,
    );
    // Registered before `/:id`, whose number would not match `order`.
    route(app, w.order, async ({ params, body, who }) => {
      const result = await reorderContent(db, who, params.code, w.kind, body.ids);
      changed();
      return result;
    });
    route(
      app,
      w.update,
      async ({ params, body, who }) => {
        const saved = await save(db, who, params.code, body as z.output<B>, params.id);
        changed();
        return saved;
      },
      opts,
    );
  };
  writes(ops.banners, saveBanner);
  writes(ops.announcements, saveAnnouncement);
  writes(ops.help, saveHelp);

  route(app, ops.setEnabled, async ({ params: p, body, who }) => {
    const result = await setContentEnabled(db, who, p.code, p.kind, p.id, body.enabled);
    changed();
    return result;
  });

  route(app, ops.remove, async ({ params, who }) => {
    await removeContent(db, who, params.code, params.kind, params.id);
    changed();
    return null;
  });

  app.get(
    '/wps/system/images/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A banner image uploaded in the console (never changes: a new upload gets a new address)',
        params: ZBrandImageParams,
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
