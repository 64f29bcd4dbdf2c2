import type {
  TAnnouncementRow,
  TBannerRow,
  THelpRow,
  ZAnnouncementBody,
  ZBannerBody,
  ZHelpBody,
} from '@portal/contracts/console-brand';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { type ContentKind, contentRepo } from './content-repo.ts';
import { decodeImage, extensionOf } from './images.ts';
import { cleanLocalizedHtml, cleanLocalizedText } from './rich-text.ts';
import { brandByCode, merchantIdOf, touchMerchant } from './settings.ts';

type BannerInput = z.infer<typeof ZBannerBody>;
type AnnouncementInput = z.infer<typeof ZAnnouncementBody>;
type HelpInput = z.infer<typeof ZHelpBody>;

export const imagePath = (id: number, mime: keyof typeof extensionOf) =>
  `/wps/system/images/${id}.${extensionOf[mime]}`;

const bannerRow = (b: Awaited<ReturnType<typeof contentRepo.banners>>[number]): TBannerRow => ({
  id: b.id,
  groupName: b.groupName,
  url: b.url,
  title: b.title,
  linkageType: b.linkageType,
  linkageTarget: b.linkageTarget,
  sort: b.sort,
  enabled: b.enabled,
});
const announcementRow = (a: Awaited<ReturnType<typeof contentRepo.announcements>>[number]): TAnnouncementRow => ({
  id: a.id,
  type: a.type as TAnnouncementRow['type'],
  title: a.title,
  content: a.content,
  sort: a.sort,
  enabled: a.enabled,
  publishedAt: a.publishedAt.toISOString(),
});
const helpRow = (h: Awaited<ReturnType<typeof contentRepo.help>>[number]): THelpRow => ({
  id: h.id,
  category: h.category,
  title: h.title,
  content: h.content,
  sort: h.sort,
  enabled: h.enabled,
});

export async function listContent(db: Db, code: string, kind: ContentKind) {
  const m = await brandByCode(db, code);
  const rows =
    kind === 'banners'
      ? (await contentRepo.banners(db, m.id)).map(bannerRow)
      : kind === 'announcements'
        ? (await contentRepo.announcements(db, m.id)).map(announcementRow)
        : (await contentRepo.help(db, m.id)).map(helpRow);
  return { languages: m.config.languages, defaultLang: m.config.defaultLang, rows };
}

/**
 * One content change: the write, the brand's row marked changed (the portal's caches are keyed by it, so the next
 * load shows the change) and the audit row commit together.
 */
async function change<T>(
  db: Db,
  op: OperatorSession,
  code: string,
  action: string,
  write: (tx: Db, merchantId: number) => Promise<{ result: T; target: string; detail?: Record<string, unknown> }>,
): Promise<T> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const merchantId = await merchantIdOf(tx, code);
    const { result, target, detail } = await write(tx, merchantId);
    await touchMerchant(tx, merchantId);
    await audit(tx, { operatorId: op.operatorId, action, target: `${code}:${target}`, detail: detail ?? {} });
    return result;
  });
}

const link = (b: BannerInput) =>
  b.linkageType === 'NONE' || !b.linkageTarget
    ? { linkageType: null, linkageTarget: null }
    : { linkageType: b.linkageType, linkageTarget: b.linkageTarget };

export function saveBanner(db: Db, op: OperatorSession, code: string, input: BannerInput, id?: number) {
  // The image is checked before anything is written.
  const image = input.image ? decodeImage(input.image) : undefined;
  if (!id && !image) throw new AppError('bad_request', 'image required', { reason: 'image_required' });
  return change(db, op, code, id ? 'content.banner.update' : 'content.banner.create', async (tx, merchantId) => {
    const url = image
      ? imagePath(await contentRepo.insertImage(tx, merchantId, image.mime, image.bytes), image.mime)
      : undefined;
    const fields = {
      groupName: input.groupName,
      title: cleanLocalizedText(input.title),
      ...link(input),
      enabled: input.enabled,
      ...(url ? { url } : {}),
    };
    const [row] = id
      ? await contentRepo.updateBanner(tx, merchantId, id, fields)
      : await contentRepo.insertBanner(tx, {
          ...fields,
          url: url ?? '',
          merchantId,
          sort: (await contentRepo.sortRange(tx, 'banners', merchantId)).hi + 1,
        });
    if (!row) throw new AppError('not_found');
    return { result: bannerRow(row), target: `banner:${row.id}`, detail: { groupName: row.groupName, url: row.url } };
  });
}

