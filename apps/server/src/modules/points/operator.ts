import type { TMallItemKind } from '@portal/contracts/points';
import type {
  TConsoleItem,
  TConsoleRedemptions,
  TCreateItem,
  TRedemptionDecision,
  TUpdateItem,
} from '@portal/contracts/points-console';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, type Row, str, strOrNull } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { MerchantDirectory } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, approvalRef, approvalRepo, gate } from '../approvals/index.ts';
import { notify } from '../inbox/index.ts';
import { thresholdOf } from '../wallet/index.ts';
import { itemRepo, type NewItem } from './item-repo.ts';
import { mallRepo } from './mall-repo.ts';
import { programmeOf } from './programme.ts';
import { refundPoints } from './spend.ts';
import { itemName } from './texts.ts';

const consoleItem = (r: Row): TConsoleItem => ({
  id: int(r.id),
  merchantCode: str(r.merchant_code),
  kind: str(r.kind) as TMallItemKind,
  texts: r.texts as TConsoleItem['texts'],
  price: int(r.price),
  cashValue: r.cash_value === null ? null : formatMinor(BigInt(String(r.cash_value))),
  spins: r.spins === null ? null : int(r.spins),
  stock: r.stock === null ? null : int(r.stock),
  art: str(r.art),
  active: Boolean(r.active),
  redeemed: int(r.redeemed),
});

export async function consoleItems(db: Db) {
  return { rows: (await itemRepo.all(db)).map(consoleItem) };
}

/**
 * How far above the programme an item may pay per point before it needs a second admin: twice what its price would
 * convert to at the brand's best exchange rate (the seed items pay at most about that rate).
 */
export const MALL_RATE_FACTOR = 2n;

/**
 * The four-eyes rule of an item with a cash value (cash and free-spins items): it waits for a second admin when one
 * redemption is worth more than the brand's threshold, or when its price in points buys more than MALL_RATE_FACTOR
 * times what converting those points would pay at the programme's best rate. Goods and vouchers have no cash value
 * (each of their redemptions is decided by an operator).
 */
async function itemWaits(tx: Db, merchantId: number, price: bigint, cashValue: bigint | null) {
  if (cashValue === null) return false;
  const programme = await programmeOf(tx, merchantId);
  const best = BigInt(Math.min(...programme.exchangeRates.map((r) => r.pointsPerUnit)));
  return cashValue > (await thresholdOf(tx, merchantId)) || cashValue * best > price * 100n * MALL_RATE_FACTOR;
}

type StoredItem = Omit<NewItem, 'price' | 'cashValue'> & { price: string; cashValue: string | null };

async function insertItem(tx: Db, operatorId: number, item: NewItem, approvalId: number | null) {
  const id = await itemRepo.insert(tx, item);
  await audit(tx, {
    operatorId,
    action: 'points.item.create',
    target: `mall_item:${id}`,
    detail: approvalId === null ? {} : { approvalId },
  });
  return id;
}

/** A new item: live at once, or (by itemWaits) kept in an approval until a second admin approves it. */
export async function createItem(db: Db, merchants: MerchantDirectory, op: OperatorSession, body: TCreateItem) {
  const merchant = await merchants.resolve(body.merchantCode ? { code: body.merchantCode } : { host: 'localhost' });
  const item: NewItem = {
    merchantId: merchant.id,
    kind: body.kind,
    texts: body.texts as Record<string, { name: string; description: string }>,
    price: BigInt(body.price),
    cashValue: body.cashValue ? toMinor(body.cashValue) : null,
    spins: body.spins ?? null,
    stock: body.stock ?? null,
    art: body.art,
  };
  return db.transaction(async (tx) => {
    const g = await gate(tx, {
      kind: 'mall_item.create',
      merchantId: merchant.id,
      operatorId: op.operatorId,
      target: `merchant:${merchant.code}`,
      summary: `New ${item.kind} item “${Object.values(item.texts)[0]?.name ?? ''}” at ${item.price} points`,
      amount: item.cashValue ?? 0n,
      payload: { ...item, price: item.price.toString(), cashValue: item.cashValue?.toString() ?? null },
      windowed: false,
      waits: await itemWaits(tx, merchant.id, item.price, item.cashValue),
    });
    if (g.status === 'pending') return { id: null, approval: approvalRef(g) };
    return { id: await insertItem(tx, op.operatorId, item, null), approval: null };
  });
}

type ItemPatch = { price?: string | undefined; stock?: number | null | undefined; active?: boolean | undefined };

