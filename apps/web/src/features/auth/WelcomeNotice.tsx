import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../shared/api/member.ts';
import { useBrand } from '../../shared/api/system.ts';
import { useGuard } from '../../shared/session/guard.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useUi } from '../../shared/ui/store.ts';
import './welcome.css';

/**
 * The first-login action (spec section 4, firstTimeLogin; docs/decisions.md): a welcome card in the corner that does
 * not block the page, with a shortcut to the first deposit. It stays until the member closes it or goes to deposit.
 */
export default function WelcomeNotice() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { data: member } = useMemberInfo();
  const { hide, show } = useUi();
  const guard = useGuard();
  return (
    <section className="welcome-notice" role="status" aria-label={t('auth.welcome')}>
      <button
        type="button"
        className="icon-btn icon-btn-sm welcome-close"
        aria-label={t('close')}
        onClick={() => hide('welcome')}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <strong className="welcome-title">
        {t('auth.firstLoginTitle', { name: member?.nickname || member?.account || '' })}
      </strong>
      <p>{t('auth.firstLogin', { brand: brand?.name ?? '' })}</p>
      <Button
        variant="accent"
        size="sm"
        onClick={() => {
          hide('welcome');
          if (guard({ memberCentre: true })) show('memberCentre', { page: 'depositv2' });
        }}
      >
        {t('header.deposit')}
      </Button>
    </section>
  );
}
