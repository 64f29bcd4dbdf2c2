import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE } from '../../shared/money.ts';

/**
 * Pay-table multiples ("9.70") in the page's language ("9,70" in PT). Display only: the server's strings are never
 * computed with.
 */
export function useOdds(): (odds: string) => string {
  const lang = useTranslation().i18n.language;
  const f = new Intl.NumberFormat(NUMBER_LOCALE[lang] ?? lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (odds) => (/^\d+(\.\d+)?$/.test(odds) ? f.format(Number(odds)) : odds);
}
