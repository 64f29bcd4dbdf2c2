import { AppError } from './errors.ts';

/** Money is integer minor units (cents) as BigInt; the API shows and takes decimal strings with two places. */
export function toMinor(amount: string | number): bigint {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new AppError('amount_invalid');
  const minor = BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (minor <= 0n) throw new AppError('amount_invalid');
  return minor;
}

export function formatMinor(minor: bigint): string {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
