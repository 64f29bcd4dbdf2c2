import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MemberInfo, useAvatar } from '../../shared/api/member.ts';
import { useNavigate } from '../../shared/router.tsx';
import { useGuard } from '../../shared/session/guard.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { useLogout } from './logout.ts';

/**
 * The avatar menu: nickname, VIP label, member centre, records, agent centre (agents only, spec section 2), sign out.
 * A plain player sees no agent entry: it used to lead to the affiliate sign-up under another agent's code (the
 * affiliate programme stays in the footer's affiliate column).
 */
export default function UserMenu({ member, isAgent }: { member: MemberInfo | null; isAgent: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const show = useUi((s) => s.show);
  const guard = useGuard();
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: avatar } = useAvatar();

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  /** Without a page the centre opens on its overview on a phone, on its first section on a desktop. */
  const go = (page?: string) => {
    setOpen(false);
    if (guard({ memberCentre: true })) show('memberCentre', page ? { page } : {});
  };
  const label = member?.clubLabel?.labelName;
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="avatar-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.account', { name: member?.nickname || member?.account || '' })}
        onClick={() => setOpen((o) => !o)}
      >
        <img
          src={avatar ?? '/favicon.svg'}
          alt=""
          width={32}
          height={32}
          onError={(e) => (e.currentTarget.src = '/favicon.svg')}
        />
      </button>
      {open && (
        <div className="user-menu-list" role="menu" id={menuId}>
          <div className="user-menu-head">
            <strong>{member?.nickname || member?.account}</strong>
            {label && (
              <span
                className="vip-label"
                style={{ background: member?.clubLabel?.color2, color: member?.clubLabel?.color }}
              >
                {label}
              </span>
            )}
          </div>
          <button type="button" role="menuitem" onClick={() => go()}>
            <Icon name="user" size={16} /> {t('header.memberCentre')}
          </button>
          <button type="button" role="menuitem" onClick={() => go('transactionHistory')}>
            <Icon name="wallet" size={16} /> {t('header.accountRecord')}
          </button>
          <button type="button" role="menuitem" onClick={() => go('personalHistoryCopy')}>
            <Icon name="slot" size={16} /> {t('header.bettingRecord')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate('/pointMall');
            }}
          >
            <Icon name="trophy" size={16} /> {t('pointMall.title')}
          </button>
          {isAgent && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                show('agentCentre', { page: 'agentTeamOverview' });
              }}
            >
              <Icon name="share" size={16} /> {t('header.agentCentre')}
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <Icon name="chevron" size={16} /> {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
