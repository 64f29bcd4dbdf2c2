import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';
import { useUi } from '../../shared/ui/store.ts';

/** /register: the registration form as a page (header and banner around it), with a back link to /. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const show = useUi((s) => s.show);
  useEffect(() => {
    show('login', { tab: 'register', asPage: true });
  }, [show]);
  return (
    <div className="page register-page">
      <Link to="/" className="back-link">
        ‹ {t('menu.home')}
      </Link>
      <Link to="/promotions" className="lane-more">
        {t('menu.promotions')}
      </Link>
    </div>
  );
}
