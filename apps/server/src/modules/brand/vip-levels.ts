import type { TBrandVipLevels } from '@portal/contracts/console-vip';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { ZMerchantConfig } from './merchant-config.ts';
import { merchantRepo } from './merchant-repo.ts';
import { brandByCode } from './settings.ts';

/** The brand's VIP club levels, as the console edits them. */
export async function brandVipLevels(db: Db, code: string): Promise<TBrandVipLevels> {
  return { levels: (await brandByCode(db, code)).config.vipLevels ?? [] };
}

/**
 * Replaces the club's levels in one transaction, audited with the levels before and after. A member's level is read
 * from their lifetime deposits against these thresholds on every call, so the change reaches every member at once.
 */
export async function saveBrandVipLevels(db: Db, op: OperatorSession, code: string, input: TBrandVipLevels) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = m.config.vipLevels ?? [];
    if (JSON.stringify(before) === JSON.stringify(input.levels)) return;
    await merchantRepo.setConfig(tx, m.id, ZMerchantConfig.parse({ ...m.config, vipLevels: input.levels }));
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'merchant.vipLevels',
      target: code,
      detail: { before, after: input.levels },
    });
  });
  return brandVipLevels(db, code);
}
