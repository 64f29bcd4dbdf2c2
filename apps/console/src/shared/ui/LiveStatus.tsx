import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ago } from '../format.ts';
import { Icon } from './Icon.tsx';

/** "Live · updated 4 s ago" beside a refresh button, for lists that refresh by themselves. */
export function LiveStatus({
  updatedAt,
  fetching,
  refresh,
}: {
  updatedAt: number;
  fetching: boolean;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 5_000);
    return () => clearInterval(id);
  }, []);
  const stale = updatedAt > 0 && Date.now() - updatedAt > 60_000;
  return (
    <>
      <span className={`live${stale ? ' stale' : ''}`}>
        {updatedAt ? t('queues.updated', { when: ago(updatedAt) }) : t('app.loading')}
      </span>
      <button type="button" className="btn btn-secondary btn-sm" onClick={refresh} disabled={fetching}>
        <Icon name="refresh" size={14} />
        {t('queues.refresh')}
      </button>
    </>
  );
}
