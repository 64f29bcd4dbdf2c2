import {
  type TRebateAccrued,
  type TRebateClaim,
  type TRebateClaimList,
  type TRebateLine,
  type TRebateSettings,
  ZRebateProduct,
} from '@portal/contracts/rebate';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { levelName, lifetimeDeposits, rankFor, vipLevelsOf } from '../vip/index.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { type ClaimRow, rebateRepo } from './repo.ts';

/** manualRebate for the member: rates at their level, what valid bets since the last claim earned, the claim. */

/** The house account rebates are paid from. */
export const REBATE_HOUSE = house('rebate');
const PRODUCTS = ZRebateProduct.options;

/** The member's VIP level now (0 below the first level): the rates of this level apply to everything claimed. */
async function levelOf(db: Db, merchant: Merchant, memberId: number) {
  const rank = rankFor(vipLevelsOf(merchant), await lifetimeDeposits(db, memberId));
  return rank;
}

export async function rebateSettings(
  db: Db,
  merchant: Merchant,
  memberId: number,
  lang: string,
): Promise<TRebateSettings> {
  const rank = await levelOf(db, merchant, memberId);
  const rates = await rebateRepo.ratesOf(db, merchant.id, rank?.rankLevel ?? 0);
  return {
    rankLevel: rank?.rankLevel ?? 0,
    levelName: rank ? levelName(rank, lang, merchant.config.defaultLang) : null,
    list: PRODUCTS.map((product) => ({ product, rateBp: rates.get(product) ?? 0 })),
  };
}

/** Rebate of one product: the valid bet times the rate, rounded down to the cent. */
const rebateOf = (bet: bigint, rateBp: number) => (bet * BigInt(rateBp)) / 10_000n;

async function accrue(db: Db, merchant: Merchant, memberId: number, lock: boolean) {
  const rankLevel = (await levelOf(db, merchant, memberId))?.rankLevel ?? 0;
  const rates = await rebateRepo.ratesOf(db, merchant.id, rankLevel);
  const { since, until } = await rebateRepo.window(db, memberId, lock);
  const bets = await rebateRepo.validBets(db, memberId, since, until);
  let total = 0n;
  const lines: TRebateLine[] = PRODUCTS.map((product) => {
    const bet = bets.get(product) ?? 0n;
    const rateBp = rates.get(product) ?? 0;
    const amount = rebateOf(bet, rateBp);
    total += amount;
    return { product, validBet: formatMinor(bet), rateBp, amount: formatMinor(amount) };
  });
  return { rankLevel, since, until, lines, total };
}

/** What the member's valid bets since the last claim have earned so far, per product. */
export async function rebateAccrued(db: Db, merchant: Merchant, memberId: number): Promise<TRebateAccrued> {
  const a = await accrue(db, merchant, memberId, false);
  return {
    rankLevel: a.rankLevel,
    since: a.since.toISOString(),
    until: a.until.toISOString(),
    list: a.lines,
    total: formatMinor(a.total),
  };
}

const claimView = (c: ClaimRow): TRebateClaim => ({
  id: c.id,
  since: c.since,
  until: c.until,
  rankLevel: c.rankLevel,
  list: c.lines as TRebateLine[],
  amount: formatMinor(c.amount),
  createdAt: c.createdAt,
});

/**
 * Pays everything accrued into the main wallet, once: the member's cursor row is locked for the transaction, the
 * claim row (UNIQUE per starting point), the posting (keyed by the same point) and the cursor's move commit together.
 * A concurrent claim waits for the lock and then finds nothing left.
 */
export async function claimRebate(db: Db, merchant: Merchant, memberId: number): Promise<TRebateClaim> {
  return db.transaction(async (tx) => {
    const a = await accrue(tx, merchant, memberId, true);
    if (a.total <= 0n) throw new AppError('rebate_nothing_to_claim');
    const claim = await rebateRepo.insertClaim(tx, {
      merchantId: merchant.id,
      memberId,
      since: a.since,
      until: a.until,
      rankLevel: a.rankLevel,
      lines: a.lines.filter((l) => l.validBet !== '0.00'),
      amount: a.total,
    });
    if (!claim) throw new AppError('rebate_nothing_to_claim');
    await postTransfer(tx, {
      from: REBATE_HOUSE,
      to: memberMain(memberId),
      amount: a.total,
      kind: 'rebate',
      memberId,
      memo: `Rebate claim #${claim.id}`,
      idempotencyKey: `rebate:${memberId}:${a.since.toISOString()}`,
    });
    await rebateRepo.advance(tx, memberId, a.until);
    return claimView(claim);
  });
}

export async function rebateClaims(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<TRebateClaimList> {
  const page = await rebateRepo.memberPage(db, memberId, (pageNo - 1) * pageSize, pageSize);
  return { list: page.rows.map(claimView), total: page.total, totalPages: Math.ceil(page.total / pageSize) };
}

/** Valid bets (as the rebate counts them) settled in (since, until], every family together: the wheel's tickets. */
export async function validBetsBetween(db: Db, memberId: number, since: Date, until: Date): Promise<bigint> {
  let total = 0n;
  for (const bet of (await rebateRepo.validBets(db, memberId, since, until)).values()) total += bet;
  return total;
}
