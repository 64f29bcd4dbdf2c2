import { type ComponentType, lazy, Suspense } from 'react';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary.tsx';
import { type ModalName, useUi } from '../shared/ui/store.ts';
import { ModalFailed } from './ModalFailed.tsx';

/** Modal name -> its lazily loaded component (props are what `show(name, props)` passed). One line per modal. */
const registry: Partial<Record<ModalName, ComponentType<Record<string, unknown>>>> = {
  announcement: lazy(() => import('../features/content/AnnouncementModal.tsx')),
  download: lazy(() => import('../features/content/DownloadModal.tsx')),
  login: lazy(() => import('../features/auth/LoginModal.tsx')),
  gamePopup: lazy(() => import('../features/games/GamePopupModal.tsx')),
  memberCentre: lazy(() => import('../features/member-centre/MemberCentreModal.tsx')),
  agentCentre: lazy(() => import('../features/agent-centre/AgentCentreModal.tsx')),
  changePassword: lazy(() => import('../features/auth/ChangePasswordModal.tsx')),
  forgotPassword: lazy(() => import('../features/auth/ForgotPasswordModal.tsx')),
  registerSuccess: lazy(() => import('../features/auth/RegisterSuccessModal.tsx')),
  humanCheck: lazy(() => import('../features/auth/HostedCaptchaModal.tsx')),
  welcome: lazy(() => import('../features/auth/WelcomeNotice.tsx')),
  popupNotices: lazy(() => import('../features/content/PopupNotices.tsx')),
};

export function registerModal(name: ModalName, component: ComponentType<Record<string, unknown>>) {
  registry[name] = component;
}

export function ModalHost() {
  const modals = useUi((s) => s.modals);
  return (
    <Suspense fallback={null}>
      {Object.entries(modals).map(([name, props]) => {
        const Component = registry[name as ModalName];
        // Each popup fails on its own: the page and the other popups stay.
        return Component ? (
          <ErrorBoundary key={name} fallback={(error) => <ModalFailed name={name as ModalName} error={error} />}>
            <Component {...props} />
          </ErrorBoundary>
        ) : null;
      })}
    </Suspense>
  );
}
