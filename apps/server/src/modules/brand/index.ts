/** The brand's public face: feature switches, the brand's settings types and how it writes money. */
export type { TMerchantConfig, TVipLevel } from './merchant-config.ts';
export { brandCurrency, moneyScript, moneyText, numberLocale } from './money-text.ts';
export { modOn, requireMod } from './switches.ts';
