import type { OpBody } from '@portal/contracts/op';
import { paymentOps } from '@portal/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { call } from '../../shared/api/op.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { securityQuery, useWalletMutation } from './api.ts';

function PaymentPassword({ has }: { has: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [msg, setMsg] = useState<{ ok?: string; error?: string }>({});
  const save = useWalletMutation((body: OpBody<typeof paymentOps.setPaymentPassword>) =>
    call(paymentOps.setPaymentPassword, { body }),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(password)) return setMsg({ error: t('mc.sixDigits') });
    try {
      await save.mutateAsync(has ? { password, current } : { password });
      setMsg({ ok: t('mc.saved') });
      void notify({ kind: 'success', title: t(has ? 'toast.paymentPasswordChanged' : 'toast.paymentPasswordSet') });
      setPassword('');
      setCurrent('');
    } catch (err) {
      setMsg({ error: errorText(t, err) });
    }
  };
  return (
    <form className="mc-card" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{t(has ? 'mc.changePaymentPassword' : 'mc.setPaymentPassword')}</h4>
      {has && (
        <TextField
          label={t('mc.currentPaymentPassword')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <TextField
        label={t('mc.newPaymentPassword')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={msg.error}
        hint={msg.ok ?? t('mc.sixDigits')}
      />
      <Button type="submit" loading={save.isPending}>
        {t('mc.save')}
      </Button>
    </form>
  );
}

function BindAccount() {
  const { t } = useTranslation();
  const [v, setV] = useState({
    kind: 'bank' as 'bank' | 'ewallet',
    provider: '',
    accountName: '',
    accountNo: '',
    paymentPassword: '',
  });
  const [error, setError] = useState<string>();
  const bind = useWalletMutation((body: OpBody<typeof paymentOps.bindAccount>) =>
    call(paymentOps.bindAccount, { body }),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.provider.trim() || !v.accountName.trim() || !/^[0-9A-Za-z@.+-]{4,40}$/.test(v.accountNo.trim()))
      return setError(t('mc.checkAccount'));
    // Binding cannot be undone (spec section 5): ask first.
    if (!(await confirm(t('mc.bindIrreversible')))) return;
    try {
      await bind.mutateAsync({
        ...v,
        provider: v.provider.trim(),
        accountName: v.accountName.trim(),
        accountNo: v.accountNo.trim(),
      });
      setV({ ...v, provider: '', accountName: '', accountNo: '', paymentPassword: '' });
      setError(undefined);
      void notify({ kind: 'success', title: t('toast.accountBound') });
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  return (
    <form className="mc-card" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{t('mc.bindTitle')}</h4>
      <div className="field">
        <label className="field-label" htmlFor="bind-kind">
          {t('mc.accountType')}
        </label>
        <div className="field-control">
          <select
            id="bind-kind"
            value={v.kind}
            onChange={(e) => setV({ ...v, kind: e.target.value as 'bank' | 'ewallet' })}
          >
            <option value="bank">{t('mc.bank')}</option>
            <option value="ewallet">{t('mc.ewallet')}</option>
          </select>
        </div>
      </div>
      <TextField
        label={t(v.kind === 'bank' ? 'mc.bankName' : 'mc.walletProvider')}
        value={v.provider}
        onChange={set('provider')}
      />
      <TextField label={t('mc.accountName')} value={v.accountName} onChange={set('accountName')} />
      <TextField label={t('mc.accountNo')} value={v.accountNo} onChange={set('accountNo')} />
      <TextField
        label={t('auth.field.paymentPassword')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={v.paymentPassword}
        onChange={set('paymentPassword')}
        error={error}
      />
      <Button type="submit" loading={bind.isPending}>
        {t('mc.bind')}
      </Button>
    </form>
  );
}

/** securityCenter: login password, payment password, bound accounts. */
export default function SecurityCenter() {
  const { t } = useTranslation();
  const show = useUi((s) => s.show);
  const { data, isLoading } = useQuery(securityQuery());
  if (isLoading || !data) return <Skeleton height={240} />;
  return (
    <div className="mc-grid">
      <div className="mc-card">
        <h4>{t('auth.password')}</h4>
        <p className="muted">{t('mc.passwordHint')}</p>
        <Button variant="secondary" onClick={() => show('changePassword')}>
          {t('auth.changePassword')}
        </Button>
      </div>
      <PaymentPassword has={data.hasPaymentPassword} />
      <div className="mc-card">
        <h4>{t('mc.boundAccounts')}</h4>
        {data.boundAccounts.length === 0 ? (
          <p className="muted">{t('mc.noBound')}</p>
        ) : (
          <ul className="mc-bound">
            {data.boundAccounts.map((b) => (
              <li key={b.id}>
                <strong>{b.provider}</strong> <span className="num">{b.accountNo}</span>
                <span className="muted"> · {b.accountName}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.hasPaymentPassword && <BindAccount />}
    </div>
  );
}