async function patchItem(tx: Db, operatorId: number, id: number, patch: ItemPatch, approvalId: number | null) {
  const found = await itemRepo.update(tx, id, {
    price: patch.price === undefined ? undefined : BigInt(patch.price),
    stock: patch.stock,
    active: patch.active,
  });
  if (!found) throw new AppError('not_found', 'no such item');
  await audit(tx, {
    operatorId,
    action: 'points.item.update',
    target: `mall_item:${id}`,
    detail: { ...patch, ...(approvalId === null ? {} : { approvalId }) },
  });
}

/** Changes an item; a new price that makes it wait by itemWaits keeps the whole change for a second admin. */
export async function updateItem(db: Db, op: OperatorSession, id: number, body: TUpdateItem) {
  return db.transaction(async (tx) => {
    const current = await itemRepo.lock(tx, id);
    if (!current) throw new AppError('not_found', 'no such item');
    const patch: ItemPatch = {
      price: body.price === undefined ? undefined : String(body.price),
      stock: body.stock,
      active: body.active,
    };
    if (body.price !== undefined && BigInt(body.price) !== current.price) {
      const price = BigInt(body.price);
      const g = await gate(tx, {
        kind: 'mall_item.update',
        merchantId: current.merchantId,
        operatorId: op.operatorId,
        target: `mall_item:${id}`,
        summary: `Item #${id} price ${current.price} → ${price} points`,
        amount: current.cashValue ?? 0n,
        payload: { id, patch },
        windowed: false,
        waits: await itemWaits(tx, current.merchantId, price, current.cashValue),
      });
      if (g.status === 'pending') return approvalRef(g);
    }
    await patchItem(tx, op.operatorId, id, patch, null);
    return null;
  });
}

approvalKind('mall_item.create', {
  action: 'points.items',
  async apply(tx, a, deciderId) {
    const p = a.payload as StoredItem;
    const id = await insertItem(
      tx,
      deciderId,
      { ...p, price: BigInt(p.price), cashValue: p.cashValue === null ? null : BigInt(p.cashValue) },
      a.id,
    );
    await approvalRepo.setTarget(tx, a.id, `mall_item:${id}`);
  },
});

approvalKind('mall_item.update', {
  action: 'points.items',
  async apply(tx, a, deciderId) {
    const p = a.payload as { id: number; patch: ItemPatch };
    await patchItem(tx, deciderId, p.id, p.patch, a.id);
  },
});

export async function redemptionQueue(
  db: Db,
  status: string,
  page: number,
  size: number,
): Promise<TConsoleRedemptions> {
  const { rows, total } = await mallRepo.queue(db, status, size, page * size);
  return {
    total,
    rows: rows.map((r) => ({
      id: int(r.id),
      username: str(r.username),
      merchantCode: str(r.merchant_code),
      itemName: r.item_texts ? itemName(r, 'en', 'pt', 'item_texts') : null,
      kind: r.item_kind ? (str(r.item_kind) as TMallItemKind) : null,
      points: int(r.points),
      address: strOrNull(r.address),
      status: str(r.status) as TConsoleRedemptions['rows'][number]['status'],
      note: strOrNull(r.note),
      decidedBy: strOrNull(r.decided_by_name),
      createdAt: iso(r.created_at),
      decidedAt: isoOrNull(r.decided_at),
    })),
  };
}

/**
 * An operator's decision on a redemption in process: approve (the item ships) or reject (the points go back to the
 * member and the item back to stock). The decision, the refund and the audit row commit together; a second
 * decision is refused.
 */
export async function decideRedemption(db: Db, op: OperatorSession, id: number, body: TRedemptionDecision) {
  const row = await mallRepo.one(db, id);
  if (!row) throw new AppError('not_found', 'no such redemption');
  await db.transaction(async (tx) => {
    const status = body.action === 'approve' ? 'approved' : 'rejected';
    if (!(await mallRepo.decide(tx, id, status, op.operatorId, body.note ?? null)))
      throw new AppError('redemption_decided');
    if (status === 'rejected') {
      await refundPoints(tx, int(row.member_id), id, BigInt(String(row.points)));
      if (row.item_id !== null) await mallRepo.giveStockBack(tx, int(row.item_id));
    }
    // The member hears of it in the inbox, in the same commit.
    await notify(tx, {
      merchantId: int(row.merchant_id),
      memberId: int(row.member_id),
      template: status === 'approved' ? 'redemption_approved' : 'redemption_rejected',
      params: { points: String(row.points), note: body.note ?? '' },
      eventKey: `redemption:${id}`,
    });
    await audit(tx, {
      operatorId: op.operatorId,
      action: `points.redemption.${body.action}`,
      target: `point_redemption:${id}`,
      detail: { note: body.note ?? null },
    });
  });
  const after = await mallRepo.one(db, id);
  return { status: str(after?.status) };
}
