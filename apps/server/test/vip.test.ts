import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfig } from '../src/modules/brand/demo-brand.ts';
import { ZMerchantConfig, ZVipLevels } from '../src/modules/brand/merchant-config.ts';
import { rankFor } from '../src/modules/vip/service.ts';
import { completeDeposit, requestDeposit } from '../src/modules/wallet/deposits.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

const levels = demoConfig.vipLevels;
const names = (en: string) => ({ pt: en, en, cn: en, id: en, th: en, vi: en });

describe('VIP club configuration', () => {
  it('accepts the demo levels and defaults to no club', () => {
    expect(ZMerchantConfig.parse(demoConfig).vipLevels).toHaveLength(6);
    const { vipLevels: _, ...rest } = demoConfig;
    expect(ZMerchantConfig.parse(rest).vipLevels).toEqual([]);
  });

  it('refuses gaps or repeats in ranks and thresholds that do not ascend', () => {
    const a = { rankLevel: 1, labelName: names('A'), color: '#ffffff', color2: '#000000', minDeposit: 100 };
    const b = { ...a, rankLevel: 2, labelName: names('B'), minDeposit: 200 };
    expect(ZVipLevels.safeParse([a, b]).success).toBe(true);
    expect(ZVipLevels.safeParse([a, { ...b, rankLevel: 1 }]).success).toBe(false);
    expect(ZVipLevels.safeParse([a, { ...b, rankLevel: 3 }]).success).toBe(false);
    expect(ZVipLevels.safeParse([a, { ...b, minDeposit: 100 }]).success).toBe(false);
    expect(ZVipLevels.safeParse([b, a]).success).toBe(false);
    expect(ZVipLevels.safeParse([{ ...a, color: 'red' }]).success).toBe(false);
    expect(ZVipLevels.safeParse([{ ...a, labelName: { en: 'A' } }]).success).toBe(false);
  });

  it('ranks by the highest threshold reached, a threshold reached exactly included', () => {
    const [l1, l2] = levels;
    if (!l1 || !l2) throw new Error('demo levels');
    expect(rankFor(levels, 0n)).toBeNull();
    expect(rankFor(levels, BigInt(l1.minDeposit) - 1n)).toBeNull();
    expect(rankFor(levels, BigInt(l1.minDeposit))?.rankLevel).toBe(1);
    expect(rankFor(levels, BigInt(l2.minDeposit) - 1n)?.rankLevel).toBe(1);
    expect(rankFor(levels, BigInt(l2.minDeposit))?.rankLevel).toBe(2);
    expect(rankFor(levels, 10n ** 12n)?.rankLevel).toBe(6);
    expect(rankFor([], 10n ** 12n)).toBeNull();
  });
});

describe('VIP club of a member', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('names demo_player’s seeded rank 2 in the request’s language', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const info = async (language: string) =>
      (await app.inject({ url: '/wps/member/info', headers: { authorization, language } })).json().value;
    expect((await info('en')).clubLabel).toEqual({
      labelName: 'Silver',
      color: '#ffffff',
      color2: '#66758a',
      rankLevel: 2,
    });
    expect((await info('pt')).clubLabel.labelName).toBe('Prata');
    expect((await info('cn')).clubLabel.labelName).toBe('白银');
    expect((await info('en')).memberLabel).toEqual([]);
  });

  it('answers the rank progress with levels, amounts and progress', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const res = await app.inject({
      url: '/wps/relay/MCSFE_getPlayerRankProgress',
      headers: { authorization, language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      current: { rankLevel: 2, labelName: 'Silver', minDeposit: '500.00' },
      next: { rankLevel: 3, labelName: 'Gold', minDeposit: '2000.00' },
      totalDeposit: '1000.00',
      remainingDeposit: '1000.00',
    });
    expect(v.progress).toBeCloseTo(1 / 3, 2);
    expect(v.levels.map((l: { rankLevel: number }) => l.rankLevel)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('requires a token', async () => {
    const res = await app.inject('/wps/relay/MCSFE_getPlayerRankProgress');
    expect(res.json()).toMatchObject({ success: false, code: 401 });
  });

  it('moves a member from no level to the first exactly at its threshold, counting only completed deposits', async () => {
    const { authorization } = await loginAs(app, 'demo_agent', 'Demo@2026');
    const db = app.deps.db;
    const progress = async () =>
      (
        await app.inject({ url: '/wps/relay/MCSFE_getPlayerRankProgress', headers: { authorization, language: 'en' } })
      ).json().value;
    const info = async () => (await app.inject({ url: '/wps/member/info', headers: { authorization } })).json().value;
    expect((await info()).clubLabel).toBeNull();
    const p0 = await progress();
    expect(p0).toMatchObject({ current: null, next: { rankLevel: 1 }, totalDeposit: '0.00', progress: 0 });
    const memberId = (await info()).id as number;
    const [row] = (
      (await db.execute(
        sql`SELECT c.id, c.merchant_id FROM deposit_channels c JOIN members m ON m.merchant_id = c.merchant_id WHERE m.id = ${memberId} AND c.code = 'SANDBOX'`,
      )) as unknown as { rows: Array<{ id: number; merchant_id: number }> }
    ).rows;
    const channel = row?.id;
    const merchantId = Number(row?.merchant_id);
    const pending = await requestDeposit(db, merchantId, memberId, Number(channel), '99.99');
    expect((await progress()).totalDeposit).toBe('0.00');
    await completeDeposit(db, pending.ref, null, null);
    expect((await info()).clubLabel).toBeNull();
    expect((await progress()).progress).toBeCloseTo(0.999, 3);
    const cent = await requestDeposit(db, merchantId, memberId, Number(channel), '10.00');
    await completeDeposit(db, cent.ref, null, null);
    // 109.99 is past Bronze (100.00) but short of Silver.
    expect((await info()).clubLabel).toMatchObject({ rankLevel: 1, labelName: 'Bronze' });
    expect(await progress()).toMatchObject({ current: { rankLevel: 1 }, next: { rankLevel: 2 } });
  });
});
