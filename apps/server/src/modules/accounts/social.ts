import { createHash, randomBytes } from 'node:crypto';
import type { TLoginValue } from '@portal/contracts/session';
import { sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword, newToken, tokenHash } from '../../platform/secrets.ts';
import type { TMerchantConfig } from '../brand/index.ts';
import { accountsRepo } from './repo.ts';
import { assertMayLogIn, assertOpenToPlayers, openSession } from './sessions.ts';

type Provider = TMerchantConfig['socialProviders'][number];
const b64url = (b: Buffer) => b.toString('base64url');
const STATE_MINUTES = 10;
const CODE_SECONDS = 60;

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const jwks = (url: string) => {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    jwksCache.set(url, set);
  }
  return set;
};

export function providerOf(merchant: Merchant, id: string): Provider {
  const p = merchant.config.socialProviders.find((x) => x.id === id && x.enabled);
  if (!p) throw new AppError('function_not_available', `${id} sign-in is off`);
  return p;
}

/** OpenID Connect endpoints from discovery; plain OAuth 2.0 providers name them in the brand config. */
async function endpoints(p: Provider) {
  if (p.kind === 'oidc' && p.issuer) {
    const d = (await (
      await fetch(`${p.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(10_000),
      })
    ).json()) as Record<string, string>;
    return {
      authorization: d.authorization_endpoint ?? '',
      token: d.token_endpoint ?? '',
      userinfo: d.userinfo_endpoint,
      jwks: d.jwks_uri,
      issuer: d.issuer ?? p.issuer,
    };
  }
  return {
    authorization: p.authorizationEndpoint ?? '',
    token: p.tokenEndpoint ?? '',
    userinfo: p.userinfoEndpoint,
    jwks: undefined,
    issuer: undefined,
  };
}

/** Step 1: the provider's authorization address, with state, nonce and a PKCE challenge kept server-side. */
export async function startSocial(db: Db, merchant: Merchant, id: string, redirectUri: string): Promise<string> {
  const p = providerOf(merchant, id);
  const e = await endpoints(p);
  const state = b64url(randomBytes(24));
  const verifier = b64url(randomBytes(32));
  const nonce = b64url(randomBytes(16));
  await q(db, sql`DELETE FROM social_states WHERE expires_at < now()`);
  await q(
    db,
    sql`INSERT INTO social_states (state, merchant_id, provider, code_verifier, nonce, redirect_uri, expires_at) VALUES (${state}, ${merchant.id}, ${id}, ${verifier}, ${nonce}, ${redirectUri}, now() + make_interval(mins => ${STATE_MINUTES}))`,
  );
  const url = new URL(e.authorization);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: redirectUri,
    scope: p.scope,
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Step 2: exchange the code, identify the person, then link or create the member; returns a one-time login code. */
export async function finishSocial(
  deps: Deps,
  merchant: Merchant,
  id: string,
  code: string,
  state: string,
): Promise<string> {
  const { db } = deps;
  const [s] = await q(
    db,
    sql`DELETE FROM social_states WHERE state = ${state} AND provider = ${id} AND merchant_id = ${merchant.id} AND expires_at > now() RETURNING *`,
  );
  if (!s) throw new AppError('human_check_failed', 'unknown or expired state');
  const p = providerOf(merchant, id);
  const e = await endpoints(p);
  const tokenRes = await fetch(e.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: String(s.redirect_uri),
      client_id: p.clientId,
      client_secret: p.clientSecret,
      code_verifier: String(s.code_verifier),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const tokens = (await tokenRes.json()) as { id_token?: string; access_token?: string };
  let subject: string;
  let email: string | undefined;
  let name: string | undefined;
  if (p.kind === 'oidc') {
    if (!tokens.id_token || !e.jwks) throw new AppError('login_failed');
    const { payload } = await jwtVerify(tokens.id_token, jwks(e.jwks), { issuer: e.issuer, audience: p.clientId });
    if (payload.nonce !== s.nonce) throw new AppError('login_failed');
    subject = String(payload.sub);
    email = typeof payload.email === 'string' ? payload.email : undefined;
    name = typeof payload.name === 'string' ? payload.name : undefined;
  } else {
    if (!tokens.access_token || !e.userinfo) throw new AppError('login_failed');
    const info = (await (
      await fetch(e.userinfo, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(10_000),
      })
    ).json()) as { id?: string; email?: string; name?: string };
    if (!info.id) throw new AppError('login_failed');
    subject = String(info.id);
    email = info.email;
    name = info.name;
  }
  const [linked] = await q(
    db,
    sql`SELECT member_id FROM social_identities WHERE merchant_id = ${merchant.id} AND provider = ${id} AND subject = ${subject}`,
  );
  let memberId = linked ? Number(linked.member_id) : 0;
  if (memberId) {
    const member = await accountsRepo.byId(db, memberId);
    if (!member) throw new AppError('login_failed');
    assertMayLogIn(merchant, member);
  } else {
    assertOpenToPlayers(merchant);
    const username = `${id.slice(0, 2)}${createHash('sha256').update(`${id}:${subject}`).digest('hex').slice(0, 12)}`;
    const member =
      (await accountsRepo.byUsername(db, merchant.id, username)) ??
      (await accountsRepo.insertMember(db, {
        merchantId: merchant.id,
        username,
        nickname: name ?? username,
        email: email ?? null,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      }));
    if (!member) throw new AppError('internal');
    memberId = member.id;
    await q(
      db,
      sql`INSERT INTO social_identities (merchant_id, provider, subject, member_id, email) VALUES (${merchant.id}, ${id}, ${subject}, ${memberId}, ${email ?? null}) ON CONFLICT DO NOTHING`,
    );
  }
  const loginCode = newToken();
  await q(
    db,
    sql`INSERT INTO login_codes (code_hash, member_id, expires_at) VALUES (${tokenHash(loginCode)}, ${memberId}, now() + make_interval(secs => ${CODE_SECONDS}))`,
  );
  return loginCode;
}

/** Step 3: the portal trades the one-time code (once, within a minute) for a session. */
export async function exchangeLoginCode(
  deps: Deps,
  merchant: Merchant,
  loginCode: string,
  ip?: string,
): Promise<TLoginValue> {
  const [c] = await q(
    deps.db,
    sql`UPDATE login_codes SET used_at = now() WHERE code_hash = ${tokenHash(loginCode)} AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
  );
  const member = c ? await accountsRepo.byId(deps.db, Number(c.member_id)) : undefined;
  if (!member || member.merchantId !== merchant.id) throw new AppError('login_failed');
  return openSession(deps.db, merchant, member, 'social', deps.config.SESSION_HOURS, { ip });
}

/** The phone-auth path: a phone provider's ID token, verified against the brand's JWKS and issuer; returns the number. */
export async function verifyPhoneToken(merchant: Merchant, idToken: string): Promise<string> {
  const cfg = merchant.config.phoneAuth;
  if (!cfg) throw new AppError('function_not_available', 'phone auth is off');
  try {
    const { payload } = await jwtVerify(idToken, jwks(cfg.jwksUrl), { issuer: cfg.issuer, audience: cfg.audience });
    const phone = typeof payload.phone_number === 'string' ? payload.phone_number : '';
    if (!/^\+\d{6,15}$/.test(phone)) throw new Error('no phone');
    return phone;
  } catch {
    throw new AppError('sms_code_invalid', 'phone token does not verify');
  }
}
