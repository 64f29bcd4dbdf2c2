import { zodResolver } from '@hookform/resolvers/zod';
import { ZReasonBody } from '@portal/contracts/console';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm, submitting } from './DialogForm.tsx';
import { Field } from './Field.tsx';

const ZOptional = z.object({ reason: z.string().trim().max(200) });

/**
 * Confirms one decision: what it is about (facts), an optional or required reason, and the button that does it.
 * The dialog stays open with the server's answer when it refuses.
 */
export function DecisionDialog({
  title,
  facts,
  confirmLabel,
  variant = 'primary',
  reason = 'none',
  onConfirm,
  onClose,
}: {
  title: string;
  facts: ReactNode;
  confirmLabel: string;
  variant?: 'primary' | 'ok' | 'danger';
  reason?: 'none' | 'optional' | 'required';
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(reason === 'required' ? ZReasonBody : ZOptional),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((v) =>
    submitting(setFailure, () => onConfirm(v.reason.trim() || undefined), onClose)(),
  );
  return (
    <DialogForm
      title={title}
      submitLabel={confirmLabel}
      variant={variant}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {facts}
      {reason !== 'none' ? (
        <Field
          label={reason === 'required' ? t('decision.reason') : t('decision.reasonOptional')}
          id="reason"
          error={form.formState.errors.reason}
          hint={t('decision.reasonHint')}
        >
          <textarea id="reason" className="input" {...form.register('reason')} />
        </Field>
      ) : null}
    </DialogForm>
  );
}
