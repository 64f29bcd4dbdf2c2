import type { OpBody } from '@portal/contracts/op';
import { paymentOps, type TChannel } from '@portal/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { call } from '../../shared/api/op.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount, useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { Available } from './Available.tsx';
import { depositRecordsQuery, readProofs, useChannels, useWalletMutation } from './api.ts';

const QUICK = ['50', '100', '200', '500'];

/** depositv2: pick a channel, enter an amount within its limits; online pays at the gateway, manual sends proof. */
export default function Deposit() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const money = useMoney();
  const { data: channels, isLoading } = useChannels();
  const { data: records } = useQuery(depositRecordsQuery());
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proofs, setProofs] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const channel: TChannel | undefined = channels?.find((c) => c.id === channelId) ?? channels?.[0];
  const request = useWalletMutation((body: OpBody<typeof paymentOps.requestDeposit>) =>
    call(paymentOps.requestDeposit, { body }),
  );
  const manual = useWalletMutation((body: OpBody<typeof paymentOps.manualDeposit>) =>
    call(paymentOps.manualDeposit, { body }),
  );

  if (isLoading) return <Skeleton height={200} />;
  if (!channels?.length || !channel) return <EmptyState title={t('mc.noChannels')} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || n < Number(channel.minAmount) || n > Number(channel.maxAmount)) {
      setError(t('mc.amountRange', { min: money(channel.minAmount), max: money(channel.maxAmount) }));
      return;
    }
    if (channel.kind === 'manual' && proofs.length === 0) {
      setError(t('mc.proofNeeded'));
      return;
    }
    setError(undefined);
    try {
      if (channel.kind === 'gateway') {
        const { payUrl } = await request.mutateAsync({ channelId: channel.id, amount });
        window.location.assign(payUrl);
      } else {
        await manual.mutateAsync({ channelId: channel.id, amount, proofs });
        setAmount('');
        setProofs([]);
        void notify({ kind: 'success', title: t('toast.depositSent'), description: t('mc.manualSent') });
      }
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <div className="mc-stack">
      <Available />
      <fieldset className="mc-channels">
        <legend>{t('mc.channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={`mc-channel${c.id === channel.id ? ' mc-channel-on' : ''}`}>
            <input type="radio" name="channel" checked={c.id === channel.id} onChange={() => setChannelId(c.id)} />
            <span className="mc-channel-name">{c.name}</span>
            <span className="mc-channel-range num">
              {money(c.minAmount)} – {money(c.maxAmount)}
            </span>
          </label>
        ))}
      </fieldset>
      {channel.kind === 'manual' && channel.bank && (
        <dl className="mc-bank">
          <dt>{t('mc.bankName')}</dt>
          <dd>{channel.bank.bankName}</dd>
          <dt>{t('mc.accountName')}</dt>
          <dd>{channel.bank.accountName}</dd>
          <dt>{t('mc.accountNo')}</dt>
          <dd className="num">{channel.bank.accountNo}</dd>
        </dl>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="mc-form">
        <TextField
          label={t('mc.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          hint={t('mc.amountRange', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          error={error}
        />
        <div className="mc-quick">
          {QUICK.map((q) => (
            <button key={q} type="button" className="chip" aria-pressed={amount === q} onClick={() => setAmount(q)}>
              {money(q)}
            </button>
          ))}
        </div>
        {channel.kind === 'manual' && (
          <div className="field">
            <label className="field-label" htmlFor="proofs">
              {t('mc.proofs')}
            </label>
            <input
              id="proofs"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={async (e) => {
                const r = await readProofs(e.target.files ?? []);
                setProofs(r.urls);
                setError(r.error ? t(`mc.upload.${r.error}`) : undefined);
              }}
            />
            <span className="field-hint">{t('mc.proofHint')}</span>
          </div>
        )}
        <Button type="submit" variant="accent" size="lg" loading={request.isPending || manual.isPending}>
          {channel.kind === 'gateway' ? t('mc.payNow') : t('mc.submitProof')}
        </Button>
      </form>
      {records && records.length > 0 && (
        <table className="mc-table cards">
          <caption>{t('mc.recentDeposits')}</caption>
          <thead>
            <tr>
              <th>{t('mc.time')}</th>
              <th>{t('mc.channel')}</th>
              <th>{t('mc.amount')}</th>
              <th>{t('mc.status')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.id}>
                <td data-label={t('mc.time')}>{time(r.createdAt)}</td>
                <td data-label={t('mc.channel')}>{r.channel}</td>
                <td data-label={t('mc.amount')}>
                  <Amount value={r.amount} />
                </td>
                <td data-label={t('mc.status')}>
                  <span className={`status status-${r.status}`}>{t(`mc.st.${r.status}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
