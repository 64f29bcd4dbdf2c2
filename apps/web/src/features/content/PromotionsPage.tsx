import type { TPromotionCategory } from '@portal/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, promotionListQuery } from '../../shared/promotions/api.ts';
import { promotionCategories } from '../../shared/promotions/contract.ts';
import { usePromotionTexts } from '../../shared/promotions/texts.ts';
import { useSearchParams } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { PromoCard } from './PromoCard.tsx';
import './promotions.css';

type Tab = TPromotionCategory | 'all';
const isCategory = (c: string | null): c is TPromotionCategory =>
  (promotionCategories as readonly string[]).includes(c ?? '');
/** Cards in the first row or two are above the fold: their art loads at once. */
const EAGER_CARDS = 4;

/**
 * /promotions: the type filter's tabs (spec section 2), then the promotions of the type as cards, each with its
 * action by the member's status. Visitors see the brand's list. The type is in the address (?category=), so the
 * back link of a detail returns to it. The promotion group's banner is above, drawn by the layout.
 */
export default function PromotionsPage() {
  const ready = usePromotionTexts();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const [pageNo, setPage] = useState(1);
  const categories = useQuery(categoriesQuery(language));
  const list = useQuery(promotionListQuery(token, language, category, pageNo));

  if (!ready) return <div className="page" aria-busy="true" />;
  const labelOf = (c: TPromotionCategory) =>
    categories.data?.list.find((x) => x.category === c)?.label || t(`promos.category.${c}`);
  const choose = (tab: Tab) => {
    setPage(1);
    setParams(tab === 'all' ? {} : { category: tab }, { replace: true });
  };
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'all', label: t('promos.tabs.all') },
    ...(categories.data?.list ?? []).map((c) => ({
      id: c.category,
      label: t('promos.tabs.count', { label: labelOf(c.category), count: c.count }),
    })),
  ];
  // A type given in the address but not (yet) among the tabs still shows as the chosen one.
  if (category && !tabs.some((x) => x.id === category)) tabs.push({ id: category, label: labelOf(category) });

  return (
    <div className="page promos">
      <h1 className="page-title">{t('menu.promotions')}</h1>
      <Tabs<Tab> label={t('promos.tabs.label')} value={category ?? 'all'} onChange={choose} items={tabs} />
      <section className="promo-section" aria-label={category ? labelOf(category) : t('promos.tabs.all')}>
        {list.isLoading ? (
          <ul className="promo-grid" aria-busy="true" aria-label={t('promos.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className="promo-card promo-card-skeleton">
                <Skeleton height="auto" radius={0} />
                <div className="promo-body">
                  <Skeleton height={14} width="30%" />
                  <Skeleton height={18} width="80%" />
                  <Skeleton height={32} />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError || !list.data ? (
          <ErrorState
            message={t('promos.loadFailed')}
            onRetry={() => void list.refetch()}
            retryLabel={t('promos.retry')}
          />
        ) : list.data.list.length === 0 ? (
          <EmptyState title={t(category ? 'promos.emptyTab' : 'promos.empty')}>
            <p className="promo-empty-hint">{t('promos.emptyHint')}</p>
            {category && (
              <Button variant="secondary" size="sm" onClick={() => choose('all')}>
                {t('promos.showAll')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="promo-grid">
              {list.data.list.map((card, i) => (
                <PromoCard key={card.id} card={card} category={labelOf(card.category)} eager={i < EAGER_CARDS} />
              ))}
            </ul>
            <Pager page={pageNo} total={list.data.totalPages} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
