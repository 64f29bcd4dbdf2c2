import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { encrypt, loginAs, patchBrand, setMod } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** Login throttling, answers, tokens and the member calls around them (spec sections 3 to 5, docs/decisions.md). */
let app: App;
let ipSeq = 0;
const ip = () => `10.15.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const login = async (payload: Record<string, unknown>, from = ip()) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, { type: 'username', ...payload }),
    remoteAddress: from,
  });
/** A fresh image captcha and its answer, read from the SVG the way a test harness can. */
async function solvedCaptcha() {
  // From an address of its own each time: the captcha call has its own per-address limit.
  const { captchaId, image } = (await app.inject({ url: '/wps/captcha', remoteAddress: ip() })).json().value;
  const svg = Buffer.from(String(image).split(',')[1] ?? '', 'base64').toString('utf8');
  return { captchaId, captcha: [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('') };
}

// Each case gets its own app: its limiter counters and members start from zero, whatever ran before.
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

describe('login throttling', () => {
  it('locks an account after ten failures, even for the right password and captcha', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await login({ username: 'demo_down1', password: `wrong-${i}` });
      expect(res.json()).toMatchObject({ message: 'login_failed', value: { captcha: i >= 3 } });
    }
    for (let i = 4; i <= 10; i++) {
      const res = await login({ username: 'demo_down1', password: `wrong-${i}`, ...(await solvedCaptcha()) });
      expect(res.json().message).toBe('login_failed');
    }
    const locked = await login({ username: 'demo_down1', password: 'Demo@2026', ...(await solvedCaptcha()) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, message: 'too_many_requests' });
    // Without a captcha the captcha is asked first: such a request is no guess, so a burst of them can never read
    // as a lock while attempts are still in flight.
    expect((await login({ username: 'demo_down1', password: 'Demo@2026' })).json().message).toBe('captcha_required');
    // Another account is not affected.
    expect((await login({ username: 'demo_down2', password: 'Demo@2026' })).json().success).toBe(true);
  });

  it('asks one IP address for the captcha after ten failures over any accounts, and locks it after fifty', async () => {
    const from = '10.15.250.1';
    for (let i = 1; i <= 10; i++) {
      const res = await login({ username: `someone${i}`, password: 'guess' }, from);
      expect(res.json(), `failure ${i}`).toMatchObject({ message: 'login_failed', value: { captcha: i >= 10 } });
    }
    // Even the right password of an account that never failed needs the captcha from there now.
    const asked = await login({ username: 'demo_player', password: 'Demo@2026' }, from);
    expect(asked.json()).toMatchObject({ success: false, message: 'captcha_required', value: { captcha: true } });
    const solved = await login({ username: 'demo_player', password: 'Demo@2026', ...(await solvedCaptcha()) }, from);
    expect(solved.json().success).toBe(true);
    for (let i = 11; i <= 50; i++) {
      const res = await login({ username: `someone${i}`, password: 'guess', ...(await solvedCaptcha()) }, from);
      expect(res.json().message).toBe('login_failed');
    }
    const locked = await login({ username: 'demo_player', password: 'Demo@2026', ...(await solvedCaptcha()) }, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('too_many_requests');
    // Elsewhere the same member logs in as usual.
    expect((await login({ username: 'demo_player', password: 'Demo@2026' })).json().success).toBe(true);
  });

  it('holds parallel guesses to the same limits, per account and per address', async () => {
    const spray = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ username: `parallel${i}`, password: 'guess' }, '10.15.250.3')),
    );
    const sprayAnswers = spray.map((r) => r.json().message);
    expect(
      sprayAnswers.filter((m) => m === 'login_failed'),
      sprayAnswers.join(', '),
    ).toHaveLength(10);
    expect(
      sprayAnswers.filter((m) => m === 'captcha_required'),
      sprayAnswers.join(', '),
    ).toHaveLength(20);
    const aimed = await Promise.all(
      Array.from({ length: 12 }, () => login({ username: 'demo_agent', password: 'guess' })),
    );
    const aimedAnswers = aimed.map((r) => r.json().message);
    // Every answer is named in the message, so a run that breaks the split says what it got instead.
    const said = aimedAnswers.join(', ');
    expect(
      aimedAnswers.filter((m) => m === 'login_failed'),
      said,
    ).toHaveLength(3);
    expect(
      aimedAnswers.filter((m) => m === 'captcha_required'),
      said,
    ).toHaveLength(9);
    // The refusals for a missing captcha were not guesses: the owner is asked for the captcha, not locked out.
    const owner = await login({ username: 'demo_agent', password: 'Demo@2026', ...(await solvedCaptcha()) });
    expect(owner.json().success).toBe(true);
  });

  it('never holds up successful logins from one shared address', async () => {
    const from = '10.15.250.2';
    for (let i = 0; i < 70; i++) {
      const res = await login({ username: i % 2 ? 'demo_player' : 'demo_down2', password: 'Demo@2026' }, from);
      expect(res.json().success, `login ${i}`).toBe(true);
    }
  });

  it('answers an unknown username and a wrong password with the same status and body', async () => {
    const wrong = await login({ username: 'demo_agent', password: 'not-the-password' });
    const unknown = await login({ username: 'no_such_member', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('expired passwords', () => {
  it('answers passwordExpired when the brand sets an expiry and PWDEXPFORCECHANGE3 is on', async () => {
    await app.deps.db.execute(
      sql`UPDATE members SET password_changed_at = now() - interval '40 days' WHERE username = 'demo_agent'`,
    );
    expect((await loginAs(app, 'demo_agent', 'Demo@2026', ip())).value.passwordExpired).toBe(false);
    await patchBrand(app, (c) => ({ ...c, password: { ...c.password, expiryDays: 30 } }));
    expect((await loginAs(app, 'demo_agent', 'Demo@2026', ip())).value).toMatchObject({
      passwordExpired: true,
      defaultPassword: false,
    });
    expect((await loginAs(app, 'demo_player', 'Demo@2026', ip())).value.passwordExpired).toBe(false);
    await patchBrand(app, (c) => ({ ...c, whitelabel: setMod(c.whitelabel, 'PWDEXPFORCECHANGE3', false) }));
    expect((await loginAs(app, 'demo_agent', 'Demo@2026', ip())).value.passwordExpired).toBe(false);
    await patchBrand(app, (c) => ({
      ...c,
      password: { ...c.password, expiryDays: 0 },
      whitelabel: setMod(c.whitelabel, 'PWDEXPFORCECHANGE3', true),
    }));
  });
});

describe('session tokens', () => {
  it('issues a new token at each login; logout revokes that one only', async () => {
    const first = await loginAs(app, 'demo_player', 'Demo@2026', ip());
    const second = await loginAs(app, 'demo_player', 'Demo@2026', ip());
    expect(second.token).not.toBe(first.token);
    const info = (authorization: string) => app.inject({ url: '/wps/member/info', headers: { authorization } });
    expect((await info(first.authorization)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: first.authorization },
    });
    expect(out.json().success).toBe(true);
    expect((await info(first.authorization)).statusCode).toBe(401);
    expect((await info(second.authorization)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: first.authorization },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('member calls', () => {
  it('serves the avatar to its member only', async () => {
    const { token } = await loginAs(app, 'demo_player', 'Demo@2026', ip());
    const icon = await app.inject({ url: '/wps/member/info/icon', headers: { token } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toMatch(/^private/);
    expect(icon.body).toMatch(/^<svg[^>]*>.*>D<\/text><\/svg>$/);
    expect((await app.inject('/wps/member/info/icon')).statusCode).toBe(401);
  });

  it('saves the member’s language, refusing unknown ones and visitors', async () => {
    const { authorization } = await loginAs(app, 'demo_down2', 'Demo@2026', ip());
    const put = (language: string, headers: Record<string, string> = { authorization }) =>
      app.inject({ method: 'PUT', url: '/wps/member/language', headers, payload: { language } });
    const language = async () =>
      (await app.inject({ url: '/wps/member/info', headers: { authorization } })).json().value.language;
    expect((await put('th')).json()).toMatchObject({ success: true, value: null });
    expect(await language()).toBe('th');
    expect((await put('xx')).statusCode).toBe(400);
    expect((await put('cn', {})).statusCode).toBe(401);
    expect(await language()).toBe('th');
  });
});

describe('the development outbox', () => {
  it('is served outside production with DEV_ENDPOINTS on (the tests’ setting) and absent in production', async () => {
    expect((await app.inject('/dev/outbox?to=%2B5511999990001')).statusCode).toBe(200);
    const production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-length' });
    try {
      const res = await production.inject('/dev/outbox?to=%2B5511999990001');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('+5511999990001');
    } finally {
      await production.close();
    }
  });
});
