import type { TResource } from '@portal/contracts/system';
import { type CSSProperties, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../shared/router.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { useBlurClose } from '../../shared/ui/useBlurClose.ts';

// The QR codes and their library load when the panel is first opened (or hovered), never with the home page.
const loadQrCodes = () => import('./AppQrCodes.tsx');
const AppQrCodes = lazy(loadQrCodes);

/**
 * The side menu's app download (spec section 2): the download page, and Android and iOS QR codes when those resources
 * exist. Expanded, a QR button opens them under the entry; collapsed to the rail, they fly out on hover or focus.
 */
export function MenuDownload({
  resources,
  collapsed,
  onNavigate,
}: {
  resources: TResource[];
  collapsed: boolean;
  onNavigate(): void;
}) {
  const { t } = useTranslation();
  const { open, setOpen, closeSoon, keepOpen, focusProps } = useBlurClose();
  const [place, setPlace] = useState<CSSProperties>({});
  const item = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const apps = (['Android', 'iOS'] as const).flatMap((os) => {
    const resource = resources.find((r) => r.resourceType === os.toUpperCase());
    return resource ? [{ os, resource }] : [];
  });
  const link = (
    <NavLink onClick={onNavigate} to="/down" className="menu-item">
      <Icon name="phone" />
      <span className="menu-text">{t('menu.download')}</span>
    </NavLink>
  );
  // Opened under the entry at the foot of the menu, the codes scroll into view.
  useEffect(() => {
    if (open && !collapsed) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open, collapsed]);
  if (apps.length === 0) return <li>{link}</li>;

  const fly = () => {
    void loadQrCodes();
    if (!collapsed) return;
    keepOpen();
    // Beside the entry: level with its top, or with its bottom in the lower half of the screen.
    const r = item.current?.getBoundingClientRect();
    if (r) setPlace(r.top > window.innerHeight / 2 ? { bottom: window.innerHeight - r.bottom } : { top: r.top });
    setOpen(true);
  };
  const flyProps = collapsed ? { ...focusProps, onFocus: fly, onPointerLeave: closeSoon } : {};
  return (
    <li ref={item} className="menu-download" onPointerEnter={fly} {...flyProps}>
      <div className="menu-download-row">
        {link}
        <button
          type="button"
          className="menu-qr-toggle"
          aria-label={t('menu.scanQr')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <Icon name="qr" size={18} />
        </button>
      </div>
      {open && (
        <div id={panelId} ref={panel} className="menu-qr-panel" style={collapsed ? place : undefined}>
          <Suspense fallback={<div className="menu-qr-loading" />}>
            <AppQrCodes apps={apps} />
          </Suspense>
        </div>
      )}
    </li>
  );
}
