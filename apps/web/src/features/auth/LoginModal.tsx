import { useTranslation } from 'react-i18next';
import { useOpenToPlayers } from '../../shared/api/system.ts';
import { BannerCarousel } from '../../shared/ui/BannerCarousel.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import './auth.css';

type Tab = 'login' | 'register';

/** The login/register popup (spec section 2): the modal type is login or register. */
export default function LoginModal({ tab = 'login', asPage = false }: { tab?: Tab; asPage?: boolean }) {
  const { t } = useTranslation();
  const { show, hide } = useUi();
  const directReg = useOpenToPlayers().register;
  const current: Tab = directReg ? tab : 'login';
  return (
    <Modal title={t(current === 'login' ? 'header.login' : 'header.register')} onClose={() => hide('login')} size="md">
      {directReg && (
        <Tabs<Tab>
          label={t('auth.loginOrRegister')}
          items={[
            { id: 'login', label: t('header.login') },
            { id: 'register', label: t('header.register') },
          ]}
          value={current}
          onChange={(next) => show('login', { tab: next, asPage })}
        />
      )}
      <div className="auth-body">
        {current === 'login' ? (
          <LoginForm />
        ) : (
          <>
            <div className="auth-banner">
              <BannerCarousel group="w_reg" category="new_player" label={t('auth.registerOffers')} />
            </div>
            <RegisterForm asPage={asPage} />
          </>
        )}
      </div>
    </Modal>
  );
}
