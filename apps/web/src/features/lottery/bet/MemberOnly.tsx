import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuard } from '../../../shared/session/guard.ts';

/** A member's panel: visitors get a line saying why it is empty and the login button. */
export function MemberOnly({ token, children }: { token: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const guard = useGuard();
  if (token) return <>{children}</>;
  return (
    <div className="empty">
      <p className="empty-title">{t('lottery.loginToSee')}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => guard({ allowTrial: true })}>
        {t('lottery.login')}
      </button>
    </div>
  );
}
