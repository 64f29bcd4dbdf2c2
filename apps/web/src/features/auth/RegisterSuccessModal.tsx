import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';

export default function RegisterSuccessModal() {
  const { t } = useTranslation();
  const { hide, show } = useUi();
  return (
    <Modal title={t('auth.welcome')} onClose={() => hide('registerSuccess')} size="sm">
      <div className="success">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--win)" />
          <path
            d="M18 33l9 9 19-20"
            stroke="#fff"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p>{t('auth.registered')}</p>
        <Button
          variant="accent"
          block
          onClick={() => {
            hide('registerSuccess');
            show('memberCentre', { page: 'depositv2' });
          }}
        >
          {t('header.deposit')}
        </Button>
        <Button variant="ghost" block onClick={() => hide('registerSuccess')}>
          {t('auth.playNow')}
        </Button>
      </div>
    </Modal>
  );
}
