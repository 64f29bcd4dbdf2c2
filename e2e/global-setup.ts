import { Secret, TOTP } from 'otpauth';
import { baseURL, OPERATOR_PASSWORD } from './playwright.config.ts';

async function call(path: string, body: unknown, token?: string) {
  const res = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; value: Record<string, string> };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.value;
}

/**
 * The bootstrap admin acts only with a second factor, as every admin: enrol it once against the fresh server and
 * hand its two-factor session to the specs (and, through the environment, to every operator CLI run) as
 * OPERATOR_TOKEN, as an operator would with `npm run operator -- session`.
 */
export default async function globalSetup() {
  const { token } = await call('/admin/api/session', { username: 'admin', password: OPERATOR_PASSWORD });
  const { secret } = await call('/admin/api/session/two-factor/enrolment', {}, token);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret ?? ''), digits: 6, period: 30 });
  await call('/admin/api/session/two-factor/confirm', { code }, token);
  process.env.OPERATOR_TOKEN = token;
}
