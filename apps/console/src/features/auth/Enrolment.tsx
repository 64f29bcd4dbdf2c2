import { zodResolver } from '@hookform/resolvers/zod';
import { ZTwoFactorConfirmBody } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { session, useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Field } from '../../shared/ui/Field.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { AuthCard } from './AuthCard.tsx';
import { confirmEnrolment, fetchMe, signOut, startEnrolment } from './api.ts';

/**
 * Two-factor enrolment, required of admin and finance at their first sign-in: scan the QR code (or type the key),
 * confirm with a code, then keep the ten recovery codes, which are shown only here.
 */
export default function Enrolment() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  // A query, so that one secret is asked for even when the screen mounts twice; a new sign-in asks again.
  const secret = useQuery({
    queryKey: ['enrolment', token],
    queryFn: startEnrolment,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZTwoFactorConfirmBody), defaultValues: { code: '' } });
  const confirm = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      setCodes((await confirmEnrolment(code)).recoveryCodes);
    } catch (e) {
      setFailure(e);
      form.reset({ code: '' });
    }
  });
  const download = () => {
    if (!codes) return;
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'console-recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };

  if (codes)
    return (
      <AuthCard title={t('enrol.codesTitle')} sub={t('enrol.codesSub')} wide>
        <ol className="codes mono" aria-label={t('enrol.codesTitle')}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <div className="toolbar">
          <Button onClick={download}>{t('enrol.download')}</Button>
          <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>{t('enrol.copy')}</Button>
        </div>
        <label className="toolbar">
          <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
          {t('enrol.saved')}
        </label>
        <Button variant="primary" disabled={!saved} onClick={async () => session.update(await fetchMe())}>
          {t('enrol.continue')}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard title={t('enrol.title')} sub={t('enrol.sub')} wide>
      {secret.isPending ? <Loading /> : null}
      {secret.error ? <Failed error={secret.error} retry={() => void secret.refetch()} /> : null}
      {secret.data ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 18, alignItems: 'start' }}>
          <div className="qr">
            <QRCodeSVG value={secret.data.otpauthUrl} size={164} title={t('enrol.qr')} />
          </div>
          <div className="grid">
            <p style={{ margin: 0 }}>{t('enrol.scan')}</p>
            <div className="field">
              <span className="label">{t('enrol.key')}</span>
              <code className="mono" data-secret={secret.data.secret}>
                {secret.data.secret.match(/.{1,4}/g)?.join(' ')}
              </code>
            </div>
            <form onSubmit={confirm} className="grid" noValidate>
              {failure ? (
                <div className="notice bad" role="alert">
                  {errorText(t, failure)}
                </div>
              ) : null}
              <Field label={t('auth.code')} id="code" error={form.formState.errors.code} hint={t('enrol.codeHint')}>
                <input
                  id="code"
                  className="input otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  {...form.register('code')}
                />
              </Field>
              <Button variant="primary" type="submit" busy={form.formState.isSubmitting}>
                {t('enrol.confirm')}
              </Button>
            </form>
          </div>
        </div>
      ) : null}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void signOut()}>
        {t('app.signOut')}
      </button>
    </AuthCard>
  );
}
