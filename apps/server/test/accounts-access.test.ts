import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/modules/accounts/repo.ts';
import type { App } from '../src/platform/http.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import {
  countRows,
  encrypt,
  lastCode,
  patchBrand,
  postEncrypted,
  registrationPayload,
  solveChallenge,
} from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** Who may hold a session (spec section 6), on every way in: login, registration, free play, phone recovery. */
let app: App;
let merchantId = 0;
let ipSeq = 0;
const ip = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const members = (where: ReturnType<typeof sql>) =>
  countRows(app, sql`SELECT count(*) AS n FROM members WHERE ${where}`);
const sessionsOf = (username: string) =>
  countRows(
    app,
    sql`SELECT count(*) AS n FROM member_sessions s JOIN members m ON m.id = s.member_id WHERE m.username = ${username}`,
  );

/** A member with a mobile number, made directly (the registration paths are what some tests refuse). */
async function memberWithMobile(username: string, mobile: string, isAgent = 0, kind = 'member') {
  await accountsRepo.insertMember(app.deps.db, {
    merchantId,
    username,
    nickname: username,
    passwordHash: await hashPassword('Before@2026'),
    mobile,
    dialingCode: '84',
    isAgent,
    kind,
  });
}

async function sendCode(mobileNo: string, purpose: 'login' | 'recovery') {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { countryDialingCode: '84', mobileNo, humanCheck: await solveChallenge(app), purpose },
    remoteAddress: ip(),
  });
  expect(res.json().success).toBe(true);
  return lastCode(app, `+84${mobileNo}`);
}

const recover = async (mobileNum: string) =>
  postEncrypted(app, '/wps/member/password/verification', {
    mobileNum,
    countryDialingCode: '84',
    verificationCode: await sendCode(mobileNum, 'recovery'),
    newPassword: 'After@2026',
  });

const smsLogin = async (mobileNum: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, {
      type: 'sms',
      mobileNum,
      countryDialingCode: '84',
      verificationCode: await sendCode(mobileNum, 'login'),
    }),
    remoteAddress: ip(),
  });

const passwordLogin = async (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, { type: 'username', username, password }),
    remoteAddress: ip(),
  });

const registration = (extra: Record<string, unknown>) => registrationPayload(app, extra);

beforeAll(async () => {
  app = await buildTestApp();
  merchantId = (await app.deps.merchants.resolve({ code: 'LUMEN' })).id;
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
  await memberWithMobile('site_player', '900000001');
  await memberWithMobile('site_agent', '900000002', 1);
  await memberWithMobile('site_staff', '900000003', 0, 'staff');
});
afterAll(() => app.close());

describe('an agent-only site', () => {
  beforeAll(() => patchBrand(app, (c) => ({ ...c, agentOnly: true })));
  afterAll(() => patchBrand(app, (c) => ({ ...c, agentOnly: false })));

  it('refuses registration by username and by mobile before creating an account', async () => {
    const byName = await postEncrypted(app, '/wps/member/register', await registration({ username: 'agentsite1' }));
    expect(byName.statusCode).toBe(403);
    expect(byName.json()).toMatchObject({ success: false, message: 'error_not_agent' });
    expect(await members(sql`username = 'agentsite1'`)).toBe(0);

    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '84', mobileNo: '900000009', humanCheck: await solveChallenge(app) },
      remoteAddress: ip(),
    });
    expect(sent.json().success).toBe(true);
    const code = await lastCode(app, '+84900000009');
    const byMobile = await postEncrypted(
      app,
      '/wps/member/register/mobile',
      await registration({ mobileNum: '900000009', countryDialingCode: '84', verificationCode: code }),
    );
    expect(byMobile.json().message).toBe('error_not_agent');
    expect(await members(sql`mobile = '900000009'`)).toBe(0);
  });

  it('refuses free play without creating a trial account', async () => {
    const before = await members(sql`is_agent = 4`);
    const res = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip() });
    expect(res.json()).toMatchObject({ success: false, message: 'error_not_agent' });
    expect(await members(sql`is_agent = 4`)).toBe(before);
  });

  it('refuses a player by SMS login and by phone recovery, leaving the password and sessions as they were', async () => {
    expect((await smsLogin('900000001')).json().message).toBe('error_not_agent');
    const recovered = await recover('900000001');
    expect(recovered.json()).toMatchObject({ success: false, message: 'error_not_agent' });
    expect(await sessionsOf('site_player')).toBe(0);
    expect((await passwordLogin('site_player', 'Before@2026')).json().message).toBe('error_not_agent');
    expect(await sessionsOf('site_player')).toBe(0);
  });

  it('lets an agent in by every way', async () => {
    expect((await smsLogin('900000002')).json().success).toBe(true);
    expect((await recover('900000002')).json().success).toBe(true);
    expect((await passwordLogin('site_agent', 'After@2026')).json().success).toBe(true);
  });
});

describe('a non-member account', () => {
  it('cannot log in by password, SMS or phone recovery, and gets no session', async () => {
    expect((await passwordLogin('site_staff', 'Before@2026')).json().message).toBe('non_member_login');
    expect((await smsLogin('900000003')).json().message).toBe('non_member_login');
    const recovered = await recover('900000003');
    expect(recovered.statusCode).toBe(403);
    expect(recovered.json().message).toBe('non_member_login');
    expect(await sessionsOf('site_staff')).toBe(0);
    // The refused recovery did not change the password.
    await app.deps.db.execute(sql`UPDATE members SET kind = 'member' WHERE username = 'site_staff'`);
    expect((await passwordLogin('site_staff', 'Before@2026')).json().success).toBe(true);
  });
});

describe('an ordinary site', () => {
  it('lets a player in by phone recovery', async () => {
    await memberWithMobile('site_player2', '900000004');
    expect((await recover('900000004')).json().success).toBe(true);
    expect(await sessionsOf('site_player2')).toBe(1);
  });
});

describe('a free-play trial account', () => {
  it('may play and see its balance, but the member centre’s records are refused on the server too', async () => {
    const token = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip() })).json()
      .value.token as string;
    const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/wps/v2/wallets/balance')).json().success).toBe(true);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).json().success).toBe(true);
    for (const url of [
      '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10',
      '/wps/relay/ODSFE2_personalHistory?pageNo=1&pageSize=10',
      '/wps/relay/ODSFE2_personalProfit?period=daily',
      '/wps/relay/MCSFE_getPlayerRankProgress',
    ]) {
      const res = await get(url);
      expect(res.json(), url).toMatchObject({ success: false, message: 'trial_account' });
    }
  });
});
