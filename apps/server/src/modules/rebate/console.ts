import type { TRebateRateSheet, TRebateRateTable } from '@portal/contracts/rebate';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { levelName, vipLevelsOf } from '../vip/index.ts';
import { aboveEdge, givebackCells, givebackInputs } from './givebacks.ts';
import { rebateRepo } from './repo.ts';

/** The operator's side of manualRebate: the brand's rate table, read and replaced whole (audited). */

/** The brand's rates, with its club levels (named in its default language) for the console's rows. */
export async function rateTable(db: Db, code: string): Promise<TRebateRateSheet> {
  const m = await brandByCode(db, code);
  const byLevel = new Map<number, Record<string, number>>();
  for (const r of await rebateRepo.allRates(db, m.id))
    byLevel.set(r.rankLevel, { ...(byLevel.get(r.rankLevel) ?? {}), [r.product]: r.rateBp });
  const lang = m.config.defaultLang;
  return {
    levels: [...byLevel].map(([rankLevel, rates]) => ({ rankLevel, rates })),
    clubLevels: vipLevelsOf(m).map((l) => ({ rankLevel: l.rankLevel, name: levelName(l, lang, lang) })),
  };
}

export async function setRateTable(db: Db, op: OperatorSession, code: string, table: TRebateRateTable) {
  const m = await brandByCode(db, code);
  const known = new Set([0, ...vipLevelsOf(m).map((l) => l.rankLevel)]);
  const unknown = table.levels.find((l) => !known.has(l.rankLevel));
  if (unknown) throw new AppError('rebate_level_unknown', undefined, { rankLevel: unknown.rankLevel });
  const rows = table.levels.flatMap((l) =>
    Object.entries(l.rates).map(([product, rateBp]) => ({ rankLevel: l.rankLevel, product, rateBp: rateBp ?? 0 })),
  );
  const stored = await givebackInputs(db, m);
  const over = aboveEdge(givebackCells({ ...stored, rebate: rows }), givebackCells(stored), op, table.confirmAboveEdge);
  await db.transaction(async (tx) => {
    await rebateRepo.replaceRates(tx, m.id, rows);
    await audit(tx, { operatorId: op.operatorId, action: 'rebate.rates', target: `merchant:${code}`, detail: table });
    if (over.length > 0)
      await audit(tx, {
        operatorId: op.operatorId,
        action: 'givebacks.above_edge',
        target: `merchant:${code}`,
        detail: { over },
      });
  });
  return rateTable(db, code);
}
