import { useTranslation } from 'react-i18next';
import { DownloadSteps } from './DownloadSteps.tsx';

export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t('download.title')}</h1>
      <p className="page-lead">{t('download.lead')}</p>
      <DownloadSteps />
    </div>
  );
}
