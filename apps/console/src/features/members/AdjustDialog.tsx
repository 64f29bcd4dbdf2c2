import { zodResolver } from '@hookform/resolvers/zod';
import type { TMemberDetail } from '@portal/contracts/console';
import { ZAdjustBalance } from '@portal/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { money, withAmounts } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { thresholdsQuery } from './adjustments-api.ts';
import { adjustBalance, refreshMember } from './api.ts';

const ZAdjustForm = ZAdjustBalance.pick({ amount: true, reason: true });
type AdjustForm = { amount: string; reason: string };

/** A balance adjustment (credit, or debit with a minus sign) with its reason; the ledger records it as a transfer. */
export function AdjustDialog({
  member,
  mainBalance,
  onClose,
}: {
  member: TMemberDetail;
  mainBalance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // One id per opened form: pressing the button again after a lost answer cannot move the money twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  // Above the brand's threshold the adjustment waits for a second operator; the dialog says so before it is sent.
  const threshold = useQuery({
    ...thresholdsQuery(),
    select: (list) => list.find((b) => b.merchantCode === member.merchant),
  });
  const form = useForm<AdjustForm>({
    resolver: withAmounts(zodResolver(ZAdjustForm), ['amount'], ['amount']),
    defaultValues: { amount: '', reason: '' },
  });
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        const r = await adjustBalance(member.id, { ...v, requestId });
        toast(
          r.status === 'pending'
            ? t('adjustments.waits', { amount: money(v.amount) })
            : t('members.adjusted', { balance: money(r.balance) }),
        );
        await refreshMember(client, member.id);
        // A waiting adjustment joins the member's list and the approval queue's count.
        void client.invalidateQueries({ queryKey: ['adjustments'] });
        void client.invalidateQueries({ queryKey: ['pending'] });
      },
      onClose,
    )(),
  );
  return (
    <DialogForm
      title={t('members.adjustTitle', { name: member.username })}
      submitLabel={t('members.adjust')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <dl className="facts">
        <dt>{t('members.mainBalance')}</dt>
        <dd>{money(mainBalance)}</dd>
        {threshold.data ? (
          <>
            <dt>{t('adjustments.threshold')}</dt>
            <dd>{t('adjustments.above', { amount: money(threshold.data.threshold) })}</dd>
          </>
        ) : null}
      </dl>
      <Field
        label={t('members.adjustAmount')}
        id="amount"
        error={form.formState.errors.amount}
        hint={t('members.adjustHint')}
      >
        <input id="amount" className="input" inputMode="decimal" {...form.register('amount')} />
      </Field>
      <Field label={t('decision.reason')} id="adjust-reason" error={form.formState.errors.reason}>
        <textarea id="adjust-reason" className="input" {...form.register('reason')} />
      </Field>
    </DialogForm>
  );
}
