import type { OpBody } from '@portal/contracts/op';
import { paymentOps, type TWithdrawal } from '@portal/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { call } from '../../shared/api/op.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount, useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { Available } from './Available.tsx';
import { limitsQuery, readProofs, securityQuery, useWalletMutation, withdrawalsQuery } from './api.ts';

/** After payout the member answers: received (amount), not received (proof), or full payment made. */
function ReceiptActions({ w }: { w: TWithdrawal }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const answer = useWalletMutation((body: OpBody<typeof paymentOps.confirmReceipt>) =>
    call(paymentOps.confirmReceipt, { body }),
  );
  const send = async (body: OpBody<typeof paymentOps.confirmReceipt>) => {
    try {
      await answer.mutateAsync(body);
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  return (
    <div className="mc-actions" aria-describedby="receipt-help">
      <Button size="sm" onClick={() => void send({ id: w.id, action: 'received' })} loading={answer.isPending}>
        {t('mc.received')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void send({ id: w.id, action: 'full_payment' })}
        disabled={answer.isPending}
      >
        {t('mc.fullPayment')}
      </Button>
      <label className="btn btn-ghost btn-sm">
        {t('mc.notReceived')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="sr-only"
          onChange={async (e) => {
            const r = await readProofs(e.target.files ?? []);
            if (r.error) return setError(t(`mc.upload.${r.error}`));
            await send({ id: w.id, action: 'not_received', proofs: r.urls });
          }}
        />
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** withdraw: amount to a bound account with the payment password; the list shows status and receipt answers. */
export default function Withdraw() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const money = useMoney();
  const show = useUi((s) => s.show);
  const { data: security, isLoading } = useQuery(securityQuery());
  const { data: limits } = useQuery(limitsQuery());
  const { data: list } = useQuery(withdrawalsQuery());
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // One id per withdrawal: a retry after a lost answer returns the first withdrawal, never a second one.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const request = useWalletMutation((body: OpBody<typeof paymentOps.withdraw>) => call(paymentOps.withdraw, { body }));
  if (isLoading || !security) return <Skeleton height={240} />;
  // Without a payment password or a bound account there is nothing to send to: offer the way to set them up.
  if (!security.hasPaymentPassword || security.boundAccounts.length === 0)
    return (
      <EmptyState title={t('mc.withdrawSetup')}>
        <Button onClick={() => show('memberCentre', { page: 'securityCenter' })}>
          {t(security.hasPaymentPassword ? 'money.bindAccount' : 'mc.setPaymentPassword')}
        </Button>
      </EmptyState>
    );
  const account = accountId ?? security.boundAccounts[0]?.id ?? 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || (limits && (n < Number(limits.min) || n > Number(limits.max))))
      return setError(t('mc.amountRange', { min: money(limits?.min ?? '0'), max: money(limits?.max ?? '0') }));
    if (!/^\d{6}$/.test(password)) return setError(t('mc.sixDigits'));
    try {
      await request.mutateAsync({ amount, boundAccountId: account, paymentPassword: password, requestId });
      void notify({ kind: 'success', title: t('toast.withdrawalRequested', { amount: money(amount) }) });
      setAmount('');
      setPassword('');
      setRequestId(crypto.randomUUID());
      setError(undefined);
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return (
    <div className="mc-stack">
      <Available />
      <form className="mc-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="wd-account">
            {t('mc.toAccount')}
          </label>
          <div className="field-control">
            <select id="wd-account" value={account} onChange={(e) => setAccountId(Number(e.target.value))}>
              {security.boundAccounts.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.provider} {b.accountNo}
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
          hint={
            limits
              ? t('mc.withdrawHint', { min: money(limits.min), max: money(limits.max), n: limits.dailyCount })
              : undefined
          }
        />
        <TextField
          label={t('auth.field.paymentPassword')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" loading={request.isPending}>
          {t('header.withdraw')}
        </Button>
      </form>
      {list?.some((w) => w.status === 'paid') && (
        // The three answers a paid withdrawal waits for, in words (spec section 5: unanswered, it counts as received).
        <p className="muted" id="receipt-help">
          {t('mc.receiptHelp')}
        </p>
      )}
      {list && list.length > 0 && (
        <table className="mc-table cards">
          <caption>{t('mc.withdrawals')}</caption>
          <thead>
            <tr>
              <th>{t('mc.time')}</th>
              <th>{t('mc.amount')}</th>
              <th>{t('mc.status')}</th>
              <th>{t('mc.receivedRemaining')}</th>
              <th>
                <span className="sr-only">{t('mc.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((w) => (
              <tr key={w.id}>
                <td data-label={t('mc.time')}>{time(w.createdAt)}</td>
                <td data-label={t('mc.amount')}>
                  <Amount value={w.amount} />
                </td>
                <td data-label={t('mc.status')}>
                  <span className={`status status-${w.status}`}>{t(`mc.st.${w.status}`)}</span>
                </td>
                <td data-label={t('mc.receivedRemaining')} className="num">
                  {w.receivedAmount ? `${money(w.receivedAmount)} / ${money(w.remainingAmount ?? '0')}` : '—'}
                </td>
                <td data-label={t('mc.actions')}>{w.status === 'paid' && <ReceiptActions w={w} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
