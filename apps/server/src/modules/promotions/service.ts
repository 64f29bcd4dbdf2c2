import { bonusRulesOf } from '@portal/contracts/merchant-config';
import type {
  TApplyBody,
  TClaimList,
  TClaimValue,
  TPromotionCard,
  TPromotionCategories,
  TPromotionCategory,
  TPromotionDetail,
  TPromotionList,
} from '@portal/contracts/promotions';
import { promotionCategories } from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { referralSettingsOf } from '../referral/index.ts';
import { storeProofs } from '../wallet/index.ts';
import { giftTakerLinks, isNoDepositGift, lockGifts, noDepositWeights } from './abuse.ts';
import { type Bonus, bonusRepo } from './bonus-repo.ts';
import { bonusView, issueBonus } from './bonuses.ts';
import { entriesRepo, promotionsRepo } from './repo.ts';
import { memberStatus, type Phase, type Promotion, phaseOf, visitorStatus } from './rules.ts';
import { type Member, memberOf, type Standing, standingOf } from './standing.ts';
import { categoryLabel, textOf } from './texts.ts';
import { cardView, entryView, wageringView } from './view.ts';

/** The member's and visitor's side of promotions: the lists, one promotion, join, apply, claim and the claim list. */

export interface Caller {
  merchant: Merchant;
  lang: string;
  /** null: a visitor. */
  memberId: number | null;
}

const shown = (p: Promotion, now: Date) => ['open', 'coming'].includes(phaseOf(p, now));
const pageOf = <T>(all: T[], pageNo: number, pageSize: number) => ({
  list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: all.length,
  totalPages: Math.ceil(all.length / pageSize),
});

async function standings(db: Db, c: Caller & { memberId: number }, list: Promotion[], now: Date) {
  const member = await memberOf(db, c.merchant, c.memberId);
  const entries = await entriesRepo.ofMember(
    db,
    c.memberId,
    list.map((p) => p.id),
  );
  const out = new Map<number, Standing>();
  for (const p of list) out.set(p.id, await standingOf(db, p, member, entries, now));
  return { member, out };
}

/** The promotions list: running and coming ones the caller may take part in, plus those the member has entered. */
export async function availablePromotions(
  db: Db,
  c: Caller,
  q: { category?: TPromotionCategory | undefined; pageNo: number; pageSize: number },
  now = new Date(),
): Promise<TPromotionList> {
  const def = c.merchant.config.defaultLang;
  const all = (await promotionsRepo.ofBrand(db, c.merchant.id)).filter((p) => !q.category || p.category === q.category);
  let cards: TPromotionCard[];
  if (c.memberId === null) {
    cards = all.filter((p) => shown(p, now)).map((p) => cardView(p, visitorStatus(p, phaseOf(p, now)), c.lang, def));
  } else {
    const { out } = await standings(db, { ...c, memberId: c.memberId }, all, now);
    cards = all
      .filter((p) => {
        const s = out.get(p.id);
        return s && (s.entry !== null || (s.eligible && shown(p, now)));
      })
      .map((p) => cardView(p, out.get(p.id)?.status ?? 'closed', c.lang, def));
  }
  // The spec's "available promos (REFERRAL.enabled, count)": the referral switch and how many promotions are shown.
  const referral = await referralSettingsOf(db, c.merchant.id);
  return { ...pageOf(cards, q.pageNo, q.pageSize), REFERRAL: { enabled: referral.enabled }, count: cards.length };
}

/** The type filter's tabs: every category with the number of promotions running or coming in it. */
export async function promotionCategoriesOf(
  db: Db,
  merchant: Merchant,
  lang: string,
  now = new Date(),
): Promise<TPromotionCategories> {
  const live = (await promotionsRepo.ofBrand(db, merchant.id)).filter((p) => shown(p, now));
  return {
    list: promotionCategories.map((category) => ({
      category,
      label: categoryLabel(category, lang, merchant.config.defaultLang),
      count: live.filter((p) => p.category === category).length,
    })),
  };
}

async function promotionOf(db: Db, merchant: Merchant, id: number): Promise<Promotion> {
  const p = await promotionsRepo.byId(db, id);
  if (!p || p.merchantId !== merchant.id || p.status === 'draft') throw new AppError('promotion_not_found');
  return p;
}

