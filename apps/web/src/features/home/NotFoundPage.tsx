import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';

/** An unknown path: the page still has its heading (for screen readers) and the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="sr-only">{t('errors.not_found')}</h1>
      <EmptyState title={t('errors.not_found')}>
        <Link to="/" className="btn btn-primary btn-md">
          {t('menu.home')}
        </Link>
      </EmptyState>
    </div>
  );
}
