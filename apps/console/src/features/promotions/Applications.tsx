import type { TConsoleApplication } from '@portal/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { FilterTabs, ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Failed, Loading, Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { ApplicationImages } from './ApplicationImages.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';
import { applicationsQuery, type TApplicationStatus, useDecideApplication } from './api.ts';

const c = columnsOf<TConsoleApplication>();
const TABS = ['all', 'in_process', 'approved', 'issued', 'rejected'] as const;
const TONE = { in_process: 'warn', approved: 'info', issued: 'ok', rejected: 'bad' } as const;
type Deciding = { row: TConsoleApplication; action: 'approve' | 'reject' };

/**
 * The decision on a decided application: the amount approved (still waiting for the member's claim, or paid), or the
 * reason the member was given.
 */
function Decision({ row }: { row: TConsoleApplication }) {
  const { t } = useTranslation();
  if (row.status === 'in_process' && row.awaitingSecond)
    return (
      <span className="stack">
        <Money amount={row.awaitingSecond.amount} />
        <span className="sub">{t('promotions.awaitingSecond', { name: row.awaitingSecond.requestedBy })}</span>
      </span>
    );
  if (row.status === 'in_process') return <span className="muted">{t('promotions.waiting')}</span>;
  return (
    <span className="stack">
      {row.amount ? <Money amount={row.amount} /> : <span>“{row.rejectReason}”</span>}
      {row.status === 'approved' ? <span className="sub">{t('promotions.awaitingClaim')}</span> : null}
      <span className="sub">{dateTime(row.decidedAt)}</span>
    </span>
  );
}

/**
 * Members' applications to application promotions, waiting ones first: the member's comment and images, then an
 * admin approves with an amount up to the promotion's maximum (the member then claims it in the rewards centre) or
 * rejects with a reason. Decided ones only show.
 */
export default function Applications() {
  const { t } = useTranslation();
  const admin = useMay('promotions.manage');
  const brand = useBrandChoice();
  const { code, merchants } = brand;
  const list = useListState([], 25);
  const [status, setStatus] = useState<(typeof TABS)[number]>('all');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const query = useQuery(
    applicationsQuery(code, {
      page: list.params.page,
      size: list.params.size,
      status: status === 'all' ? undefined : (status as TApplicationStatus),
    }),
  );
  const decide = useDecideApplication();
  const columns = useMemo(
    () =>
      c.columns([
        c.field('createdAt', t('promotions.applied'), { cell: dateTime }),
        c.field('username', t('promotions.member'), { cell: (v) => <span className="strong">{v}</span> }),
        c.field('title', t('promotions.promotion'), {
          className: 'wrap',
          cell: (v, row) => (
            <span className="stack">
              <span>{v}</span>
              <span className="sub">{row.promotionCode}</span>
            </span>
          ),
        }),
        c.field('comment', t('promotions.comment'), { className: 'wrap' }),
        c.field('imageUrls', t('promotions.images'), {
          cell: (v, row) => <ApplicationImages urls={v} who={row.username} />,
        }),
        c.field('maxAmount', t('promotions.max'), { align: 'right', cell: (v) => <Money amount={v} /> }),
        c.field('status', t('promotions.status'), {
          cell: (v) => <Badge tone={TONE[v]}>{t(`promotions.appStatus.${v}`)}</Badge>,
        }),
        c.show('decision', t('promotions.decision'), (row) => <Decision row={row} />, { className: 'wrap' }),
        c.actions(t('promotions.actions'), (row) =>
          admin && row.status === 'in_process' ? (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-ok btn-sm"
                onClick={() => setDeciding({ row, action: 'approve' })}
              >
                {t('promotions.approve')}
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                onClick={() => setDeciding({ row, action: 'reject' })}
              >
                {t('promotions.reject')}
              </button>
            </span>
          ) : null,
        ),
      ]),
    [t, admin],
  );
  if (merchants.error) return <Failed error={merchants.error} retry={() => void merchants.refetch()} />;
  if (!code) return <Loading />;
  return (
    <>
      <PageHead title={t('nav.promotionApplications')} sub={t('promotions.applicationsSub')}>
        <BrandPicker choice={brand} />
      </PageHead>
      <ListTable
        id="promotion-applications"
        columns={columns}
        list={list}
        query={query}
        emptyText={status === 'in_process' ? t('promotions.noneWaiting') : t('promotions.noApplications')}
        toolbar={
          <FilterTabs
            label={t('promotions.status')}
            values={TABS}
            value={status}
            text={(s) => (s === 'all' ? t('promotions.all') : t(`promotions.appStatus.${s}`))}
            onChange={(s) => {
              setStatus(s);
              list.firstPage();
            }}
          />
        }
      />
      {deciding?.action === 'approve' ? <ApproveDialog row={deciding.row} onClose={() => setDeciding(null)} /> : null}
      {deciding?.action === 'reject' ? (
        <DecisionDialog
          title={t('promotions.rejectTitle')}
          facts={
            <>
              <p>
                <strong>{deciding.row.username}</strong> · {deciding.row.title} ({deciding.row.promotionCode})
              </p>
              <p className="muted">{t('promotions.rejectWhat')}</p>
            </>
          }
          confirmLabel={t('promotions.reject')}
          variant="danger"
          reason="required"
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: deciding.row.id, reject: { reason: reason ?? '' } });
            toast(t('promotions.rejected', { name: deciding.row.username }));
          }}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
