import { type TConsoleApplication, ZApproveApplication } from '@portal/contracts/promotions';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Money } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useDecideApplication } from './api.ts';

/** Cents of an amount the API wrote or the schema let through, for comparing without a float. */
const cents = (a: string) => {
  const [whole = '0', frac = ''] = a.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0') || '0');
};

/** Approves an application with an amount up to the promotion's maximum; the member then claims it as a bonus. */
export function ApproveDialog({ row, onClose }: { row: TConsoleApplication; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  // A second approval confirms the first one's amount.
  const [amount, setAmount] = useState(() => amountText(row.awaitingSecond?.amount ?? row.maxAmount));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const text = parseAmount(amount) ?? amount.trim();
  const parsed = ZApproveApplication.safeParse({ amount: text });
  const error: FieldError | undefined = !checked
    ? undefined
    : !parsed.success || cents(text) === 0n
      ? { type: 'amount_invalid', message: t('promotions.amountInvalid') }
      : cents(text) > cents(row.maxAmount)
        ? { type: 'amount_too_high', message: t('promotions.amountTooHigh') }
        : undefined;
  return (
    <DialogForm
      title={t('promotions.approveTitle')}
      submitLabel={t('promotions.approve')}
      variant="ok"
      busy={decide.isPending}
      failure={failure}
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success || cents(text) === 0n || cents(text) > cents(row.maxAmount)) return;
        return submitting(
          setFailure,
          async () => {
            const after = await decide.mutateAsync({ id: row.id, approve: { amount: text } });
            // Above the brand threshold a first approval waits for a second admin.
            toast(t(after.awaitingSecond ? 'promotions.approvedOnce' : 'promotions.approved', { name: row.username }));
          },
          onClose,
        )();
      }}
      onClose={onClose}
    >
      <p>
        <strong>{row.username}</strong> · {row.title} ({row.promotionCode})
      </p>
      {row.comment ? <blockquote className="feedback-quote">{row.comment}</blockquote> : null}
      <Field label={t('promotions.amount')} id="approve-amount" error={error} hint={t('promotions.amountHint')}>
        <input
          id="approve-amount"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <p className="muted">
        {t('promotions.maxIs')} <Money amount={row.maxAmount} />
      </p>
    </DialogForm>
  );
}
