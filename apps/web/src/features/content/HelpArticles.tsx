import { useTranslation } from 'react-i18next';
import { useHelpCentre } from '../../shared/api/system.ts';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Html } from './Html.tsx';

export function HelpArticles() {
  const { t } = useTranslation();
  const { data, isLoading } = useHelpCentre();
  if (isLoading) return <Skeleton height={200} />;
  if (!data?.length) return <EmptyState title={t('help.empty')} />;
  return (
    <div className="help-list">
      {data.map((a) => (
        <details key={a.id} className="help-item">
          <summary>{a.title}</summary>
          <Html html={a.content} className="help-body" />
        </details>
      ))}
    </div>
  );
}
