import { useTranslation } from 'react-i18next';
import { HelpArticles } from './HelpArticles.tsx';

/** /helpmc: the help centre alone, sized for the 440x750 help popup. */
export default function HelpStandalonePage() {
  const { t } = useTranslation();
  return (
    <div className="helpmc">
      <h1 className="helpmc-title">{t('menu.helpCentre')}</h1>
      <HelpArticles />
    </div>
  );
}