/** One promotion for /promoDetail: its texts, terms and, for a member, their entry, bonus and what is due. */
export async function promotionDetail(db: Db, c: Caller, id: number, now = new Date()): Promise<TPromotionDetail> {
  const def = c.merchant.config.defaultLang;
  const p = await promotionOf(db, c.merchant, id);
  const base = {
    content: textOf(p.texts, c.lang, def).content,
    audience: p.audience,
    wagering: wageringView(p),
  };
  if (c.memberId === null)
    return {
      ...cardView(p, visitorStatus(p, phaseOf(p, now)), c.lang, def),
      ...base,
      claimable: null,
      entry: null,
      bonus: null,
    };
  const { out } = await standings(db, { ...c, memberId: c.memberId }, [p], now);
  const s = out.get(p.id);
  if (!s) throw new AppError('promotion_not_found');
  const bonus = s.entry?.bonusId ? await bonusRepo.byId(db, s.entry.bonusId) : undefined;
  return {
    ...cardView(p, s.status, c.lang, def),
    ...base,
    claimable: s.status === 'claim' ? formatMinor(s.due) : null,
    entry: s.entry ? entryView(s.entry, s.status) : null,
    bonus: bonus ? bonusView(bonus, textOf(p.texts, c.lang, def).title) : null,
  };
}

/** A running promotion the member may take part in, with their standing on it. */
async function openFor(db: Db, c: Caller & { memberId: number }, id: number, now: Date) {
  const p = await promotionOf(db, c.merchant, id);
  if (phaseOf(p, now) !== 'open') throw new AppError('promotion_not_open');
  const member: Member = await memberOf(db, c.merchant, c.memberId);
  const s = await standingOf(db, p, member, await entriesRepo.ofMember(db, c.memberId, [p.id]), now);
  if (!s.eligible) throw new AppError('promotion_not_eligible');
  return { p, s };
}

/** Joins a deposit match: the next qualifying paid deposit in the period is matched (by the deposit job). */
export async function joinPromotion(db: Db, c: Caller & { memberId: number }, id: number, now = new Date()) {
  const { p, s } = await openFor(db, c, id, now);
  if (p.mechanism !== 'deposit_match') throw new AppError('promotion_wrong_action');
  if (s.chance === 'missed') throw new AppError('promotion_not_eligible');
  const entryId = await entriesRepo.insert(db, {
    promotionId: p.id,
    memberId: c.memberId,
    merchantId: c.merchant.id,
    periodKey: s.key,
    status: 'joined',
  });
  if (entryId === null) throw new AppError('promotion_already_joined');
  return promotionDetail(db, c, id, now);
}

/** Applies to an application promotion: the comment and images wait for an operator (images and entry commit together). */
export async function applyPromotion(db: Db, c: Caller & { memberId: number }, body: TApplyBody, now = new Date()) {
  const { p, s } = await openFor(db, c, body.promotionId, now);
  if (p.mechanism !== 'application') throw new AppError('promotion_wrong_action');
  if (s.entry) throw new AppError('promotion_already_applied');
  await db.transaction(async (tx) => {
    const imageIds = await storeProofs(tx, c.memberId, body.images ?? []);
    const entryId = await entriesRepo.insert(tx, {
      promotionId: p.id,
      memberId: c.memberId,
      merchantId: c.merchant.id,
      periodKey: s.key,
      status: 'in_process',
      comment: body.comment.trim(),
      imageIds,
    });
    // A concurrent copy of this application won: this one rolls back, its images with it.
    if (entryId === null) throw new AppError('promotion_already_applied');
  });
  return promotionDetail(db, c, p.id, now);
}

/** The answer to a claim: what was paid, the status it leaves and the bonus it became. */
function claimed(p: Promotion, c: Caller, bonus: Bonus, phase: Phase): TClaimValue {
  return {
    promotionId: p.id,
    amount: formatMinor(bonus.amount),
    status: memberStatus(p, phase, { status: 'issued', bonusStatus: bonus.status }, 'due'),
    bonus: bonusView(bonus, textOf(p.texts, c.lang, c.merchant.config.defaultLang).title),
  };
}

/**
 * Claims an approved application: the member's latest approved entry of the promotion (any period, and after the
 * promotion ended too) moves to issued and its bonus is paid in the same commit. The conditional move is the gate:
 * of concurrent claims only the first moves the entry, the others answer nothing to claim and move no money.
 */
