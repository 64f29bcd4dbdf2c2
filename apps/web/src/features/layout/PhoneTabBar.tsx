import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../shared/api/inbox.ts';
import { Link, usePathname } from '../../shared/router.tsx';
import { isHome, routeKey } from '../../shared/routes-map.ts';
import { useGuard } from '../../shared/session/guard.ts';
import { useSession } from '../../shared/session/store.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';

/** Game frames fill a phone's screen, and the help popup is a window of its own: no bar there. */
const WITHOUT_BAR = ['/game', '/seamless', '/lottery', '/vnlottery', '/helpmc'];
const GAME_ROUTES = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse', '/elott'];

/**
 * The phone's bottom tab bar (below 768 px): Home, Games, Deposit, Promotions and Me. Deposit is one tap from every
 * page (a visitor gets the login first); Me opens the member centre on its overview, or the login for a visitor.
 */
export default function PhoneTabBar() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const token = useSession((s) => s.token);
  const unread = useUnreadCount();
  const show = useUi((s) => s.show);
  const modals = useUi((s) => s.modals);
  const guard = useGuard();
  const route = routeKey(pathname);
  if (WITHOUT_BAR.includes(route)) return null;
  const centre = modals.memberCentre as { page?: string } | undefined;
  const openCentre = (page?: string) => guard({ memberCentre: true }) && show('memberCentre', page ? { page } : {});
  const here = (on: boolean) => (on && !centre ? ('page' as const) : undefined);
  return (
    <nav className="tabbar" aria-label={t('tabbar.label')}>
      <Link to="/" className="tabbar-item" aria-current={here(isHome(pathname))}>
        <Icon name="home" size={22} />
        <span>{t('tabbar.home')}</span>
      </Link>
      <Link to="/rng" className="tabbar-item" aria-current={here(GAME_ROUTES.includes(route))}>
        <Icon name="slot" size={22} />
        <span>{t('tabbar.games')}</span>
      </Link>
      <button
        type="button"
        className="tabbar-item tabbar-deposit"
        aria-current={centre?.page === 'depositv2' ? 'page' : undefined}
        onClick={() => openCentre('depositv2')}
      >
        <span className="tabbar-deposit-icon">
          <Icon name="plus" size={22} />
        </span>
        <span>{t('header.deposit')}</span>
      </button>
      <Link to="/promotions" className="tabbar-item" aria-current={here(route === '/promotions')}>
        <Icon name="gift" size={22} />
        <span>{t('tabbar.promotions')}</span>
      </Link>
      <button
        type="button"
        className="tabbar-item tabbar-me"
        aria-current={centre && centre.page !== 'depositv2' ? 'page' : undefined}
        onClick={() => (token ? openCentre() : show('login', { tab: 'login' }))}
      >
        <Icon name="user" size={22} />
        <span>{t('tabbar.me')}</span>
        {unread > 0 && (
          <span className="inbox-badge">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only">, {t('header.messagesUnread', { count: unread })}</span>
          </span>
        )}
      </button>
    </nav>
  );
}
