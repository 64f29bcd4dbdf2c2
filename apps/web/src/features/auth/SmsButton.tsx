import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { usePermission } from '../../shared/api/system.ts';
import { warn } from '../../shared/ui/dialogs.tsx';
import { smsCall } from './api.ts';
import { passHumanCheck, prepareForHumanCheck } from './human-check.ts';

/**
 * Sends an SMS code after the human check; then counts down (expiredMinutes x 60 s, or to the expiration time for
 * recovery) and stays disabled until 0: the code's lifetime, before which the server refuses a new one. Clicks are
 * throttled to one a second; failures show the server's message.
 */
export function SmsButton({
  kind,
  dialingCode,
  mobile,
  valid,
}: {
  kind: 'register' | 'login' | 'recovery';
  dialingCode: string;
  mobile: string;
  valid: boolean;
}) {
  const { t } = useTranslation();
  const { data: permission } = usePermission();
  // Solved while the number is typed: the send does not wait for the proof of work.
  useEffect(() => prepareForHumanCheck(permission?.info.register), [permission]);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(0);
  const lastClick = useRef(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const send = async () => {
    if (Date.now() - lastClick.current < 1000) return;
    lastClick.current = Date.now();
    if (!valid) {
      void warn(t('errors.invalid_phone'));
      return;
    }
    setBusy(true);
    try {
      const humanCheck = await passHumanCheck(permission?.info.register);
      const res: { expiredMinutes: number; expirationTime?: number } = await smsCall(kind, {
        countryDialingCode: dialingCode,
        mobileNo: mobile,
        humanCheck,
      });
      const end =
        kind === 'recovery' && res.expirationTime ? res.expirationTime : Date.now() + res.expiredMinutes * 60_000;
      setUntil(end);
      setNow(Date.now());
      setSent((n) => n + 1);
    } catch (e) {
      // The number's code is still live (sent from another tab or before a reload): count down to its end.
      const liveUntil = e instanceof ApiError && (e.value as { expirationTime?: number } | null)?.expirationTime;
      if (liveUntil) {
        setUntil(liveUntil);
        setNow(Date.now());
      }
      void warn(t(`errors.${e instanceof ApiError ? e.key : 'unknown'}`, { defaultValue: t('errors.unknown') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="sms-btn"
      onClick={() => void send()}
      disabled={busy || left > 0}
      aria-live="polite"
    >
      {left > 0 ? t('auth.codeSent', { n: left }) : sent > 0 ? t('auth.resend') : t('auth.sendCode')}
    </button>
  );
}
