import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/api/system.ts';
import { Link, useSearchParams } from '../../shared/router.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Html } from './Html.tsx';

export default function PromoDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data, isLoading } = useAnnouncements();
  const promo = data?.promotion.find((p) => p.promotionId === id || p.id === id);
  if (isLoading) return <Skeleton height={200} />;
  return (
    <div className="page">
      <Link to="/promotions" className="back-link">
        ‹ {t('menu.promotions')}
      </Link>
      {promo ? (
        <article className="promo-detail">
          <img src={`/art/banner/promo-${promo.id}.svg`} alt="" width={1440} height={400} />
          <h1 className="page-title">{promo.title}</h1>
          <Html html={promo.content} />
        </article>
      ) : (
        <EmptyState title={t('promo.notFound')} />
      )}
    </div>
  );
}
