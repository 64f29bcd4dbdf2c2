import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/core.ts';
import type { App } from '../src/platform/http.ts';
import { encrypt, patchBrand, postEncrypted, solveChallenge } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { startLocalIdp } from './local-idp.ts';

let app: App;
let idp: Awaited<ReturnType<typeof startLocalIdp>>;

beforeAll(async () => {
  app = await buildTestApp();
  idp = await startLocalIdp({ sub: 'user-42', email: 'social@example.test', name: 'Social Player' });
  const [m] = await app.deps.db.select().from(merchants).where(eq(merchants.code, 'LUMEN'));
  if (!m) throw new Error('brand');
  await app.deps.db
    .update(merchants)
    .set({
      config: {
        ...m.config,
        register: { ...m.config.register, captchaDisplay: false },
        socialProviders: [
          {
            id: 'google',
            kind: 'oidc',
            enabled: true,
            clientId: 'portal-web',
            clientSecret: 's1',
            issuer: idp.issuer,
            scope: 'openid email profile',
          },
          {
            id: 'facebook',
            kind: 'oauth2',
            enabled: true,
            clientId: 'portal-fb',
            clientSecret: 's2',
            authorizationEndpoint: `${idp.issuer}/authorize`,
            tokenEndpoint: `${idp.issuer}/token`,
            userinfoEndpoint: `${idp.issuer}/userinfo`,
            scope: 'email',
          },
        ],
        phoneAuth: { jwksUrl: `${idp.issuer}/jwks`, issuer: idp.issuer, audience: 'phone-app' },
      },
    })
    .where(eq(merchants.id, m.id));
  app.deps.merchants.invalidate();
});
afterAll(async () => {
  await app.close();
  await idp.close();
});

/** The browser's round trip: our start -> provider authorize -> our callback -> the portal's code exchange. */
async function signIn(provider: 'google' | 'facebook') {
  const start = await app.inject(`/wps/session/social/${provider}`);
  expect(start.statusCode).toBe(302);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(String(authorize.headers.get('location')));
  const done = await app.inject(callback.pathname + callback.search);
  const loginCode = new URL(String(done.headers.location), 'http://x').searchParams.get('loginCode');
  expect(loginCode).toBeTruthy();
  return {
    loginCode: loginCode as string,
    exchange: () => app.inject({ method: 'POST', url: '/wps/session/social/exchange', payload: { loginCode } }),
  };
}

describe('social sign-in', () => {
  it('creates a member on the first OpenID Connect sign-in and finds the same one the next time', async () => {
    const first = await signIn('google');
    const token = (await first.exchange()).json().value.token;
    const info = (await app.inject({ url: '/wps/member/info', headers: { token } })).json().value;
    expect(info.nickname).toBe('Social Player');
    expect((await first.exchange()).json().message).toBe('login_failed');
    const second = await signIn('google');
    const again = (
      await app.inject({ url: '/wps/member/info', headers: { token: (await second.exchange()).json().value.token } })
    ).json().value;
    expect(again.id).toBe(info.id);
  });

  it('signs in through the OAuth 2.0 provider too, as its own identity', async () => {
    const fb = await signIn('facebook');
    const token = (await fb.exchange()).json().value.token;
    expect((await app.inject({ url: '/wps/member/info', headers: { token } })).json().value.account).toMatch(/^fa/);
  });

  it('refuses a forged state and a provider that is switched off', async () => {
    const res = await app.inject('/wps/session/social/google/callback?code=abc&state=forged');
    expect(res.headers.location).toBe('/?social=failed');
    const [m] = await app.deps.db.select().from(merchants).where(eq(merchants.code, 'LUMEN'));
    if (!m) throw new Error('brand');
    await app.deps.db
      .update(merchants)
      .set({
        config: {
          ...m.config,
          socialProviders: m.config.socialProviders.map((p) => ({ ...p, enabled: p.id !== 'facebook' })),
        },
      })
      .where(eq(merchants.id, m.id));
    app.deps.merchants.invalidate();
    expect((await app.inject('/wps/session/social/facebook')).json().message).toBe('function_not_available');
  });
});

