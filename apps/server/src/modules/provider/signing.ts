import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';

/** Requests to the seamless-wallet API are signed: hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export const WINDOW_MS = 5 * 60_000;

export const signBody = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function verifySignature(
  secret: string,
  timestamp: number,
  rawBody: string,
  signature: string,
  now = Date.now(),
): 'ok' | 'stale' | 'bad' {
  const expected = Buffer.from(signBody(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return Math.abs(now - timestamp) > WINDOW_MS ? 'stale' : 'ok';
}

/** Each provider's secret, derived from APP_SECRET with the provider's name, so every provider has its own. */
export const providerSecret = (appSecret: string, provider: string) =>
  createHmac('sha256', appSecret).update(`provider:${provider}`).digest('hex');

export const PROVIDERS = ['INHOUSE', 'DEMO'] as const;

export const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** A provider's client of the wallet API: signs and posts over HTTP exactly as an outside provider would. */
export function walletClient(baseUrl: string, provider: string, secret: string) {
  return async <T>(op: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<T> => {
    const raw = JSON.stringify(body);
    const ts = Date.now();
    // A wallet that cannot be reached, or answers with no wallet answer, is a bad gateway for the game's player.
    const res = await fetch(`${baseUrl}/provider/wallet/${op}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-provider': provider,
        'x-timestamp': String(ts),
        'x-signature': signBody(secret, ts, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    }).catch((err: unknown) => {
      throw new AppError('wallet_unreachable', `wallet ${op}: ${(err as Error).message}`);
    });
    if (res.status >= 500) throw new AppError('wallet_unreachable', `wallet ${op}: HTTP ${res.status}`);
    return (await res.json().catch(() => {
      throw new AppError('wallet_unreachable', `wallet ${op}: not JSON`);
    })) as T;
  };
}
