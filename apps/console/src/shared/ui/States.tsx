import { useTranslation } from 'react-i18next';
import { money, sign } from '../format.ts';
import { errorText } from './errors.ts';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="empty" aria-busy>
      {t('app.loading')}
    </div>
  );
}

export function Failed({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice bad" role="alert">
      {errorText(t, error)}{' '}
      {retry ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function NotForRole() {
  const { t } = useTranslation();
  return <div className="notice warn">{t('app.notForRole')}</div>;
}

export function PageHead({ title, sub, children }: { title: string; sub?: string; children?: React.ReactNode }) {
  return (
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        {sub ? <p>{sub}</p> : null}
      </div>
      {children ? <div className="actions">{children}</div> : null}
    </div>
  );
}

/** An amount in the operator's number format; signed ones are green above zero and red below. */
export function Money({ amount, signed }: { amount: string; signed?: boolean }) {
  return <span className={`num ${signed ? sign(amount) : ''}`.trim()}>{money(amount)}</span>;
}
