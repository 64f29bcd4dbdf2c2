import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/api/system.ts';
import { Link } from '../../shared/router.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Html } from './Html.tsx';

/** Promotions: the brand's promotion notices (type PR), each leading to its detail. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useAnnouncements();
  const promos = data?.promotion ?? [];
  return (
    <div className="page">
      <h1 className="page-title">{t('menu.promotions')}</h1>
      {isLoading ? (
        <Skeleton height={160} />
      ) : promos.length === 0 ? (
        <EmptyState title={t('promo.empty')} />
      ) : (
        <ul className="promo-list">
          {promos.map((p) => (
            <li key={p.id} className="promo-card">
              <img src={`/art/banner/promo-${p.id}.svg`} alt="" width={1440} height={400} loading="lazy" />
              <div className="promo-text">
                <h2>{p.title}</h2>
                <Html html={p.content} />
                <Link className="btn btn-primary btn-sm" to={`/promoDetail?id=${p.promotionId ?? p.id}`}>
                  {t('promo.details')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
