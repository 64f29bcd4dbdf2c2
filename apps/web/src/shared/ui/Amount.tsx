import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  currentCurrency,
  formatBasisPoints,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiplier,
  formatPercent,
  useCurrency,
} from '../money.ts';

/** An amount in the brand's currency and the portal's language, outside React (e.g. an option's text). */
export const formatAmount = (value: number | string, _symbol?: string) =>
  formatMoney(value, currentCurrency(), i18n.language);

/** The money formatter for the brand and language on screen; re-renders when either changes. */
export function useMoney(): (value: number | string) => string {
  const lang = useTranslation().i18n.language;
  const currency = useCurrency();
  return (value) => formatMoney(value, currency, lang);
}

/** The number formatters of money.ts in the page's language; re-renders when it changes. */
export function useNumbers() {
  const lang = useTranslation().i18n.language;
  return {
    count: (v: number | string) => formatCount(v, lang),
    decimal: (v: number | string, digits?: number) => formatDecimal(v, lang, digits),
    percent: (v: number | string, digits?: number) => formatPercent(v, lang, digits),
    basisPoints: (bp: number, digits?: number) => formatBasisPoints(bp, lang, digits),
    multiplier: (v: number | string, digits?: number) => formatMultiplier(v, lang, digits),
  };
}

/**
 * An amount (spec: balance, two decimals) in the brand's currency, `***` when hidden. `signed` colours it as money up
 * or down. The symbol of older callers is ignored: the brand's currency decides.
 */
export function Amount({
  value,
  hidden,
  className,
  signed,
}: {
  value: number | string;
  /** @deprecated the brand's currency is used */
  symbol?: string | undefined;
  hidden?: boolean;
  className?: string;
  signed?: boolean;
}) {
  const money = useMoney();
  const tone = signed ? (String(value).trim().startsWith('-') ? ' loss' : ' win') : '';
  return <span className={`num${tone}${className ? ` ${className}` : ''}`}>{hidden ? '***' : money(value)}</span>;
}
