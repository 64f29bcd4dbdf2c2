import type { promotionOps } from '@portal/contracts/promotions';
import type {
  RAFFLE_PATHS as Paths,
  raffleClaimOp,
  raffleRotateOp,
  raffleStatusOp,
  TRaffleClaimBody,
} from '@portal/contracts/raffle';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';
import { PROMOTION_OPS } from '../../shared/promotions/contract.ts';

// The contract's paths, copied so the screen's chunk does not bring zod in; typed by the contract's `typeof`.
export const RAFFLE_PATHS: typeof Paths = {
  status: '/wps/relay/MCSFE_getRafflePromotionStatus',
  claim: '/wps/relay/MCSFE_claimRafflePromotion',
  claimV2: '/wps/relay/MCS2_claimRafflePromotion',
  rotate: '/wps/relay/MCSFE_rotateRaffleSeed',
};
/** The raffle operations' methods and paths (zod-free as above); `call<typeof op>` types each from its operation. */
const RAFFLE = {
  status: { method: 'GET', path: RAFFLE_PATHS.status },
  claim: { method: 'POST', path: RAFFLE_PATHS.claim },
  rotate: { method: 'POST', path: RAFFLE_PATHS.rotate },
} as const;
const WAITING_PAGE = 50;

/** Tickets move with every deposit and bet: read fresh each time the screen opens. */
export const raffleStatusQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['raffle', 'status', token, language],
    queryFn: () => call<typeof raffleStatusOp>(RAFFLE.status),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });

/** One reward waiting for its Claim button: a promotion whose status now is `claim`. */
export interface WaitingReward {
  promotionId: number;
  title: string;
  signup: boolean;
}

/**
 * What waits to be claimed: the claim list's entries in status `claim` and the member's promotions in that status
 * (a fixed bonus or the sign-up reward is due before it has an entry), once each.
 */
export const waitingRewardsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'waiting', token, language],
    queryFn: async (): Promise<WaitingReward[]> => {
      const [entries, cards] = await Promise.all([
        call<typeof promotionOps.claimList>(PROMOTION_OPS.claimList, { query: { pageNo: 1, pageSize: WAITING_PAGE } }),
        call<typeof promotionOps.available>(PROMOTION_OPS.available, { query: { pageNo: 1, pageSize: WAITING_PAGE } }),
      ]);
      const out = new Map<number, WaitingReward>();
      for (const c of cards.list)
        if (c.status === 'claim')
          out.set(c.id, {
            promotionId: c.id,
            title: c.title,
            signup: c.mechanism.kind === 'fixed_bonus' && c.mechanism.condition === 'signup',
          });
      for (const e of entries.list)
        if (e.status === 'claim' && !out.has(e.promotionId))
          out.set(e.promotionId, { promotionId: e.promotionId, title: e.title, signup: false });
      return [...out.values()];
    },
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });

/** A new request id per draw the member asks for; a retry of the same draw sends the same one. */
export const newRequestId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A draw credits the main wallet and spends a ticket: the raffle reads and the balance refresh. */
export function useRaffleDraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRaffleClaimBody) => call<typeof raffleClaimOp>(RAFFLE.claim, { body }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['raffle'] });
      void qc.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

export function useRotateRaffleSeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call<typeof raffleRotateOp>(RAFFLE.rotate, { body: {} }),
    // Refused as fair_seed_changed, another rotation started a new pair: the status shows it either way.
    onSettled: () => void qc.invalidateQueries({ queryKey: ['raffle'] }),
  });
}

/** Claims a waiting reward: the sign-up reward through its own call, any other through the promotion claim. */
export function useClaimWaiting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: WaitingReward) =>
      call<typeof promotionOps.claim>(r.signup ? PROMOTION_OPS.signUpReward : PROMOTION_OPS.claim, {
        body: { promotionId: r.promotionId },
      }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['promotions'] });
      void qc.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
