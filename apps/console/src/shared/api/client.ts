import type { TEnvelope } from '@portal/contracts/envelope';
import { session } from '../session.ts';

/** A refused call: `key` is the envelope's stable message, translated as errors.<key>. */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly value: unknown;
  constructor(status: number, key: string, value: unknown) {
    super(key);
    this.status = status;
    this.key = key;
    this.value = value;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export const toQuery = (q?: Query) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q ?? {})) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/**
 * Calls the operator API with the session's bearer token and unwraps the envelope. An `unauthorized` answer ends the
 * session in the console (expired, revoked, or the operator was disabled), which sends the operator to sign-in.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const token = session.get().token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/admin/api${path}${toQuery(opts.query)}`, {
      method,
      headers,
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
    });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  const json = (await res.json().catch(() => null)) as TEnvelope<T> | null;
  if (!json) throw new ApiError(res.status, 'network_error', null);
  if (!json.success) {
    if (json.message === 'unauthorized' && token) session.expire();
    throw new ApiError(res.status, json.message, json.value);
  }
  return json.value;
}

/**
 * An image the operator API serves (proofs), fetched with the session's bearer token, since an <img> cannot send one.
 * Null when the server has no such image for this operator, or answers with something other than an image.
 */
export async function apiImage(path: string): Promise<Blob | null> {
  const token = session.get().token;
  try {
    const res = await fetch(`/admin/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const type = res.headers.get('content-type') ?? '';
    return res.ok && /^image\/(png|jpeg)/.test(type) ? await res.blob() : null;
  } catch {
    return null;
  }
}

/**
 * A file the operator API serves (CSV exports), fetched with the session's bearer token and handed to the browser as
 * a download under the server's file name.
 */
export async function apiDownload(path: string, query: Query, fallbackName: string): Promise<void> {
  const token = session.get().token;
  let res: Response;
  try {
    res = await fetch(`/admin/api${path}${toQuery(query)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(json?.code ?? res.status, json?.message ?? 'unknown', null);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
