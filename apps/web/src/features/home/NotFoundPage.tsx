import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('errors.not_found')}>
      <Link to="/" className="btn btn-primary btn-md">
        {t('menu.home')}
      </Link>
    </EmptyState>
  );
}
