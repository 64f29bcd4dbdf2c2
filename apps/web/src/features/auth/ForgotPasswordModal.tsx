import { DEFAULT_PASSWORD_RULE } from '@portal/contracts/system';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useMod, usePermission } from '../../shared/api/system.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { warn } from '../../shared/ui/dialogs.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { forgotByEmailCall, resetByEmailCall, resetByPhoneCall } from './api.ts';
import { DialingCode } from './DialingCode.tsx';
import { fieldError } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';
import { useAfterLogin } from './session.ts';

type Way = 'email' | 'phone';

/**
 * Forgot password by email (a link is mailed) or by phone (PWRESETSMS3 sends the code, CHNGPASSVERIF3 sets the
 * password with it and logs in).
 */
export default function ForgotPasswordModal({ resetToken }: { resetToken?: string }) {
  const { t } = useTranslation();
  const { hide } = useUi();
  const resetCodeOn = useMod('PWRESETSMS3');
  const phoneOn = useMod('CHNGPASSVERIF3') && resetCodeOn;
  const { data: permission } = usePermission();
  const rule = permission?.info.register.fields.password ?? DEFAULT_PASSWORD_RULE;
  const afterLogin = useAfterLogin();
  const [way, setWay] = useState<Way>('email');
  const [v, setV] = useState<Record<string, string>>({ dialing: permission?.info.register.defaultDialingCode ?? '55' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: string) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const mobileValid = /^\d{6,15}$/.test(v.mobile ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string | undefined> = resetToken
      ? { password: fieldError(t, rule, v.password ?? '', true) }
      : way === 'email'
        ? {
            username: v.username?.trim() ? undefined : t('rules.required'),
            email: !v.email?.trim()
              ? t('rules.required')
              : /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email.trim())
                ? undefined
                : t('rules.email'),
          }
        : {
            mobile: !v.mobile ? t('errors.missing_phone') : mobileValid ? undefined : t('errors.invalid_phone'),
            code: v.code ? undefined : t('errors.missing_code'),
            password: fieldError(t, rule, v.password ?? '', true),
          };
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) return;
    setBusy(true);
    try {
      if (resetToken) {
        await resetByEmailCall({ token: resetToken, newPassword: v.password ?? '' });
        hide('forgotPassword');
        useUi.getState().show('login', { tab: 'login' });
        void warn(t('auth.passwordReset'), { title: t('in_popup_prompt') });
      } else if (way === 'email') {
        await forgotByEmailCall({ username: (v.username ?? '').trim(), email: (v.email ?? '').trim() });
        hide('forgotPassword');
        void warn(t('auth.emailSent'), { title: t('in_popup_prompt') });
      } else {
        const value = await resetByPhoneCall({
          mobileNum: v.mobile ?? '',
          countryDialingCode: v.dialing ?? '55',
          verificationCode: v.code ?? '',
          newPassword: v.password ?? '',
        });
        hide('forgotPassword');
        await afterLogin(value, { type: 'recovery' });
      }
    } catch (err) {
      setErrors({ form: errorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('auth.forgot')} onClose={() => hide('forgotPassword')} size="sm">
      {phoneOn && !resetToken && (
        <Tabs<Way>
          label={t('auth.recoverBy')}
          items={[
            { id: 'email', label: t('auth.byEmail') },
            { id: 'phone', label: t('auth.byPhone') },
          ]}
          value={way}
          onChange={(w) => {
            setWay(w);
            setErrors({});
          }}
        />
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="auth-form">
        {resetToken ? (
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={v.password ?? ''}
            onChange={set('password')}
            error={errors.password}
          />
        ) : way === 'email' ? (
          <>
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              value={v.username ?? ''}
              onChange={set('username')}
              error={errors.username}
            />
            <TextField
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              value={v.email ?? ''}
              onChange={set('email')}
              error={errors.email}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('auth.mobile')}
              inputMode="numeric"
              value={v.mobile ?? ''}
              onChange={(e) => setV((x) => ({ ...x, mobile: e.target.value.replace(/\D/g, '') }))}
              error={errors.mobile}
              addon={<DialingCode value={v.dialing ?? '55'} onChange={(c) => setV((x) => ({ ...x, dialing: c }))} />}
            />
            <TextField
              label={t('auth.smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={v.code ?? ''}
              onChange={set('code')}
              error={errors.code}
              addon={
                <SmsButton
                  kind="recovery"
                  dialingCode={v.dialing ?? '55'}
                  mobile={v.mobile ?? ''}
                  valid={mobileValid}
                />
              }
            />
            <TextField
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              value={v.password ?? ''}
              onChange={set('password')}
              error={errors.password}
            />
          </>
        )}
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" size="lg" block loading={busy}>
          {t('in_increase_submit')}
        </Button>
      </form>
    </Modal>
  );
}
