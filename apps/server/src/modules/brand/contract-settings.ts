import type { TContractSettings } from '@portal/contracts/agent-contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { contractRulesOf, type TMerchantConfig } from './merchant-config.ts';
import { merchantRepo } from './merchant-repo.ts';

/** The brand's agent-contract settings: the consolidated switches and the contract rules, as the console edits them. */
export function contractSettingsOf(config: TMerchantConfig): TContractSettings {
  const rules = contractRulesOf(config);
  const on = config.contracts ?? { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };
  return {
    kinds: { dividend: on.dividend, daily: on.dailySalary, hourly: on.hourlySalary, realtime: on.realtimeSalary },
    maxRateBp: rules.maxRateBp,
    settleDelaySeconds: rules.settleDelaySeconds,
    payoutsEnabled: rules.payoutsEnabled,
    holderOwnBets: rules.holderOwnBets,
  };
}

/**
 * Stores the contract settings of a brand with an audit row (before and after), in one transaction; `alsoIn` runs in
 * it too (a caller's own audit row).
 */
export async function saveContractSettings(
  db: Db,
  op: OperatorSession,
  code: string,
  input: TContractSettings,
  alsoIn?: (tx: Db) => Promise<void>,
) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = contractSettingsOf(m.config);
    const config: TMerchantConfig = {
      ...m.config,
      contracts: {
        dividend: input.kinds.dividend,
        dailySalary: input.kinds.daily,
        hourlySalary: input.kinds.hourly,
        realtimeSalary: input.kinds.realtime,
      },
      contractRules: {
        maxRateBp: input.maxRateBp,
        settleDelaySeconds: input.settleDelaySeconds,
        payoutsEnabled: input.payoutsEnabled,
        holderOwnBets: input.holderOwnBets,
      },
    };
    await merchantRepo.setConfig(tx, m.id, config);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'contracts.settings',
      target: code,
      detail: { before, after: input },
    });
    await alsoIn?.(tx);
    return contractSettingsOf(config);
  });
}
