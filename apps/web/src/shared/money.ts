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

/** The brand's currency as the permission call last said (USD, the spec's '$', until it has answered). */
const useCurrencyStore = create<{ currency: string }>(() => ({ currency: 'USD' }));
export const setBrandCurrency = (currency: string | undefined) => {
  if (currency && /^[A-Z]{3}$/.test(currency) && currency !== useCurrencyStore.getState().currency)
    useCurrencyStore.setState({ currency });
};
export const currentCurrency = () => useCurrencyStore.getState().currency;
export const useCurrency = () => useCurrencyStore((s) => s.currency);
