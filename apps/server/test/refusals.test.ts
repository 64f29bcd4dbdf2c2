import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsRepo } from '../src/modules/accounts/repo.ts';
import type { App } from '../src/platform/http.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { countRows, encrypt, lastCode, patchBrand, solveChallenge } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** Bad input and replays on the account calls: a clear error, and no account and no session left behind. */
let app: App;
let ipSeq = 0;
const ip = () => `10.21.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const sessions = () => countRows(app, sql`SELECT count(*) AS n FROM member_sessions`);
const accounts = () => countRows(app, sql`SELECT count(*) AS n FROM members`);
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip() });
const sendRegisterCode = async (mobileNo: string, humanCheck?: string) =>
  post('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo, humanCheck });

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('refused logins', () => {
  it('open no session: wrong key id, plaintext, missing or malformed fields, an oversize body', async () => {
    const before = { sessions: await sessions(), accounts: await accounts() };
    const good = { type: 'username', username: 'demo_player', password: 'Demo@2026' };
    const sealed = await encrypt(app, good);
    const answers = [
      [
        await post('/wps/session/login', { encrypted: { ...sealed.encrypted, keyId: 'not-our-key' } }),
        'encryption_invalid',
      ],
      [await post('/wps/session/login', good), 'encryption_required'],
      [
        await post('/wps/session/login', await encrypt(app, { type: 'username', username: 'demo_player' })),
        'login_failed',
      ],
      [await post('/wps/session/login', await encrypt(app, { ...good, type: 'magic' })), 'bad_request'],
      [await post('/wps/member/register', await encrypt(app, { username: 'nobody01' })), 'bad_request'],
    ] as const;
    for (const [res, message] of answers) expect(res.json(), message).toMatchObject({ success: false, message });
    const oversize = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ encrypted: { keyId: 'k', key: 'k', iv: 'i', data: 'A'.repeat(3_000_000) } }),
    });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({ success: false, message: 'payload_too_large' });
    expect({ sessions: await sessions(), accounts: await accounts() }).toEqual(before);
  });

  it('take an SMS code once: the replay opens no second session', async () => {
    const merchantId = (await app.deps.merchants.resolve({ code: 'LUMEN' })).id;
    await accountsRepo.insertMember(app.deps.db, {
      merchantId,
      username: 'sms_once',
      nickname: 'sms_once',
      passwordHash: await hashPassword('Before@2026'),
      mobile: '988776655',
      dialingCode: '84',
    });
    const sent = await post('/wps/verification/sms/noLogin', {
      countryDialingCode: '84',
      mobileNo: '988776655',
      humanCheck: await solveChallenge(app),
      purpose: 'login',
    });
    expect(sent.json().success).toBe(true);
    const code = await lastCode(app, '+84988776655');
    const smsLogin = async () =>
      post(
        '/wps/session/login',
        await encrypt(app, { type: 'sms', mobileNum: '988776655', countryDialingCode: '84', verificationCode: code }),
      );
    const before = await sessions();
    expect((await smsLogin()).json().success).toBe(true);
    expect((await smsLogin()).json()).toMatchObject({ success: false, message: 'sms_code_invalid' });
    expect(await sessions()).toBe(before + 1);
  });
});

describe('the human check', () => {
  it('refuses a tampered or an expired solution, and a solution the second time', async () => {
    const decode = (s: string) => JSON.parse(Buffer.from(s, 'base64').toString('utf8'));
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
    const solved = await solveChallenge(app);
    const tampered = encode({ ...decode(solved), number: decode(solved).number + 1 });
    expect((await sendRegisterCode('911000001', tampered)).json().message).toBe('human_check_failed');
    // A challenge handed out eleven minutes ago has run out (its lifetime is ten).
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - 11 * 60_000);
    const old = await solveChallenge(app);
    clock.mockRestore();
    expect((await sendRegisterCode('911000002', old)).json().message).toBe('human_check_failed');
    expect((await sendRegisterCode('911000003', solved)).json().success).toBe(true);
    expect((await sendRegisterCode('911000004', solved)).json().message).toBe('human_check_failed');
  });

  it('is not asked for when the brand switches it off', async () => {
    expect((await sendRegisterCode('911000005')).json().message).toBe('human_check_failed');
    await patchBrand(app, (c) => ({ ...c, humanCheck: 'off' }));
    try {
      expect((await sendRegisterCode('911000005')).json()).toMatchObject({ success: true });
    } finally {
      await patchBrand(app, (c) => ({ ...c, humanCheck: 'pow' }));
    }
  });
});

describe('SMS codes', () => {
  it('live as long as the brand says', async () => {
    await patchBrand(app, (c) => ({ ...c, sms: { expiredMinutes: 2 } }));
    try {
      const sent = await sendRegisterCode('911000006', await solveChallenge(app));
      expect(sent.json().value).toEqual({ expiredMinutes: 2 });
      const seconds = await countRows(
        app,
        sql`SELECT extract(epoch FROM expires_at - now())::int AS n FROM verification_codes WHERE target = '+84911000006'`,
      );
      expect(seconds).toBeGreaterThan(100);
      expect(seconds).toBeLessThanOrEqual(120);
    } finally {
      await patchBrand(app, (c) => ({ ...c, sms: { expiredMinutes: 5 } }));
    }
  });
});
