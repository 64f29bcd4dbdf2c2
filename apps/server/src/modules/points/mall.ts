import type {
  TConversionTable,
  TConvertBody,
  TMallItem,
  TMallItemKind,
  TPointBalance,
  TPointConfig,
  TRedeemBody,
  TRedeemValue,
  TRedemption,
  TRedemptionPage,
} from '@portal/contracts/points';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, type Row, strOrNull } from '../../db/rows.ts';
import type { SessionMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { levelName, vipLevelsOf } from '../vip/index.ts';
import { checkPaymentPassword, type MoneyDeps } from '../wallet/index.ts';
import { mallRepo } from './mall-repo.ts';
import { cashFor, forLevel, memberLevel, pointsPerUnit, programmeOf } from './programme.ts';
import { pointsRepo } from './repo.ts';
import { spendPoints } from './spend.ts';
import { itemName, pick } from './texts.ts';

const money = (v: unknown) => (v === null || v === undefined ? null : formatMinor(BigInt(String(v))));

export async function pointBalance(db: Db, merchant: Merchant, m: SessionMember): Promise<TPointBalance> {
  const [points, level, programme] = [
    await pointsRepo.pointsOf(db, m.memberId),
    await memberLevel(db, merchant, m.memberId),
    await programmeOf(db, merchant.id),
  ];
  return { points: Number(points), cashValue: formatMinor(cashFor(programme, level, points)), rankLevel: level };
}

export const itemView = (r: Row, lang: string, fallback: string): TMallItem => {
  const t = pick(r.texts as Record<string, { name: string; description?: string }>, lang, fallback);
  return {
    id: int(r.id),
    kind: String(r.kind) as TMallItemKind,
    name: t?.name ?? '',
    description: t?.description ?? '',
    price: int(r.price),
    cashValue: money(r.cash_value),
    spins: r.spins === null || r.spins === undefined ? null : int(r.spins),
    stock: r.stock === null || r.stock === undefined ? null : int(r.stock),
    art: `/art/mall/${int(r.id)}.svg?v=${encodeURIComponent(String(r.art))}`,
  };
};

export async function mallItems(db: Db, merchant: Merchant, lang: string) {
  const rows = await mallRepo.items(db, merchant.id, true);
  return { list: rows.map((r) => itemView(r, lang, merchant.config.defaultLang)) };
}

export async function pointConfig(db: Db, merchant: Merchant, m: SessionMember): Promise<TPointConfig> {
  const [programme, level] = [await programmeOf(db, merchant.id), await memberLevel(db, merchant, m.memberId)];
  return {
    earnRates: programme.earnRates,
    rankLevel: level,
    myRates: forLevel(programme.earnRates, level)?.rates ?? {},
    myPointsPerUnit: pointsPerUnit(programme, level),
  };
}

/** The exchange-rate table: one row for below the first level and one per VIP level. */
export async function conversionTable(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  lang: string,
): Promise<TConversionTable> {
  const [programme, level] = [await programmeOf(db, merchant.id), await memberLevel(db, merchant, m.memberId)];
  const levels = [{ rankLevel: 0, labelName: '' }].concat(
    vipLevelsOf(merchant).map((l) => ({
      rankLevel: l.rankLevel,
      labelName: levelName(l, lang, merchant.config.defaultLang),
    })),
  );
  return {
    list: levels.map((l) => ({
      ...l,
      pointsPerUnit: pointsPerUnit(programme, l.rankLevel),
      mine: l.rankLevel === level,
    })),
  };
}

export const redemptionView = (r: Row, lang: string, fallback: string): TRedemption => ({
  id: int(r.id),
  kind: r.kind === 'convert' ? 'convert' : 'item',
  itemName: r.item_texts ? itemName(r, lang, fallback, 'item_texts') : null,
  points: int(r.points),
  cash: money(r.cash),
  status: String(r.status) as TRedemption['status'],
  note: strOrNull(r.note),
  createdAt: iso(r.created_at),
  decidedAt: isoOrNull(r.decided_at),
});

export async function redeemList(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  lang: string,
  pageNo: number,
  pageSize: number,
): Promise<TRedemptionPage> {
  const { rows, total } = await mallRepo.page(db, m.memberId, pageSize, (pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => redemptionView(r, lang, merchant.config.defaultLang)),
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** A retry of a request already done answers what the first one did, with the points held now. */
async function replayed(db: Db, merchant: Merchant, m: SessionMember, requestId: string, lang: string) {
  const row = await mallRepo.byRequest(db, m.memberId, requestId);
  if (!row) return null;
  return {
    redemption: redemptionView(row, lang, merchant.config.defaultLang),
    points: Number(await pointsRepo.pointsOf(db, m.memberId)),
  };
}

/**
 * Redeems one mall item (password checked before the transaction). In one transaction: a stocked item gives one
 * from stock (never below zero), the points leave the member, and a cash or free-spins item pays the wallet; goods
 * and vouchers wait in process for an operator. Any refusal rolls all of it back.
 */
export async function redeemItem(
  deps: MoneyDeps,
  merchant: Merchant,
  m: SessionMember,
  body: TRedeemBody,
  lang: string,
): Promise<TRedeemValue> {
  const { db } = deps;
  const item = await mallRepo.item(db, merchant.id, body.itemId);
  if (!item) throw new AppError('not_found', 'no such item');
  const kind = String(item.kind) as TMallItemKind;
  if (kind === 'physical' && !body.address) throw new AppError('address_required');
  await checkPaymentPassword(deps, m.memberId, body.paymentPassword);
  const again = await replayed(db, merchant, m, body.requestId, lang);
  if (again) return again;
  await placeItemRedemption(db, merchant.id, m.memberId, item, body.requestId, body.address ?? null);
  const done = await replayed(db, merchant, m, body.requestId, lang);
  if (!done) throw new AppError('internal');
  return done;
}

/**
 * The redemption's transaction, once the password is checked: one from a stocked item's stock (a conditional update,
 * never below zero), the points off the member, and the cash of a cash or free-spins item onto the wallet. False
 * when a copy of the same request got there first.
 */
export async function placeItemRedemption(
  db: Db,
  merchantId: number,
  memberId: number,
  item: Row,
  requestId: string,
  address: string | null,
): Promise<boolean> {
  const kind = String(item.kind) as TMallItemKind;
  const instant = kind === 'cash' || kind === 'freespins';
  const price = BigInt(String(item.price));
  const cash = instant ? BigInt(String(item.cash_value)) : null;
  const itemId = int(item.id);
  return db.transaction(async (tx) => {
    if (item.stock !== null && !(await mallRepo.takeStock(tx, itemId))) throw new AppError('item_out_of_stock');
    const id = await mallRepo.insert(tx, {
      merchantId,
      memberId,
      kind: 'item',
      itemId,
      points: price,
      cash,
      address: kind === 'physical' ? address : null,
      status: instant ? 'approved' : 'in_process',
      requestId,
    });
    if (id === null) {
      if (item.stock !== null) await mallRepo.giveStockBack(tx, itemId);
      return false;
    }
    await spendPoints(tx, memberId, id, price, cash);
    return true;
  });
}

/** Converts points to cash at the member's exchange rate: both ledger steps in one transaction. */
export async function convertPoints(
  deps: MoneyDeps,
  merchant: Merchant,
  m: SessionMember,
  body: TConvertBody,
  lang: string,
): Promise<TRedeemValue> {
  const { db } = deps;
  const points = BigInt(body.points);
  const [programme, level] = [await programmeOf(db, merchant.id), await memberLevel(db, merchant, m.memberId)];
  const cash = cashFor(programme, level, points);
  if (cash < 100n) throw new AppError('points_too_few', undefined, { pointsPerUnit: pointsPerUnit(programme, level) });
  await checkPaymentPassword(deps, m.memberId, body.paymentPassword);
  const again = await replayed(db, merchant, m, body.requestId, lang);
  if (again) return again;
  await db.transaction(async (tx) => {
    const id = await mallRepo.insert(tx, {
      merchantId: merchant.id,
      memberId: m.memberId,
      kind: 'convert',
      itemId: null,
      points,
      cash,
      address: null,
      status: 'approved',
      requestId: body.requestId,
    });
    if (id !== null) await spendPoints(tx, m.memberId, id, points, cash);
  });
  const done = await replayed(db, merchant, m, body.requestId, lang);
  if (!done) throw new AppError('internal');
  return done;
}
