import { createHash, randomBytes } from 'node:crypto';
import type { TLoginValue } from '@portal/contracts/session';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { newToken, tokenHash, unusablePasswordHash } from '../../platform/secrets.ts';
import type { TMerchantConfig } from '../brand/index.ts';
import { accountsRepo } from './repo.ts';
import { assertMayLogIn, assertOpenToPlayers, openSession } from './sessions.ts';
import { socialRepo } from './social-repo.ts';

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
  await socialRepo.dropExpiredStates(db);
  await socialRepo.insertState(db, {
    state,
    merchantId: merchant.id,
    provider: id,
    codeVerifier: verifier,
    nonce,
    redirectUri,
    minutes: STATE_MINUTES,
  });
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
  const s = await socialRepo.takeState(db, merchant.id, id, state);
  if (!s) throw new AppError('human_check_failed', 'unknown or expired state');
  const p = providerOf(merchant, id);
  const e = await endpoints(p);
  const tokenRes = await fetch(e.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: s.redirectUri,
      client_id: p.clientId,
      client_secret: p.clientSecret,
      code_verifier: s.codeVerifier,
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
  let memberId = (await socialRepo.linkedMemberId(db, merchant.id, id, subject)) ?? 0;
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
        passwordHash: await unusablePasswordHash(),
      }));
    if (!member) throw new AppError('internal');
    memberId = member.id;
    await socialRepo.linkIdentity(db, {
      merchantId: merchant.id,
      provider: id,
      subject,
      memberId,
      email: email ?? null,
    });
  }
  const loginCode = newToken();
  await socialRepo.insertLoginCode(db, tokenHash(loginCode), memberId, CODE_SECONDS);
  return loginCode;
}

/** Step 3: the portal trades the one-time code (once, within a minute) for a session. */
export async function exchangeLoginCode(
  deps: Deps,
  merchant: Merchant,
  loginCode: string,
  ip?: string,
): Promise<TLoginValue> {
  const usedBy = await socialRepo.useLoginCode(deps.db, tokenHash(loginCode));
  const member = usedBy !== null ? await accountsRepo.byId(deps.db, usedBy) : undefined;
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
