import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useMod, useOpenToPlayers, usePermission } from '../../shared/api/system.ts';
import { rememberToken } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { freePlayCall, loginCall } from './api.ts';
import { asksForCaptcha } from './asks-for-captcha.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { DialingCode } from './DialingCode.tsx';
import { LoginType } from './LoginType.tsx';
import { remember, rememberedUsername } from './remember.ts';
import { SmsButton } from './SmsButton.tsx';
import { useAfterLogin } from './session.ts';

type Mode = 'username' | 'sms';

/** Login by username + password, or mobile + SMS code when MOBILEVERCODELOGIN3 is on (spec sections 2, 4, 5). */
export function LoginForm() {
  const { t } = useTranslation();
  const smsOn = useMod('MOBILEVERCODELOGIN3');
  const { register: registerOn, freePlay: freePlayOn } = useOpenToPlayers();
  const { data: permission } = usePermission();
  const socialSignIn = permission?.info.brand.socialSignIn ?? [];
  const show = useUi((s) => s.show);
  const afterLogin = useAfterLogin();
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedUsername()));
  const [dialing, setDialing] = useState(permission?.info.register.defaultDialingCode ?? '55');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const validate = () => {
    const e: Record<string, string> = {};
    if (mode === 'username') {
      if (!username.trim()) e.username = t('rules.required');
      if (!password) e.password = t('rules.required');
      if (needCaptcha && !captcha.trim()) e.captcha = t('rules.required');
    } else {
      if (!mobile.trim()) e.mobile = t('errors.missing_phone');
      else if (!/^\d{6,15}$/.test(mobile.trim())) e.mobile = t('errors.invalid_phone');
      if (!code.trim()) e.code = t('errors.missing_code');
    }
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    const sentCaptcha = mode === 'username' && needCaptcha;
    try {
      const payload =
        mode === 'username'
          ? {
              type: 'username',
              username: username.trim(),
              password,
              ...(needCaptcha ? { captcha: captcha.trim(), captchaId } : {}),
            }
          : { type: 'sms', mobileNum: mobile.trim(), countryDialingCode: dialing, verificationCode: code.trim() };
      const value = await loginCall(payload);
      if (mode === 'username') remember(rememberMe ? username.trim() : null);
      rememberToken(rememberMe ? value.token : null);
      await afterLogin(value, { type: mode, password });
    } catch (e) {
      const captchaFlag = asksForCaptcha(e);
      if (captchaFlag) setNeedCaptcha(true);
      if (captchaFlag || sentCaptcha) setCaptcha('');
      // The server spent the captcha that went with this try: show a new one.
      if (sentCaptcha) setCaptchaRound((n) => n + 1);
      setErrors({ form: errorText(t, e) });
    } finally {
      setBusy(false);
    }
  };

  const freePlay = async () => {
    setBusy(true);
    try {
      await afterLogin(await freePlayCall(), { type: 'freeplay' });
    } catch (e) {
      setErrors({ form: errorText(t, e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="auth-form">
      {smsOn && (
        <LoginType
          value={mode}
          onChange={(m) => {
            setMode(m);
            setErrors({});
          }}
        />
      )}
      {mode === 'username' ? (
        <>
          <TextField
            label={t('auth.username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          {needCaptcha && (
            <CaptchaField
              value={captcha}
              onChange={setCaptcha}
              onId={setCaptchaId}
              error={errors.captcha}
              round={captchaRound}
            />
          )}
          <div className="auth-row">
            <label className="check">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />{' '}
              {t('auth.rememberMe')}
            </label>
            <button type="button" className="link-btn" onClick={() => show('forgotPassword')}>
              {t('auth.forgot')}
            </button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t('auth.mobile')}
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            error={errors.mobile}
            addon={<DialingCode value={dialing} onChange={setDialing} />}
          />
          <TextField
            label={t('auth.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={errors.code}
            addon={<SmsButton kind="login" dialingCode={dialing} mobile={mobile} valid={/^\d{6,15}$/.test(mobile)} />}
          />
        </>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" block loading={busy}>
        {t('header.login')}
      </Button>
      {socialSignIn.length > 0 && (
        <nav className="auth-social" aria-label={t('auth.socialTitle')}>
          {socialSignIn.map((p) => (
            <a key={p.id} className={`btn btn-secondary btn-md social-${p.id}`} href={`/wps/session/social/${p.id}`}>
              {t(`auth.social.${p.id}`)}
            </a>
          ))}
        </nav>
      )}
      {freePlayOn && (
        <Button variant="ghost" block onClick={() => void freePlay()} disabled={busy}>
          {t('auth.freePlay')}
        </Button>
      )}
      {registerOn && (
        <p className="auth-switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => show('login', { tab: 'register' })}>
            {t('header.register')}
          </button>
        </p>
      )}
    </form>
  );
}
