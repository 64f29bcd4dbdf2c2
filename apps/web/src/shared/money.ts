import { create } from 'zustand';

/**
 * The portal's one money formatter: Intl for the brand's currency (ISO 4217) and the portal's language, two decimals
 * ("R$ 1.100,00" in PT, "R$1,100.00" in EN, "-R$ 1,00" for a negative). Amounts arrive as decimal strings and are
 * formatted as such, never through a float.
 */

/** The number locale of each shipped language (the portal's codes follow the platform: CN is Chinese). */
export const NUMBER_LOCALE: Record<string, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  cn: 'zh-CN',
  id: 'id-ID',
  th: 'th-TH',
  vi: 'vi-VN',
};

const formats = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, lang: string): Intl.NumberFormat {
  const key = `${currency}|${lang}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[lang] ?? (lang || 'pt-BR'), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, f);
  }
  return f;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function formatMoney(value: number | string, currency: string, lang: string): string {
  const v = typeof value === 'string' ? value.trim() : value;
  const exact = typeof v === 'string' ? (DECIMAL.test(v) ? (v as `${number}`) : 0) : Number.isFinite(v) ? v : 0;
  return formatter(currency, lang).format(exact);
}

/**
 * The portal's numbers that are not money, in the page's language: counts with thousands separators ("12.345"),
 * decimals ("8,88"), percentages ("0,60%") and multipliers ("×3,55"). Decimal strings from the server are shown as
 * they are (display only, never computed with); anything else is shown unchanged.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, style: 'decimal' | 'percent', digits: number | null): Intl.NumberFormat {
  const key = `${lang}|${style}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[lang] ?? (lang || 'pt-BR'), {
      style,
      ...(digits === null
        ? { maximumFractionDigits: 0 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    numberFormats.set(key, f);
  }
  return f;
}
const asNumber = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return DECIMAL.test(v.trim()) ? Number(v) : null;
};

/** A whole count (points, rounds, players): "12.345" in PT, "12,345" in EN. */
export function formatCount(value: number | string, lang: string): string {
  const n = asNumber(value);
  return n === null ? String(value) : numberFormat(lang, 'decimal', null).format(n);
}

/** A decimal with fixed places (a wheel's "8,88", a stake "0,10"). */
export function formatDecimal(value: number | string, lang: string, digits = 2): string {
  const n = asNumber(value);
  return n === null ? String(value) : numberFormat(lang, 'decimal', digits).format(n);
}

/** A percentage given in percent ("97.00" -> "97,00%" in PT). */
export function formatPercent(percent: number | string, lang: string, digits = 2): string {
  const n = asNumber(percent);
  return n === null ? String(percent) : numberFormat(lang, 'percent', digits).format(n / 100);
}

/** A rate in basis points as a percentage (60 -> "0,60%"). */
export const formatBasisPoints = (bp: number, lang: string, digits = 2) => formatPercent(bp / 100, lang, digits);

/** A multiplier or pay-table multiple ("3.55" -> "×3,55"). */
export function formatMultiplier(value: number | string, lang: string, digits = 2): string {
  return `×${formatDecimal(value, lang, digits)}`;
}

/** The brand's currency as the permission call last said (USD, the spec's '$', until it has answered). */
const useCurrencyStore = create<{ currency: string }>(() => ({ currency: 'USD' }));
export const setBrandCurrency = (currency: string | undefined) => {
  if (currency && /^[A-Z]{3}$/.test(currency) && currency !== useCurrencyStore.getState().currency)
    useCurrencyStore.setState({ currency });
};
export const currentCurrency = () => useCurrencyStore.getState().currency;
export const useCurrency = () => useCurrencyStore((s) => s.currency);
