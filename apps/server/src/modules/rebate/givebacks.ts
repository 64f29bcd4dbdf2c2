import { GIVEBACK_FAMILIES, givebackRulesOf } from '@portal/contracts/giveback-rules';
import type { TGivebackCell, TGivebackSheet } from '@portal/contracts/givebacks';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { OperatorSession } from '../../platform/operator-auth.ts';
import { contractRulesOf } from '../brand/index.ts';
import { type Programme, programmeOf } from '../points/index.ts';
import { levelName, vipLevelsOf } from '../vip/index.ts';
import { rebateRepo } from './repo.ts';

/**
 * Give-backs against the house edge (contracts givebacks.ts): for each game family and VIP level, the rebate rate,
 * the cash value of the points a valid bet earns at the level's exchange rate, and the salaries the brand's running
 * salary kinds may pay on it at their highest rate times the family's salary weight, beside the family's edge.
 */

/** What a sheet is computed from; a save passes the rates or contract settings it is about to store. */
export interface GivebackInputs {
  rebate: Array<{ rankLevel: number; product: string; rateBp: number }>;
  programme: Programme;
  /** The highest salary rate of each running salary kind (basis points). */
  salaryMaxBp: number[];
  rules: ReturnType<typeof givebackRulesOf>;
  levels: number[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The level's points value in basis points of the valid bet: rate points per 100.00, `pointsPerUnit` per 1.00. */
function pointsBp(p: Programme, rankLevel: number, family: string): number {
  const earn = [...p.earnRates].sort((a, b) => b.rankLevel - a.rankLevel).find((r) => r.rankLevel <= rankLevel);
  const rate = earn?.rates[family as keyof typeof earn.rates] ?? 0;
  const unit = [...p.exchangeRates].sort((a, b) => b.rankLevel - a.rankLevel).find((r) => r.rankLevel <= rankLevel);
  return (rate * 100) / (unit?.pointsPerUnit ?? 100);
}

export function givebackCells(i: GivebackInputs): TGivebackCell[] {
  const rebate = new Map(i.rebate.map((r) => [`${r.rankLevel}:${r.product}`, r.rateBp]));
  const salaryBp = i.salaryMaxBp.reduce((s, r) => s + r, 0);
  return i.levels.flatMap((rankLevel) =>
    GIVEBACK_FAMILIES.map((family) => {
      const cell = {
        rankLevel,
        family,
        rebateBp: rebate.get(`${rankLevel}:${family}`) ?? 0,
        pointsBp: round2(pointsBp(i.programme, rankLevel, family)),
        salaryBp: round2((salaryBp * i.rules.salaryWeights[family]) / 100),
        edgeBp: i.rules.houseEdgeBp[family],
      };
      const totalBp = round2(cell.rebateBp + cell.pointsBp + cell.salaryBp);
      return { ...cell, totalBp, over: totalBp > cell.edgeBp };
    }),
  );
}

type SalaryKinds = { kinds: { daily: boolean; hourly: boolean; realtime: boolean }; maxRateBp: Record<string, number> };

/** The highest rate of each running salary kind. */
export const salaryMaxOf = (c: SalaryKinds) =>
  (['daily', 'hourly', 'realtime'] as const).filter((k) => c.kinds[k]).map((k) => c.maxRateBp[k] ?? 0);

/** The brand's inputs as stored; a save compares them with a copy holding what it is about to store. */
export async function givebackInputs(db: Db, m: Merchant): Promise<GivebackInputs> {
  const on = m.config.contracts;
  return {
    rebate: await rebateRepo.allRates(db, m.id),
    programme: await programmeOf(db, m.id),
    salaryMaxBp: salaryMaxOf({
      kinds: {
        daily: Boolean(on?.dailySalary),
        hourly: Boolean(on?.hourlySalary),
        realtime: Boolean(on?.realtimeSalary),
      },
      maxRateBp: contractRulesOf(m.config).maxRateBp,
    }),
    rules: givebackRulesOf(m.config.givebackRules),
    levels: [0, ...vipLevelsOf(m).map((l) => l.rankLevel)],
  };
}

export async function givebackSheet(db: Db, m: Merchant): Promise<TGivebackSheet> {
  const lang = m.config.defaultLang;
  return {
    cells: givebackCells(await givebackInputs(db, m)),
    clubLevels: vipLevelsOf(m).map((l) => ({ rankLevel: l.rankLevel, name: levelName(l, lang, lang) })),
  };
}

/**
 * The cells a save would put above their family's edge, or raise while above it (`before`: the cells as stored, so a
 * save that lowers give-backs is never blocked): refused (`giveback_above_edge`, naming them) unless an admin confirms
 * it, and then returned for the save's audit row.
 */
export function aboveEdge(
  cells: TGivebackCell[],
  before: TGivebackCell[],
  op: OperatorSession,
  confirm: boolean | undefined,
) {
  const was = new Map(before.map((c) => [`${c.rankLevel}:${c.family}`, c]));
  const over = cells.filter((c) => {
    const old = was.get(`${c.rankLevel}:${c.family}`);
    return c.over && (!old?.over || c.totalBp > old.totalBp);
  });
  if (over.length > 0 && !(confirm && op.role === 'admin'))
    throw new AppError('giveback_above_edge', undefined, { cells: over });
  return over;
}