async function claimApplication(db: Db, c: Caller & { memberId: number }, p: Promotion, now: Date) {
  const bonus = await db.transaction(async (tx) => {
    const e = await entriesRepo.approvedOf(tx, c.memberId, p.id);
    if (!e?.amount) throw new AppError('promotion_nothing_to_claim');
    if (!(await entriesRepo.move(tx, e.id, 'approved', { status: 'issued' })))
      throw new AppError('promotion_nothing_to_claim');
    return issueBonus(tx, p, { entryId: e.id, memberId: c.memberId, amount: e.amount });
  });
  return claimed(p, c, bonus, phaseOf(p, now));
}

/**
 * Claims what a fixed bonus or cashback has due: one entry per period (the UNIQUE key makes concurrent claims pay
 * once), its bonus and the posting commit together. An application pays what the operator approved.
 */
export async function claimPromotion(
  db: Db,
  c: Caller & { memberId: number },
  id: number,
  now = new Date(),
): Promise<TClaimValue> {
  const own = await promotionOf(db, c.merchant, id);
  if (own.mechanism === 'application') return claimApplication(db, c, own, now);
  const { p, s } = await openFor(db, c, id, now);
  if (p.mechanism !== 'fixed_bonus' && p.mechanism !== 'cashback') throw new AppError('promotion_wrong_action');
  if (s.status !== 'claim' || s.due <= 0n) throw new AppError('promotion_nothing_to_claim');
  // The sign-up gift (no deposit): the brand's low weights for low-edge games, and held when the account is tied to
  // another that took it (claims of a brand's gift take turns, so linked accounts claiming at once see each other).
  const rules = isNoDepositGift(p) ? bonusRulesOf(c.merchant.config) : null;
  const bonus = await db.transaction(async (tx) => {
    if (rules) await lockGifts(tx, c.merchant.id);
    const entryId = await entriesRepo.insert(tx, {
      promotionId: p.id,
      memberId: c.memberId,
      merchantId: c.merchant.id,
      periodKey: s.key,
      status: 'issued',
      amount: s.due,
    });
    if (entryId === null) throw new AppError('promotion_nothing_to_claim');
    if (!rules) return issueBonus(tx, p, { entryId, memberId: c.memberId, amount: s.due });
    const links = await giftTakerLinks(tx, rules, c.merchant.id, c.memberId);
    const terms = { ...p, weights: noDepositWeights(rules, p.weights) };
    return issueBonus(tx, terms, { entryId, memberId: c.memberId, amount: s.due, links });
  });
  return claimed(p, c, bonus, 'open');
}

/** MCSFE_signUpRequestReward: claims the sign-up bonus (the one named, else the first running one that is due). */
export async function signUpReward(db: Db, c: Caller & { memberId: number }, id: number | undefined, now = new Date()) {
  if (id !== undefined) return claimPromotion(db, c, id, now);
  const candidates = (await promotionsRepo.ofBrand(db, c.merchant.id)).filter(
    (p) => p.mechanism === 'fixed_bonus' && p.condition === 'signup' && phaseOf(p, now) === 'open',
  );
  const { out } = await standings(db, c, candidates, now);
  const due = candidates.find((p) => out.get(p.id)?.status === 'claim');
  if (!due) throw new AppError('promotion_nothing_to_claim');
  return claimPromotion(db, c, due.id, now);
}

/** MCS2_getPromotionClaimList: the member's entries, newest first, each with its status now. */
export async function claimList(
  db: Db,
  c: Caller & { memberId: number },
  pageNo: number,
  pageSize: number,
  now = new Date(),
): Promise<TClaimList> {
  const page = await entriesRepo.memberPage(db, c.memberId, (pageNo - 1) * pageSize, pageSize);
  return {
    list: page.rows.map(({ entry, promotion: r }) => {
      const phase = phaseOf(
        {
          status: r.promotion_status as Promotion['status'],
          startsAt: new Date(String(r.starts_at)),
          endsAt: r.ends_at ? new Date(String(r.ends_at)) : null,
        },
        now,
      );
      const status = memberStatus({ mechanism: r.mechanism as Promotion['mechanism'] }, phase, entry, 'waiting');
      return {
        ...entryView(entry, status),
        promotionId: entry.promotionId,
        title: textOf(r.texts, c.lang, c.merchant.config.defaultLang).title,
        mechanism: r.mechanism as Promotion['mechanism'],
        category: r.category as TPromotionCategory,
      };
    }),
    total: page.total,
    totalPages: Math.ceil(page.total / pageSize),
  };
}
