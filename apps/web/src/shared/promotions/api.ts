import type {
  TApplyBody,
  TBonus,
  TBonusDetails,
  TClaimValue,
  TPromotionCategories,
  TPromotionCategory,
  TPromotionDetail,
  TPromotionList,
} from '@portal/contracts/promotions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { PROMOTION_PATHS } from './contract.ts';

// Promotions are shown by the promotions pages (cards, detail, application) and by the member centre's
// bonusDetails; a join, claim, application or forfeit changes the cards' statuses and the balance, so every
// mutation here refreshes both.

export const promotionKeys = { all: ['promotions'] as const };
export const PROMOTIONS_PAGE_SIZE = 24;
export const BONUSES_PAGE_SIZE = 10;

/** The type filter's tabs with their counts, in the page's language (the same for visitors and members). */
export const categoriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['promotions', 'categories', language],
    queryFn: () => api<TPromotionCategories>('GET', PROMOTION_PATHS.categories),
    staleTime: 60_000,
  });

/** A member sees their own status on each card; a visitor the brand's list (join, coming soon or closed). */
export const promotionListQuery = (
  token: string | null,
  language: string,
  category: TPromotionCategory | undefined,
  pageNo: number,
) =>
  queryOptions({
    queryKey: ['promotions', 'list', token, language, category ?? 'all', pageNo],
    queryFn: () =>
      api<TPromotionList>('GET', token ? PROMOTION_PATHS.available : PROMOTION_PATHS.merchantAvailable, {
        query: { category, pageNo, pageSize: PROMOTIONS_PAGE_SIZE },
      }),
  });

export const promotionDetailQuery = (token: string | null, language: string, id: number) =>
  queryOptions({
    queryKey: ['promotions', 'detail', token, language, id],
    queryFn: () => api<TPromotionDetail>('GET', PROMOTION_PATHS.detail, { query: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The member's bonuses; progress moves with every bet, so it is read fresh each time the screen opens. */
export const bonusesQuery = (token: string | null, language: string, pageNo: number) =>
  queryOptions({
    queryKey: ['promotions', 'bonuses', token, language, pageNo],
    queryFn: () =>
      api<TBonusDetails>('GET', PROMOTION_PATHS.bonuses, { query: { pageNo, pageSize: BONUSES_PAGE_SIZE } }),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });

/** Refreshes every promotion read and the wallet (a claim credits it, a forfeit takes the bonus back). */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: promotionKeys.all });
    void qc.invalidateQueries({ queryKey: ['wallet'] });
  };
}

export function useJoinPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (promotionId: number) => api<TPromotionDetail>('POST', PROMOTION_PATHS.join, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

export function useClaimPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (promotionId: number) => api<TClaimValue>('POST', PROMOTION_PATHS.claim, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

export function useApplyPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TApplyBody) => api<TPromotionDetail>('POST', PROMOTION_PATHS.apply, { body }),
    onSuccess: refresh,
  });
}

export function useForfeitBonus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (bonusId: number) => api<TBonus>('POST', PROMOTION_PATHS.forfeit, { body: { bonusId } }),
    onSuccess: refresh,
  });
}
