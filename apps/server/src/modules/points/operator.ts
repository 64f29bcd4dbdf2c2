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
import { notify } from '../inbox/index.ts';
import { itemRepo } from './item-repo.ts';
import { mallRepo } from './mall-repo.ts';
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

export async function createItem(db: Db, merchants: MerchantDirectory, op: OperatorSession, body: TCreateItem) {
  const merchant = await merchants.resolve(body.merchantCode ? { code: body.merchantCode } : { host: 'localhost' });
  return db.transaction(async (tx) => {
    const id = await itemRepo.insert(tx, {
      merchantId: merchant.id,
      kind: body.kind,
      texts: body.texts as Record<string, { name: string; description: string }>,
      price: BigInt(body.price),
      cashValue: body.cashValue ? toMinor(body.cashValue) : null,
      spins: body.spins ?? null,
      stock: body.stock ?? null,
      art: body.art,
    });
    await audit(tx, { operatorId: op.operatorId, action: 'points.item.create', target: `mall_item:${id}`, detail: {} });
    return { id };
  });
}

export async function updateItem(db: Db, op: OperatorSession, id: number, body: TUpdateItem) {
  await db.transaction(async (tx) => {
    const found = await itemRepo.update(tx, id, {
      price: body.price === undefined ? undefined : BigInt(body.price),
      stock: body.stock,
      active: body.active,
    });
    if (!found) throw new AppError('not_found', 'no such item');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'points.item.update',
      target: `mall_item:${id}`,
      detail: body,
    });
  });
}

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
