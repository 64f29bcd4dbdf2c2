import type { TOriginalsLimitsBody, TOriginalsLimitsView } from '@portal/contracts/console-games';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { originalsLimitsOf, type TMerchantConfig, type TOriginalsLimits } from './merchant-config.ts';
import { merchantRepo } from './merchant-repo.ts';

/** A brand's originals limits in its money (defaults filled in), as the console shows them. */
export function originalsLimitsView(config: TMerchantConfig): TOriginalsLimitsView {
  const l = originalsLimitsOf(config);
  return {
    // Brands saved before the field read as USD, as everywhere money is written.
    currency: config.currency ?? 'USD',
    minBet: formatMinor(BigInt(l.minBet)),
    maxBet: formatMinor(BigInt(l.maxBet)),
    maxWin: formatMinor(BigInt(l.maxWin)),
    bonusBuy: l.bonusBuy,
  };
}

/**
 * Stores a brand's originals limits in minor units and its bonus-buy switch (kept when not sent) with an audit row
 * (before and after), in one transaction.
 */
export async function saveOriginalsLimits(db: Db, op: OperatorSession, code: string, input: TOriginalsLimitsBody) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = originalsLimitsOf(m.config);
    const after: TOriginalsLimits = {
      minBet: Number(toMinor(input.minBet)),
      maxBet: Number(toMinor(input.maxBet)),
      maxWin: Number(toMinor(input.maxWin)),
      bonusBuy: input.bonusBuy ?? before.bonusBuy,
    };
    const config: TMerchantConfig = { ...m.config, originals: after };
    await merchantRepo.setConfig(tx, m.id, config);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'originals.limits',
      target: code,
      detail: { before, after },
    });
    return originalsLimitsView(config);
  });
}
