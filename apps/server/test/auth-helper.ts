import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { merchants } from '../src/db/schema/core.ts';
import type { TMerchantConfig, TWhitelabelNode } from '../src/modules/brand/merchant-config.ts';
import type { App } from '../src/platform/http.ts';

/** The client side of an encrypted call, as the portal does it with Web Crypto. */
export async function encrypt(app: App, payload: unknown) {
  const { keyId, publicKey } = (await app.inject('/wps/session/key/rsa')).json().value;
  return seal(keyId, publicKey, payload);
}

/** An encrypted call's body for the server key `keyId` (also used by the bench, which seals its bodies ahead). */
export function seal(keyId: string, publicKey: string, payload: unknown) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return {
    encrypted: { keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') },
  };
}

export async function postEncrypted(
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  return app.inject({ method, url, payload: await encrypt(app, payload), headers });
}

/** Logs in through the real call and returns the bearer header. */
export async function loginAs(app: App, username: string, password: string, ip = '10.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(app, { type: 'username', username, password }),
    remoteAddress: ip,
  });
  const body = res.json();
  if (!body.success) throw new Error(`login ${username} failed: ${body.message}`);
  return { authorization: `Bearer ${body.value.token}`, token: body.value.token as string, value: body.value };
}

/** A registration payload that passes the demo brand's rules, with a solved human check; `extra` fills the rest. */
export const registrationPayload = async (app: App, extra: Record<string, unknown>) => ({
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  agreeTerms: true,
  ageConfirmed: true,
  humanCheck: await solveChallenge(app),
  ...extra,
});

/** Solves the proof-of-work human check the way the portal's worker does. */
export async function solveChallenge(app: App): Promise<string> {
  const c = (await app.inject('/wps/verification/challenge')).json().value;
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: n,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64');
    }
  }
  throw new Error('challenge not solvable');
}

/** The latest code the outbox adapter sent to a target. */
export async function lastCode(app: App, to: string): Promise<string> {
  const list = (await app.inject(`/dev/outbox?to=${encodeURIComponent(to)}`)).json().value;
  return list[0]?.code;
}

/** Changes the demo brand's configuration and makes the server read it at once. */
export async function patchBrand(app: App, patch: (c: TMerchantConfig) => TMerchantConfig, code = 'LUMEN') {
  const [m] = await app.deps.db.select().from(merchants).where(eq(merchants.code, code));
  if (!m) throw new Error(`no brand ${code}`);
  await app.deps.db
    .update(merchants)
    .set({ config: patch(m.config) })
    .where(eq(merchants.id, m.id));
  app.deps.merchants.invalidate();
}

/** A whitelabel tree with one switch set on or off. */
export const setMod = (tree: TWhitelabelNode[], modId: string, on: boolean): TWhitelabelNode[] =>
  tree.map((n) => ({
    ...n,
    enabled: n.modId === modId ? (on ? '1' : '0') : n.enabled,
    childrenNodes: setMod(n.childrenNodes, modId, on),
  }));

/** Rows of a table matching a condition, counted (refused calls must leave no member or session behind). */
export async function countRows(app: App, query: SQL): Promise<number> {
  const res = (await app.deps.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(res.rows[0]?.n ?? 0);
}
