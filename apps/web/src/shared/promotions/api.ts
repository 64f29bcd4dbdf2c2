import type { promotionOps, TApplyBody, TPromotionCategory } from '@portal/contracts/promotions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/op.ts';
import { PROMOTION_OPS as P } from './contract.ts';

// Promotions are shown by the promotions pages (cards, detail, application) and by the member centre's
// bonusDetails; a join, claim, application or forfeit changes the cards' statuses and the balance, so every
// mutation here refreshes both. The calls name their operation as a type: the screens' chunks carry no zod.
type Ops = typeof promotionOps;

export const promotionKeys = { all: ['promotions'] as const };
export const PROMOTIONS_PAGE_SIZE = 24;
export const BONUSES_PAGE_SIZE = 10;

/** The type filter's tabs with their counts, in the page's language (the same for visitors and members). */
export const categoriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['promotions', 'categories', language],
    queryFn: () => call<Ops['categories']>(P.categories),
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
      call<Ops['available']>(token ? P.available : P.merchantAvailable, {
        query: { category, pageNo, pageSize: PROMOTIONS_PAGE_SIZE },
      }),
  });

/**
 * The referral programme's switch, the spec's REFERRAL.enabled of the member's available promotions: the side menu's
 * referral entry follows it (one card asked for; the switch rarely changes).
 */
export const referralSwitchQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['promotions', 'referral-switch', token],
    queryFn: () => call<Ops['available']>(P.available, { query: { pageNo: 1, pageSize: 1 } }),
    select: (list) => list.REFERRAL?.enabled ?? false,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });

export const promotionDetailQuery = (token: string | null, language: string, id: number) =>
  queryOptions({
    queryKey: ['promotions', 'detail', token, language, id],
    queryFn: () => call<Ops['detail']>(P.detail, { query: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** The member's bonuses; progress moves with every bet, so it is read fresh each time the screen opens. */
export const bonusesQuery = (token: string | null, language: string, pageNo: number) =>
  queryOptions({
    queryKey: ['promotions', 'bonuses', token, language, pageNo],
    queryFn: () => call<Ops['bonuses']>(P.bonuses, { query: { pageNo, pageSize: BONUSES_PAGE_SIZE } }),
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
    mutationFn: (promotionId: number) => call<Ops['join']>(P.join, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

export function useClaimPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (promotionId: number) => call<Ops['claim']>(P.claim, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

export function useApplyPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TApplyBody) => call<Ops['apply']>(P.apply, { body }),
    onSuccess: refresh,
  });
}

export function useForfeitBonus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (bonusId: number) => call<Ops['forfeit']>(P.forfeit, { body: { bonusId } }),
    onSuccess: refresh,
  });
}
