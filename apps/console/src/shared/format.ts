import type { FieldValues, Resolver } from 'react-hook-form';
import i18n from './i18n/index.ts';

const LOCALES: Record<string, string> = { en: 'en-GB', pt: 'pt-BR', zh: 'zh-CN' };
export const locale = () => LOCALES[i18n.language] ?? 'en-GB';

/**
 * An API amount ("-1234.50") grouped for the operator's language without going through a float: the integer part as
 * a BigInt, the cents as they are.
 */
export function money(amount: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!m) return amount;
  const parts = new Intl.NumberFormat(locale(), { minimumFractionDigits: 2 }).formatToParts(1000.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const whole = BigInt(m[2] ?? '0').toLocaleString(locale());
  return `${m[1] ?? ''}${whole}${decimal}${(m[3] ?? '').padEnd(2, '0').slice(0, 2)}`;
}
export const sign = (amount: string) => (amount.startsWith('-') ? 'neg' : /^0+(\.0+)?$/.test(amount) ? '' : 'pos');

export const count = (n: number) => n.toLocaleString(locale());

/** A chart axis's figure, short, in the operator's language ("1.5k" in English, "1,5 mil" in Portuguese, "1.5万"). */
export const compact = (n: number) =>
  new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** The operator language's decimal mark and thousands separator ("," and "." in Portuguese). */
function separators(): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale()).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** A rate in basis points as a percentage with two decimals in the operator's language ("12,34" in Portuguese), never
 * through a float; the caller adds the " %". */
export function percent(bp: number): string {
  const abs = Math.abs(bp);
  return `${bp < 0 ? '-' : ''}${Math.trunc(abs / 100)}${separators().decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** A figure with fixed decimals in the operator's language (a contrast ratio "4,52"). */
export const decimal = (n: number, digits = 2) =>
  new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

/** An API amount ("8.88") as an amount field shows it for editing: the operator language's decimal mark, no grouping. */
export const amountText = (amount: string) => amount.replace('.', separators().decimal);

/**
 * A typed amount as the API's decimal text ("25,50" or "1.234,5" in Portuguese, "1,234.50" in English -> "25.50",
 * "1234.5", "1234.50"); the other mark also reads as the decimal point when it is not grouping thousands ("25.50" in
 * Portuguese). `signed` allows a leading minus. Null when the text is not an amount (the form says so).
 */
export function parseAmount(text: string, signed = false): string | null {
  const { decimal, group } = separators();
  let v = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const minus = signed && /^[-−]/.test(v) ? '-' : '';
  if (minus) v = v.slice(1);
  if (v.includes(decimal)) v = v.split(group).join('').replace(decimal, '.');
  else if (/^\d{1,3}([.,]\d{3})+$/.test(v)) v = v.replace(/[.,]/g, '');
  else v = v.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(v) ? `${minus}${v}` : null;
}

/**
 * A form resolver that reads the named amount fields as the operator's language writes them before the schema checks
 * them, so "25,50" is the same amount as "25.50" (a field that is no amount is left as typed, for the schema to refuse).
 */
export function withAmounts<T extends FieldValues>(
  resolver: Resolver<T>,
  fields: readonly (keyof T & string)[],
  signed: readonly (keyof T & string)[] = [],
): Resolver<T> {
  return (values, context, options) => {
    const read = { ...values } as Record<string, unknown>;
    for (const f of fields) {
      const typed = read[f];
      if (typeof typed === 'string') read[f] = parseAmount(typed, signed.includes(f)) ?? typed;
    }
    return resolver(read as T, context, options);
  };
}

export function dateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

export function shortDay(day: string): string {
  return new Intl.DateTimeFormat(locale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A calendar day (YYYY-MM-DD) as the operator's language writes it: 03/12/2026 in Portuguese and English, 2026/12/03 in Chinese. */
export function dayText(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Intl.DateTimeFormat(locale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The shape of a typed day in the operator's language, from its letters ("dd/mm/aaaa" in Portuguese, "年/月/日"). */
export function dayPattern(day: string, month: string, year: string): string {
  const letters = new Map([
    ['day', day],
    ['month', month],
    ['year', year],
  ]);
  return new Intl.DateTimeFormat(locale(), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 11, 31)))
    .map((p) => letters.get(p.type) ?? p.value)
    .join('');
}

/** Year, month and day from three typed numbers in the operator's language's order. */
function dayOf(groups: string[]): string | null {
  const order = new Intl.DateTimeFormat(locale(), { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.UTC(2026, 11, 31)))
    .filter((p) => p.type === 'year' || p.type === 'month' || p.type === 'day')
    .map((p) => p.type);
  const at = new Map(order.map((type, i) => [type, Number(groups[i])]));
  const [y, m, d] = [at.get('year') ?? 0, at.get('month') ?? 0, at.get('day') ?? 0];
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  if (new Date(Date.UTC(y, m - 1, d)).getUTCMonth() !== m - 1) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A day typed in the operator's language's order (day, month and year in Portuguese, year first in Chinese; any marks
 * between them) as YYYY-MM-DD; '' for an empty text, null when it is no real day.
 */
export function parseDay(text: string): string | null {
  const groups = text.match(/\d+/g) ?? [];
  if (groups.length === 0) return '';
  return groups.length === 3 ? dayOf(groups) : null;
}

/** A local date and time (YYYY-MM-DDTHH:MM) as the operator's language writes it ("03/12/2026 14:30"). */
export function dayTimeText(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return m?.[1] && m[2] ? `${dayText(m[1])} ${m[2]}` : '';
}

/** A date and time typed in the operator's language's order as YYYY-MM-DDTHH:MM; '' when empty, null when invalid. */
export function parseDayTime(text: string): string | null {
  const groups = text.match(/\d+/g) ?? [];
  if (groups.length === 0) return '';
  if (groups.length !== 5) return null;
  const day = dayOf(groups.slice(0, 3));
  const [h, min] = [Number(groups[3]), Number(groups[4])];
  if (!day || h > 23 || min > 59) return null;
  return `${day}T${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** "12 s ago", "3 min ago" in the operator's language. */
export function ago(ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto', style: 'short' });
  const s = Math.round((Date.now() - ms) / 1000);
  if (s < 60) return rtf.format(-s, 'second');
  if (s < 3600) return rtf.format(-Math.round(s / 60), 'minute');
  return rtf.format(-Math.round(s / 3600), 'hour');
}

/** Today and n days before, as YYYY-MM-DD in the operator's own time zone. */
export const operatorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export function dayIn(offsetDays = 0, tz = operatorZone()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}
