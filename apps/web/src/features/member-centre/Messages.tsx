import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxPageQuery, useMarkRead } from '../../shared/api/inbox.ts';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import './messages.css';

const PAGE_SIZE = 10;

/** messageV2: the member's platform messages, 10 a page; opening one marks it read. */
export default function Messages() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const [pageNo, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, isLoading, isError, refetch } = useQuery({
    ...inboxPageQuery(token, language, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const mark = useMarkRead();

  const toggle = (id: number, read: boolean) => {
    setOpen((o) => (o === id ? null : id));
    if (!read) mark.mutate(id);
  };

  if (isLoading) return <Skeleton height={240} />;
  if (isError || !data)
    return <ErrorState message={t('inbox.loadFailed')} onRetry={() => void refetch()} retryLabel={t('inbox.retry')} />;
  if (data.total === 0) return <EmptyState title={t('inbox.empty')} />;
  return (
    <div className="mc-stack inbox">
      <div className="inbox-bar">
        <p className="muted" aria-live="polite">
          {data.unread > 0 ? t('inbox.unreadCount', { count: data.unread }) : t('inbox.allRead')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={data.unread === 0}
          loading={mark.isPending && mark.variables === undefined}
          onClick={() => mark.mutate(undefined)}
        >
          {t('inbox.markAll')}
        </Button>
      </div>
      <ul className="inbox-list">
        {data.list.map((m) => {
          const expanded = open === m.id;
          return (
            <li key={m.id} className={`inbox-item${m.read ? '' : ' inbox-unread'}${expanded ? ' inbox-open' : ''}`}>
              <button
                type="button"
                className="inbox-head"
                aria-expanded={expanded}
                aria-controls={`inbox-body-${m.id}`}
                onClick={() => toggle(m.id, m.read)}
              >
                <span className={`inbox-icon${m.source === 'system' ? ' inbox-icon-system' : ''}`} aria-hidden="true">
                  <Icon name={m.source === 'system' ? 'bell' : 'mail'} size={18} />
                </span>
                <span className="inbox-main">
                  <span className="inbox-title">
                    {!m.read && <span className="inbox-dot" aria-hidden="true" />}
                    {m.title}
                    {!m.read && <span className="sr-only"> ({t('inbox.unread')})</span>}
                  </span>
                  {!expanded && <span className="inbox-preview">{m.body}</span>}
                </span>
                <time className="inbox-time" dateTime={m.createdAt}>
                  {time(m.createdAt)}
                </time>
                <Icon name="chevron" size={16} />
              </button>
              <div id={`inbox-body-${m.id}`} className="inbox-body" hidden={!expanded}>
                {m.body}
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={pageNo} total={data.totalPages} onPage={setPage} />
    </div>
  );
}
