import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { baseURL, OPERATOR_PASSWORD } from '../playwright.config.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run operator -- <args>` as an operator would, against the e2e server, and returns its JSON answer. */
async function operatorCli(...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    `${root}node_modules/.bin/node`,
    [`${root}apps/server/src/cli/operator.ts`, ...args],
    { env: { ...process.env, OPERATOR_URL: baseURL, OPERATOR_PASSWORD, LOG_LEVEL: 'silent' } },
  );
  return JSON.parse(stdout);
}

/** The bootstrap admin's two-factor session (opened by global-setup.ts), for calls of the operator API. */
export function operatorHeaders() {
  if (!process.env.OPERATOR_TOKEN) throw new Error('global-setup.ts opens the admin session');
  return { authorization: `Bearer ${process.env.OPERATOR_TOKEN}` };
}

/** The operator API as the bootstrap admin: the envelope's value, or a thrown error with the refusal. */
export async function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; value: T };
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.value;
}

/** Brand switches through the operator CLI (which goes through the operator API of the running server). */
export function asOperator() {
  return {
    maintenance: (on: boolean) => operatorCli('maintenance', on ? 'on' : 'off'),
    restrict: (countries: string[]) => operatorCli('restrict', countries.length ? countries.join(',') : 'none'),
  };
}
