import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField.tsx';
import { captchaCall } from './api.ts';

/** The image captcha: loads on mount, refreshes on click at most once a second (spec section 4). */
export function CaptchaField({
  value,
  onChange,
  onId,
  error,
}: {
  value: string;
  onChange(v: string): void;
  onId(id: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState('');
  const last = useRef(0);
  const load = useCallback(async () => {
    const now = Date.now();
    if (now - last.current < 1000) return;
    last.current = now;
    try {
      const c = await captchaCall();
      setImage(c.image);
      onId(c.captchaId);
    } catch {
      setImage('');
    }
  }, [onId]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <TextField
      label={t('auth.captcha')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
      maxLength={6}
      error={error}
      addon={
        <button type="button" className="captcha-img" onClick={() => void load()} aria-label={t('auth.refreshCaptcha')}>
          {image ? <img src={image} alt={t('auth.captchaImage')} width={104} height={38} /> : <span>↻</span>}
        </button>
      }
    />
  );
}
