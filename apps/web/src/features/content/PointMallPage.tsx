import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/States.tsx';

/** The points mall lists rewards once the brand runs a points programme (PTSYS3); none is configured yet. */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t('pointMall.title')}</h1>
      <EmptyState title={t('pointMall.empty')} />
    </div>
  );
}
