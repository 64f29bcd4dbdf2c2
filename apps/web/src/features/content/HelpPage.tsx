import { useTranslation } from 'react-i18next';
import { HelpArticles } from './HelpArticles.tsx';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t('menu.helpCentre')}</h1>
      <HelpArticles />
    </div>
  );
}
