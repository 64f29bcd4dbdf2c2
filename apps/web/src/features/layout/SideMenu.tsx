import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { sessionOps } from '@portal/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../shared/api/member.ts';
import { call } from '../../shared/api/op.ts';
import { documentLogoUrl, useBrand, usePermission, useVendors } from '../../shared/api/system.ts';
import { changeLanguage, isLang, LANGUAGE_NAMES } from '../../shared/i18n/index.ts';
import { referralSwitchQuery } from '../../shared/promotions/api.ts';
import { NavLink } from '../../shared/router.tsx';
import { categoryRoute, vendorLink } from '../../shared/routes-map.ts';
import { useGuard } from '../../shared/session/guard.ts';
import { useSession } from '../../shared/session/store.ts';
import { openCustomerService, openPopup } from '../../shared/support.ts';
import { categoryIcon, Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { MenuDownload } from './MenuDownload.tsx';

function Group({ id, icon, label, children }: { id: string; icon: string; label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="menu-item"
        aria-expanded={open}
        aria-controls={`menu-${id}`}
        onClick={() => setOpen(!open)}
      >
        <Icon name={icon} />
        <span className="menu-text">{label}</span>
        <span className={`menu-caret${open ? ' menu-caret-open' : ''}`}>
          <Icon name="chevron" size={14} />
        </span>
      </button>
      {open && (
        <ul id={`menu-${id}`} className="menu-sub">
          {children}
        </ul>
      )}
    </li>
  );
}

/** The left side menu of spec section 2; a drawer on phones. */
export function SideMenu() {
  const { t } = useTranslation();
  const { data: lanes = [] } = useVendors();
  const { data: permission } = usePermission();
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const { data: member } = useMemberInfo();
  const { menuCollapsed, setMenuCollapsed, menuOpen, setMenuOpen, show, theme, setTheme } = useUi();
  const guard = useGuard();
  // Spec section 2: shown when logged out or when the referral programme runs (not the reward centre's switch).
  const { data: referralOn = false } = useQuery(referralSwitchQuery(token));
  const resources = permission?.info.resources ?? [];
  const languages = (brand?.supportLanguages ?? []).filter(isLang);
  const hasMemberLabel = Boolean(member?.clubLabel?.labelName);
  const close = () => setMenuOpen(false);
  const openMember = (page: string) => {
    close();
    if (guard({ memberCentre: true })) show('memberCentre', { page });
  };
  const categories = lanes.filter((l) => l.cards.length > 0 && l.title !== 'INHOUSE');

  return (
    <>
      {menuOpen && <div className="drawer-cover" onClick={close} aria-hidden="true" />}
      <nav
        className={`side-menu${menuCollapsed ? ' side-menu-collapsed' : ''}${menuOpen ? ' side-menu-open' : ''}`}
        aria-label={t('menu.label')}
      >
        <div className="side-brand">
          <img src={brand?.logoUrl ?? documentLogoUrl()} alt={brand?.name ?? ''} width={160} height={38} />
        </div>
        <ul className="menu-list">
          <li>
            <NavLink onClick={close} to="/" end className="menu-item">
              <Icon name="home" />
              <span className="menu-text">{t('menu.home')}</span>
            </NavLink>
          </li>
          <li>
            <NavLink onClick={close} to="/inhouse" className="menu-item">
              <Icon name="star" />
              <span className="menu-text">{t('category.INHOUSE')}</span>
            </NavLink>
          </li>
          {categories.map((lane) => (
            <Group
              key={lane.title}
              id={lane.title}
              icon={categoryIcon[lane.title] ?? 'slot'}
              label={t(`category.${lane.title}`)}
            >
              <li>
                <NavLink onClick={close} to={categoryRoute[lane.title] ?? '/rng'} end className="menu-sub-item">
                  {t('menu.all')}
                </NavLink>
              </li>
              {lane.cards.map((c) => (
                <li key={c.vassalage}>
                  <NavLink onClick={close} to={vendorLink(lane.title, c.vassalage)} className="menu-sub-item">
                    {c.name}
                  </NavLink>
                </li>
              ))}
            </Group>
          ))}
          {(!token || referralOn) && (
            <li>
              <button type="button" className="menu-item" onClick={() => openMember('referral')}>
                <Icon name="share" />
                <span className="menu-text">{t('menu.referral')}</span>
              </button>
            </li>
          )}
          {(!token || hasMemberLabel) && (
            <li>
              <button type="button" className="menu-item" onClick={() => openMember('playerRank')}>
                <Icon name="crown" />
                <span className="menu-text">{t('menu.vip')}</span>
              </button>
            </li>
          )}
          <li>
            <NavLink onClick={close} to="/promotions" className="menu-item">
              <Icon name="gift" />
              <span className="menu-text">{t('menu.promotions')}</span>
            </NavLink>
          </li>
          <li>
            <NavLink onClick={close} to="/pointMall" className="menu-item">
              <Icon name="trophy" />
              <span className="menu-text">{t('pointMall.title')}</span>
            </NavLink>
          </li>
          <Group id="service" icon="headset" label={t('menu.service')}>
            <li>
              <button
                type="button"
                className="menu-sub-item"
                onClick={() => void openCustomerService(permission, member?.clubLabel?.rankLevel)}
              >
                {t('menu.customerService')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-sub-item" onClick={() => openMember('messageV2')}>
                {t('menu.messages')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-sub-item" onClick={() => show('announcement')}>
                {t('menu.announcements')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-sub-item" onClick={() => openPopup('/helpmc', 440, 750)}>
                {t('menu.helpCentre')}
              </button>
            </li>
          </Group>
          <MenuDownload resources={resources} collapsed={menuCollapsed && !menuOpen} onNavigate={close} />
        </ul>
        <button
          type="button"
          className="menu-item menu-theme"
          role="switch"
          aria-checked={theme === 'dark'}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
          <span className="menu-text">{t('header.darkTheme')}</span>
        </button>
        {(brand?.socialLinks.length ?? 0) > 0 && (
          <div className="menu-social">
            {brand?.socialLinks.map((s) => (
              <a
                key={s.name}
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={s.name}
                className="icon-btn"
              >
                <Icon name={s.icon} size={18} />
              </a>
            ))}
          </div>
        )}
        {languages.length > 1 && (
          <div className="menu-lang">
            <Icon name="globe" size={18} />
            <label className="sr-only" htmlFor="menu-lang">
              {t('menu.language')}
            </label>
            <select
              id="menu-lang"
              value={language}
              onChange={(e) => {
                const l = e.target.value;
                if (!isLang(l)) return;
                useSession.getState().setLanguage(l);
                void changeLanguage(l);
                // The server keeps the member's language for messages it sends (spec section 4).
                if (token)
                  void call<typeof sessionOps.setLanguage>(FIRST_LOAD.memberLanguage, { body: { language: l } }).catch(
                    () => undefined,
                  );
              }}
            >
              {languages.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="menu-collapse"
          aria-label={t(menuCollapsed ? 'menu.expand' : 'menu.collapse')}
          aria-expanded={!menuCollapsed}
          onClick={() => setMenuCollapsed(!menuCollapsed)}
        >
          <span className={menuCollapsed ? '' : 'flip'}>
            <Icon name="chevron" />
          </span>
        </button>
      </nav>
    </>
  );
}
