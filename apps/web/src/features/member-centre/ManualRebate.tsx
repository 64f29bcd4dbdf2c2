import type { TRebateClaim, TRebateLine } from '@portal/contracts/rebate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { useEarnTexts } from './earn/texts.ts';
import { rebateAccruedQuery, rebateClaimsQuery, rebateSettingsQuery, useClaimRebate } from './rebate-api.ts';
import './earn/earn.css';

/** manualRebate: the rates at the member's level, what valid bets have earned per product, the claim and its history. */
export default function ManualRebate() {
  const ready = useEarnTexts();
  const { t } = useTranslation();
  const money = useMoney();
  const { basisPoints } = useNumbers();
  const when = useFormatTime();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const [pageNo, setPage] = useState(1);
  const settings = useQuery(rebateSettingsQuery(token, language));
  const accrued = useQuery(rebateAccruedQuery(token));
  const claims = useQuery(rebateClaimsQuery(token, pageNo));
  const claim = useClaimRebate();
  if (!ready || settings.isLoading || accrued.isLoading) return <Skeleton height={240} />;
  if (!settings.data || !accrued.data)
    return (
      <ErrorState
        message={t('earn.rebate.loadFailed')}
        onRetry={() => {
          void settings.refetch();
          void accrued.refetch();
        }}
        retryLabel={t('earn.retry')}
      />
    );
  const a = accrued.data;
  const rateOf = new Map(settings.data.list.map((r) => [r.product, r.rateBp]));
  const nothing = Number(a.total) <= 0;

  const ask = async () => {
    const ok = await confirm(t('earn.rebate.confirmMessage', { amount: money(a.total) }), {
      title: t('earn.rebate.confirmTitle'),
      confirmLabel: t('earn.rebate.claim'),
      cancelLabel: t('earn.cancel'),
    });
    if (!ok) return;
    claim.mutate(undefined, {
      onSuccess: (c) => void notify({ kind: 'success', title: t('earn.rebate.claimed', { amount: money(c.amount) }) }),
      onError: (e) => void notify({ kind: 'error', title: errorText(t, e) }),
    });
  };

  return (
    <div className="mc-stack earn">
      <p className="earn-level">
        {settings.data.levelName
          ? t('earn.rebate.level', { level: settings.data.levelName })
          : t('earn.rebate.noLevel')}
      </p>
      <DataTable<TRebateLine>
        caption={t('earn.rebate.tableCaption')}
        className="earn-table cards"
        rowKey={(l) => l.product}
        rows={a.list.map((l) => ({ ...l, rateBp: rateOf.get(l.product) ?? l.rateBp }))}
        columns={[
          { label: t('earn.rebate.product'), cell: (l) => t(`category.${l.product}`) },
          { label: t('earn.rebate.rate'), cell: (l) => basisPoints(l.rateBp), num: true },
          { label: t('earn.rebate.validBet'), cell: (l) => money(l.validBet), num: true },
          { label: t('earn.rebate.accrued'), cell: (l) => money(l.amount), num: true },
        ]}
      />
      <div className="earn-total">
        <dl>
          <dt>{t('earn.rebate.total')}</dt>
          <dd className="num" data-testid="rebate-total">
            {money(a.total)}
          </dd>
        </dl>
        <Button variant="accent" loading={claim.isPending} disabled={nothing} onClick={() => void ask()}>
          {t('earn.rebate.claim')}
        </Button>
      </div>
      <p className="earn-hint">{nothing ? t('earn.rebate.nothingHint') : t('earn.rebate.hint')}</p>
      <h4 className="earn-subhead">{t('earn.rebate.history')}</h4>
      {claims.isError ? (
        <ErrorState
          message={t('earn.rebate.loadFailed')}
          onRetry={() => void claims.refetch()}
          retryLabel={t('earn.retry')}
        />
      ) : !claims.data ? (
        <Skeleton height={120} />
      ) : claims.data.list.length === 0 ? (
        <EmptyState title={t('earn.rebate.noClaims')} />
      ) : (
        <>
          <DataTable<TRebateClaim>
            caption={t('earn.rebate.history')}
            className="cards"
            rowKey={(c) => c.id}
            rows={claims.data.list}
            busy={claims.isFetching}
            columns={[
              { label: t('earn.rebate.claimedAt'), cell: (c) => when(c.createdAt) },
              {
                label: t('earn.rebate.products'),
                cell: (c) => c.list.map((l) => t(`category.${l.product}`)).join(', '),
              },
              { label: t('earn.rebate.amount'), cell: (c) => money(c.amount), num: true },
            ]}
          />
          <Pager page={pageNo} total={claims.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
