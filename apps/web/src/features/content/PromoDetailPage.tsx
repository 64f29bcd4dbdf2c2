import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { promotionDetailQuery } from '../../shared/promotions/api.ts';
import { usePromotionTexts } from '../../shared/promotions/texts.ts';
import { Link, useSearchParams } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { Html } from './Html.tsx';
import { PromoAction } from './PromoAction.tsx';
import { PromoPeriod } from './PromoCard.tsx';
import { PromoEntry } from './PromoEntry.tsx';
import { PromoTerms } from './PromoTerms.tsx';
import './promotions.css';

/** /promoDetail?id=: a promotion's banner, title, period, terms in words, rules (rich text) and its action. */
export default function PromoDetailPage() {
  const ready = usePromotionTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const q = useQuery(promotionDetailQuery(token, language, id));
  const back = (
    <Link to="/promotions" className="back-link">
      ‹ {t('promos.detail.back')}
    </Link>
  );
  if (!ready || q.isLoading)
    return (
      <div className="page promo-detail" aria-busy="true">
        <Skeleton height="auto" />
        <Skeleton height={28} width="60%" />
        <Skeleton height={160} />
      </div>
    );
  const missing =
    !Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.key === 'promotion_not_found');
  if (missing || !q.data)
    return (
      <div className="page">
        {back}
        {missing ? (
          <EmptyState title={t('promos.detail.notFound')}>
            <p className="promo-empty-hint">{t('promos.detail.notFoundHint')}</p>
          </EmptyState>
        ) : (
          <ErrorState
            message={t('promos.detail.loadFailed')}
            onRetry={() => void q.refetch()}
            retryLabel={t('promos.retry')}
          />
        )}
      </div>
    );
  const p = q.data;
  return (
    <div className="page">
      {back}
      <article className="promo-detail" aria-labelledby="promo-detail-title">
        <img className="promo-detail-art" src={p.bannerUrl} alt="" width={1440} height={400} />
        <header className="promo-detail-head">
          <div>
            <span className={`badge promo-badge promo-badge-${p.category}`}>{t(`promos.category.${p.category}`)}</span>
            <h1 id="promo-detail-title" className="page-title promo-detail-title">
              {p.title}
            </h1>
            <PromoPeriod startsAt={p.startsAt} endsAt={p.endsAt} />
          </div>
          <PromoAction promotion={p} size="lg" />
        </header>
        {p.summary && <p className="promo-detail-summary">{p.summary}</p>}
        <PromoEntry detail={p} />
        <PromoTerms detail={p} />
        {p.content && (
          <section className="promo-rules" aria-labelledby="promo-rules-title">
            <h2 id="promo-rules-title">{t('promos.detail.rules')}</h2>
            <Html className="promo-rich" html={p.content} />
          </section>
        )}
      </article>
    </div>
  );
}
