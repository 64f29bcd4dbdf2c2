import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows, encrypt, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { startSiteverify } from './local-siteverify.ts';

/** humanCheck 'hosted': the server verifies the widget's token with the brand's siteverify service. */
let app: App;
let service: Awaited<ReturnType<typeof startSiteverify>>;
let ipSeq = 0;
const ip = () => `10.11.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const hosted = (verifyUrl: string) =>
  patchBrand(app, (c) => ({
    ...c,
    humanCheck: 'hosted',
    hostedCaptcha: { provider: 'turnstile', siteKey: 'site-key-1', secret: 's3cret-value', verifyUrl },
  }));
const register = async (username: string, humanCheck: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/register',
    payload: await encrypt(app, {
      username,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      agreeTerms: true,
      ageConfirmed: true,
      humanCheck,
    }),
    remoteAddress: ip(),
  });
const smsSend = (mobileNo: string, humanCheck: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '55', mobileNo, humanCheck },
    remoteAddress: ip(),
  });
const memberExists = async (username: string) =>
  (await countRows(app, sql`SELECT count(*) AS n FROM members WHERE username = ${username}`)) > 0;

beforeAll(async () => {
  app = await buildTestApp();
  service = await startSiteverify('s3cret-value');
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('a hosted captcha', () => {
  it('refuses rather than skips when the brand names no service', async () => {
    await patchBrand(app, (c) => ({ ...c, humanCheck: 'hosted', hostedCaptcha: undefined }));
    const res = await register('hosted00', 'good-anything');
    expect(res.json()).toMatchObject({ success: false, message: 'human_check_failed' });
    expect(await memberExists('hosted00')).toBe(false);
    expect((await smsSend('11966660000', 'good-anything')).json().message).toBe('human_check_failed');
  });

  it('accepts a token its service confirms, posting secret and response form-encoded', async () => {
    await hosted(`${service.base}/siteverify`);
    const res = await register('hosted01', 'good-token-1');
    expect(res.json().success).toBe(true);
    const call = service.calls.at(-1);
    expect(call?.path).toBe('/siteverify');
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    expect(call?.form).toMatchObject({ secret: 's3cret-value', response: 'good-token-1' });
    expect(call?.form.remoteip).toMatch(/^10\.11\./);
  });

  it('refuses a token the service refuses, a replayed one and a missing one, creating no member', async () => {
    await hosted(`${service.base}/siteverify`);
    for (const [username, token] of [
      ['hosted02', 'bad-token'],
      ['hosted03', 'good-token-1'],
      ['hosted04', undefined],
    ] as const) {
      const res = await register(username, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'human_check_failed' });
      expect(await memberExists(username)).toBe(false);
    }
  });

  it('refuses when the service fails, is unreachable or does not say success: true', async () => {
    for (const url of [`${service.base}/broken`, 'http://127.0.0.1:9/siteverify', `${service.base}/stringly`]) {
      await hosted(url);
      const res = await register('hosted05', `good-${url.length}-${ipSeq}`);
      expect(res.json()).toMatchObject({ success: false, message: 'human_check_failed' });
    }
    expect(await memberExists('hosted05')).toBe(false);
  });

  it('guards SMS sends too', async () => {
    await hosted(`${service.base}/siteverify`);
    expect((await smsSend('11966660001', 'bad-token')).json().message).toBe('human_check_failed');
    expect((await smsSend('11966660001', 'good-sms-1')).json().success).toBe(true);
  });

  it('shows the portal the provider and site key, and the operator the secret masked', async () => {
    await hosted(`${service.base}/siteverify`);
    // (The first status call of this app: its answer is cached for two seconds.)
    const status = (await app.inject('/wps/system/status')).body;
    expect(JSON.parse(status).value.info.register).toMatchObject({
      humanCheck: 'hosted',
      hostedCaptcha: { provider: 'turnstile', siteKey: 'site-key-1' },
    });
    expect(status).not.toContain('s3cret-value');
    const view = await app.inject({
      url: '/admin/api/merchants/LUMEN/config',
      headers: await operatorHeaders(app, 'boss', 'Boss@2026!', 'admin'),
    });
    expect(view.json().value.config.hostedCaptcha).toMatchObject({ siteKey: 'site-key-1', secret: '********' });
    expect(view.body).not.toContain('s3cret-value');
  });
});
