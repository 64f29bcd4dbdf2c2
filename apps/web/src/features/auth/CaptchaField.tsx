import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField.tsx';
import { captchaCall } from './api.ts';

/** Loads are at least this far apart (spec section 9: captcha refresh more than 1000 ms apart). */
const REFRESH_MS = 1000;

/**
 * The image captcha: loads on mount, refreshes on click at most once a second (spec section 4). The server spends a
 * captcha on every answer, so the form bumps `round` after a failed submit that sent one: a new image then loads,
 * waiting out the rest of the second if the last load was more recent (a click within it is simply dropped).
 */
export function CaptchaField({
  value,
  onChange,
  onId,
  error,
  round = 0,
}: {
  value: string;
  onChange(v: string): void;
  onId(id: string): void;
  error?: string | undefined;
  round?: number;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState('');
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchImage = useCallback(async () => {
    last.current = Date.now();
    try {
      const c = await captchaCall();
      setImage(c.image);
      onId(c.captchaId);
    } catch {
      setImage('');
    }
  }, [onId]);
  const refresh = useCallback(() => {
    if (Date.now() - last.current >= REFRESH_MS) void fetchImage();
  }, [fetchImage]);
  const loaded = useRef(-1);
  useEffect(() => {
    if (loaded.current === round) return;
    loaded.current = round;
    clearTimeout(pending.current);
    const wait = last.current + REFRESH_MS - Date.now();
    if (wait > 0) pending.current = setTimeout(() => void fetchImage(), wait);
    else void fetchImage();
  }, [round, fetchImage]);
  useEffect(() => () => clearTimeout(pending.current), []);
  return (
    <TextField
      label={t('auth.captcha')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
      maxLength={6}
      error={error}
      addon={
        <button type="button" className="captcha-img" onClick={refresh} aria-label={t('auth.refreshCaptcha')}>
          {image ? <img src={image} alt={t('auth.captchaImage')} width={104} height={38} /> : <span>↻</span>}
        </button>
      }
    />
  );
}
