import type { TReferralSettings } from '@portal/contracts/referral';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/core.ts';
import { AppError } from '../../platform/errors.ts';
import { toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { referralRepo } from './repo.ts';
import { referralSettingsOf } from './service.ts';

/** The operator's side of referral: the brand's switch, qualifying first deposit and reward (audited). */

async function brandId(db: Db, code: string): Promise<number> {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!m) throw new AppError('unknown_merchant');
  return m.id;
}

export const consoleReferralSettings = async (db: Db, code: string) => referralSettingsOf(db, await brandId(db, code));

export async function setReferralSettings(
  db: Db,
  op: OperatorSession,
  code: string,
  input: { enabled: boolean; minDeposit: string; reward: string },
): Promise<TReferralSettings> {
  const id = await brandId(db, code);
  await db.transaction(async (tx) => {
    await referralRepo.saveSettings(tx, id, {
      enabled: input.enabled,
      minDeposit: toMinor(input.minDeposit),
      reward: toMinor(input.reward),
    });
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'referral.settings',
      target: `merchant:${code}`,
      detail: input,
    });
  });
  return referralSettingsOf(db, id);
}
