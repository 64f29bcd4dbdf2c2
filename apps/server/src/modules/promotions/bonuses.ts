import type { TBonus, TBonusDetails } from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { house, memberBonus, memberMain, postTransfer } from '../wallet/index.ts';
import { type Bonus, bonusRepo } from './bonus-repo.ts';
import { promotionsRepo } from './repo.ts';
import { requirementOf } from './rules.ts';
import { textOf } from './texts.ts';

/** The house account promotions pay from and take expired or forfeited bonuses back into. */
export const PROMOTIONS_HOUSE = house('promotions');

/**
 * Pays an entry's reward into the member's bonus wallet with its turnover requirement, inside the caller's
 * transaction (exactly once: one bonus per entry, and the posting's key is the entry's). A reward without turnover
 * (multiple 0) moves on to the main wallet at once.
 */
export async function issueBonus(
  tx: Db,
  p: {
    id: number;
    merchantId: number;
    wagerMultiple: number;
    wagerBase: 'bonus' | 'bonus_deposit';
    expiryDays: number;
    weights: Record<string, number>;
  },
  e: { entryId: number; memberId: number; amount: bigint; depositAmount?: bigint | null },
): Promise<Bonus> {
  const bonus = await bonusRepo.insert(tx, {
    merchantId: p.merchantId,
    memberId: e.memberId,
    promotionId: p.id,
    entryId: e.entryId,
    amount: e.amount,
    depositAmount: e.depositAmount ?? null,
    requirement: requirementOf(p, e.amount, e.depositAmount ?? 0n),
    weights: p.weights,
    expiryDays: p.expiryDays,
  });
  await postTransfer(tx, {
    from: PROMOTIONS_HOUSE,
    to: memberBonus(e.memberId),
    amount: e.amount,
    kind: 'promo_bonus',
    memberId: e.memberId,
    memo: `Promotion #${p.id} bonus #${bonus.id}`,
    idempotencyKey: `promo:entry:${e.entryId}`,
  });
  if (bonus.requirement === 0n) return (await settleBonus(tx, bonus.id, 'released')) ?? bonus;
  return bonus;
}

const SETTLE = {
  released: { kind: 'bonus', memo: 'released' },
  expired: { kind: 'promo_expire', memo: 'expired' },
  forfeited: { kind: 'promo_forfeit', memo: 'forfeited' },
} as const;

/**
 * Ends an active bonus and moves its money: released goes to the main wallet (shown as a bonus in the account
 * record), expired and forfeited go back to the house. The conditional status change is the gate, so of a release,
 * an expiry and a forfeit racing only the first moves money. Null when the bonus was no longer active.
 */
export async function settleBonus(
  tx: Db,
  id: number,
  status: 'released' | 'expired' | 'forfeited',
): Promise<Bonus | null> {
  const b = await bonusRepo.settle(tx, id, status);
  if (!b) return null;
  await postTransfer(tx, {
    from: memberBonus(b.memberId),
    to: status === 'released' ? memberMain(b.memberId) : PROMOTIONS_HOUSE,
    amount: b.amount,
    kind: SETTLE[status].kind,
    memberId: b.memberId,
    memo: `Promotion bonus #${b.id} ${SETTLE[status].memo}`,
    idempotencyKey: `promo:bonus:${b.id}:${status}`,
  });
  return b;
}

export const bonusView = (b: Bonus, title: string): TBonus => ({
  id: b.id,
  promotionId: b.promotionId,
  title,
  amount: formatMinor(b.amount),
  depositAmount: b.depositAmount === null ? null : formatMinor(b.depositAmount),
  requirement: formatMinor(b.requirement),
  progress: formatMinor(b.progress > b.requirement ? b.requirement : b.progress),
  remaining: formatMinor(b.requirement > b.progress ? b.requirement - b.progress : 0n),
  weights: b.weights,
  status: b.status,
  issuedAt: b.createdAt,
  expiresAt: b.expiresAt,
  settledAt: b.settledAt,
});

/** bonusDetails: the member's bonuses, newest first, with the bonus wallet and the turnover still open. */
export async function bonusDetails(
  db: Db,
  memberId: number,
  query: { status?: TBonus['status'] | undefined; pageNo: number; pageSize: number },
  lang: string,
  defaultLang: string,
): Promise<TBonusDetails> {
  const page = await bonusRepo.memberPage(
    db,
    memberId,
    query.status,
    (query.pageNo - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    list: page.rows.map((r) => bonusView(r.bonus, textOf(r.texts, lang, defaultLang).title)),
    total: page.total,
    totalPages: Math.ceil(page.total / query.pageSize),
    bonusBalance: formatMinor(await bonusRepo.bonusBalance(db, memberId)),
    openTurnover: formatMinor(await bonusRepo.openTurnover(db, memberId)),
  };
}

/** The member gives an active bonus up: it returns to the house and its turnover no longer holds withdrawals. */
export async function forfeitBonus(db: Db, memberId: number, bonusId: number, lang: string, defaultLang: string) {
  const b = await bonusRepo.byId(db, bonusId);
  if (!b || b.memberId !== memberId) throw new AppError('bonus_not_found');
  const settled = await db.transaction(async (tx) => settleBonus(tx, bonusId, 'forfeited'));
  if (!settled) throw new AppError('bonus_not_active');
  const promotion = await promotionsRepo.byId(db, settled.promotionId);
  return bonusView(settled, textOf(promotion?.texts, lang, defaultLang).title);
}

/** The withdrawal check: refused while an unexpired active bonus's turnover is open. */
export async function turnoverCheck(tx: Db, memberId: number): Promise<void> {
  const open = await bonusRepo.openTurnover(tx, memberId);
  if (open > 0n) throw new AppError('turnover_open', undefined, { remaining: formatMinor(open) });
}
