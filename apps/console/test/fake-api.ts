import type { TConsoleMe } from '@portal/contracts/console';
import { vi } from 'vitest';
import { session } from '../src/shared/session.ts';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => { status?: number; value?: unknown; error?: string };

/** Answers the console's calls from a table of `METHOD /path` handlers (path without /admin/api), recording each. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://console.test');
      const path = url.pathname.replace(/^\/admin\/api/, '');
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const key = Object.keys(routes).find((k) => {
        const [m, p] = k.split(' ');
        return m === method && new RegExp(`^${(p ?? '').replace(/:\w+/g, '[^/]+')}$`).test(path);
      });
      const answer = key ? routes[key]?.(call) : { status: 404, error: 'not_found' };
      const body = answer?.error
        ? { success: false, code: 1, message: answer.error, value: answer.value ?? null }
        : { success: true, code: 0, message: 'ok', value: answer?.value ?? null };
      return new Response(JSON.stringify(body), { status: answer?.status ?? 200 });
    }),
  );
  return calls;
}

export const me = (role: TConsoleMe['role'], username = `${role}1`): TConsoleMe => ({
  username,
  role,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  twoFactor: role === 'support' ? 'off' : 'verified',
  recoveryCodesLeft: 10,
});

/** Starts the test signed in as an operator of a role. */
export function signedInAs(role: TConsoleMe['role']) {
  const m = me(role);
  session.reset();
  session.signedIn('token-1', m);
  return m;
}

export const page = <T>(rows: T[]) => ({ value: { rows, total: rows.length } });
export const pending = {
  'GET /console/queues/pending': () => ({ value: { deposits: 1, withdrawals: 1, notReceived: 0 } }),
};
