import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/api/system.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Html } from './Html.tsx';

const PER_PAGE = 9;

/** Announcements: 9 per page, the list on the left, the selected title and content on the right (spec section 2). */
export default function AnnouncementModal() {
  const { t, i18n } = useTranslation();
  const hide = useUi((s) => s.hide);
  const { data, isLoading } = useAnnouncements();
  const notices = data?.player ?? [];
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const shown = notices.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const current = notices.find((n) => n.id === selected) ?? shown[0];
  return (
    <Modal title={t('menu.announcements')} onClose={() => hide('announcement')} size="lg">
      {isLoading ? (
        <Skeleton height={200} />
      ) : notices.length === 0 ? (
        <EmptyState title={t('announcement.empty')} />
      ) : (
        <div className="announce">
          <div className="announce-list">
            <ul>
              {shown.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    aria-current={n.id === current?.id || undefined}
                    onClick={() => setSelected(n.id)}
                  >
                    <span className="announce-title">{n.title}</span>
                    <time className="announce-time">
                      {new Date(n.timestamp).toLocaleDateString(i18n.language === 'cn' ? 'zh-CN' : i18n.language)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={page} total={Math.ceil(notices.length / PER_PAGE)} onPage={setPage} />
          </div>
          {current && (
            <article className="announce-body" aria-live="polite">
              <h3>{current.title}</h3>
              <Html html={current.content} />
            </article>
          )}
        </div>
      )}
    </Modal>
  );
}
