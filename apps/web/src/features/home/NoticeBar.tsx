import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/api/system.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';

/**
 * The announcement ticker: the notices slide inside their own window beside the bell (never under it), pause on
 * hover or focus, stand still when motion is reduced, and open the announcement modal.
 */
export function NoticeBar() {
  const { t } = useTranslation();
  const { data, isLoading } = useAnnouncements();
  const show = useUi((s) => s.show);
  const notices = data?.player ?? [];
  // While the notices load, an empty bar holds their line so the rows below do not move when they arrive.
  if (isLoading) return <div className="notice-bar home-notice notice-bar-waiting" aria-hidden="true" />;
  if (notices.length === 0) return null;
  const length = notices.reduce((n, x) => n + x.title.length, 0);
  return (
    <button type="button" className="notice-bar home-notice" onClick={() => show('announcement')}>
      <span className="sr-only">{`${t('menu.announcements')}: `}</span>
      <span className="notice-bell" aria-hidden="true">
        <Icon name="bell" size={18} />
      </span>
      <span className="notice-window">
        <span className="notice-run" style={{ animationDuration: `${Math.max(18, length * 0.28)}s` }}>
          {notices.map((n) => (
            <span key={n.id} className="notice-item">
              {n.title}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}
