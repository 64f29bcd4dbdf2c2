import type { TConsoleMission, TCreateMission } from '@portal/contracts/missions';
import type { Db } from '../../db/client.ts';
import { int, str } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { MerchantDirectory } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { missionsRepo } from './repo.ts';

const MONEY = new Set(['deposit', 'bet']);

export async function consoleMissions(db: Db, merchants: MerchantDirectory, merchantCode?: string) {
  const merchant = merchantCode ? await merchants.resolve({ code: merchantCode }) : undefined;
  const rows = (await missionsRepo.all(db)).filter((r) => !merchant || str(r.merchant_code) === merchant.code);
  return {
    ...(merchant ? { languages: merchant.config.languages } : {}),
    rows: rows.map(
      (r): TConsoleMission => ({
        id: int(r.id),
        merchantCode: str(r.merchant_code),
        kind: str(r.kind) as TConsoleMission['kind'],
        period: str(r.period) as TConsoleMission['period'],
        name: (r.texts as Record<string, { name: string }>).en?.name ?? Object.values(r.texts as object)[0]?.name ?? '',
        target: MONEY.has(str(r.kind)) ? formatMinor(BigInt(String(r.target))) : String(r.target),
        category: r.category === null ? null : str(r.category),
        multiple: r.multiple === null ? null : int(r.multiple),
        rewardPoints: int(r.reward_points),
        rewardBonus: BigInt(String(r.reward_bonus)) > 0n ? formatMinor(BigInt(String(r.reward_bonus))) : null,
        score: int(r.score),
        active: Boolean(r.active),
        claimed: int(r.claimed),
        texts: r.texts as TConsoleMission['texts'],
      }),
    ),
  };
}

export async function createMission(db: Db, merchants: MerchantDirectory, op: OperatorSession, b: TCreateMission) {
  const merchant = await merchants.resolve(b.merchantCode ? { code: b.merchantCode } : { host: 'localhost' });
  const target = MONEY.has(b.kind) ? toMinor(b.target) : BigInt(Math.trunc(Number(b.target)));
  if (target <= 0n)
    throw new AppError('bad_request', 'target', { fields: [{ field: 'target', message: 'too_small' }] });
  return db.transaction(async (tx) => {
    const id = await missionsRepo.insert(tx, {
      merchantId: merchant.id,
      kind: b.kind,
      period: b.period,
      target,
      category: b.category ?? null,
      multiple: b.multiple ?? null,
      rewardPoints: BigInt(b.rewardPoints ?? 0),
      rewardBonus: b.rewardBonus && Number(b.rewardBonus) > 0 ? toMinor(b.rewardBonus) : 0n,
      score: b.score ?? 10,
      texts: b.texts as Record<string, { name: string; description: string }>,
    });
    await audit(tx, { operatorId: op.operatorId, action: 'missions.create', target: `mission:${id}`, detail: {} });
    return { id };
  });
}

export async function setMissionActive(db: Db, op: OperatorSession, id: number, active: boolean) {
  await db.transaction(async (tx) => {
    if (!(await missionsRepo.setActive(tx, id, active))) throw new AppError('not_found', 'no such mission');
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'missions.update',
      target: `mission:${id}`,
      detail: { active },
    });
  });
}
