import type {
  TConsoleApplication,
  TConsolePromotion,
  TPromotionInput,
  TPromotionStatus,
} from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, approvalRepo, approveIn, gate, withdrawIn } from '../approvals/index.ts';
import { brandByCode, brandById } from '../brand/index.ts';
import { proofImage } from '../wallet/index.ts';
import { entriesRepo, promotionsRepo } from './repo.ts';
import type { Promotion } from './rules.ts';
import { textOf } from './texts.ts';
import { bannerUrl, consoleImageUrl, mechanismView, valuesOf, wageringView } from './view.ts';

/** The operator's side of promotions: create, edit, schedule, pause, end; review applications. Every change audited. */

const rowView = (p: Promotion, counts = { entries: 0, bonuses: 0, bonusTotal: 0n }): TConsolePromotion => ({
  id: p.id,
  code: p.code,
  category: p.category as TConsolePromotion['category'],
  mechanism: mechanismView(p),
  texts: p.texts,
  art: p.art as TConsolePromotion['art'],
  audience: p.audience,
  wagering: wageringView(p),
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt?.toISOString() ?? null,
  sort: p.sort,
  status: p.status,
  bannerUrl: bannerUrl(p),
  entries: counts.entries,
  bonuses: counts.bonuses,
  bonusTotal: formatMinor(counts.bonusTotal),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export async function promotionPage(
  db: Db,
  code: string,
  f: { status?: string | undefined; category?: string | undefined; page: number; size: number },
) {
  const m = await brandByCode(db, code);
  const r = await promotionsRepo.consolePage(db, m.id, { ...f, offset: f.page * f.size, limit: f.size });
  return { total: r.total, rows: r.rows.map((x) => rowView(x.promotion, x)) };
}

async function existing(db: Db, id: number, lock = false): Promise<Promotion> {
  const p = await promotionsRepo.byId(db, id, lock);
  if (!p) throw new AppError('promotion_not_found');
  return p;
}

export const promotionOne = async (db: Db, id: number) =>
  rowView(await existing(db, id), await promotionsRepo.counts(db, id));

/** A new promotion, a draft until scheduled or put live. */
export async function createPromotion(db: Db, op: OperatorSession, code: string, input: TPromotionInput) {
  const m = await brandByCode(db, code);
  const values = valuesOf(m.id, m.config.defaultLang, input);
  const id = await db.transaction(async (tx) => {
    if (await promotionsRepo.codeTaken(tx, m.id, values.code, null)) throw new AppError('promotion_code_taken');
    const id = await promotionsRepo.insert(tx, values);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'promotions.create',
      target: `promotion:${id}`,
      detail: { code: values.code },
    });
    return id;
  });
  return promotionOne(db, id);
}

/** Edits a promotion that has not ended; bonuses already issued keep the terms they were issued with. */
export async function editPromotion(db: Db, op: OperatorSession, id: number, input: TPromotionInput) {
  await db.transaction(async (tx) => {
    const p = await existing(tx, id, true);
    if (p.status === 'ended') throw new AppError('promotion_state');
    const m = await brandById(tx, p.merchantId);
    const values = valuesOf(m.id, m.config.defaultLang, input);
    if (await promotionsRepo.codeTaken(tx, m.id, values.code, id)) throw new AppError('promotion_code_taken');
    await promotionsRepo.update(tx, id, values);
    await audit(tx, { operatorId: op.operatorId, action: 'promotions.edit', target: `promotion:${id}` });
  });
  return promotionOne(db, id);
}

/** Which status may follow which: ended is final; a draft is scheduled or put live; live and paused alternate. */
const NEXT: Record<TPromotionStatus, TPromotionStatus[]> = {
  draft: ['scheduled', 'live', 'ended'],
  scheduled: ['live', 'paused', 'ended'],
  live: ['paused', 'ended'],
  paused: ['live', 'scheduled', 'ended'],
  ended: [],
};

export async function setPromotionStatus(db: Db, op: OperatorSession, id: number, status: TPromotionStatus) {
  await db.transaction(async (tx) => {
    const p = await existing(tx, id, true);
    if (!NEXT[p.status].includes(status)) throw new AppError('promotion_state', `${p.status} -> ${status}`);
    await promotionsRepo.setStatus(tx, id, status);
    await audit(tx, {
      operatorId: op.operatorId,
      action: `promotions.${status === 'live' ? 'start' : status === 'scheduled' ? 'schedule' : status === 'paused' ? 'pause' : 'end'}`,
      target: `promotion:${id}`,
      detail: { from: p.status, to: status },
    });
  });
  return promotionOne(db, id);
}

export async function applicationPage(
  db: Db,
  code: string,
  f: { status?: string | undefined; page: number; size: number },
): Promise<{ total: number; rows: TConsoleApplication[] }> {
  const m = await brandByCode(db, code);
  return applicationRows(db, { merchantId: m.id, status: f.status }, f.page * f.size, f.size, m.config.defaultLang);
}