export function saveAnnouncement(db: Db, op: OperatorSession, code: string, input: AnnouncementInput, id?: number) {
  const content = cleanLocalizedHtml(input.content);
  if (Object.keys(content).length === 0)
    throw new AppError('bad_request', 'empty content', { reason: 'content_empty' });
  return change(
    db,
    op,
    code,
    id ? 'content.announcement.update' : 'content.announcement.create',
    async (tx, merchantId) => {
      const fields = { type: input.type, title: cleanLocalizedText(input.title), content, enabled: input.enabled };
      const [row] = id
        ? await contentRepo.updateAnnouncement(tx, merchantId, id, fields)
        : await contentRepo.insertAnnouncement(tx, {
            ...fields,
            merchantId,
            // A new announcement goes first.
            sort: (await contentRepo.sortRange(tx, 'announcements', merchantId)).lo - 1,
          });
      if (!row) throw new AppError('not_found');
      return { result: announcementRow(row), target: `announcement:${row.id}`, detail: { type: row.type } };
    },
  );
}

export function saveHelp(db: Db, op: OperatorSession, code: string, input: HelpInput, id?: number) {
  const content = cleanLocalizedHtml(input.content);
  if (Object.keys(content).length === 0)
    throw new AppError('bad_request', 'empty content', { reason: 'content_empty' });
  return change(db, op, code, id ? 'content.help.update' : 'content.help.create', async (tx, merchantId) => {
    const fields = {
      category: input.category,
      title: cleanLocalizedText(input.title),
      content,
      enabled: input.enabled,
    };
    const [row] = id
      ? await contentRepo.updateHelp(tx, merchantId, id, fields)
      : await contentRepo.insertHelp(tx, {
          ...fields,
          merchantId,
          sort: (await contentRepo.sortRange(tx, 'help', merchantId)).hi + 1,
        });
    if (!row) throw new AppError('not_found');
    return { result: helpRow(row), target: `help:${row.id}`, detail: { category: row.category } };
  });
}

export const setContentEnabled = (
  db: Db,
  op: OperatorSession,
  code: string,
  kind: ContentKind,
  id: number,
  enabled: boolean,
) =>
  change(db, op, code, `content.${kind}.${enabled ? 'on' : 'off'}`, async (tx, merchantId) => {
    const [row] = await contentRepo.setEnabled(tx, kind, merchantId, id, enabled);
    if (!row) throw new AppError('not_found');
    return { result: { enabled }, target: `${kind}:${id}` };
  });

export const removeContent = (db: Db, op: OperatorSession, code: string, kind: ContentKind, id: number) =>
  change(db, op, code, `content.${kind}.delete`, async (tx, merchantId) => {
    const [row] = await contentRepo.remove(tx, kind, merchantId, id);
    if (!row) throw new AppError('not_found');
    return { result: null, target: `${kind}:${id}` };
  });

export const reorderContent = (db: Db, op: OperatorSession, code: string, kind: ContentKind, ids: number[]) =>
  change(db, op, code, `content.${kind}.order`, async (tx, merchantId) => {
    if (!(await contentRepo.reorder(tx, kind, merchantId, ids))) throw new AppError('not_found');
    return { result: { ids }, target: kind, detail: { ids } };
  });

export const brandImage = (db: Db, id: number) => contentRepo.image(db, id);
