import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusesQuery } from '../../shared/promotions/api.ts';
import { usePromotionTexts } from '../../shared/promotions/texts.ts';
import { useSession } from '../../shared/session/store.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { BonusCard } from './BonusCard.tsx';
import './bonus.css';

/** bonusDetails: the bonus wallet, the turnover still open, and every bonus with its wagering progress. */
export default function BonusDetails() {
  const ready = usePromotionTexts();
  const { t } = useTranslation();
  const money = useMoney();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const [pageNo, setPage] = useState(1);
  const q = useQuery(bonusesQuery(token, language, pageNo));
  if (!ready || q.isLoading) return <Skeleton height={240} />;
  if (q.isError || !q.data)
    return (
      <ErrorState
        message={t('promos.bonus.loadFailed')}
        onRetry={() => void q.refetch()}
        retryLabel={t('promos.retry')}
      />
    );
  const d = q.data;
  return (
    <div className="mc-stack bonus">
      <dl className="bonus-summary">
        <div>
          <dt>{t('promos.bonus.wallet')}</dt>
          <dd className="num">{money(d.bonusBalance)}</dd>
        </div>
        <div>
          <dt>{t('promos.bonus.openTurnover')}</dt>
          <dd className="num">{money(d.openTurnover)}</dd>
        </div>
      </dl>
      {Number(d.openTurnover) > 0 && <p className="bonus-hint">{t('promos.bonus.openTurnoverHint')}</p>}
      {d.list.length === 0 ? (
        <EmptyState title={t('promos.bonus.empty')}>
          <p className="bonus-hint">{t('promos.bonus.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="bonus-list" aria-label={t('promos.bonus.list')}>
            {d.list.map((b) => (
              <BonusCard key={b.id} bonus={b} />
            ))}
          </ul>
          <Pager page={pageNo} total={d.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
