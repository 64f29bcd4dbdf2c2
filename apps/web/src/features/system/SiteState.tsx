import type { TPermissionValue } from '@portal/contracts/system';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../shared/support.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DialogHost } from '../../shared/ui/dialogs.tsx';

/** Full-page states (spec section 2 and 8): maintenance (status 1) and IP restriction (status 2). */
export default function SiteState({ permission }: { permission: TPermissionValue }) {
  const { t } = useTranslation();
  const restricted = permission.status === 2;
  return (
    <main className="site-state">
      <div className="site-state-card">
        <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
          <circle cx="48" cy="48" r="44" fill="var(--hover)" />
          {restricted ? (
            <path
              d="M30 30l36 36M48 20a28 28 0 1 0 0.01 0"
              stroke="var(--brand)"
              strokeWidth="6"
              fill="none"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M30 62l22-22m-4-10a12 12 0 1 0 16 16l8 8-6 6-8-8"
              stroke="var(--brand)"
              strokeWidth="6"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <h1>{restricted ? t('state.restrictionTitle') : t('state.maintenanceTitle')}</h1>
        {restricted && (
          <dl className="site-state-where">
            <dt>IP</dt>
            <dd className="num">{permission.location.ip}</dd>
            <dt>{t('state.country')}</dt>
            <dd>{permission.location.country || '—'}</dd>
          </dl>
        )}
        <p>{t('state.restrictionMessage')}</p>
        <div className="site-state-actions">
          <Button onClick={() => void openCustomerService(permission)}>{t('state.contactUs')}</Button>
          {!restricted && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('state.refresh')}
            </Button>
          )}
        </div>
      </div>
      <DialogHost />
    </main>
  );
}
