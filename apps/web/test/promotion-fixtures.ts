import type {
  TBonus,
  TMemberPromotionStatus,
  TPromotionCard,
  TPromotionCategory,
  TPromotionDetail,
} from '@portal/contracts/promotions';

/** Promotion answers shaped by the contract (packages/contracts/src/promotions.ts), for the web's fake API. */

export const card = (
  id: number,
  status: TMemberPromotionStatus,
  extra: Partial<TPromotionCard> = {},
): TPromotionCard => ({
  id,
  category: 'newbie' as TPromotionCategory,
  mechanism: { kind: 'deposit_match', percentBp: 10_000, maxBonus: '500.00', minDeposit: '20.00', repeat: 'once' },
  title: `Promo ${id} (${status})`,
  summary: `Summary of promo ${id}`,
  bannerUrl: `/art/promotion/${id}.svg?v=1`,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  status,
  ...extra,
});

export const page = (list: TPromotionCard[]) => ({ list, total: list.length, totalPages: list.length ? 1 : 0 });

export const categories = {
  list: [
    { category: 'newbie', label: 'Newbie', count: 10 },
    { category: 'slots', label: 'Slots', count: 0 },
  ],
};

export const bonus = (id: number, extra: Partial<TBonus> = {}): TBonus => ({
  id,
  promotionId: 1,
  title: `Welcome bonus ${id}`,
  amount: '100.00',
  depositAmount: '100.00',
  requirement: '1000.00',
  progress: '250.00',
  remaining: '750.00',
  weights: { RNG: 100, LIVE: 10 },
  status: 'active',
  issuedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  settledAt: null,
  ...extra,
});

export const detail = (extra: Partial<TPromotionDetail> = {}): TPromotionDetail => ({
  ...card(1, 'join', { title: '100% welcome bonus', summary: 'We double your first deposit up to R$ 500.' }),
  content:
    '<p>Join, then deposit at least R$ 20.</p><ul><li>Valid for 30 days.</li></ul><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
  audience: { kind: 'new_players', withinDays: 30 },
  wagering: { multiple: 10, base: 'bonus', expiryDays: 30, weights: { RNG: 100, INHOUSE: 100, LIVE: 10 } },
  claimable: null,
  entry: null,
  bonus: null,
  ...extra,
});
