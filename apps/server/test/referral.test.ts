import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payReferralRewards } from '../src/modules/referral/index.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand, postEncrypted, registrationPayload } from './auth-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';

let app: App;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const rewards = () => countRows(app, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'referral_bonus'`);
const uplineOf = async (username: string) => {
  const r = (await app.deps.db.execute(
    sql`SELECT u.username FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.username = ${username}`,
  )) as unknown as { rows: Array<{ username: string | null }> };
  return r.rows[0]?.username ?? null;
};
/** Registers through the real call with a referral code, and logs in. */
async function referred(username: string, referralCode: string) {
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
  const res = await postEncrypted(
    app,
    '/wps/member/register',
    await registrationPayload(app, { username, referralCode }),
  );
  if (!res.json().success) throw new Error(`register ${username}: ${res.json().message}`);
  return loginAs(app, username, 'Secret@123');
}

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('referral', () => {
  it('gives a player a stable code and link; an agent’s code is its affiliate code', async () => {
    const m = await newMember(app, 'referrer01');
    const info = (await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value;
    expect(info.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.link.endsWith(`/register?referralCode=${info.code}`)).toBe(true);
    expect(info).toMatchObject({ enabled: true, reward: '20.00', minDeposit: '100.00', invited: 0 });
    expect((await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value.code).toBe(info.code);
    const agent = await loginAs(app, 'demo_agent', 'Demo@2026');
    expect((await get('/wps/relay/MCSFE_getReferralInfo', agent)).json().value.code).toBe('DEMOAGENT');
    expect((await get('/wps/relay/MCSFE_getReferralInfo')).statusCode).toBe(401);
    expect((await get('/wps/relay/MCSFE_getReferralList?pageNo=0', m)).statusCode).toBe(400);
  });

  it('records the referrer; a player’s code makes no upline, an agent’s makes the agent the upline', async () => {
    const m = await newMember(app, 'referrer02');
    const { code } = (await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value;
    await referred('friend0201', code.toLowerCase());
    expect(await uplineOf('friend0201')).not.toBe('referrer02');
    await referred('friend0202', 'DEMOAGENT');
    expect(await uplineOf('friend0202')).toBe('demo_agent');
    const list = (await get('/wps/relay/MCSFE_getReferralList', m)).json().value;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ username: 'fr***1', status: 'pending', reward: null });
    await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
    const bad = await postEncrypted(
      app,
      '/wps/member/register',
      await registrationPayload(app, { username: 'friend0203', referralCode: 'NOSUCH99' }),
    );
    expect(bad.json().message).toBe('invalid_affiliate');
  });

  it('pays the referrer once, on a first deposit of at least the minimum, never for a smaller or a second one', async () => {
    const m = await newMember(app, 'referrer03');
    const { code } = (await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value;
    const small = await referred('friend0301', code);
    const good = await referred('friend0302', code);
    const before = await wallet(app, m);
    await paidDeposit(app, small, '50.00');
    await paidDeposit(app, good, '150.00');
    await payReferralRewards(app.deps.db);
    await paidDeposit(app, small, '500.00');
    await paidDeposit(app, good, '500.00');
    await payReferralRewards(app.deps.db);
    await payReferralRewards(app.deps.db);
    expect(await rewards()).toBe(1);
    // The reward is a bonus locked behind the brand's turnover (5x by default), not cash in the main wallet.
    expect(await wallet(app, m)).toMatchObject({ main: before.main, bonus: '20.00' });
    const bonus = (await get('/wps/relay/MCSFE_getBonusDetails', m)).json().value;
    expect(bonus.list).toMatchObject([{ amount: '20.00', requirement: '100.00', status: 'active' }]);
    const list = (await get('/wps/relay/MCSFE_getReferralList', m)).json().value.list;
    expect(list.map((r: { username: string; status: string }) => [r.username, r.status])).toEqual([
      ['fr***2', 'qualified'],
      ['fr***1', 'missed'],
    ]);
    const info = (await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value;
    expect(info).toMatchObject({ invited: 2, qualified: 1, rewardsEarned: '20.00' });
  });

  it('tells the available-promotions answer whether referral is on', async () => {
    const m = await newMember(app, 'referrer04');
    const v = (await get('/wps/relay/MCSFE_getAvailablePromotions?pageSize=50', m)).json().value;
    expect(v.REFERRAL).toEqual({ enabled: true });
    expect(v.count).toBe(v.total);
    expect(Array.isArray(v.list)).toBe(true);
  });

  it('lets the operator switch the programme off (audited); a first deposit then misses the reward', async () => {
    const { operatorHeaders } = await import('./console-helper.ts');
    const admin = await operatorHeaders(app, 'referralops', 'Operator@2026pass', 'admin');
    const url = '/admin/api/console/brands/LUMEN/referral';
    const bad = await app.inject({ method: 'PUT', url, headers: admin, payload: { enabled: false, reward: 'x' } });
    expect(bad.statusCode).toBe(400);
    const off = await app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { enabled: false, minDeposit: '100', reward: '20' },
    });
    expect(off.json().value).toEqual({ enabled: false, minDeposit: '100.00', reward: '20.00' });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'referral.settings'`)).toBe(
      1,
    );
    const m = await newMember(app, 'referrer05');
    const { code } = (await get('/wps/relay/MCSFE_getReferralInfo', m)).json().value;
    const f = await referred('friend0501', code);
    const paidBefore = await rewards();
    await paidDeposit(app, f, '200.00');
    await payReferralRewards(app.deps.db);
    expect(await rewards()).toBe(paidBefore);
    expect((await get('/wps/relay/MCSFE_getAvailablePromotions', m)).json().value.REFERRAL).toEqual({ enabled: false });
  });
});
