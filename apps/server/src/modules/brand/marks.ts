import {
  markKinds,
  markUrl,
  type TMarkFiles,
  type TMarkKind,
  type TMarksView,
  type TStoredMark,
} from '@portal/contracts/brand-marks';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { logoColours, logoMarkSvg, logoSvg } from './art.ts';
import { type CheckedMark, checkMark } from './mark-check.ts';
import { marksRepo } from './marks-repo.ts';
import { ZMerchantConfig } from './merchant-config.ts';
import { type MerchantRow, merchantRepo } from './merchant-repo.ts';
import { brandByCode } from './settings.ts';

type Brand = Pick<MerchantRow, 'name' | 'config'>;

export function marksView(m: Brand & { code: string }): TMarksView {
  const one = (kind: TMarkKind) => {
    const up = m.config.marks?.[kind];
    return { kind, url: markUrl(m, kind), uploaded: up ? { mime: up.mime, width: up.width, height: up.height } : null };
  };
  return { code: m.code, logo: one('logo'), icon: one('icon') };
}

export async function brandMarks(db: Db, code: string) {
  return marksView(await brandByCode(db, code));
}

/** Stores a checked mark as the brand's and drops the one it replaces, inside the caller's transaction. */
export async function storeMark(tx: Db, m: MerchantRow, kind: TMarkKind, mark: CheckedMark | null) {
  const before = m.config.marks?.[kind];
  const id = mark ? await marksRepo.insert(tx, m.id, mark.mime, mark.bytes) : null;
  const stored: TStoredMark | undefined =
    mark && id ? { id, mime: mark.mime, width: mark.width, height: mark.height } : undefined;
  const marks = { ...m.config.marks, [kind]: stored };
  if (!stored) delete marks[kind];
  const config = ZMerchantConfig.parse({ ...m.config, marks });
  await merchantRepo.setConfig(tx, m.id, config);
  if (before) await marksRepo.remove(tx, m.id, before.id);
  return { before: before ?? null, after: stored ?? null, config };
}

/**
 * Uploads (or with null resets to the generated drawing) a brand's logo or icon: checked by content before anything
 * is written, then the image, the configuration and the audit row (`merchant.mark`, what was read of the old and the
 * new file) commit together.
 */
export async function saveMark(db: Db, op: OperatorSession, code: string, kind: TMarkKind, dataUrl: string | null) {
  const mark = dataUrl === null ? null : checkMark(kind, dataUrl);
  const view = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    if (!mark && !m.config.marks?.[kind]) return marksView(m);
    const { before, after, config } = await storeMark(tx, m, kind, mark);
    const shown = (s: TStoredMark | null) => (s ? { mime: s.mime, width: s.width, height: s.height } : 'generated');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'merchant.mark',
      target: code,
      detail: { kind, before: shown(before), after: shown(after), ...(mark ? { bytes: mark.bytes.length } : {}) },
    });
    return marksView({ ...m, config });
  });
  return view;
}

/** The stored image a brand's mark names, or null (none uploaded, or gone in a replace another instance saw first). */
export async function markImage(db: Db, m: { id: number; config: MerchantRow['config'] }, kind: TMarkKind) {
  const up = m.config.marks?.[kind];
  if (!up) return null;
  const img = await marksRepo.image(db, m.id, up.id);
  return img ? { id: up.id, mime: up.mime, bytes: Buffer.from(img.bytes) } : null;
}

/** The mark as a data URL for the console's preview: the upload, else the drawing the portal would show. */
export async function markPreview(db: Db, code: string, kind: TMarkKind) {
  const m = await brandByCode(db, code);
  const img = await markImage(db, m, kind);
  if (img) return `data:${img.mime};base64,${img.bytes.toString('base64')}`;
  const colours = logoColours(m.config.theme);
  const svg = kind === 'logo' ? logoSvg(m.name, colours) : logoMarkSvg(colours);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Checks a new brand's or a document's files before anything waits for approval (a refusal names its reason). */
export function checkMarkFiles(files: TMarkFiles | undefined) {
  for (const kind of markKinds) {
    const file = files?.[kind];
    if (file) checkMark(kind, file);
  }
}

/** Stores a new brand's files as its marks inside the caller's transaction (checked again: they waited). */
export async function storeMarkFiles(tx: Db, merchantId: number, files: TMarkFiles | undefined) {
  const stored: TMarkKind[] = [];
  for (const kind of markKinds) {
    const file = files?.[kind];
    if (!file) continue;
    const mark = checkMark(kind, file);
    const m = await merchantRepo.byId(tx, merchantId);
    if (!m) throw new AppError('unknown_merchant');
    await storeMark(tx, m, kind, mark);
    stored.push(kind);
  }
  return stored;
}

/** The brand's uploaded marks as files, for its document (a drawn one is not a file: the importer draws its own). */
export async function markFiles(db: Db, m: { id: number; config: MerchantRow['config'] }): Promise<TMarkFiles> {
  const files: TMarkFiles = {};
  for (const kind of markKinds) {
    const img = await markImage(db, m, kind);
    if (img) files[kind] = `data:${img.mime};base64,${img.bytes.toString('base64')}`;
  }
  return files;
}
