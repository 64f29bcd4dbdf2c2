import type { TBonusHold } from '@portal/contracts/bonus-holds';
import type { Db } from '../../db/client.ts';
import { type Row, strOrNull } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { bonusRepo, toBonus } from './bonus-repo.ts';
import { reviewHeldBonus } from './bonuses.ts';

/** The operator's side of the bonus abuse rules (abuse.ts): the held bonuses, their links, release and cancel. */

async function holdViews(db: Db, rows: Row[]): Promise<TBonusHold[]> {
  const bonuses = rows.map((r) => ({ b: toBonus(r), r }));
  const names = await bonusRepo.usernames(db, [...new Set(bonuses.flatMap(({ b }) => b.links.map((l) => l.memberId)))]);
  return bonuses.map(({ b, r }) => ({
    id: b.id,
    source: b.source,
    promotionId: b.promotionId,
    promotionCode: strOrNull(r.promotion_code),
    memberId: b.memberId,
    username: String(r.username),
    refereeUsername: strOrNull(r.referee_username),
    amount: formatMinor(b.amount),
    requirement: formatMinor(b.requirement),
    status: b.status,
    links: b.links.map((l) => ({ ...l, username: names.get(l.memberId) ?? `#${l.memberId}` })),
    heldAt: b.heldAt ?? b.createdAt,
    reviewedAt: b.reviewedAt,
    reviewedBy: strOrNull(r.reviewer),
  }));
}

/** A brand's bonuses held for review (the links that held them), or those reviewed. */
export async function bonusHoldPage(
  db: Db,
  code: string,
  f: { state: 'held' | 'reviewed'; page: number; size: number },
): Promise<{ total: number; rows: TBonusHold[] }> {
  const m = await brandByCode(db, code);
  const r = await bonusRepo.holdsPage(db, m.id, f.state, f.page * f.size, f.size);
  return { total: r.total, rows: await holdViews(db, r.rows) };
}

/**
 * Releases (pays, with its turnover from now) or cancels (pays nothing) a held bonus. The move from held is the gate:
 * of two operators deciding at once only the first moves it, and its posting and the audit commit with it.
 */
export async function reviewHold(
  db: Db,
  op: OperatorSession,
  id: number,
  decision: 'release' | 'cancel',
  note: string,
): Promise<TBonusHold> {
  await db.transaction(async (tx) => {
    const b = await reviewHeldBonus(tx, id, decision, op.operatorId);
    if (!b) throw new AppError((await bonusRepo.byId(tx, id)) ? 'bonus_not_held' : 'not_found');
    await audit(tx, {
      operatorId: op.operatorId,
      action: decision === 'release' ? 'bonus.release' : 'bonus.cancel',
      target: `bonus:${id}`,
      detail: { member: b.memberId, amount: formatMinor(b.amount), links: b.links, note },
    });
  });
  const row = await bonusRepo.holdRow(db, id);
  const [view] = row ? await holdViews(db, [row]) : [];
  if (!view) throw new AppError('not_found');
  return view;
}
