import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useInboxOn, useUnreadCount } from '../../shared/api/inbox.ts';
import { useMemberInfo } from '../../shared/api/member.ts';
import { documentLogoUrl, useBrand, useOpenToPlayers } from '../../shared/api/system.ts';
import { Link, usePathname } from '../../shared/router.tsx';
import { routeKey } from '../../shared/routes-map.ts';
import { useGuard } from '../../shared/session/guard.ts';
import { useLiveBalance } from '../../shared/session/live-balance.ts';
import { isAgentType, useSession } from '../../shared/session/store.ts';
import { Balance } from '../../shared/ui/Balance.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';

// Only signed-in members see the avatar menu; visitors never download it.
const UserMenu = lazy(() => import('./UserMenu.tsx'));
// The game page's controls (back, name, favourite, full screen) load with the game page only.
const GameControls = lazy(() => import('./GameControls.tsx'));

function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useUi();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-btn theme-switch"
      role="switch"
      aria-checked={dark}
      aria-label={t('header.darkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  );
}

/** The inbox with its unread count; the count follows new messages without a reload (shared/api/inbox.ts). */
function InboxButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  const on = useInboxOn();
  const count = useUnreadCount();
  if (!on) return null;
  const label = count > 0 ? t('header.messagesUnread', { count }) : t('header.messages');
  return (
    <button type="button" className="icon-btn inbox-btn" aria-label={label} title={label} onClick={onOpen}>
      <Icon name="mail" />
      {count > 0 && (
        <span className="inbox-badge" aria-hidden="true" data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

export function Header() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const token = useSession((s) => s.token);
  const { data: member } = useMemberInfo();
  const brand = useBrand();
  const directReg = useOpenToPlayers().register;
  const { show, setMenuOpen } = useUi();
  const guard = useGuard();
  const openCentre = (page: string) => guard({ memberCentre: true }) && show('memberCentre', { page });
  const onGame = routeKey(pathname) === '/game';
  useLiveBalance();

  return (
    <header className={`header${onGame ? ' header-game' : ''}`}>
      <button type="button" className="icon-btn menu-btn" aria-label={t('menu.open')} onClick={() => setMenuOpen(true)}>
        <Icon name="menu" />
      </button>
      <Link
        to="/"
        className={`header-logo${pathname.startsWith('/register') ? ' header-logo-on' : ''}`}
        aria-label={brand?.name ?? 'Home'}
      >
        <img src={brand?.logoUrl ?? documentLogoUrl()} alt={brand?.name ?? ''} width={160} height={38} />
      </Link>
      {onGame && (
        <Suspense fallback={null}>
          <GameControls />
        </Suspense>
      )}
      <div className="header-spacer" />
      <ThemeSwitch />
      {token ? (
        <div className="header-user">
          <Button variant="accent" size="sm" className="hide-phone" onClick={() => openCentre('depositv2')}>
            {t('header.deposit')}
          </Button>
          <Button variant="secondary" size="sm" className="hide-phone" onClick={() => openCentre('withdraw')}>
            {t('header.withdraw')}
          </Button>
          <Balance />
          <InboxButton onOpen={() => openCentre('messageV2')} />
          <Suspense fallback={null}>
            <UserMenu member={member ?? null} isAgent={isAgentType(member?.isAgent)} />
          </Suspense>
        </div>
      ) : (
        <div className="header-guest">
          <Button variant="secondary" size="sm" onClick={() => show('login', { tab: 'login' })}>
            {t('header.login')}
          </Button>
          {directReg && (
            <Button variant="accent" size="sm" onClick={() => show('login', { tab: 'register' })}>
              {t('header.register')}
            </Button>
          )}
        </div>
      )}
    </header>
  );
}
