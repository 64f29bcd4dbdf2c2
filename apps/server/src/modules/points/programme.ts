import type { TEarnRate, TExchangeRate } from '@portal/contracts/points';
import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { TVipLevel } from '../brand/index.ts';
import { lifetimeDeposits, rankFor, vipLevelsOf } from '../vip/index.ts';
import { pointsRepo } from './repo.ts';

/** A brand's points programme: earning rates per product and exchange rates, each from a VIP level up. */
export interface Programme {
  earnRates: TEarnRate[];
  exchangeRates: TExchangeRate[];
}

/** Without a programme row a brand earns nothing and converts at 100 points for 1.00. */
export const EMPTY_PROGRAMME: Programme = { earnRates: [], exchangeRates: [{ rankLevel: 0, pointsPerUnit: 100 }] };

export async function programmeOf(db: Db, merchantId: number): Promise<Programme> {
  const r = await pointsRepo.programme(db, merchantId);
  if (!r) return EMPTY_PROGRAMME;
  const exchangeRates = (r.exchange_rates as TExchangeRate[]) ?? [];
  return {
    earnRates: (r.earn_rates as TEarnRate[]) ?? [],
    exchangeRates: exchangeRates.length ? exchangeRates : EMPTY_PROGRAMME.exchangeRates,
  };
}

/** The row for a level: the one with the highest rankLevel not above it. */
export function forLevel<T extends { rankLevel: number }>(rows: T[], rankLevel: number): T | undefined {
  return [...rows].sort((a, b) => b.rankLevel - a.rankLevel).find((r) => r.rankLevel <= rankLevel);
}

/** Points a valid bet earns: rate points per 100.00 (10 000 minor units), rounded down. */
export function pointsFor(p: Programme, rankLevel: number, product: string, bet: bigint): bigint {
  const rate = forLevel(p.earnRates, rankLevel)?.rates[product as keyof TEarnRate['rates']] ?? 0;
  return (bet * BigInt(rate)) / 10_000n;
}

export const pointsPerUnit = (p: Programme, rankLevel: number) =>
  forLevel(p.exchangeRates, rankLevel)?.pointsPerUnit ?? 100;

/** Cash (minor units) that `points` make at the level's rate, rounded down. */
export const cashFor = (p: Programme, rankLevel: number, points: bigint) =>
  (points * 100n) / BigInt(pointsPerUnit(p, rankLevel));

/** The member's VIP level from lifetime deposits (0 below the first level). */
export const levelOf = (levels: TVipLevel[], deposits: bigint) => rankFor(levels, deposits)?.rankLevel ?? 0;

/** The member's VIP level now. */
export const memberLevel = async (db: Db, merchant: Merchant, memberId: number) =>
  levelOf(vipLevelsOf(merchant), await lifetimeDeposits(db, memberId));
