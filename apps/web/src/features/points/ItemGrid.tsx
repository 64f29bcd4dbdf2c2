import type { TMallItem, TMallItemKind } from '@portal/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { itemsOf } from './api.ts';
import { ItemCard } from './ItemCard.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';

const FILTERS = ['all', 'cash', 'freespins', 'voucher', 'physical'] as const;
type Filter = (typeof FILTERS)[number];

/** The mall's rewards with a type filter; a card opens the redeem dialog. */
export function ItemGrid({ points }: { points: number | undefined }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const items = useQuery(itemsOf(token, language));
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<TMallItem | null>(null);
  if (items.isLoading)
    return (
      <div className="pm-grid">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} height={290} />
        ))}
      </div>
    );
  if (items.isError || !items.data)
    return (
      <ErrorState
        message={t('points.loadFailed')}
        onRetry={() => void items.refetch()}
        retryLabel={t('points.retry')}
      />
    );
  const kinds = new Set<TMallItemKind>(items.data.list.map((i) => i.kind));
  const shown = items.data.list.filter((i) => filter === 'all' || i.kind === filter);
  return (
    <>
      <fieldset className="pm-filters">
        <legend className="sr-only">{t('points.filter.label')}</legend>
        {FILTERS.filter((f) => f === 'all' || kinds.has(f)).map((f) => (
          <button key={f} type="button" className="pm-chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`points.filter.${f}`)}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <EmptyState title={t('points.empty')} />
      ) : (
        <ul className="pm-grid" aria-label={t('points.tabs.rewards')}>
          {shown.map((item) => (
            <ItemCard key={item.id} item={item} points={points} onRedeem={() => setOpen(item)} />
          ))}
        </ul>
      )}
      {open && <RedeemDialog item={open} points={points ?? 0} onClose={() => setOpen(null)} />}
    </>
  );
}
