/** Amounts in minor units (cents) on the betting screen: the API's decimal strings in and out, never a float. */

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "12.3" -> 1230; null for anything that is not a plain amount with at most two decimals. */
export function toMinor(value: string | null | undefined): number | null {
  const m = DECIMAL.exec((value ?? '').trim());
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** 1230 -> "12.30", the API's form. */
export function fromMinor(minor: number): string {
  const a = Math.abs(Math.trunc(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
