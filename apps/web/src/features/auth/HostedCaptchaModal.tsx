import type { THostedCaptchaProvider } from '@portal/contracts/system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal.tsx';
import { loadWidgetApi } from './hosted-captcha.ts';

/** The hosted captcha's widget in a small dialog; its token goes to `onToken`, closing it to `onCancel`. */
export default function HostedCaptchaModal(props: Record<string, unknown>) {
  const { provider, siteKey, onToken, onCancel } = props as {
    provider: THostedCaptchaProvider;
    siteKey: string;
    onToken(token: string): void;
    onCancel(): void;
  };
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const rendered = useRef(false);
  useEffect(() => {
    let alive = true;
    loadWidgetApi(provider)
      .then((api) => {
        if (!alive || !box.current || rendered.current) return;
        rendered.current = true;
        api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => onToken(token),
          'error-callback': () => setFailed(true),
        });
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [provider, siteKey, onToken]);
  return (
    <Modal title={t('auth.humanCheck')} onClose={onCancel} size="sm">
      <div ref={box} className="hosted-captcha" data-provider={provider} />
      {failed && (
        <p className="form-error" role="alert">
          {t('auth.humanCheckUnavailable')}
        </p>
      )}
    </Modal>
  );
}
