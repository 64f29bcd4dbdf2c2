import { bonusRulesOf } from '@portal/contracts/merchant-config';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countTurnover } from '../src/modules/promotions/index.ts';
import { payReferralRewards } from '../src/modules/referral/index.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand, postEncrypted, registrationPayload } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { settledRound } from './points-helper.ts';
import { paidDeposit, wallet } from './promotions-helper.ts';

/**
 * The bonus abuse rules: the referral reward is a bonus locked behind turnover, the no-deposit sign-up gift counts
 * low-edge games at a low weight, and a reward or gift of an account tied to the referrer (or to another account
 * that took the gift) by a device, payout account or address waits for an operator, who releases or cancels it.
 */

let app: App;
let admin: Record<string, string>;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const referralPostings = () =>
  countRows(app, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'referral_bonus'`);

/** Registers through the real call (with a device fingerprint and a referral code when given), and logs in. */
async function member(username: string, extra: { referralCode?: string; deviceFingerprint?: string } = {}) {
  const res = await postEncrypted(app, '/wps/member/register', await registrationPayload(app, { username, ...extra }));
  if (!res.json().success) throw new Error(`register ${username}: ${res.json().message}`);
  const { authorization } = await loginAs(app, username, 'Secret@123');
  return { authorization };
}
const codeOf = async (h: Record<string, string>) =>
  (await get('/wps/relay/MCSFE_getReferralInfo', h)).json().value.code as string;
async function bindAccount(h: Record<string, string>, accountNo: string) {
  await app.inject({
    method: 'PUT',
    url: '/wps/v2/member/paymentPassword',
    headers: h,
    payload: { password: '246810' },
  });
  const res = await post(
    '/wps/v2/member/boundAccounts',
    { kind: 'ewallet', provider: 'PIX', accountName: 'Same Person', accountNo, paymentPassword: '246810' },
    h,
  );
  if (!res.json().success) throw new Error(`bind: ${res.json().message}`);
}
const bonuses = async (h: Record<string, string>) => (await get('/wps/relay/MCSFE_getBonusDetails', h)).json().value;
const holds = async (state = 'held') =>
  (await get(`/admin/api/console/brands/LUMEN/bonus-holds?state=${state}`, admin)).json().value;

beforeAll(async () => {
  app = await buildTestApp();
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
  admin = await operatorHeaders(app, 'abuseops', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('bonus abuse rules', () => {
  it('locks the referral reward in the bonus wallet behind 5x turnover at the no-deposit weights', async () => {
    const referrer = await member('abuseref01');
    await member('abusefr01', { referralCode: await codeOf(referrer) }).then((f) => paidDeposit(app, f, '100.00'));
    await payReferralRewards(app.deps.db);
    expect(await wallet(app, referrer)).toMatchObject({ main: '0.00', bonus: '20.00' });
    const details = await bonuses(referrer);
    expect(details).toMatchObject({ bonusBalance: '20.00', openTurnover: '100.00' });
    expect(details.list[0]).toMatchObject({
      promotionId: null,
      amount: '20.00',
      requirement: '100.00',
      status: 'active',
      weights: { RNG: 100, INHOUSE: 10, LIVE: 10 },
    });
    expect(details.list[0].title).toBeTruthy();

    // 100.00 of dice counts 10.00; 90.00 of slots meets the rest and releases the reward to the main wallet.
    await settledRound(app, 'abuseref01', 10_000, { category: 'INHOUSE', win: 19_800 });
    await countTurnover(app.deps.db);
    expect((await bonuses(referrer)).list[0]).toMatchObject({ progress: '10.00', status: 'active' });
    await settledRound(app, 'abuseref01', 9_000, { category: 'RNG' });
    await countTurnover(app.deps.db);
    expect((await bonuses(referrer)).list[0]).toMatchObject({ status: 'released' });
    expect(await wallet(app, referrer)).toMatchObject({ main: '20.00', bonus: '0.00' });
  });

  it('pays the referral reward straight to the main wallet when the brand sets the multiplier to 0', async () => {
    await patchBrand(app, (c) => ({ ...c, bonusRules: { ...bonusRulesOf({}), referralTurnoverMultiplier: 0 } }));
    try {
      const referrer = await member('abuseref02');
      await member('abusefr02', { referralCode: await codeOf(referrer) }).then((f) => paidDeposit(app, f, '100.00'));
      await payReferralRewards(app.deps.db);
      expect(await wallet(app, referrer)).toMatchObject({ main: '20.00', bonus: '0.00' });
    } finally {
      await patchBrand(app, ({ bonusRules: _, ...c }) => c);
    }
  });

  it('does not release the no-deposit sign-up gift for 50.00 of 1 %-edge dice', async () => {
    const m = await member('abusegift01');
    const gift = (await post('/wps/relay/MCSFE_signUpRequestReward', {}, m)).json().value;
    expect(gift.bonus).toMatchObject({ amount: '10.00', requirement: '50.00', status: 'active' });
    expect(gift.bonus.weights).toMatchObject({ INHOUSE: 10, RNG: 100 });
    await settledRound(app, 'abusegift01', 5_000, { category: 'INHOUSE', win: 9_900 });
    await countTurnover(app.deps.db);
    expect((await bonuses(m)).list[0]).toMatchObject({ progress: '5.00', remaining: '45.00', status: 'active' });
    expect(await wallet(app, m)).toMatchObject({ main: '0.00', bonus: '10.00' });
  });

  it('holds the referral reward of an account sharing the referrer’s device or payout account; the console shows the links', async () => {
    const referrer = await member('abuseref03', { deviceFingerprint: 'fp-shared-device-0003' });
    await bindAccount(referrer, '123.456.789-00');
    const byDevice = await member('abusefr03a', {
      referralCode: await codeOf(referrer),
      deviceFingerprint: 'fp-shared-device-0003',
    });
    const byAccount = await member('abusefr03b', {
      referralCode: await codeOf(referrer),
      deviceFingerprint: 'fp-other-device-0003b',
    });
    await bindAccount(byAccount, '12345678900');
    const before = await referralPostings();
    await paidDeposit(app, byDevice, '100.00');
    await paidDeposit(app, byAccount, '100.00');
    await payReferralRewards(app.deps.db);
    await payReferralRewards(app.deps.db);
    expect(await referralPostings()).toBe(before);
    expect(await wallet(app, referrer)).toMatchObject({ main: '0.00', bonus: '0.00' });
    expect((await bonuses(referrer)).list.map((b: { status: string }) => b.status)).toEqual(['held', 'held']);

    const rows = (await holds()).rows.filter((r: { username: string }) => r.username === 'abuseref03');
    expect(rows).toHaveLength(2);
    const of = (referee: string) => rows.find((r: { refereeUsername: string }) => r.refereeUsername === referee);
    expect(of('abusefr03a')).toMatchObject({
      source: 'referral',
      amount: '20.00',
      requirement: '100.00',
      status: 'held',
      links: [{ kind: 'device', with: 'referrer', username: 'abuseref03', value: 'fp-shared-de' }],
    });
    expect(of('abusefr03b')).toMatchObject({
      links: [{ kind: 'payout_account', with: 'referrer', username: 'abuseref03' }],
    });
    expect(of('abusefr03b').links[0].value).toContain('12345678900');

    // Release pays it (once, audited); cancel pays nothing (audited); neither moves a bonus twice.
    const release = await post(`/admin/api/console/bonus-holds/${of('abusefr03a').id}/release`, { note: 'ok' }, admin);
    expect(release.json().value).toMatchObject({ status: 'active', reviewedBy: 'abuseops' });
    const again = await post(`/admin/api/console/bonus-holds/${of('abusefr03a').id}/release`, {}, admin);
    expect(again.json()).toMatchObject({ success: false, message: 'bonus_not_held' });
    const cancel = await post(`/admin/api/console/bonus-holds/${of('abusefr03b').id}/cancel`, {}, admin);
    expect(cancel.json().value).toMatchObject({ status: 'cancelled' });
    expect((await post(`/admin/api/console/bonus-holds/${of('abusefr03b').id}/release`, {}, admin)).statusCode).toBe(
      409,
    );
    expect(await referralPostings()).toBe(before + 1);
    // The cancelled reward is not counted as earned on the referrer's page.
    expect((await get('/wps/relay/MCSFE_getReferralInfo', referrer)).json().value).toMatchObject({
      qualified: 2,
      rewardsEarned: '20.00',
    });
    expect(await wallet(app, referrer)).toMatchObject({ main: '0.00', bonus: '20.00' });
    expect((await bonuses(referrer)).list[1]).toMatchObject({ status: 'active', requirement: '100.00' });
    const audited = await countRows(
      app,
      sql`SELECT count(*) AS n FROM operator_audit
        WHERE action IN ('bonus.release', 'bonus.cancel') AND target IN (${`bonus:${of('abusefr03a').id}`}, ${`bonus:${of('abusefr03b').id}`})`,
    );
    expect(audited).toBe(2);
    const reviewed = (await holds('reviewed')).rows.map((r: { refereeUsername: string; status: string }) => [
      r.refereeUsername,
      r.status,
    ]);
    expect(reviewed).toEqual(
      expect.arrayContaining([
        ['abusefr03a', 'active'],
        ['abusefr03b', 'cancelled'],
      ]),
    );
  });

  it('holds the sign-up gift of a second account on a device that already took it', async () => {
    const first = await member('abusegift02a', { deviceFingerprint: 'fp-gift-device-0002' });
    expect((await post('/wps/relay/MCSFE_signUpRequestReward', {}, first)).json().value.bonus.status).toBe('active');
    const second = await member('abusegift02b', { deviceFingerprint: 'fp-gift-device-0002' });
    const claimed = (await post('/wps/relay/MCSFE_signUpRequestReward', {}, second)).json().value;
    expect(claimed).toMatchObject({ status: 'in_process', bonus: { status: 'held' } });
    expect(await wallet(app, second)).toMatchObject({ main: '0.00', bonus: '0.00' });
    expect((await post('/wps/relay/MCSFE_signUpRequestReward', {}, second)).json().message).toBe(
      'promotion_nothing_to_claim',
    );
    const row = (await holds()).rows.find((r: { username: string }) => r.username === 'abusegift02b');
    expect(row).toMatchObject({
      source: 'promotion',
      promotionCode: 'signup-gift',
      links: [{ kind: 'device', with: 'gift_taker', username: 'abusegift02a' }],
    });
    await post(`/admin/api/console/bonus-holds/${row.id}/release`, {}, admin);
    expect(await wallet(app, second)).toMatchObject({ bonus: '10.00' });
    expect((await bonuses(second)).list[0]).toMatchObject({ status: 'active', requirement: '50.00' });
  });

  it('holds the referral reward of an account that gave the referrer’s delivery address (case and punctuation aside)', async () => {
    const referrer = await member('abuseref04');
    const friend = await member('abusefr04', { referralCode: await codeOf(referrer) });
    // The address is what a member gives for a physical item of the points mall.
    const redeem = (username: string, address: string) =>
      app.deps.db.execute(sql`INSERT INTO point_redemptions (merchant_id, member_id, kind, item_id, points, address,
          status, request_id)
        SELECT m.merchant_id, m.id, 'item', (SELECT id FROM mall_items ORDER BY id LIMIT 1), 100, ${address},
          'in_process', ${`req-${username}`}
        FROM members m WHERE m.username = ${username}`);
    await redeem('abuseref04', 'Rua das Flores, 12 - São Paulo');
    await redeem('abusefr04', 'rua das flores 12, são paulo');
    await paidDeposit(app, friend, '100.00');
    await payReferralRewards(app.deps.db);
    const row = (await holds()).rows.find((r: { refereeUsername: string }) => r.refereeUsername === 'abusefr04');
    expect(row).toMatchObject({
      status: 'held',
      links: [{ kind: 'address', with: 'referrer', username: 'abuseref04', value: 'rua das flores 12, são paulo' }],
    });
  });

  it('checks only the link kinds the brand keeps on', async () => {
    await patchBrand(app, (c) => ({ ...c, bonusRules: { ...bonusRulesOf({}), holdOnSharedDevice: false } }));
    try {
      await member('abusegift03a', { deviceFingerprint: 'fp-gift-device-0003' }).then((h) =>
        post('/wps/relay/MCSFE_signUpRequestReward', {}, h),
      );
      const b = await member('abusegift03b', { deviceFingerprint: 'fp-gift-device-0003' });
      expect((await post('/wps/relay/MCSFE_signUpRequestReward', {}, b)).json().value.bonus.status).toBe('active');
    } finally {
      await patchBrand(app, ({ bonusRules: _, ...c }) => c);
    }
  });

  it('lets an admin read and set the brand’s rules (safe defaults, validated, audited)', async () => {
    const url = '/admin/api/console/brands/LUMEN/bonus-rules';
    const rules = (await get(url, admin)).json().value;
    expect(rules).toEqual({
      referralTurnoverMultiplier: 5,
      referralExpiryDays: 30,
      noDepositWeights: {
        RNG: 100,
        FISH: 100,
        LOTT: 100,
        ELOTT: 100,
        SPORTS: 20,
        ESPORTS: 20,
        LIVE: 10,
        PVP: 10,
        INHOUSE: 10,
      },
      holdOnSharedDevice: true,
      holdOnSharedPayoutAccount: true,
      holdOnSharedAddress: true,
    });
    const put = (payload: object) => app.inject({ method: 'PUT', url, headers: admin, payload });
    expect((await put({ ...rules, noDepositWeights: { ...rules.noDepositWeights, INHOUSE: 150 } })).statusCode).toBe(
      400,
    );
    const saved = await put({ ...rules, referralTurnoverMultiplier: 8, noDepositWeights: { INHOUSE: 0 } });
    expect(saved.json().value).toMatchObject({
      referralTurnoverMultiplier: 8,
      noDepositWeights: { INHOUSE: 0, RNG: 100 },
    });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'bonus.rules'`)).toBe(1);
    const referrer = await member('abuseref05');
    await member('abusefr05', { referralCode: await codeOf(referrer) }).then((f) => paidDeposit(app, f, '100.00'));
    await payReferralRewards(app.deps.db);
    expect((await bonuses(referrer)).list[0]).toMatchObject({ requirement: '160.00', weights: { INHOUSE: 0 } });
    await put(rules);
  });

  it('lets only operators see and review holds', async () => {
    expect((await get('/admin/api/console/brands/LUMEN/bonus-holds')).statusCode).toBe(401);
    expect((await post('/admin/api/console/bonus-holds/999999/release', {}, admin)).json().message).toBe('not_found');
  });
});
