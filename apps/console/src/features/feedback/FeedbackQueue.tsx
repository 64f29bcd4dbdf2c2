import type { TFeedbackAdminRow } from '@portal/contracts/feedback';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { AnswerDialog } from './AnswerDialog.tsx';
import { type FeedbackFilter, feedbackQuery } from './api.ts';

const col = createColumnHelper<Features, TFeedbackAdminRow>();
const FILTERS: FeedbackFilter[] = ['pending', 'answered', 'all'];

/** Players' feedback, waiting first; a row opens the complaint with its images and the answer form. */
export default function FeedbackQueue() {
  const { t } = useTranslation();
  const list = useListState([], 25);
  const [filter, setFilter] = useState<FeedbackFilter>('pending');
  const [open, setOpen] = useState<TFeedbackAdminRow | null>(null);
  const query = useQuery(feedbackQuery(filter, { page: list.params.page, size: list.params.size }));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('feedback.when'),
          meta: { label: t('feedback.when') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('username', {
          header: t('feedback.member'),
          meta: { label: t('feedback.member') },
          enableSorting: false,
          cell: (c) => <span className="strong">{c.getValue()}</span>,
        }),
        col.accessor('type', {
          header: t('feedback.type'),
          meta: { label: t('feedback.type') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone="info" plain>
              {t(`feedback.types.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('content', {
          header: t('feedback.content'),
          meta: { label: t('feedback.content') },
          enableSorting: false,
          cell: (c) => (
            <span className="feedback-snippet" title={c.getValue()}>
              {c.getValue()}
            </span>
          ),
        }),
        col.accessor('images', {
          header: t('feedback.images'),
          meta: { label: t('feedback.images'), className: 'num' },
          enableSorting: false,
          cell: (c) =>
            c.getValue().length ? (
              <span title={t('feedback.imagesN', { n: c.getValue().length })}>
                <Icon name="image" size={14} /> {c.getValue().length}
              </span>
            ) : (
              <span className="muted">—</span>
            ),
        }),
        col.accessor('status', {
          header: t('feedback.status'),
          meta: { label: t('feedback.status') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone={c.getValue() === 'pending' ? 'warn' : 'ok'}>{t(`feedback.st.${c.getValue()}`)}</Badge>
          ),
        }),
        col.display({
          id: 'open',
          header: '',
          meta: { label: t('feedback.open') },
          cell: (c) => (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={(e) => {
                e.stopPropagation();
                setOpen(c.row.original);
              }}
            >
              {c.row.original.status === 'pending' ? t('feedback.answerAction') : t('feedback.view')}
            </button>
          ),
        }),
      ]),
    [t],
  );
  return (
    <>
      <PageHead title={t('nav.feedback')} sub={t('feedback.sub')} />
      <DataTable
        id="feedback"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
        onRowClick={setOpen}
        emptyText={filter === 'pending' ? t('feedback.noneWaiting') : undefined}
        toolbar={
          <div className="tabs" role="tablist" aria-label={t('feedback.status')}>
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                role="tab"
                aria-selected={filter === f}
                onClick={() => {
                  setFilter(f);
                  list.firstPage();
                }}
              >
                {t(`feedback.filter.${f}`)}
              </button>
            ))}
          </div>
        }
      />
      {open && <AnswerDialog f={open} onClose={() => setOpen(null)} />}
    </>
  );
}
