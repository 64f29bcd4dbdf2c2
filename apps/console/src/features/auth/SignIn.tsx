import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorLogin } from '@portal/contracts/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Field } from '../../shared/ui/Field.tsx';
import { AuthCard } from './AuthCard.tsx';
import { signIn } from './api.ts';

const ZPassword = ZOperatorLogin.pick({ username: true, password: true });
const ZCode = z.object({ otp: ZOperatorLogin.shape.otp.unwrap() });
type Credentials = z.infer<typeof ZPassword>;

/** Sign-in: username and password, then (when the operator has set it up) the code from the authenticator app. */
export function SignIn() {
  const { t } = useTranslation();
  const { ended } = useSession();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [recovery, setRecovery] = useState(false);
  const pw = useForm<Credentials>({ resolver: zodResolver(ZPassword), defaultValues: { username: '', password: '' } });
  const code = useForm<{ otp: string }>({ resolver: zodResolver(ZCode), defaultValues: { otp: '' } });

  const submitPassword = pw.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (e) {
      if (e instanceof ApiError && e.key === 'two_factor_required') setCredentials(values);
      else setFailure(e);
    }
  });
  const submitCode = code.handleSubmit(async ({ otp }) => {
    if (!credentials) return;
    setFailure(null);
    try {
      await signIn({ ...credentials, otp });
    } catch (e) {
      setFailure(e);
      code.reset({ otp: '' });
    }
  });

  return (
    <AuthCard title={t('auth.title')} sub={credentials ? t('auth.codeSub') : t('auth.sub')}>
      {ended === 'expired' && !failure ? <div className="notice warn">{t('auth.expired')}</div> : null}
      {ended === 'signed_out' && !failure ? <div className="notice">{t('auth.signedOut')}</div> : null}
      {failure ? (
        <div className="notice bad" role="alert">
          {errorText(t, failure)}
        </div>
      ) : null}
      {credentials ? (
        <form onSubmit={submitCode} className="grid" noValidate>
          <Field
            label={recovery ? t('auth.recoveryCode') : t('auth.code')}
            id="otp"
            error={code.formState.errors.otp}
            hint={recovery ? t('auth.recoveryHint') : t('auth.codeHint')}
          >
            <input
              id="otp"
              className={`input${recovery ? '' : ' otp'}`}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              // biome-ignore lint/a11y/noAutofocus: the only field of this step
              autoFocus
              {...code.register('otp')}
            />
          </Field>
          <Button variant="primary" type="submit" busy={code.formState.isSubmitting}>
            {t('auth.verify')}
          </Button>
          <div className="toolbar">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRecovery(!recovery)}>
              {recovery ? t('auth.useApp') : t('auth.useRecovery')}
            </button>
            <span className="grow" />
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setCredentials(null)}>
              {t('auth.back')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={submitPassword} className="grid" noValidate>
          <Field label={t('auth.username')} id="username" error={pw.formState.errors.username}>
            <input id="username" className="input" autoComplete="username" {...pw.register('username')} />
          </Field>
          <Field label={t('auth.password')} id="password" error={pw.formState.errors.password}>
            <input
              id="password"
              type="password"
              className="input"
              autoComplete="current-password"
              {...pw.register('password')}
            />
          </Field>
          <Button variant="primary" type="submit" busy={pw.formState.isSubmitting}>
            {t('auth.signIn')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
