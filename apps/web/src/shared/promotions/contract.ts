import type { OpPath } from '@portal/contracts/op';
import type { POINT_PRODUCTS as Products } from '@portal/contracts/points';
import type {
  promotionCategories as Categories,
  APPLICATION_COMMENT_MAX as CommentMax,
  APPLICATION_IMAGES_MAX as ImagesMax,
  promotionOps as Ops,
  PROMOTION_PATHS as Paths,
} from '@portal/contracts/promotions';

// The contract's constants the promotion screens use. Its module builds every zod schema when imported, which
// would bring zod (26 kB gzip) into the visitor's promotions chunk; these copies are typed by the contract's own
// `typeof`, so the compiler fails the moment they differ.

export const PROMOTION_PATHS: typeof Paths = {
  categories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  available: '/wps/relay/MCSFE_getAvailablePromotions',
  merchantAvailable: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  claimList: '/wps/relay/MCS2_getPromotionClaimList',
  signUpReward: '/wps/relay/MCSFE_signUpRequestReward',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  join: '/wps/relay/MCSFE_joinPromotion',
  apply: '/wps/relay/MCSFE_applyPromotion',
  claim: '/wps/relay/MCSFE_claimPromotion',
  bonuses: '/wps/relay/MCSFE_getBonusDetails',
  forfeit: '/wps/relay/MCSFE_forfeitBonus',
};
/** The operations' methods and paths, for `call<typeof promotionOps.x>(PROMOTION_OPS.x)`. */
export const PROMOTION_OPS = {
  categories: { method: 'GET', path: PROMOTION_PATHS.categories },
  available: { method: 'GET', path: PROMOTION_PATHS.available },
  merchantAvailable: { method: 'GET', path: PROMOTION_PATHS.merchantAvailable },
  claimList: { method: 'GET', path: PROMOTION_PATHS.claimList },
  signUpReward: { method: 'POST', path: PROMOTION_PATHS.signUpReward },
  detail: { method: 'GET', path: PROMOTION_PATHS.detail },
  join: { method: 'POST', path: PROMOTION_PATHS.join },
  apply: { method: 'POST', path: PROMOTION_PATHS.apply },
  claim: { method: 'POST', path: PROMOTION_PATHS.claim },
  bonuses: { method: 'GET', path: PROMOTION_PATHS.bonuses },
  forfeit: { method: 'POST', path: PROMOTION_PATHS.forfeit },
} as const satisfies { [K in keyof typeof Ops]: OpPath<(typeof Ops)[K]> };
export const APPLICATION_COMMENT_MAX: typeof CommentMax = 140;
export const APPLICATION_IMAGES_MAX: typeof ImagesMax = 3;
export const promotionCategories: typeof Categories = [
  'newbie',
  'limited',
  'special',
  'daily',
  'rebate',
  'vip',
  'slots',
  'live',
  'sports',
];
export const TURNOVER_PRODUCTS: typeof Products = [
  'RNG',
  'LIVE',
  'INHOUSE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
];
