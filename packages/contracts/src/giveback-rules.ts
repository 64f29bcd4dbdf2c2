import { z } from 'zod';
import { POINT_PRODUCTS } from './points.ts';

/** The figures give-backs are held against (givebacks.ts): each family's house edge and salary weight. */
export const GIVEBACK_FAMILIES = POINT_PRODUCTS;
export type TGivebackFamily = (typeof GIVEBACK_FAMILIES)[number];

/**
 * A family's house edge in basis points of the valid bet, where the brand states none: slots and fishing about 4 %
 * (96 % RTP), live tables about 1.2 % (baccarat, blackjack), the in-house originals 1 %, player-vs-player tables
 * their 2.5 % rake, sports and e-sports about 5 % (the margin of a two-way book), the e-lottery's fast draws 10 % and
 * the lottery 20 %.
 */
export const DEFAULT_HOUSE_EDGE_BP: Record<TGivebackFamily, number> = {
  RNG: 400,
  LIVE: 120,
  INHOUSE: 100,
  FISH: 400,
  PVP: 250,
  SPORTS: 500,
  ESPORTS: 500,
  ELOTT: 1000,
  LOTT: 2000,
};

/**
 * How much of a family's valid bet counts toward agents' salaries (percent), where the brand states none: full on
 * the high-edge families, half on sports, a tenth on the low-edge ones (live tables, player-vs-player, the 1 % in-house
 * games), so that a salary never pays out the edge of a game that keeps 1 %.
 */
export const DEFAULT_SALARY_WEIGHTS: Record<TGivebackFamily, number> = {
  RNG: 100,
  LIVE: 10,
  INHOUSE: 10,
  FISH: 100,
  PVP: 10,
  SPORTS: 50,
  ESPORTS: 50,
  ELOTT: 100,
  LOTT: 100,
};

const ZFamilyRecord = (max: number) => z.partialRecord(z.enum(GIVEBACK_FAMILIES), z.number().int().min(0).max(max));

/** A brand's own figures (merchant config `givebackRules`); a family left out takes the default. */
export const ZGivebackRules = z.object({
  houseEdgeBp: ZFamilyRecord(10_000).optional(),
  salaryWeights: ZFamilyRecord(100).optional(),
});
export type TGivebackRules = z.infer<typeof ZGivebackRules>;

/** The brand's edges and salary weights, defaults filled in. */
export function givebackRulesOf(rules: TGivebackRules | undefined) {
  return {
    houseEdgeBp: { ...DEFAULT_HOUSE_EDGE_BP, ...rules?.houseEdgeBp },
    salaryWeights: { ...DEFAULT_SALARY_WEIGHTS, ...rules?.salaryWeights },
  };
}
