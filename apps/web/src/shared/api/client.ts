import type { TEnvelope } from '@portal/contracts/envelope';
import { useSession } from '../session/store.ts';
import { takeBoot } from './boot.ts';

/** An error answer of the API: `message` is the stable key the portal translates (errors.<key>). */
export class ApiError extends Error {
  readonly code: number;
  readonly key: string;
  readonly value: unknown;
  constructor(code: number, key: string, value: unknown) {
    super(key);
    this.code = code;
    this.key = key;
    this.value = value;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export const toQuery = (q?: Query) => {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** Calls the API and unwraps the envelope: resolves with `value`, rejects with ApiError (network: `network_error`). */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: { query?: Query; body?: unknown; headers?: Record<string, string>; revalidate?: boolean } = {},
): Promise<T> {
  const { token, language } = useSession.getState();
  const url = path + toQuery(opts.query);
  // A first public call may already be answered in the document.
  const booted = method === 'GET' && !token ? (takeBoot(url) as TEnvelope<T> | undefined) : undefined;
  const json = booted ?? (await send<T>(method, url, token, { language, ...opts.headers }, opts.body, opts.revalidate));
  if (!json.success) {
    if (json.message === 'unauthorized' && token) useSession.getState().clear();
    throw new ApiError(json.code, json.message, json.value);
  }
  return json.value;
}

async function send<T>(
  method: string,
  url: string,
  token: string | null,
  headers: Record<string, string>,
  body: unknown,
  revalidate = false,
): Promise<TEnvelope<T>> {
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      // Operator switches (a vendor's maintenance) must not wait out a shared cache's max-age in this browser.
      ...(revalidate ? { cache: 'no-cache' as const } : {}),
    });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  try {
    return (await res.json()) as TEnvelope<T>;
  } catch {
    throw new ApiError(res.status, 'network_error', null);
  }
}
