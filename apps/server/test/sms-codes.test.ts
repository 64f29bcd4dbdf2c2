import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeCode, MAX_TRIES, phoneTarget, TARGET_TRIES } from '../src/modules/accounts/codes.ts';
import type { App } from '../src/platform/http.ts';
import type { Limiter } from '../src/platform/limiter.ts';
import type { Merchant } from '../src/platform/merchant.ts';
import { countRows, encrypt, lastCode, postEncrypted, solveChallenge } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let merchant: Merchant;
let ipSeq = 0;
const ip = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
/** A limiter that never limits, to test the database's own cap. */
const unlimited: Limiter = { hit: async () => 1, count: async () => 0, undo: async () => {}, reset: async () => {} };

const noLogin = async (mobileNo: string, purpose: 'login' | 'recovery' = 'login', from = ip()) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { countryDialingCode: '55', mobileNo, humanCheck: await solveChallenge(app), purpose },
    remoteAddress: from,
  });
const registerCode = async (mobileNo: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '55', mobileNo, humanCheck: await solveChallenge(app) },
    remoteAddress: ip(),
  });
const smsLogin = async (mobileNum: string, verificationCode: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, { type: 'sms', mobileNum, countryDialingCode: '55', verificationCode }),
    remoteAddress: ip(),
  });
const smsCount = (to: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM outbox WHERE recipient = ${to} AND channel = 'sms'`);
const codeRow = async (target: string) =>
  (
    (await app.deps.db.execute(
      sql`SELECT id, attempts, used_at FROM verification_codes WHERE target = ${target} ORDER BY id DESC LIMIT 1`,
    )) as unknown as { rows: Array<{ id: number; attempts: number; used_at: string | null }> }
  ).rows[0];
/** Moves a code's end into the past, as if its minutes had run out. */
const expire = (target: string) =>
  app.deps.db.execute(
    sql`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = ${target}`,
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  app = await buildTestApp();
  merchant = await app.deps.merchants.resolve({ code: 'LUMEN' });
});
afterAll(() => app.close());

describe('codes without login', () => {
  it('answer a registered and an unregistered number alike, and send only to the registered one', async () => {
    const known = '11999990001'; // demo_player
    const unknown = '11912340000';
    const first = [await noLogin(known), await noLogin(unknown)];
    const again = [await noLogin(known), await noLogin(unknown)];
    const shape = (r: (typeof first)[number]) => {
      const body = r.json();
      return {
        status: r.statusCode,
        ...body,
        value: { ...body.value, expirationTime: typeof body.value?.expirationTime },
      };
    };
    expect(shape(first[0] as never)).toEqual(shape(first[1] as never));
    expect(first[0]?.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    // The resend rule holds for both: the same refusal, each with its own code's end.
    expect(shape(again[0] as never)).toEqual(shape(again[1] as never));
    expect(again[0]?.statusCode).toBe(429);
    expect(again[0]?.json()).toMatchObject({ success: false, message: 'sms_too_soon' });
    expect(again[1]?.json().value.expirationTime).toBe(first[1]?.json().value.expirationTime);
    expect(await smsCount('+5511999990001')).toBe(1);
    expect(await smsCount('+5511912340000')).toBe(0);
  });
});

describe('the resend countdown', () => {
  it('is the code’s lifetime: refused until the code expires or is used', async () => {
    const target = '+5511955550001';
    const sent = await registerCode('11955550001');
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const early = await registerCode('11955550001');
    expect(early.json()).toMatchObject({ success: false, message: 'sms_too_soon' });
    // The countdown the portal shows (expiredMinutes x 60 s) ends where the server lets a new code go.
    const left = early.json().value.expirationTime - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
    await expire(target);
    expect((await registerCode('11955550001')).json().success).toBe(true);
    expect(await smsCount(target)).toBe(2);
  });

  it('ends when the code is used', async () => {
    const code = await (async () => {
      expect((await noLogin('11999990001', 'recovery')).json().success).toBe(true);
      return lastCode(app, '+5511999990001');
    })();
    const reset = await postEncrypted(app, '/wps/member/password/verification', {
      mobileNum: '11999990001',
      countryDialingCode: '55',
      verificationCode: code,
      newPassword: 'Demo@2026',
    });
    expect(reset.json().success).toBe(true);
    expect((await noLogin('11999990001', 'recovery')).json().success).toBe(true);
  });
});

describe('code checks', () => {
  it('refuses an expired code as expired', async () => {
    expect((await noLogin('11999990001')).statusCode).toBeLessThan(500);
    await expire('+5511999990001');
    expect((await noLogin('11999990001')).json().success).toBe(true);
    const code = await lastCode(app, '+5511999990001');
    await expire('+5511999990001');
    const res = await smsLogin('11999990001', code);
    expect(res.json()).toMatchObject({ success: false, message: 'sms_code_expired' });
  });

  it('spends a code after five wrong tries: the right one is refused then', async () => {
    await expire('+5511999990001');
    expect((await noLogin('11999990001')).json().success).toBe(true);
    const code = await lastCode(app, '+5511999990001');
    for (let i = 0; i < MAX_TRIES; i++)
      expect((await smsLogin('11999990001', wrongCode(code))).json().message).toBe('sms_code_invalid');
    expect((await smsLogin('11999990001', code)).json().message).toBe('sms_code_invalid');
    expect((await codeRow('+5511999990001'))?.used_at).toBeNull();
  });

  it('counts parallel wrong guesses against the cap atomically', async () => {
    const target = phoneTarget('55', '11955550002');
    expect((await registerCode('11955550002')).json().success).toBe(true);
    const code = await lastCode(app, target);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '9')).filter((g) => g !== code);
    const results = await Promise.allSettled(
      guesses.map((g) => consumeCode({ db: app.deps.db, limiter: unlimited }, merchant, 'register', target, g)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((await codeRow(target))?.attempts).toBe(MAX_TRIES);
    await expect(
      consumeCode({ db: app.deps.db, limiter: unlimited }, merchant, 'register', target, code),
    ).rejects.toMatchObject({ key: 'sms_code_invalid' });
  });

  it('accepts a right code once, even when it is sent twice at the same time', async () => {
    const target = phoneTarget('55', '11955550003');
    expect((await registerCode('11955550003')).json().success).toBe(true);
    const code = await lastCode(app, target);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        consumeCode({ db: app.deps.db, limiter: unlimited }, merchant, 'register', target, code),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('rate limits on code checks', () => {
  const recover = (mobileNum: string, verificationCode: string, from: string) =>
    encrypt(app, { mobileNum, countryDialingCode: '55', verificationCode, newPassword: 'Whatever@1' }).then((payload) =>
      app.inject({ method: 'POST', url: '/wps/member/password/verification', payload, remoteAddress: from }),
    );

  it('limits phone recovery tries per IP', async () => {
    const from = ip();
    const answers: string[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await recover(`1190000${String(i).padStart(4, '0')}`, '123456', from)).json().message);
    expect(answers.slice(0, 20).every((m) => m === 'sms_code_invalid')).toBe(true);
    expect(answers[20]).toBe('too_many_requests');
  });

  it('limits code tries per number, whichever IP they come from', async () => {
    const mobile = '11955550004';
    expect((await noLogin(mobile, 'recovery')).json().success).toBe(true);
    for (let i = 0; i < TARGET_TRIES; i++) {
      const res = await recover(mobile, '000000', ip());
      expect(res.json().message).not.toBe('too_many_requests');
    }
    const over = await recover(mobile, '000000', ip());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('too_many_requests');
  });
});
