import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { noticesQuery, useReadNotice } from './api.ts';

/** Nine a page, as the announcement modal (spec section 9). */
const PAGE_SIZE = 9;

/** agentAnnouncement: the brand's notices to agents; the list on the left, the chosen one on the right. */
export default function Announcements() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const language = useSession((s) => s.language);
  const [pageNo, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    ...noticesQuery(pageNo, PAGE_SIZE, language ?? ''),
    placeholderData: keepPreviousData,
  });
  const read = useReadNotice();
  if (isPending) return <Skeleton height={240} />;
  if (error || !data)
    return <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />;
  if (!data.total) return <EmptyState title={t('agent.noNotices')} />;
  const shown = data.list.find((n) => n.id === chosen) ?? data.list[0];
  const open = (id: number, isRead: boolean) => {
    setChosen(id);
    if (!isRead) read.mutate(id);
  };
  return (
    <div className="mc-stack">
      <p className="muted" aria-live="polite">
        {data.unread > 0 ? t('agent.unreadNotices', { n: data.unread }) : t('agent.allNoticesRead')}
      </p>
      <div className="ac-notices">
        <ul className="ac-notice-list">
          {data.list.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`ac-notice-item${n.id === shown?.id ? ' ac-notice-on' : ''}`}
                aria-current={n.id === shown?.id ? 'true' : undefined}
                onClick={() => open(n.id, n.read)}
              >
                <span className="ac-notice-title">
                  {!n.read && <span className="ac-dot" aria-hidden="true" />}
                  {n.title}
                  {!n.read && <span className="sr-only"> ({t('agent.unread')})</span>}
                </span>
                <time dateTime={n.publishedAt} className="muted">
                  {time(n.publishedAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {shown && (
          <article className="mc-card ac-notice-body" aria-live="polite">
            <h4>{shown.title}</h4>
            <time dateTime={shown.publishedAt} className="muted">
              {time(shown.publishedAt)}
            </time>
            <p>{shown.content}</p>
            {!shown.read && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={read.isPending}
                onClick={() => read.mutate(shown.id)}
              >
                {t('agent.markRead')}
              </button>
            )}
          </article>
        )}
      </div>
      <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
    </div>
  );
}