async function applicationRows(
  db: Db,
  f: { merchantId?: number; entryId?: number; status?: string | undefined },
  offset: number,
  limit: number,
  lang: string,
): Promise<{ total: number; rows: TConsoleApplication[] }> {
  const r = await entriesRepo.applicationsPage(db, f, offset, limit);
  const rows: TConsoleApplication[] = [];
  for (const { entry: e, row } of r.rows) {
    const waiting = e.status === 'in_process' ? await approvalRepo.pendingOf(db, `promotion-entry:${e.id}`) : null;
    rows.push({
      id: e.id,
      promotionId: e.promotionId,
      promotionCode: String(row.code),
      title: textOf(row.texts, lang, lang).title,
      username: String(row.username),
      comment: e.comment ?? '',
      imageUrls: e.imageIds.map(consoleImageUrl),
      status: e.status === 'joined' ? 'in_process' : e.status,
      maxAmount: formatMinor(BigInt(String(row.max_amount))),
      amount: e.amount === null ? null : formatMinor(e.amount),
      awaitingSecond: waiting
        ? { amount: formatMinor(waiting.amount), requestedBy: waiting.requestedBy, approvalId: waiting.id }
        : null,
      rejectReason: e.rejectReason,
      createdAt: e.createdAt,
      decidedAt: e.decidedAt,
    });
  }
  return { total: r.total, rows };
}

/** An application's image for review; any other upload answers not_found. */
export async function applicationImage(db: Db, imageId: number) {
  if (!(await entriesRepo.imageInApplication(db, imageId))) throw new AppError('not_found');
  const image = await proofImage(db, imageId);
  if (!image) throw new AppError('not_found');
  return image;
}

/** Moves an application to approved with its amount (the entry is locked by the caller), audited. */
async function approveEntry(tx: Db, operatorId: number, entryId: number, amount: bigint, approvalId: number | null) {
  if (!(await entriesRepo.move(tx, entryId, 'in_process', { status: 'approved', amount, decidedBy: operatorId })))
    throw new AppError('application_decided');
  await audit(tx, {
    operatorId,
    action: 'promotions.approve',
    target: `promotion-entry:${entryId}`,
    detail: { amount: formatMinor(amount), ...(approvalId === null ? {} : { approvalId }) },
  });
}

/**
 * Approves an application with an amount (at most the promotion's maximum): the entry becomes approved and waits for
 * the member to claim it in the rewards centre (the claim issues the bonus, see claimPromotion). The decision and
 * the audit commit together; no money moves here. A bonus above the brand's threshold, or one that takes what this
 * operator granted without a second operator in the last 24 h above it, is approved once and stays in process
 * (awaitingSecond) until another admin approves it too (at the first one's amount) or it is rejected.
 */
export async function approveApplication(db: Db, op: OperatorSession, entryId: number, amountText: string) {
  const amount = toMinor(amountText);
  await db.transaction(async (tx) => {
    const e = await entriesRepo.byId(tx, entryId, true);
    if (!e) throw new AppError('not_found');
    const p = await existing(tx, e.promotionId);
    if (p.mechanism !== 'application') throw new AppError('not_found');
    if (e.status !== 'in_process') throw new AppError('application_decided');
    if (amount > p.amount) throw new AppError('application_amount_too_high', undefined, { max: formatMinor(p.amount) });
    const waiting = await approvalRepo.pendingOf(tx, `promotion-entry:${entryId}`, 'promotion.application');
    if (waiting) return approveIn(tx, op, waiting.id);
    const g = await gate(tx, {
      kind: 'promotion.application',
      merchantId: p.merchantId,
      operatorId: op.operatorId,
      target: `promotion-entry:${entryId}`,
      summary: `Bonus of promotion ${p.code} to entry #${entryId}`,
      amount,
      payload: { entryId, amount: amount.toString() },
      windowed: true,
    });
    if (g.status === 'applied') await approveEntry(tx, op.operatorId, entryId, amount, null);
  });
  return applicationOne(db, entryId);
}

/** Rejects an application in process; a second approval it waited for is withdrawn with it. */
export async function rejectApplication(db: Db, op: OperatorSession, entryId: number, reason: string) {
  await db.transaction(async (tx) => {
    const e = await entriesRepo.byId(tx, entryId, true);
    if (!e) throw new AppError('not_found');
    if (e.status !== 'in_process') throw new AppError('application_decided');
    await entriesRepo.move(tx, entryId, 'in_process', {
      status: 'rejected',
      rejectReason: reason,
      decidedBy: op.operatorId,
    });
    const waiting = await approvalRepo.pendingOf(tx, `promotion-entry:${entryId}`, 'promotion.application');
    if (waiting) await withdrawIn(tx, op.operatorId, waiting.id, reason);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'promotions.reject',
      target: `promotion-entry:${entryId}`,
      detail: { reason },
    });
  });
  return applicationOne(db, entryId);
}

approvalKind('promotion.application', {
  action: 'promotions.manage',
  async apply(tx, a, deciderId) {
    const entryId = Number(a.payload.entryId);
    const e = await entriesRepo.byId(tx, entryId, true);
    if (e?.status !== 'in_process') throw new AppError('application_decided');
    await approveEntry(tx, deciderId, entryId, BigInt(String(a.payload.amount)), a.id);
  },
});

async function applicationOne(db: Db, entryId: number): Promise<TConsoleApplication> {
  const [row] = (await applicationRows(db, { entryId }, 0, 1, 'en')).rows;
  if (!row) throw new AppError('not_found');
  return row;
}
