import type { Merchant } from '../../platform/merchant.ts';

/**
 * Money in what the server writes for a reader (a game page, a message): the portal's rule, Intl for the brand's
 * currency and the reader's language, two decimals ("R$ 1.100,00" in PT, "R$1,100.00" in EN).
 */
export const NUMBER_LOCALE: Readonly<Record<string, string>> = {
  pt: 'pt-BR',
  en: 'en-US',
  cn: 'zh-CN',
  id: 'id-ID',
  th: 'th-TH',
  vi: 'vi-VN',
};

/** The number locale of one of the portal's languages (PT, the default language, when unknown). */
export const numberLocale = (lang: string | undefined): string => NUMBER_LOCALE[lang ?? ''] ?? 'pt-BR';

/** The brand's currency (brands saved before the field read as USD, the spec's '$'). */
export const brandCurrency = (merchant: Merchant): string => merchant.config.currency ?? 'USD';

// The in-house pages' common.js repeats these options and NUMBER_LOCALE (test/inhouse-pages.test.ts compares them).
const options = (currency: string) =>
  ({ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }) as const;

/** An amount (a decimal string such as "1100.00") as text for the reader. */
export function moneyText(amount: string, currency: string, lang: string | undefined): string {
  const exact = /^-?\d+(\.\d+)?$/.test(amount) ? (amount as `${number}`) : 0;
  return new Intl.NumberFormat(numberLocale(lang), options(currency)).format(exact);
}

/** The number format a page outside the portal needs to show money as the portal does: its locale and options. */
export const moneyFormat = (currency: string, lang: string | undefined) => ({
  locale: numberLocale(lang),
  options: options(currency),
});