describe('phone-auth path', () => {
  it('registers by mobile with a verified phone ID token instead of our SMS code, and logs in with one', async () => {
    const token = await idp.phoneToken('phone-app', '+5521977776666');
    const reg = await postEncrypted(app, '/wps/member/register/mobile', {
      mobileNum: '21977776666',
      countryDialingCode: '55',
      password: 'Phone@2026',
      confirmPassword: 'Phone@2026',
      agreeTerms: true,
      ageConfirmed: true,
      humanCheck: await solveChallenge(app),
      firebaseChannel: 'sms',
      firebaseIdToken: token,
    });
    expect(reg.json().success).toBe(true);
    const wrongAudience = await idp.phoneToken('someone-else', '+5521977776666');
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, {
        type: 'sms',
        mobileNum: '21977776666',
        countryDialingCode: '55',
        firebaseChannel: 'sms',
        firebaseIdToken: wrongAudience,
      }),
    });
    expect(bad.json().message).toBe('sms_code_invalid');
    const good = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, {
        type: 'sms',
        mobileNum: '21977776666',
        countryDialingCode: '55',
        firebaseChannel: 'sms',
        firebaseIdToken: token,
      }),
    });
    expect(good.json().value.defaultPassword).toBe(false);
    const otherNumber = await idp.phoneToken('phone-app', '+5521900000000');
    const mismatch = await postEncrypted(app, '/wps/member/register/mobile', {
      mobileNum: '21911112222',
      countryDialingCode: '55',
      password: 'Phone@2026',
      confirmPassword: 'Phone@2026',
      agreeTerms: true,
      ageConfirmed: true,
      humanCheck: await solveChallenge(app),
      firebaseChannel: 'sms',
      firebaseIdToken: otherNumber,
    });
    expect(mismatch.json().message).toBe('sms_code_invalid');
  });

  it('refuses an ID token with a wrong signature or from another issuer', async () => {
    const login = async (firebaseIdToken: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: await encrypt(app, {
          type: 'sms',
          mobileNum: '21977776666',
          countryDialingCode: '55',
          firebaseChannel: 'sms',
          firebaseIdToken,
        }),
      });
    const forged = await idp.phoneToken('phone-app', '+5521977776666', { forged: true });
    const foreign = await idp.phoneToken('phone-app', '+5521977776666', { issuer: 'https://other-issuer.example' });
    for (const token of [forged, foreign]) {
      const res = await login(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'sms_code_invalid' });
    }
    // The same number with a genuine token still logs in, so the refusals were about the tokens.
    expect((await login(await idp.phoneToken('phone-app', '+5521977776666'))).json().success).toBe(true);
  });
});

/** Follows the browser's round trip up to our callback and returns where it sends the browser. */
async function callbackLocation(provider: 'google' | 'facebook') {
  const start = await app.inject(`/wps/session/social/${provider}`);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(String(authorize.headers.get('location')));
  return String((await app.inject(callback.pathname + callback.search)).headers.location);
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await app.deps.db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]?.n);

describe('who may sign in socially', () => {
  it('refuses a non-member account at the exchange, opening no session', async () => {
    const { loginCode } = await signIn('google');
    const owner = sql`(SELECT member_id FROM social_identities WHERE provider = 'google' AND subject = 'user-42')`;
    await app.deps.db.execute(sql`UPDATE members SET kind = 'staff' WHERE id = ${owner}`);
    const sessions = await count(sql`SELECT count(*) AS n FROM member_sessions WHERE member_id = ${owner}`);
    const res = await app.inject({ method: 'POST', url: '/wps/session/social/exchange', payload: { loginCode } });
    expect(res.json()).toMatchObject({ success: false, message: 'non_member_login' });
    expect(await count(sql`SELECT count(*) AS n FROM member_sessions WHERE member_id = ${owner}`)).toBe(sessions);
    expect(await callbackLocation('google')).toBe('/?social=failed&reason=non_member_login');
    await app.deps.db.execute(sql`UPDATE members SET kind = 'member' WHERE id = ${owner}`);
  });

  it('on an agent-only site refuses players and creates no member for a new identity', async () => {
    const early = await signIn('google');
    await patchBrand(app, (c) => ({ ...c, agentOnly: true }));
    try {
      const exchanged = await early.exchange();
      expect(exchanged.json().message).toBe('error_not_agent');
      expect(await callbackLocation('google')).toBe('/?social=failed&reason=error_not_agent');

      const newcomer = await startLocalIdp({ sub: 'user-77', email: 'new@example.test', name: 'Newcomer' });
      await patchBrand(app, (c) => ({
        ...c,
        socialProviders: c.socialProviders.map((p) => (p.id === 'google' ? { ...p, issuer: newcomer.issuer } : p)),
      }));
      const before = await count(sql`SELECT count(*) AS n FROM members`);
      expect(await callbackLocation('google')).toBe('/?social=failed&reason=error_not_agent');
      expect(await count(sql`SELECT count(*) AS n FROM members`)).toBe(before);
      expect(await count(sql`SELECT count(*) AS n FROM social_identities WHERE subject = 'user-77'`)).toBe(0);
      await newcomer.close();
    } finally {
      await patchBrand(app, (c) => ({
        ...c,
        agentOnly: false,
        socialProviders: c.socialProviders.map((p) => (p.id === 'google' ? { ...p, issuer: idp.issuer } : p)),
      }));
    }
  });
});
