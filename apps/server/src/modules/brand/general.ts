import { DEFAULT_THEME, type TBrandGeneral, type TBrandGeneralView } from '@portal/contracts/brand-launch';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { currencySymbol } from './launch.ts';
import { type TMerchantConfig, ZMerchantConfig } from './merchant-config.ts';
import { launchRepo, type MerchantRow, merchantRepo } from './merchant-repo.ts';
import { brandByCode } from './settings.ts';

/** The general settings as the console edits them, from the brand's row and configuration. */
function generalOf(m: MerchantRow): TBrandGeneral {
  const c: TMerchantConfig = m.config;
  return {
    name: m.name,
    currency: c.currency,
    timeZone: c.timeZone,
    theme: c.theme ?? DEFAULT_THEME,
    licence: c.licence,
    freePlayAmount: c.freePlayAmount,
    agentOnly: c.agentOnly,
    loginedToHomePage: c.loginedToHomePage,
    memberCentreAvailable: c.memberCentreAvailable,
    withdrawal: c.withdrawal,
  };
}

export async function brandGeneralView(db: Db, code: string): Promise<TBrandGeneralView> {
  const m = await brandByCode(db, code);
  return { code: m.code, general: generalOf(m), currencyLocked: await launchRepo.hasMembers(db, m.id) };
}

/**
 * Replaces the general settings in one transaction with an audit row of the fields that changed (before and
 * after). The currency changes only while the brand has no members.
 */
export async function saveBrandGeneral(db: Db, op: OperatorSession, code: string, input: TBrandGeneral) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = generalOf(m);
    if (input.currency !== before.currency && (await launchRepo.hasMembers(tx, m.id)))
      throw new AppError('currency_locked');
    const { name, licence, ...rest } = input;
    const config = ZMerchantConfig.parse({
      ...m.config,
      ...rest,
      currencySymbol: currencySymbol(input.currency),
      licence: Object.fromEntries(Object.entries(licence).filter(([, v]) => v)),
    });
    const after = generalOf({ ...m, name, config });
    const changed = (Object.keys(after) as Array<keyof TBrandGeneral>).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    if (changed.length === 0) return;
    await launchRepo.setRow(tx, m.id, { name, config });
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'merchant.general',
      target: code,
      detail: {
        changed,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    });
  });
  return brandGeneralView(db, code);
}
