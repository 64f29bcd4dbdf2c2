import { DEFAULT_PASSWORD_RULE } from '@portal/contracts/system';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useMod, usePermission } from '../../shared/api/system.ts';
import { useSearchParams } from '../../shared/router.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { warn } from '../../shared/ui/dialogs.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { affiliateCall, registerCall } from './api.ts';
import { asksForCaptcha } from './asks-for-captcha.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { DialingCode } from './DialingCode.tsx';
import { passHumanCheck, prepareForHumanCheck } from './human-check.ts';
import { warnMobileCreated } from './mobile-created.ts';
import { fieldError, placeholder } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';
import { useAfterLogin } from './session.ts';

type Kind = 'username' | 'mobile';
const OPTIONAL = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
] as const;

/** Registration by username or mobile (spec sections 2, 3, 4, 5), with the brand's field settings. */
export function RegisterForm({ asPage = false }: { asPage?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: permission } = usePermission();
  const rules = permission?.info.register;
  // The proof of work is solved while the player fills the form, so that the sign-up does not wait for it.
  useEffect(() => prepareForHumanCheck(rules), [rules]);
  const fields = rules?.fields ?? {};
  const mobileOn = useMod('MOBILENUMREG3');
  const codeOn = useMod('REGMOBVERF3');
  // Without MOBILENUMPASSREG3 the mobile form asks for no password: the number, proven by its code, signs in.
  const mobilePasswordOn = useMod('MOBILENUMPASSREG3');
  const affiliateOn = useMod('AFFMAN3') && Boolean(fields.affiliateCode?.enabled);
  const { show } = useUi();
  const afterLogin = useAfterLogin();
  const [kind, setKind] = useState<Kind>('username');
  const [values, setValues] = useState<Record<string, string>>({
    countryDialingCode: rules?.defaultDialingCode ?? '55',
    affiliateCode: params.get('affiliateCode') ?? '',
  });
  // One checkbox: the brand's minimum age and the terms together.
  const [agree, setAgree] = useState(false);
  // The image captcha appears once the server asks for it (after refused tries), never on a first try.
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [affiliateFailed, setAffiliateFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const showAffiliate = affiliateOn && (!rules?.siteCode || affiliateFailed);
  const passwordless = kind === 'mobile' && !mobilePasswordOn;
  const needCode =
    passwordless || (codeOn && (kind === 'mobile' || Boolean(fields.verificationCode?.required && values.mobileNum)));
  const mobileValidIn = (vals: Record<string, string>) => /^\d{6,15}$/.test(vals.mobileNum ?? '');
  const mobileValid = mobileValidIn(values);

  /** Every field's error for these values (undefined where the field is fine). */
  const errorsFor = (values: Record<string, string>, agree: boolean) => {
    const e: Record<string, string | undefined> = {};
    const v = (k: string) => values[k] ?? '';
    const mobileValid = mobileValidIn(values);
    if (kind === 'username') e.username = fieldError(t, fields.username ?? undefined, v('username'), true);
    if (kind === 'mobile' || fields.mobileNum?.enabled) {
      const required = kind === 'mobile' || Boolean(fields.mobileNum?.required);
      // A phone number first, then the brand's own mobile rule (as the server checks both).
      e.mobileNum = !v('mobileNum')
        ? required
          ? t('errors.missing_phone')
          : undefined
        : mobileValid
          ? fieldError(t, fields.mobileNum ?? undefined, v('mobileNum'))
          : t('errors.invalid_phone');
    }
    if (!passwordless) {
      e.password = fieldError(t, fields.password ?? DEFAULT_PASSWORD_RULE, v('password'), true);
      e.confirmPassword = !v('confirmPassword')
        ? t('rules.required')
        : v('confirmPassword') !== v('password')
          ? t('errors.password_mismatch')
          : undefined;
    }
    for (const f of OPTIONAL) if (fields[f]?.enabled) e[f] = fieldError(t, fields[f], v(f));
    if (showAffiliate) e.affiliateCode = fieldError(t, fields.affiliateCode, v('affiliateCode'));
    if (needCode) e.verificationCode = v('verificationCode') ? undefined : t('errors.missing_code');
    if (needCaptcha) e.captcha = v('captcha') ? undefined : t('rules.required');
    if (!agree) e.terms = t('auth.mustAgree');
    return e;
  };
  const validate = () => {
    const e = errorsFor(values, agree);
    setErrors(e);
    return Object.values(e).every((x) => !x);
  };
  /** A shown error follows its field as the player types: gone once the field is right. */
  const update = (patch: Record<string, string>, nextAgree = agree) => {
    const next = { ...values, ...patch };
    setValues(next);
    const fresh = errorsFor(next, nextAgree);
    setErrors((shown) => {
      const kept = { ...shown };
      for (const k of Object.keys(shown)) if (k !== 'form' && shown[k]) kept[k] = fresh[k];
      return kept;
    });
  };
  const set = (k: string) => (e: { target: { value: string } }) => update({ [k]: e.target.value });

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    let sentCaptcha = false;
    try {
      const code = showAffiliate ? values.affiliateCode?.trim() : undefined;
      if (code) {
        try {
          await affiliateCall(code);
        } catch {
          setAffiliateFailed(true);
          await warn(t('errors.invalid_affiliate'));
          return;
        }
      }
      const humanCheck = await passHumanCheck(rules);
      const payload: Record<string, unknown> = {
        ...Object.fromEntries(
          Object.entries(values)
            .map(([k, v]) => [k, v.trim()])
            .filter(([, v]) => v),
        ),
        password: passwordless ? undefined : values.password,
        confirmPassword: passwordless ? undefined : values.confirmPassword,
        affiliateCode: code || rules?.siteCode || undefined,
        referralCode: params.get('referralCode') ?? undefined,
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        humanCheck,
        captcha: needCaptcha ? values.captcha?.trim() : undefined,
        captchaId: needCaptcha ? captchaId : undefined,
        login: true,
        agreeTerms: agree,
        ageConfirmed: agree,
      };
      if (kind === 'mobile') payload.username = values.mobileNum;
      sentCaptcha = needCaptcha;
      const value = await registerCall(kind, payload);
      sentCaptcha = false;
      if (value) await afterLogin(value, { type: 'register' });
      if (kind === 'mobile') await warnMobileCreated(values.mobileNum ?? '');
      show('registerSuccess');
    } catch (e) {
      setErrors({ form: errorText(t, e) });
      if (asksForCaptcha(e)) setNeedCaptcha(true);
      if (sentCaptcha) {
        // The server spent the captcha that went with this try: show a new one.
        setValues((v) => ({ ...v, captcha: '' }));
        setCaptchaRound((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof OPTIONAL)[number] | 'affiliateCode', type = 'text') => {
    const s = fields[name];
    if (!s?.enabled) return null;
    return (
      <TextField
        key={name}
        label={t(`auth.field.${name}`)}
        placeholder={placeholder(t(`auth.field.${name}`), s.required)}
        type={type}
        value={values[name] ?? ''}
        onChange={set(name)}
        error={errors[name]}
      />
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="auth-form">
      {mobileOn && (
        <Tabs<Kind>
          label={t('auth.registerWith')}
          items={[
            { id: 'username', label: t('auth.byUsername') },
            { id: 'mobile', label: t('auth.byMobile') },
          ]}
          value={kind}
          onChange={(k) => {
            setKind(k);
            setErrors({});
          }}
        />
      )}
      {kind === 'username' && (
        <TextField
          label={t('auth.username')}
          placeholder={placeholder(t('auth.username'), true)}
          autoComplete="username"
          value={values.username ?? ''}
          onChange={set('username')}
          error={errors.username}
        />
      )}
      {(kind === 'mobile' || fields.mobileNum?.enabled) && (
        <TextField
          label={t('auth.mobile')}
          placeholder={placeholder(t('auth.mobile'), kind === 'mobile' || Boolean(fields.mobileNum?.required))}
          inputMode="numeric"
          value={values.mobileNum ?? ''}
          onChange={(e) => update({ mobileNum: e.target.value.replace(/\D/g, '') })}
          error={errors.mobileNum}
          addon={
            <DialingCode
              value={values.countryDialingCode ?? '55'}
              onChange={(c) => setValues((v) => ({ ...v, countryDialingCode: c }))}
            />
          }
        />
      )}
      {needCode && (
        <TextField
          label={t('auth.smsCode')}
          placeholder={placeholder(t('auth.smsCode'), true)}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.verificationCode ?? ''}
          onChange={set('verificationCode')}
          error={errors.verificationCode}
          addon={
            <SmsButton
              kind="register"
              dialingCode={values.countryDialingCode ?? '55'}
              mobile={values.mobileNum ?? ''}
              valid={mobileValid}
            />
          }
        />
      )}
      {!passwordless && (
        <>
          <TextField
            label={t('auth.password')}
            placeholder={placeholder(t('auth.password'), true)}
            type="password"
            autoComplete="new-password"
            value={values.password ?? ''}
            onChange={set('password')}
            error={errors.password}
          />
          <TextField
            label={t('auth.confirmPassword')}
            placeholder={placeholder(t('auth.confirmPassword'), true)}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword ?? ''}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
        </>
      )}
      {OPTIONAL.map((f) => field(f, f === 'paymentPassword' ? 'password' : f === 'email' ? 'email' : 'text'))}
      {showAffiliate && field('affiliateCode')}
      {needCaptcha && (
        <CaptchaField
          key={kind}
          value={values.captcha ?? ''}
          onChange={(c) => update({ captcha: c })}
          onId={setCaptchaId}
          error={errors.captcha}
          round={captchaRound}
        />
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={agree}
          aria-invalid={Boolean(errors.terms)}
          onChange={(e) => {
            setAgree(e.target.checked);
            update({}, e.target.checked);
          }}
        />{' '}
        {t('auth.agree', { age: rules?.minimumAge ?? 18 })}{' '}
        <a href="/help" target="_blank" rel="noreferrer">
          {t('auth.terms')}
        </a>
      </label>
      {errors.terms && (
        <p className="field-error" role="alert">
          {errors.terms}
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="accent" size="lg" block loading={busy}>
        {t('header.register')}
      </Button>
      <div className="auth-row">
        <button type="button" className="link-btn" onClick={() => show('login', { tab: 'login' })}>
          {t('auth.haveAccount')}
        </button>
        {asPage && (
          <button
            type="reset"
            className="link-btn"
            onClick={() => setValues({ countryDialingCode: values.countryDialingCode ?? '55' })}
          >
            {t('auth.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
