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
