import type { TContractTier } from '@portal/contracts/agent-contracts';
import { MAX_RATE_BP } from '@portal/contracts/agent-contracts';
import { formatBasisPoints } from '../money.ts';

/** A rate in basis points as a percentage with two decimals in the page's language ("1,25%" in PT). */
export const formatRate = (bp: number, lang: string): string => formatBasisPoints(bp, lang);

/** A typed percentage ("1.25" or "1,25") as basis points; null when it is not a rate with at most two decimals. */
export function parseRate(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** A typed amount as the API's money string with two places; null when it is not one. */
export function parseMoney(text: string): string | null {
  const m = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}` : null;
}

export type TierProblem = 'rate_too_high' | 'tiers_invalid';

/**
 * Why the server would refuse these tiers (mirrors contract_rate_too_high and contract_tiers_invalid): a rate above
 * what the offering side holds, or a later tier that does not need a higher base or more active players, or pays less.
 */
export function tierProblem(tiers: TContractTier[], maxOfferBp: number): TierProblem | undefined {
  if (tiers.some((t) => t.rateBp > maxOfferBp)) return 'rate_too_high';
  for (let i = 1; i < tiers.length; i++) {
    const [prev, next] = [tiers[i - 1], tiers[i]];
    if (!prev || !next) continue;
    const higher = Number(next.minBase) > Number(prev.minBase) || next.minActive > prev.minActive;
    if (!higher || next.rateBp < prev.rateBp) return 'tiers_invalid';
  }
  return undefined;
}
