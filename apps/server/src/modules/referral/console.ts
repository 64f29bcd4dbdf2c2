import type { TReferralSettings } from '@portal/contracts/referral';
import type { Db } from '../../db/client.ts';
import { toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { referralRepo } from './repo.ts';
import { referralSettingsOf } from './service.ts';

/** The operator's side of referral: the brand's switch, qualifying first deposit and reward (audited). */

export const consoleReferralSettings = async (db: Db, code: string) =>
  referralSettingsOf(db, (await brandByCode(db, code)).id);

export async function setReferralSettings(
  db: Db,
  op: OperatorSession,
  code: string,
  input: { enabled: boolean; minDeposit: string; reward: string },
): Promise<TReferralSettings> {
  const id = (await brandByCode(db, code)).id;
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
