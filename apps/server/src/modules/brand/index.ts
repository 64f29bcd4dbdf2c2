/** The brand's public face: feature switches, the brand's settings types and how it writes money. */

// The art kit other modules paint with (mall items, promotion banners, game tiles).
export { bannerArtSvg } from './art/banner-art.ts';
export { drawn } from './art/cache.ts';
export { gameStamp } from './art/game-lookup.ts';
export { type IconRef, place } from './art/icons.ts';
export { motif } from './art/motifs.ts';
export { hashOf, linear, n, radial, seeded, sparkle, stampOf } from './art/paint.ts';
export { THEMES } from './art/themes.ts';
export { saveBonusRules } from './bonus-rules.ts';
export { contractSettingsOf, saveContractSettings } from './contract-settings.ts';
export { brandDocumentPart, createBrandFromDocument } from './document.ts';
export { checkHostsFree, createBrandFrom, currencySymbol } from './launch.ts';
export { checkMarkFiles, storeMarkFiles } from './marks.ts';
export type { TMerchantConfig, TVipLevel } from './merchant-config.ts';
export { contractRulesOf } from './merchant-config.ts';
export { launchRepo as brandLaunchRepo } from './merchant-repo.ts';
export { brandCurrency, moneyFormat, moneyText, numberLocale } from './money-text.ts';
export { originalsLimitsView, saveOriginalsLimits } from './originals-limits.ts';
export { cleanLocalizedHtml, cleanLocalizedText } from './rich-text.ts';
export { consolidatedSettings } from './service.ts';
export { allBrands, brandByCode, brandById } from './settings.ts';
export { modOn, requireMod } from './switches.ts';
