import { locale, parseAmount } from '../../shared/format.ts';

/** How many minor units a currency has, from Intl (JPY 0, USD 2, BHD 3). */
export const minorDigits = (currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** An amount in minor units in the operator's language and the currency's own format ("US$ 1,234.56"). */
export function formatMinor(minor: number, currency: string) {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return String(minor);
  }
}

/** Minor units as the text of an amount field in the operator's language ("1234,5" in Portuguese for 123450 cents),
 * without going through a float. */
export function minorToText(minor: number, digits: number) {
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  const whole = s.slice(0, -digits);
  const frac = s.slice(-digits).replace(/0+$/, '');
  const decimal = new Intl.NumberFormat(locale()).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return frac ? `${whole}${decimal}${frac}` : whole;
}

/**
 * The text of an amount field as minor units, read as the operator's language writes amounts ("1.234,50" in
 * Portuguese), or null when it is not an amount with at most `digits` decimals (never rounded).
 */
export function textToMinor(text: string, digits: number): number | null {
  const m = /^(\d{1,13})(?:\.(\d*))?$/.exec(parseAmount(text) ?? '');
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > digits) return null;
  return Number(m[1]) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
}
