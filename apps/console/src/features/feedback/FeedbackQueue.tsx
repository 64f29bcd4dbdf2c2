import type { TFeedbackAdminRow } from '@portal/contracts/feedback';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { FilterTabs, ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { AnswerDialog } from './AnswerDialog.tsx';
import { type FeedbackFilter, feedbackQuery } from './api.ts';

const c = columnsOf<TFeedbackAdminRow>();
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
      c.columns([
        c.field('createdAt', t('feedback.when'), { cell: dateTime }),
        c.field('username', t('feedback.member'), { cell: (v) => <span className="strong">{v}</span> }),
        c.field('type', t('feedback.type'), {
          cell: (v) => (
            <Badge tone="info" plain>
              {t(`feedback.types.${v}`)}
            </Badge>
          ),
        }),
        c.field('content', t('feedback.content'), {
          cell: (v) => (
            <span className="feedback-snippet" title={v}>
              {v}
            </span>
          ),
        }),
        c.field('images', t('feedback.images'), {
          className: 'num',
          cell: (v) =>
            v.length ? (
              <span title={t('feedback.imagesN', { n: v.length })}>
                <Icon name="image" size={14} /> {v.length}
              </span>
            ) : (
              <span className="muted">—</span>
            ),
        }),
        c.field('status', t('feedback.status'), {
          cell: (v) => <Badge tone={v === 'pending' ? 'warn' : 'ok'}>{t(`feedback.st.${v}`)}</Badge>,
        }),
        c.actions(
          t('feedback.open'),
          (row) => (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={(e) => {
                e.stopPropagation();
                setOpen(row);
              }}
            >
              {row.status === 'pending' ? t('feedback.answerAction') : t('feedback.view')}
            </button>
          ),
          'open',
        ),
      ]),
    [t],
  );
  return (
    <>
      <PageHead title={t('nav.feedback')} sub={t('feedback.sub')} />
      <ListTable
        id="feedback"
        columns={columns}
        list={list}
        query={query}
        onRowClick={setOpen}
        emptyText={filter === 'pending' ? t('feedback.noneWaiting') : undefined}
        toolbar={
          <FilterTabs
            label={t('feedback.status')}
            values={FILTERS}
            value={filter}
            text={(f) => t(`feedback.filter.${f}`)}
            onChange={(f) => {
              setFilter(f);
              list.firstPage();
            }}
          />
        }
      />
      {open && <AnswerDialog f={open} onClose={() => setOpen(null)} />}
    </>
  );
}
