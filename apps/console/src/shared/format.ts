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
