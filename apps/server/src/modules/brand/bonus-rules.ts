import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { bonusRulesOf, type TBonusRules, type TMerchantConfig } from './merchant-config.ts';
import { merchantRepo } from './merchant-repo.ts';

/** Stores a brand's bonus abuse rules with an audit row (before and after), in one transaction. */
export async function saveBonusRules(db: Db, op: OperatorSession, code: string, input: TBonusRules) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = bonusRulesOf(m.config);
    const config: TMerchantConfig = { ...m.config, bonusRules: input };
    await merchantRepo.setConfig(tx, m.id, config);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'bonus.rules',
      target: code,
      detail: { before, after: input },
    });
    return bonusRulesOf(config);
  });
}
