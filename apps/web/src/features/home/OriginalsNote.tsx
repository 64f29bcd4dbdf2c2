import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';

/** The card beside the in-house games: what makes them different, and the way to their lobby. */
export function OriginalsNote() {
  const { t } = useTranslation();
  return (
    <li className="originals-note">
      <p className="originals-note-title">{t('home.fairTitle')}</p>
      <p className="originals-note-text">{t('home.fairText')}</p>
      <Link to="/inhouse" className="btn btn-primary btn-sm">
        {t('home.fairCta')}
      </Link>
    </li>
  );
}
