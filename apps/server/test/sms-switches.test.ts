import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import {
  countRows,
  encrypt,
  lastCode,
  patchBrand,
  postEncrypted,
  registrationPayload,
  setMod,
  solveChallenge,
} from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** The whitelabel switches around phone numbers: MOBILENUMPASSREG3 and PWRESETSMS3 (spec section 9, api-paths). */
let app: App;
let ipSeq = 0;
const ip = () => `10.21.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const mods = (set: Record<string, boolean>) =>
  patchBrand(app, (c) => ({
    ...c,
    whitelabel: Object.entries(set).reduce((tree, [mod, on]) => setMod(tree, mod, on), c.whitelabel),
  }));
const sms = async (url: string, mobileNo: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: { countryDialingCode: '55', mobileNo, humanCheck: await solveChallenge(app), ...extra },
    remoteAddress: ip(),
  });
const registerMobile = async (mobileNum: string, extra: Record<string, unknown>) =>
  postEncrypted(
    app,
    '/wps/member/register/mobile',
    await registrationPayload(app, { mobileNum, countryDialingCode: '55', login: true, ...extra }),
  );
const members = (username: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM members WHERE username = ${username}`);
const smsLogin = async (mobileNum: string, verificationCode: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, { type: 'sms', mobileNum, countryDialingCode: '55', verificationCode }),
    remoteAddress: ip(),
  });

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

describe('mobile registration without a password (MOBILENUMPASSREG3 off)', () => {
  it('takes the number and its code only, even where the brand does not verify mobiles otherwise', async () => {
    await mods({ MOBILENUMPASSREG3: false, REGMOBVERF3: false });
    // No code, no account: the proven number is the only credential.
    const uncoded = await registerMobile('11977770001', { password: undefined, confirmPassword: undefined });
    expect(uncoded.json().message).toBe('sms_code_invalid');
    expect(await members('11977770001')).toBe(0);

    expect((await sms('/wps/verification/sms/register', '11977770001')).json().success).toBe(true);
    const code = await lastCode(app, '+5511977770001');
    const res = await registerMobile('11977770001', {
      password: undefined,
      confirmPassword: undefined,
      verificationCode: code,
    });
    expect(res.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    // No password signs in: not an empty one, and not a guess.
    for (const password of ['', 'Secret@123']) {
      const login = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: await encrypt(app, { type: 'username', username: '11977770001', password }),
        remoteAddress: ip(),
      });
      expect(login.json().success).toBe(false);
    }
    // The number does, by a sign-in code.
    expect((await sms('/wps/verification/sms/noLogin', '11977770001', { purpose: 'login' })).json().success).toBe(true);
    const signIn = await smsLogin('11977770001', await lastCode(app, '+5511977770001'));
    expect(signIn.json().success).toBe(true);
  });

  it('asks for the password again once switched on', async () => {
    await mods({ MOBILENUMPASSREG3: true, REGMOBVERF3: false });
    // The register code is not offered: nothing on either form asks for one.
    expect((await sms('/wps/verification/sms/register', '11977770002')).json().message).toBe('function_not_available');
    const res = await registerMobile('11977770002', { password: '', confirmPassword: '' });
    expect(res.json()).toMatchObject({ success: false, message: 'field_invalid', value: { field: 'password' } });
    const ok = await registerMobile('11977770002', {});
    expect(ok.json().success).toBe(true);
  });
});

describe('password reset by SMS (PWRESETSMS3)', () => {
  it('sends the reset code at /wps/member/password/sms and sets the password with it', async () => {
    await mods({ PWRESETSMS3: true, CHNGPASSVERIF3: true });
    const sent = await sms('/wps/member/password/sms', '11999990001');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now());
    const reset = await postEncrypted(app, '/wps/member/password/verification', {
      mobileNum: '11999990001',
      countryDialingCode: '55',
      verificationCode: await lastCode(app, '+5511999990001'),
      newPassword: 'Demo@2027',
    });
    expect(reset.json().success).toBe(true);
  });

  it('answers an unknown number as a known one and sends it nothing', async () => {
    await mods({ PWRESETSMS3: true, CHNGPASSVERIF3: true });
    const known = await sms('/wps/member/password/sms', '11999990001');
    const unknown = await sms('/wps/member/password/sms', '11900000099');
    expect(unknown.json().success).toBe(known.json().success);
    expect(Object.keys(unknown.json().value)).toEqual(Object.keys(known.json().value));
    expect(await lastCode(app, '+5511900000099')).toBeUndefined();
  });

  it('sends no reset code and sets no password by phone while the switch is off', async () => {
    await mods({ PWRESETSMS3: false, CHNGPASSVERIF3: true });
    expect((await sms('/wps/member/password/sms', '11999990001')).json().message).toBe('function_not_available');
    const viaNoLogin = await sms('/wps/verification/sms/noLogin', '11999990001', { purpose: 'recovery' });
    expect(viaNoLogin.json().message).toBe('function_not_available');
    const reset = await postEncrypted(app, '/wps/member/password/verification', {
      mobileNum: '11999990001',
      countryDialingCode: '55',
      verificationCode: '123456',
      newPassword: 'Demo@2027',
    });
    expect(reset.json().message).toBe('function_not_available');
    expect(await lastCode(app, '+5511999990001')).toBeUndefined();
  });
});
