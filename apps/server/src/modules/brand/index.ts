/** The brand's public face: feature switches, the brand's settings types and how it writes money. */

export { contractSettingsOf, saveContractSettings } from './contract-settings.ts';
export type { TMerchantConfig, TVipLevel } from './merchant-config.ts';
export { contractRulesOf } from './merchant-config.ts';
export { brandCurrency, moneyScript, moneyText, numberLocale } from './money-text.ts';
export { cleanLocalizedHtml, cleanLocalizedText } from './rich-text.ts';
export { consolidatedSettings } from './service.ts';
export { allBrands, brandByCode, brandById } from './settings.ts';
export { modOn, requireMod } from './switches.ts';
