import type { TConsoleRaffleEvent } from '@portal/contracts/raffle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money, parseAmount } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useFundRaffle } from './api.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** Moves money from the house into an event's pool (audited; once per dialog, even if pressed again). */
export function FundDialog({ event, onClose }: { event: TConsoleRaffleEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const fund = useFundRaffle();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    const typed = parseAmount(amount) ?? '';
    const ok = AMOUNT.test(typed) && /[1-9]/.test(typed);
    setInvalid(!ok);
    if (!ok) return;
    void submitting(
      setFailure,
      async () => {
        const after = await fund.mutateAsync({ id: event.id, amount: typed, key });
        // Above the brand threshold the funding waits for a second admin: the pool does not move yet.
        const waits = Number(after.pendingFunds) > Number(event.pendingFunds);
        toast(t(waits ? 'raffle.fundWaits' : 'raffle.funded', { amount: money(typed) }));
      },
      onClose,
    )();
  };
  return (
    <DialogForm
      title={t('raffle.fundTitle', { id: event.id })}
      submitLabel={t('raffle.fund')}
      busy={fund.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="muted">{t('raffle.fundHint', { pool: money(event.pool) })}</p>
      <Field
        label={t('raffle.amount')}
        id="raffle-fund-amount"
        error={invalid ? { type: 'invalid', message: t('raffle.amountInvalid') } : undefined}
      >
        <input
          id="raffle-fund-amount"
          className="input"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
    </DialogForm>
  );
}
