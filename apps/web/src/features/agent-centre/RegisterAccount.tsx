import type { TRegisterDownlineValue } from '@portal/contracts/agent';
import type { TContractKind } from '@portal/contracts/agent-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { usePermission } from '../../shared/api/system.ts';
import { useRate } from '../../shared/contracts/Terms.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useRegisterDownline } from './api.ts';
import { useAgentNav } from './nav.ts';
import { readStarting, StartingContracts, type StartingDraft, useOfferableKinds } from './StartingContracts.tsx';

type Kind = 'player' | 'agent';

/**
 * registerCenter: the agent opens a player or a sub-agent directly under itself. The brand's registration field rules
 * decide which extra fields show and which are required; the server checks them again. The new account signs in with
 * the brand's initial password and must change it.
 */
export default function RegisterAccount() {
  const { t } = useTranslation();
  const nav = useAgentNav();
  const { data: permission } = usePermission();
  const fields = permission?.info.register?.fields ?? {};
  const [kind, setKind] = useState<Kind>('player');
  const [form, setForm] = useState({ username: '', mobileNum: '', countryDialingCode: '55', email: '', payeeName: '' });
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const [done, setDone] = useState<TRegisterDownlineValue | null>(null);
  const [starting, setStarting] = useState<StartingDraft>({});
  const [startingError, setStartingError] = useState<{ kind: TContractKind; text: string }>();
  const offerable = useOfferableKinds(kind === 'agent');
  const rate = useRate();
  const register = useRegisterDownline();
  const groupId = useId();
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.text : undefined);
  const req = (on: boolean | undefined) => (on ? ' *' : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFieldError(null);
    setStartingError(undefined);
    if (!form.username.trim()) {
      setFieldError({ field: 'username', text: t('agent.reg.usernameRequired') });
      return;
    }
    const contracts = kind === 'agent' ? readStarting(t, starting, offerable, rate) : [];
    if (!Array.isArray(contracts)) {
      setStartingError(contracts);
      return;
    }
    const mobile = form.mobileNum.trim();
    register.mutate(
      {
        accountType: kind,
        username: form.username.trim(),
        ...(mobile ? { mobileNum: mobile, countryDialingCode: form.countryDialingCode.trim() } : {}),
        ...(form.email.trim() ? { email: form.email.trim() } : {}),
        ...(form.payeeName.trim() ? { payeeName: form.payeeName.trim() } : {}),
        ...(contracts.length ? { contracts } : {}),
      },
      {
        onSuccess: (v) => {
          setDone(v);
          setForm((f) => ({ ...f, username: '', mobileNum: '', email: '', payeeName: '' }));
          setStarting({});
        },
        onError: (err) => {
          const text = errorText(t, err);
          const v = err instanceof ApiError ? (err.value as { field?: string } | null) : null;
          const field =
            err instanceof ApiError && err.key === 'field_invalid'
              ? (v?.field ?? 'username')
              : err instanceof ApiError && ['invalid_phone', 'mobile_taken'].includes(err.key)
                ? 'mobileNum'
                : err instanceof ApiError && err.key === 'username_taken'
                  ? 'username'
                  : 'form';
          setFieldError({ field, text });
        },
      },
    );
  };

  return (
    <div className="mc-stack">
      {done && (
        <div className="mc-card ac-created" role="status">
          <h4>{t(done.accountType === 'agent' ? 'agent.reg.createdAgent' : 'agent.reg.createdPlayer')}</h4>
          <dl className="ac-created-list">
            <div>
              <dt>{t('agent.col.username')}</dt>
              <dd data-testid="created-username">{done.username}</dd>
            </div>
            <div>
              <dt>{t('agent.reg.initialPassword')}</dt>
              <dd className="ac-code">{done.initialPassword}</dd>
            </div>
          </dl>
          <p className="muted">{t('agent.reg.mustChange', { count: done.validDays })}</p>
          <div className="ac-search-row">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => nav.go('downlineManagmentView')}>
              {t('agent.reg.toTeam')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDone(null)}>
              {t('agent.reg.another')}
            </button>
          </div>
        </div>
      )}
      <form className="mc-card ac-form" onSubmit={submit} noValidate>
        <fieldset className="ac-kind">
          <legend id={groupId}>{t('agent.reg.accountType')}</legend>
          {(['player', 'agent'] as const).map((k) => (
            <label key={k} className={`ac-kind-option${kind === k ? ' ac-kind-on' : ''}`}>
              <input type="radio" name="accountType" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(k === 'agent' ? 'agent.reg.subAgent' : 'agent.type.player')}
            </label>
          ))}
        </fieldset>
        <TextField
          label={`${t('agent.col.username')} *`}
          value={form.username}
          onChange={set('username')}
          autoComplete="off"
          maxLength={32}
          required
          hint={t('agent.reg.usernameHint')}
          error={errorFor('username')}
        />
        {fields.mobileNum?.enabled && (
          <div className="ac-phone">
            <TextField
              label={t('agent.reg.dialingCode')}
              value={form.countryDialingCode}
              onChange={set('countryDialingCode')}
              inputMode="numeric"
              maxLength={6}
            />
            <TextField
              label={`${t('agent.reg.mobile')}${req(fields.mobileNum.required)}`}
              value={form.mobileNum}
              onChange={set('mobileNum')}
              inputMode="numeric"
              maxLength={20}
              error={errorFor('mobileNum')}
            />
          </div>
        )}
        {fields.email?.enabled && (
          <TextField
            label={`${t('agent.reg.email')}${req(fields.email.required)}`}
            type="email"
            value={form.email}
            onChange={set('email')}
            maxLength={100}
            error={errorFor('email')}
          />
        )}
        {fields.payeeName?.enabled && (
          <TextField
            label={`${t('agent.reg.payeeName')}${req(fields.payeeName.required)}`}
            value={form.payeeName}
            onChange={set('payeeName')}
            maxLength={64}
            error={errorFor('payeeName')}
          />
        )}
        {kind === 'agent' && (
          <StartingContracts offerable={offerable} value={starting} onChange={setStarting} error={startingError} />
        )}
        <p className="muted">{t('agent.reg.passwordNote')}</p>
        {fieldError?.field === 'form' ||
        (fieldError && !['username', 'mobileNum', 'email', 'payeeName'].includes(fieldError.field)) ? (
          <p className="ac-error" role="alert">
            {fieldError.text}
          </p>
        ) : null}
        <Button type="submit" loading={register.isPending}>
          {t('agent.reg.submit')}
        </Button>
      </form>
    </div>
  );
}
