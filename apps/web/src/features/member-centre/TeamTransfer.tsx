import type { OpBody } from '@portal/contracts/op';
import { transferOps } from '@portal/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { call } from '../../shared/api/op.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { Available } from './Available.tsx';
import { useWalletMutation } from './api.ts';

/** transferUpline: agents send to their downlines, members to their upline when the brand allows. */
export default function TeamTransfer() {
  const { t } = useTranslation();
  const money = useMoney();
  const { data: team, isLoading } = useQuery({
    queryKey: ['wallet', 'team'],
    queryFn: () => call(transferOps.teamTargets),
  });
  const [targetId, setTarget] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [msg, setMsg] = useState<{ ok?: string; error?: string }>({});
  const send = useWalletMutation((b: OpBody<typeof transferOps.teamTransfer>) =>
    call(transferOps.teamTransfer, { body: b }),
  );
  if (isLoading) return <Skeleton height={200} />;
  if (!team?.length) return <EmptyState title={t('mc.noTeam')} />;
  const target = targetId ?? team[0]?.id ?? 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return setMsg({ error: t('errors.amount_invalid') });
    if (!/^\d{6}$/.test(password)) return setMsg({ error: t('mc.sixDigits') });
    const name = team.find((m) => m.id === target)?.username ?? '';
    const ok = await confirm(t('money.confirmSend', { amount: money(amount), name }), {
      title: t('money.confirmTransferTitle'),
      confirmLabel: t('money.transferNow'),
    });
    if (!ok) return;
    try {
      const r = await send.mutateAsync({ targetId: target, amount, paymentPassword: password, requestId });
      const text = t('mc.sentTo', { amount: money(amount), name: r.to });
      setMsg({ ok: text });
      void notify({ kind: 'success', title: text });
      setAmount('');
      setPassword('');
      setRequestId(crypto.randomUUID());
    } catch (err) {
      setMsg({ error: errorText(t, err) });
    }
  };
  return (
    <form className="mc-form" onSubmit={(e) => void submit(e)} noValidate>
      <Available />
      <div className="field">
        <label className="field-label" htmlFor="team-target">
          {t('mc.recipient')}
        </label>
        <div className="field-control">
          <select id="team-target" value={target} onChange={(e) => setTarget(Number(e.target.value))}>
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.username} · {t(`mc.relation.${m.relation}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('mc.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
      />
      <TextField
        label={t('auth.field.paymentPassword')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={msg.error}
        hint={msg.ok}
      />
      <Button type="submit" loading={send.isPending}>
        {t('mc.send')}
      </Button>
    </form>
  );
}
