import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { sessionOps } from '@portal/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../features/layout/Footer.tsx';
import { Header } from '../features/layout/Header.tsx';
import { SideMenu } from '../features/layout/SideMenu.tsx';
import { TabBar } from '../features/layout/TabBar.tsx';
import { useAnalytics } from '../shared/analytics.ts';
import { ApiError } from '../shared/api/client.ts';
import { useMemberInfo } from '../shared/api/member.ts';
import { call } from '../shared/api/op.ts';
import { usePermission } from '../shared/api/system.ts';
import i18n, { changeLanguage, isLang, useTexts } from '../shared/i18n/index.ts';
import { Redirect, usePathname, useSearchParams } from '../shared/router.tsx';
import { bannerGroup, compactBanner, isHome } from '../shared/routes-map.ts';
import { useSession } from '../shared/session/store.ts';
import { BannerCarousel } from '../shared/ui/BannerCarousel.tsx';
import { DialogHost, warn } from '../shared/ui/dialogs.tsx';
import { ErrorState, Skeleton } from '../shared/ui/States.tsx';
import { useUi } from '../shared/ui/store.ts';
import { TileKitProvider } from '../shared/ui/tile-kit.tsx';
import { notify, ToastHost } from '../shared/ui/toast.tsx';
import { AfterFirstPaint } from '../shared/ui/useAfterFirstPaint.ts';
import { useIsPhone } from '../shared/ui/useIsPhone.ts';
import { areasFor, needsLoginRedirect } from './layouts.ts';
import { ModalHost } from './modals.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

// Maintenance and restriction screens load only when a visitor meets them.
const SiteState = lazy(() => import('../features/system/SiteState.tsx'));

/** Picks the language: the stored one when the brand supports it, else the brand's default (PT). */
function useBrandLanguage(supported: string[] | undefined, fallback: string | undefined) {
  const language = useSession((s) => s.language);
  useEffect(() => {
    if (!supported || !fallback) return;
    const next = supported.includes(language) ? language : fallback;
    if (!isLang(next)) return;
    if (next !== language) useSession.getState().setLanguage(next);
    void changeLanguage(next);
  }, [supported, fallback, language]);
}

/** A token in the URL logs in silently (spec section 4), then leaves the address bar. */
function useTokenFromUrl() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (!token) return;
    useSession.getState().setToken(token);
    params.delete('token');
    setParams(params, { replace: true });
  }, [token, params, setParams]);
}

/** A password-reset link from the recovery email opens the new-password form. */
function useResetTokenFromUrl() {
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('resetToken');
  useEffect(() => {
    if (!resetToken) return;
    useUi.getState().show('forgotPassword', { resetToken });
    params.delete('resetToken');
    setParams(params, { replace: true });
  }, [resetToken, params, setParams]);
}

/** Back from the payment gateway: tell the player how it went and refresh the balance. */
function useDepositReturn() {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const outcome = params.get('deposit');
  useEffect(() => {
    if (!outcome) return;
    void qc.invalidateQueries({ queryKey: ['wallet'] });
    void notify({
      kind: outcome === 'paid' ? 'success' : 'info',
      title: i18n.t(outcome === 'paid' ? 'mc.depositDone' : 'mc.depositCancelled'),
    });
    params.delete('deposit');
    params.delete('ref');
    setParams(params, { replace: true });
  }, [outcome, params, setParams, qc]);
}

/** Back from social sign-in: trade the one-time code for a session, or say that it failed. */
function useSocialReturn() {
  const [params, setParams] = useSearchParams();
  const loginCode = params.get('loginCode');
  const social = params.get('social');
  const reason = params.get('reason');
  useEffect(() => {
    if (!loginCode && !social) return;
    params.delete('loginCode');
    params.delete('social');
    params.delete('reason');
    setParams(params, { replace: true });
    const failed = (key: string | null) =>
      warn(key ? i18n.t(`errors.${key}`, { defaultValue: i18n.t('auth.socialFailed') }) : i18n.t('auth.socialFailed'));
    if (social) void failed(reason);
    if (loginCode)
      void call<typeof sessionOps.socialExchange>(FIRST_LOAD.socialExchange, { body: { loginCode } })
        .then((v) => useSession.getState().setToken(v.token))
        .catch((e: unknown) => failed(e instanceof ApiError && e.key !== 'login_failed' ? e.key : null));
  }, [loginCode, social, reason, params, setParams]);
}

