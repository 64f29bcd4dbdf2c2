import type { TRankLevel, TRankProgressValue } from '@portal/contracts/vip';
import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import type { TVipLevel } from '../brand/index.ts';
import { depositsRepo } from './deposits-repo.ts';

/** The brand's club levels, lowest first (a brand saved before the club existed has none). */
export const vipLevelsOf = (merchant: Merchant): TVipLevel[] => merchant.config.vipLevels ?? [];

/** Lifetime completed (paid) deposits of a member, in minor units. */
export const lifetimeDeposits = (db: Db, memberId: number): Promise<bigint> => depositsRepo.paidTotal(db, memberId);

/** Paid deposits completed in (since, until]: what earns the rewards centre's wheel tickets. */
export const depositsBetween = (db: Db, memberId: number, since: Date, until: Date): Promise<bigint> =>
  depositsRepo.paidBetween(db, memberId, since, until);

/** The highest level whose threshold the total reaches (a threshold reached exactly counts), or null below the first. */
export function rankFor(levels: TVipLevel[], totalDeposit: bigint): TVipLevel | null {
  let rank: TVipLevel | null = null;
  for (const l of levels) if (totalDeposit >= BigInt(l.minDeposit)) rank = l;
  return rank;
}

/** The level's name in the language asked for, else the brand's default language, else English. */
export function levelName(level: TVipLevel, lang: string | undefined, defaultLang: string): string {
  const names = level.labelName as Record<string, string>;
  return names[lang ?? ''] ?? names[defaultLang] ?? names.en ?? '';
}

const view = (l: TVipLevel, lang: string | undefined, defaultLang: string): TRankLevel => ({
  rankLevel: l.rankLevel,
  labelName: levelName(l, lang, defaultLang),
  color: l.color,
  color2: l.color2,
  minDeposit: formatMinor(BigInt(l.minDeposit)),
});

/** Member info's clubLabel: the member's level in the request's language, or null below the first level. */
export async function clubLabel(db: Db, merchant: Merchant, memberId: number, lang: string | undefined) {
  const levels = vipLevelsOf(merchant);
  if (levels.length === 0) return null;
  const rank = rankFor(levels, await lifetimeDeposits(db, memberId));
  if (!rank) return null;
  return {
    labelName: levelName(rank, lang, merchant.config.defaultLang),
    color: rank.color,
    color2: rank.color2,
    rankLevel: rank.rankLevel,
  };
}

/** The rank progress call: current and next level, the lifetime deposit and the share of the way to the next level. */
export async function rankProgress(
  db: Db,
  merchant: Merchant,
  memberId: number,
  lang: string | undefined,
): Promise<TRankProgressValue> {
  const levels = vipLevelsOf(merchant);
  const total = await lifetimeDeposits(db, memberId);
  const current = rankFor(levels, total);
  const next = levels[current ? levels.indexOf(current) + 1 : 0] ?? null;
  const from = current ? BigInt(current.minDeposit) : 0n;
  let progress = 1;
  let remaining = 0n;
  if (next) {
    const to = BigInt(next.minDeposit);
    remaining = to - total;
    // Thousandths are enough for a bar; integer arithmetic keeps large sums exact.
    progress = to > from ? Number(((total - from) * 1000n) / (to - from)) / 1000 : 0;
    progress = Math.min(1, Math.max(0, progress));
  } else if (levels.length === 0) {
    progress = 0;
  }
  const d = merchant.config.defaultLang;
  return {
    current: current ? view(current, lang, d) : null,
    next: next ? view(next, lang, d) : null,
    totalDeposit: formatMinor(total),
    remainingDeposit: formatMinor(remaining),
    progress,
    levels: levels.map((l) => view(l, lang, d)),
  };
}
