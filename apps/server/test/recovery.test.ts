import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../src/modules/brand/seed.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** Recovery by email: the link's language, and its end. */
let app: App;
let ipSeq = 0;
const ip = () => `10.13.0.${++ipSeq}`;

const forgot = (username: string, email: string) =>
  app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username, email } });
const lastEmail = async (to: string) =>
  (await app.inject(`/dev/outbox?to=${encodeURIComponent(to)}`)).json().value[0] as { text: string; code: string };

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the recovery email', () => {
  it('is written in the language the member saved in the portal', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026', ip());
    const saved = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { authorization },
      payload: { language: 'vi' },
    });
    expect(saved.json()).toMatchObject({ success: true });
    expect((await forgot('demo_player', 'player@lumen.example')).json().success).toBe(true);
    const mail = await lastEmail('player@lumen.example');
    expect(mail.text).toContain('hãy đặt lại mật khẩu trong vòng 30 phút');
    expect(mail.text).toContain(`/?resetToken=${mail.code}`);
    expect(mail.text).not.toContain('reset your password');
  });

  it('is written in the brand’s default language when the member saved none', async () => {
    expect((await forgot('demo_agent', 'agent@lumen.example')).json().success).toBe(true);
    expect((await lastEmail('agent@lumen.example')).text).toContain('redefina sua senha em até 30 minutos');
  });
});

describe('the reset link', () => {
  it('points at the brand’s own site whatever Host the request forges', async () => {
    await app.deps.db.execute(sql`UPDATE members SET email = 'down2@lumen.example' WHERE username = 'demo_down2'`);
    const forged = (host = 'evil.example') =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host, 'merchant-code': DEMO_MERCHANT },
        payload: { username: 'demo_down2', email: 'down2@lumen.example' },
      });
    // A stranger's host, and ones dressed up as development hosts with a fragment or a path.
    for (const host of ['evil.example', 'evil.example#.localhost', 'evil.example/.localhost', 'u@evil.example']) {
      expect((await forged(host)).json().success, host).toBe(true);
      const mail = await lastEmail('down2@lumen.example');
      expect(mail.text, host).toContain(`https://lumen.localhost/?resetToken=${mail.code}`);
      expect(mail.text, host).not.toContain('evil');
    }
    const mail = await lastEmail('down2@lumen.example');
    // A brand with no address of its own gets no link at all for a host it does not claim.
    await app.deps.db.execute(sql`UPDATE merchants SET hosts = '{}' WHERE code = ${DEMO_MERCHANT}`);
    app.deps.merchants.invalidate();
    try {
      expect((await forged()).json()).toMatchObject({ success: false, message: 'unknown_merchant' });
      expect((await lastEmail('down2@lumen.example')).code).toBe(mail.code);
    } finally {
      await app.deps.db.execute(sql`UPDATE merchants SET hosts = '{lumen.localhost}' WHERE code = ${DEMO_MERCHANT}`);
      app.deps.merchants.invalidate();
    }
  });

  it('is refused once expired, and the password stays', async () => {
    expect((await forgot('demo_down1', 'nobody@lumen.example')).json().success).toBe(true);
    await app.deps.db.execute(sql`UPDATE members SET email = 'down1@lumen.example' WHERE username = 'demo_down1'`);
    expect((await forgot('demo_down1', 'down1@lumen.example')).json().success).toBe(true);
    const { code: token } = await lastEmail('down1@lumen.example');
    await app.deps.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    const reset = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email/reset',
      payload: { token, newPassword: 'Another@2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ success: false, message: 'reset_token_invalid' });
    await loginAs(app, 'demo_down1', 'Demo@2026', ip());
  });

  it('never sets the initial password again, and keeps the link for a proper one', async () => {
    await app.deps.db.execute(sql`UPDATE members SET email = 'player@lumen.example' WHERE username = 'demo_player'`);
    expect((await forgot('demo_player', 'player@lumen.example')).json().success).toBe(true);
    const { code: token } = await lastEmail('player@lumen.example');
    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/wps/member/password/email/reset', payload: { token, newPassword } });
    expect((await reset('Welcome@123')).json()).toMatchObject({ success: false, message: 'password_unchanged' });
    expect((await reset('Demo@2026')).json().success).toBe(true);
    await loginAs(app, 'demo_player', 'Demo@2026', ip());
  });
});
