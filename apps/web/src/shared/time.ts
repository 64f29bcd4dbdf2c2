import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE } from './money.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the portal's language writes it ("26/11/2026, 00:29" in PT, "2026/11/26 00:29" in CN). */
export function formatTime(iso: string, lang: string): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(NUMBER_LOCALE[lang] ?? (lang || 'pt-BR'), { dateStyle: 'short', timeStyle: 'short' });
    formats.set(lang, f);
  }
  return f.format(new Date(iso));
}

/** formatTime in the page's language. */
export function useFormatTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatTime(iso, i18n.language);
}

const dayParts = (lang: string) =>
  new Intl.DateTimeFormat(NUMBER_LOCALE[lang] ?? (lang || 'pt-BR'), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 11, 31)));

/** A calendar day (YYYY-MM-DD) as the portal's language writes it: 03/12/2026 in PT, 2026/12/03 in CN. */
export function dayText(day: string, lang: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Intl.DateTimeFormat(NUMBER_LOCALE[lang] ?? (lang || 'pt-BR'), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The shape of a typed day in the language, from its letters ("dd/mm/aaaa" in PT, "年/月/日" in CN). */
export function dayPattern(lang: string, letters: { day: string; month: string; year: string }): string {
  const by = new Map<string, string>([
    ['day', letters.day],
    ['month', letters.month],
    ['year', letters.year],
  ]);
  return dayParts(lang)
    .map((p) => by.get(p.type) ?? p.value)
    .join('');
}

/** A day typed in the language's order (any marks between) as YYYY-MM-DD; '' when empty, null when no real day. */
export function parseDay(text: string, lang: string): string | null {
  const groups = text.match(/\d+/g) ?? [];
  if (groups.length === 0) return '';
  if (groups.length !== 3) return null;
  const order = dayParts(lang)
    .filter((p) => p.type === 'year' || p.type === 'month' || p.type === 'day')
    .map((p) => p.type);
  const at = new Map(order.map((type, i) => [type, Number(groups[i])]));
  const [y, m, d] = [at.get('year') ?? 0, at.get('month') ?? 0, at.get('day') ?? 0];
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  if (new Date(Date.UTC(y, m - 1, d)).getUTCMonth() !== m - 1) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
