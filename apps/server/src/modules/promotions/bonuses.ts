import type { TBonus, TBonusDetails } from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { house, memberBonus, memberMain, postTransfer } from '../wallet/index.ts';
import type { Link } from './abuse.ts';
import { type Bonus, bonusRepo } from './bonus-repo.ts';
import { promotionsRepo } from './repo.ts';
import { requirementOf } from './rules.ts';
import { textOf } from './texts.ts';

/** The house account promotions pay from and take expired or forfeited bonuses back into. */
export const PROMOTIONS_HOUSE = house('promotions');
/** The house account referral rewards are paid from (and go back to). */
export const REFERRAL_HOUSE = house('referral');
const houseOf = (b: Pick<Bonus, 'source'>) => (b.source === 'referral' ? REFERRAL_HOUSE : PROMOTIONS_HOUSE);

/**
 * Pays a bonus into the member's bonus wallet, inside the caller's transaction: the posting's key is the entry's
 * (or the referred player's), so it is paid once whether it is paid at issue or on release from a hold. A bonus
 * without turnover moves on to the main wallet at once.
 */
async function payBonus(tx: Db, b: Bonus): Promise<Bonus> {
  await postTransfer(tx, {
    from: houseOf(b),
    to: memberBonus(b.memberId),
    amount: b.amount,
    kind: b.source === 'referral' ? 'referral_bonus' : 'promo_bonus',
    memberId: b.memberId,
    memo:
      b.source === 'referral'
        ? `Referral reward for member #${b.refereeId} bonus #${b.id}`
        : `Promotion #${b.promotionId} bonus #${b.id}`,
    idempotencyKey: b.source === 'referral' ? `referral:reward:${b.refereeId}` : `promo:entry:${b.entryId}`,
  });
  if (b.requirement === 0n) return (await settleBonus(tx, b.id, 'released')) ?? b;
  return b;
}

/**
 * Issues an entry's reward with its turnover requirement, inside the caller's transaction (exactly once: one bonus
 * per entry). With links (the abuse rules found the account tied to another) it is stored held and nothing is paid
 * until an operator releases it.
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
  e: { entryId: number; memberId: number; amount: bigint; depositAmount?: bigint | null; links?: Link[] },
): Promise<Bonus> {
  const bonus = await bonusRepo.insert(tx, {
    merchantId: p.merchantId,
    memberId: e.memberId,
    source: 'promotion',
    promotionId: p.id,
    entryId: e.entryId,
    refereeId: null,
    amount: e.amount,
    depositAmount: e.depositAmount ?? null,
    requirement: requirementOf(p, e.amount, e.depositAmount ?? 0n),
    weights: p.weights,
    links: e.links ?? [],
    expiryDays: p.expiryDays,
  });
  if (!bonus) throw new Error('bonus not stored');
  return bonus.status === 'held' ? bonus : payBonus(tx, bonus);
}

/**
 * Issues a referral reward to the referrer as a bonus (once per referred player: the referee is its key), locked
 * until its turnover is met, or held when links were found. False when the referee's reward existed already.
 */
export async function issueReferralBonus(
  tx: Db,
  r: {
    merchantId: number;
    referrerId: number;
    refereeId: number;
    amount: bigint;
    multiple: number;
    expiryDays: number;
    weights: Record<string, number>;
    links: Link[];
  },
): Promise<Bonus | null> {
  const bonus = await bonusRepo.insert(tx, {
    merchantId: r.merchantId,
    memberId: r.referrerId,
    source: 'referral',
    promotionId: null,
    entryId: null,
    refereeId: r.refereeId,
    amount: r.amount,
    depositAmount: null,
    requirement: BigInt(r.multiple) * r.amount,
    weights: r.weights,
    links: r.links,
    expiryDays: r.expiryDays,
  });
  if (!bonus) return null;
  return bonus.status === 'held' ? bonus : payBonus(tx, bonus);
}

/**
 * An operator's review of a held bonus: released, it is paid as it would have been (its turnover runs from now for
 * the time it had); cancelled, nothing is paid. Null when it was not held any more (another review was first).
 */
export async function reviewHeldBonus(
  tx: Db,
  id: number,
  decision: 'release' | 'cancel',
  operatorId: number,
): Promise<Bonus | null> {
  const b = await bonusRepo.review(tx, id, decision === 'release' ? 'active' : 'cancelled', operatorId);
  if (!b) return null;
  return decision === 'release' ? payBonus(tx, b) : b;
}

const SETTLE = {
  released: { kind: 'bonus', memo: 'released' },
  expired: { kind: 'promo_expire', memo: 'expired' },
  forfeited: { kind: 'promo_forfeit', memo: 'forfeited' },
} as const;

/**
 * Ends an active bonus and moves its money: released goes to the main wallet (shown as a bonus in the account
 * record), expired and forfeited go back to the house that paid it. The conditional status change is the gate, so
 * of a release, an expiry and a forfeit racing only the first moves money. Null when the bonus was no longer active.
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
    to: status === 'released' ? memberMain(b.memberId) : houseOf(b),
    amount: b.amount,
    kind: SETTLE[status].kind,
    memberId: b.memberId,
    memo: `${b.source === 'referral' ? 'Referral' : 'Promotion'} bonus #${b.id} ${SETTLE[status].memo}`,
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

const REFERRAL_TITLE: Record<string, string> = {
  pt: 'Bônus de indicação',
  en: 'Referral reward',
  cn: '推荐奖励',
  id: 'Hadiah referensi',
  th: 'รางวัลแนะนำเพื่อน',
  vi: 'Thưởng giới thiệu',
};
const referralTitle = (lang: string) => REFERRAL_TITLE[lang] ?? REFERRAL_TITLE.en ?? '';

/** A bonus's title: its promotion's, in the language asked for; a referral reward's own. */
export async function titleOf(db: Db, b: Bonus, lang: string, defaultLang: string): Promise<string> {
  if (b.promotionId === null) return referralTitle(lang);
  return textOf((await promotionsRepo.byId(db, b.promotionId))?.texts, lang, defaultLang).title;
}

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
    list: page.rows.map((r) =>
      bonusView(
        r.bonus,
        r.bonus.source === 'referral' ? referralTitle(lang) : textOf(r.texts, lang, defaultLang).title,
      ),
    ),
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
  return bonusView(settled, await titleOf(db, settled, lang, defaultLang));
}

/** The withdrawal check: refused while an unexpired active bonus's turnover is open. */
export async function turnoverCheck(tx: Db, memberId: number): Promise<void> {
  const open = await bonusRepo.openTurnover(tx, memberId);
  if (open > 0n) throw new AppError('turnover_open', undefined, { remaining: formatMinor(open) });
}
