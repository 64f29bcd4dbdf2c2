import {
  INBOX_LANGUAGES,
  type TInboxLanguage,
  type TInboxMessage,
  type TInboxPage,
  type TInboxTexts,
  type TSendInboxBody,
  type TSentInboxPage,
} from '@portal/contracts/inbox';
import type { Db } from '../../db/client.ts';
import { int, iso, type Row, str, strOrNull } from '../../db/rows.ts';
import { AGENT_TYPES, type SessionMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant, MerchantDirectory } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandCurrency, moneyText, numberLocale } from '../brand/index.ts';
import { lifetimeDeposits, rankFor, vipLevelsOf } from '../vip/index.ts';
import { inboxRepo, type NewMessage, type Viewer } from './repo.ts';
import { feedbackTypeNames, systemTexts } from './texts.ts';

const isLang = (l: string | null | undefined): l is TInboxLanguage => INBOX_LANGUAGES.includes(l as TInboxLanguage);

/** The reader's language: the one asked for, else the brand's default, else English. */
export const readerLanguage = (merchant: Merchant, wanted: string | undefined): TInboxLanguage =>
  [wanted, merchant.config.defaultLang, 'en'].map((l) => l?.toLowerCase()).find(isLang) ?? 'en';

async function viewerOf(db: Db, merchant: Merchant, m: SessionMember): Promise<Viewer> {
  const levels = vipLevelsOf(merchant);
  const rank = levels.length ? (rankFor(levels, await lifetimeDeposits(db, m.memberId))?.rankLevel ?? 0) : 0;
  return {
    memberId: m.memberId,
    merchantId: m.merchantId,
    isAgent: AGENT_TYPES.includes(m.isAgent),
    rank,
    joinedAt: await inboxRepo.joinedAt(db, m.memberId),
  };
}

/** A message's title and body for the reader: an operator's text in their language, a system one written out. */
function render(row: Row, merchant: Merchant, lang: TInboxLanguage): { title: string; body: string } {
  const template = strOrNull(row.template);
  if (template) {
    const texts = systemTexts[template]?.[lang];
    if (!texts) return { title: template, body: '' };
    const params = (row.params ?? {}) as Record<string, string>;
    const vars: Record<string, string> = { ...params };
    if (params.amount !== undefined)
      vars.amount = moneyText(formatMinor(BigInt(params.amount)), brandCurrency(merchant), lang);
    if (params.type !== undefined) vars.type = feedbackTypeNames[lang][params.type] ?? params.type;
    if (params.points !== undefined)
      vars.points = new Intl.NumberFormat(numberLocale(lang)).format(BigInt(params.points));
    return { title: texts.title(vars), body: texts.body(vars) };
  }
  const texts = (row.texts ?? {}) as Record<string, { title: string; body: string }>;
  return (
    texts[lang] ?? texts[merchant.config.defaultLang] ?? texts.en ?? Object.values(texts)[0] ?? { title: '', body: '' }
  );
}

export async function inboxPage(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  lang: string | undefined,
  pageNo: number,
  pageSize: number,
): Promise<TInboxPage> {
  const v = await viewerOf(db, merchant, m);
  const reader = readerLanguage(merchant, lang);
  const [rows, counts] = [
    await inboxRepo.page(db, v, pageSize, (pageNo - 1) * pageSize),
    await inboxRepo.counts(db, v),
  ];
  const list: TInboxMessage[] = rows.map((r) => ({
    id: int(r.id),
    source: str(r.source) === 'system' ? 'system' : 'operator',
    ...render(r, merchant, reader),
    createdAt: iso(r.created_at),
    read: Boolean(r.read),
  }));
  return { list, total: counts.total, totalPages: Math.ceil(counts.total / pageSize), unread: counts.unread };
}

export async function unreadCount(db: Db, merchant: Merchant, m: SessionMember) {
  return { count: (await inboxRepo.counts(db, await viewerOf(db, merchant, m))).unread };
}

/** Marks one of the member's messages read; someone else's (or none) is not_found, exactly like a missing one. */
export async function markRead(db: Db, merchant: Merchant, m: SessionMember, id: number) {
  const v = await viewerOf(db, merchant, m);
  if (!(await inboxRepo.markRead(db, v, id))) throw new AppError('not_found');
  return { count: (await inboxRepo.counts(db, v)).unread };
}

export async function markAllRead(db: Db, merchant: Merchant, m: SessionMember) {
  const v = await viewerOf(db, merchant, m);
  await inboxRepo.markAllRead(db, v);
  return { count: (await inboxRepo.counts(db, v)).unread };
}

/** A system event for one member, inside the caller's transaction when given one; one message per event key. */
export interface InboxEvent {
  merchantId: number;
  memberId: number;
  template: keyof typeof systemTexts;
  params: Record<string, string>;
  eventKey: string;
}
export const notify = (db: Db, e: InboxEvent) =>
  inboxRepo.insert(db, {
    merchantId: e.merchantId,
    audience: 'member',
    memberId: e.memberId,
    source: 'system',
    template: e.template,
    params: e.params,
    eventKey: e.eventKey,
  });

/** An operator's message to a member or a group of a brand (the default brand unless one is named). */
export async function sendMessage(db: Db, merchants: MerchantDirectory, op: OperatorSession, body: TSendInboxBody) {
  const merchant = await merchants.resolve(body.merchantCode ? { code: body.merchantCode } : { host: 'localhost' });
  const memberId = body.username ? await inboxRepo.memberByUsername(db, merchant.id, body.username) : null;
  if (body.audience === 'member' && !memberId) throw new AppError('not_found', 'no such member');
  const row: NewMessage = {
    merchantId: merchant.id,
    audience: body.audience,
    memberId,
    vipRank: body.audience === 'vip' ? (body.vipRank ?? null) : null,
    source: 'operator',
    texts: body.texts as Record<string, { title: string; body: string }>,
    sentBy: op.operatorId,
  };
  return db.transaction(async (tx) => {
    const id = await inboxRepo.insert(tx, row);
    if (id === null) throw new AppError('internal');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'inbox.send',
      target: `inbox:${id}`,
      detail: { audience: body.audience, username: body.username ?? null, vipRank: body.vipRank ?? null },
    });
    return { id };
  });
}

export async function sentMessages(db: Db, page: number, size: number): Promise<TSentInboxPage> {
  const { rows, total } = await inboxRepo.sent(db, size, page * size);
  return {
    total,
    rows: rows.map((r) => ({
      id: int(r.id),
      merchantCode: str(r.merchant_code),
      audience: str(r.audience) as TSentInboxPage['rows'][number]['audience'],
      username: strOrNull(r.username),
      vipRank: r.vip_rank === null || r.vip_rank === undefined ? null : int(r.vip_rank),
      texts: (r.texts ?? {}) as TInboxTexts,
      sentBy: strOrNull(r.sent_by),
      createdAt: iso(r.created_at),
      readCount: int(r.read_count),
    })),
  };
}
