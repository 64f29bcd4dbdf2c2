import { Secret, TOTP } from 'otpauth';
import type { OperatorClient } from '../src/cli/client.ts';
import { loadCommands } from '../src/cli/registry.ts';
import { createOperator } from '../src/modules/operator/service.ts';
import type { App } from '../src/platform/http.ts';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export const totpCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

export const signIn = (app: App, username: string, password: string, otp?: string) =>
  app.inject({ method: 'POST', url: '/admin/api/session', payload: { username, password, ...(otp ? { otp } : {}) } });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs an existing operator in as the console does the first time: password, then two-factor enrolment confirmed
 * with a code from the new secret, which turns the session into a two-factor one.
 */
export async function enrol(app: App, username: string, password: string) {
  const token = (await signIn(app, username, password)).json().value.token as string;
  const headers = bearer(token);
  const { secret } = (
    await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers })
  ).json().value;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/admin/api/session/two-factor/confirm',
    headers,
    payload: { code: totpCode(secret) },
  });
  if (!confirmed.json().success) throw new Error(`two-factor enrolment of ${username}: ${confirmed.json().message}`);
  return { headers, token, secret: secret as string, recoveryCodes: confirmed.json().value.recoveryCodes as string[] };
}

/** Creates an operator, signs in and goes through two-factor enrolment as the console does. */
export async function enrolledOperator(
  app: App,
  username: string,
  password: string,
  role: 'admin' | 'finance' | 'support',
) {
  await createOperator(app.deps.db, username, password, role);
  return enrol(app, username, password);
}

/** An operator of a role that needs no second factor, signed in. */
export async function supportOperator(app: App, username: string, password: string) {
  await createOperator(app.deps.db, username, password, 'support');
  return bearer((await signIn(app, username, password)).json().value.token);
}

/**
 * A new operator of any role, signed in the way the server requires of that role (admin and finance with a
 * two-factor code, support with the password alone): the bearer headers of a session that may act.
 */
export const operatorHeaders = async (
  app: App,
  username: string,
  password: string,
  role: 'admin' | 'finance' | 'support',
) =>
  role === 'support'
    ? supportOperator(app, username, password)
    : (await enrolledOperator(app, username, password, role)).headers;

/**
 * An operator CLI command runner (as `npm run operator` would run them) against the app's real API, signed in with
 * `headers`: each command's answer, or a thrown error with the refusal.
 */
export function cliRunner(app: App, headers: Record<string, string>) {
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => {
    const json = (
      await app.inject({ method, url: path, headers, ...(body ? { payload: body as object } : {}) })
    ).json();
    if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
    return json.value;
  };
  const client: OperatorClient = {
    get: (p) => call('GET', p),
    put: (p, b) => call('PUT', p, b),
    post: (p, b) => call('POST', p, b),
    delete: async () => undefined,
    password: undefined,
    token: 'test',
  };
  return async (name: string, args: string[], stdin = '') =>
    (await loadCommands()).find((c) => c.name === name)?.run(args, client, { stdin: async () => stdin });
}
