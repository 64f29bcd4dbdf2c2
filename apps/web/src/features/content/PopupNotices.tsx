import type { TNotice } from '@portal/contracts/content';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Html } from './Html.tsx';
import './popup-notices.css';

/** Popup notices already shown in this login session (this tab): { token, ids }. */
const SEEN = 'popupNoticesSeen';

function seenIn(token: string | null): Set<number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SEEN) ?? 'null') as { token?: string; ids?: number[] } | null;
    return new Set(stored && stored.token === token ? (stored.ids ?? []) : []);
  } catch {
    return new Set();
  }
}

function markSeen(token: string | null, id: number) {
  if (!token) return;
  const ids = seenIn(token).add(id);
  sessionStorage.setItem(SEEN, JSON.stringify({ token, ids: [...ids] }));
}

/**
 * The popup announcements (type PU, spec sections 4 and 9) in a modal after login: the after-login modal flag opens
 * it, and each notice shows once per login session (a new login shows them again; docs/decisions.md). Several are
 * read one after another; the page's language is the notices' language.
 */
export default function PopupNotices() {
  const { t } = useTranslation();
  const hide = useUi((s) => s.hide);
  const token = useSession((s) => s.token);
  const { data, isError } = useAnnouncements();
  // The notices to show, fixed when they arrive (marking them seen must not empty the list while it is open).
  const [queue, setQueue] = useState<TNotice[] | null>(null);
  const [at, setAt] = useState(0);

  useEffect(() => {
    if (queue || !data) return;
    const seen = seenIn(token);
    setQueue(data.popup.filter((n) => !seen.has(n.id)));
  }, [data, queue, token]);

  // The notice in the page's language as it is now (a language change while it is open reads it anew).
  const shown = queue?.[at];
  const current = (shown && data?.popup.find((n) => n.id === shown.id)) ?? shown;
  useEffect(() => {
    if (isError || (queue && !current)) hide('popupNotices');
    else if (current) markSeen(token, current.id);
  }, [isError, queue, current, token, hide]);

  if (!queue || !current) return null;
  const last = at === queue.length - 1;
  return (
    <Modal title={t('in_popup_prompt')} onClose={() => hide('popupNotices')} size="md">
      <article className="popup-notice" aria-live="polite">
        <h3>{current.title}</h3>
        <Html className="popup-notice-body" html={current.content} />
      </article>
      <div className="popup-notice-foot">
        {queue.length > 1 && (
          <span className="popup-notice-count">{t('announcement.popupCount', { n: at + 1, total: queue.length })}</span>
        )}
        {at > 0 && (
          <Button variant="secondary" onClick={() => setAt(at - 1)}>
            {t('announcement.popupPrevious')}
          </Button>
        )}
        {last ? (
          <Button onClick={() => hide('popupNotices')}>{t('in_increase_submit')}</Button>
        ) : (
          <Button onClick={() => setAt(at + 1)}>{t('announcement.popupNext')}</Button>
        )}
      </div>
    </Modal>
  );
}