/**
 * Keeps the session's member basics (isAgent for the guard) in step with the member-info call. A session the server
 * holds for a password change gets the forced change dialog here too, so a reload or a saved token cannot skip it;
 * the old password is asked, since the portal never keeps it.
 */
function useMemberSync() {
  const { data } = useMemberInfo();
  useEffect(() => {
    if (!data) return;
    useSession.getState().setMember(data);
    const ui = useUi.getState();
    if (data.passwordChangeRequired && !ui.modals.changePassword) ui.show('changePassword', { forced: true });
  }, [data]);
}

/** Header, side menu, banner and footer around the page (spec section 2's areas per route). */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { menuCollapsed, setMenuCollapsed, barsShown, menuOpen } = useUi();
  // On a phone the side menu is a closed drawer: it is drawn the first time it opens, then kept for its slide.
  const phone = useIsPhone();
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (menuOpen && !menuDrawn) setMenuDrawn(true);
  const areas = areasFor(pathname, barsShown);
  const { data: permission, isLoading, isError, error, refetch } = usePermission();
  const token = useSession((s) => s.token);
  useAnalytics(permission?.info.analytics.gtagId, pathname);
  useTokenFromUrl();
  useResetTokenFromUrl();
  useDepositReturn();
  useSocialReturn();
  useMemberSync();
  useBrandLanguage(permission?.info.brand.supportLanguages, permission?.info.brand.defaultLang);
  useEffect(() => {
    if (areas.collapsed) setMenuCollapsed(true);
  }, [areas.collapsed, setMenuCollapsed]);
  useEffect(() => {
    document.title = permission?.info.brand.name ?? document.title;
    if (!permission) return;
    useSession.setState({ memberCentreClosed: !permission.info.brand.memberCentreAvailable });
    // Section 3's brand keys: the merchant code stays in local storage, the platform in the session.
    localStorage.setItem('merchantCode', permission.info.brand.merchantCode);
    sessionStorage.setItem('merchantCode', permission.info.brand.merchantCode);
    sessionStorage.setItem('platform', 'WEB');
  }, [permission]);

  const texts = useTexts();
  // Without its texts the page cannot say anything; this is the one message that is not translated.
  if (texts === 'failed')
    return (
      <ErrorState
        message="Network link abnormal, please try again."
        retryLabel="↻"
        onRetry={() => window.location.reload()}
      />
    );
  if (isLoading || texts === 'loading')
    return (
      <div className="boot" aria-busy="true">
        <Skeleton height={64} radius={0} />
      </div>
    );
  // A host no brand serves is a wrong address, not a network fault (spec section 8's invalid-URL message).
  if (isError && error instanceof ApiError && error.key === 'unknown_merchant')
    return <ErrorState message={t('errors.invalid_url')} />;
  if (isError || !permission)
    return (
      <ErrorState message={t('errors.network_error')} retryLabel={t('state.refresh')} onRetry={() => void refetch()} />
    );
  if (permission.status !== 0)
    return (
      <Suspense fallback={null}>
        <SiteState permission={permission} />
      </Suspense>
    );
  if (needsLoginRedirect(pathname, permission.info.brand.loginedToHomePage, token))
    return <Redirect to="/login" replace />;

  const group = areas.banner ? bannerGroup(pathname) : null;
  return (
    <div
      className={`shell${areas.sideMenu ? ' has-menu' : ''}${menuCollapsed ? ' menu-collapsed' : ''}${areas.bare ? ' shell-bare' : ''}`}
    >
      <TileKitProvider>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {areas.sideMenu && (!phone || menuDrawn) && (
          <AfterFirstPaint>
            <SideMenu />
          </AfterFirstPaint>
        )}
        <div className="shell-body">
          {areas.header && <Header />}
          {group && (
            <BannerCarousel
              group={group}
              category={group === 'w_reg' ? 'new_player' : undefined}
              dots={isHome(pathname)}
              compact={compactBanner(pathname)}
            />
          )}
          <main id="main" className="main">
            {/* Keyed by path: a page that failed shows its error until the visitor goes elsewhere. */}
            <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>
          </main>
          {/* Below the fold: drawn in the task after the first paint, its content as it comes near. */}
          {areas.footer && (
            <AfterFirstPaint>
              <Footer />
            </AfterFirstPaint>
          )}
        </div>
        <TabBar />
        <ModalHost />
        <DialogHost />
        <ToastHost />
      </TileKitProvider>
    </div>
  );
}
