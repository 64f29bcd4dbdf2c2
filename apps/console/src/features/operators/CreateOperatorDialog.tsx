import { zodResolver } from '@hookform/resolvers/zod';
import { operatorRoles, ZCreateOperatorBody } from '@portal/contracts/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { createOperator } from './api.ts';

type Form = z.input<typeof ZCreateOperatorBody>;

/** A new operator; without a password the server makes one, shown here once. */
export function CreateOperatorDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<{ username: string; password?: string | undefined } | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(ZCreateOperatorBody),
    defaultValues: { username: '', role: 'support', password: undefined },
  });
  const submit = form.handleSubmit((v) =>
    submitting(setFailure, async () => {
      const r = await createOperator({ ...v, password: v.password || undefined });
      setCreated({ username: r.username, password: r.password });
      onCreated();
    })(),
  );
  if (created)
    return (
      <Dialog
        title={t('operators.createdTitle', { name: created.username })}
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('app.done')}
          </Button>
        }
      >
        {created.password ? (
          <>
            <p>{t('operators.passwordOnce')}</p>
            <code className="mono codes" style={{ display: 'block' }}>
              {created.password}
            </code>
          </>
        ) : (
          <p>{t('operators.createdWithPassword')}</p>
        )}
        <p className="muted">{t('operators.firstSignIn')}</p>
      </Dialog>
    );
  return (
    <DialogForm
      title={t('operators.create')}
      submitLabel={t('operators.create')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t('operators.username')}
        id="op-username"
        error={form.formState.errors.username}
        hint={t('operators.usernameHint')}
      >
        <input id="op-username" className="input" autoComplete="off" {...form.register('username')} />
      </Field>
      <Field label={t('operators.role')} id="op-role" error={form.formState.errors.role}>
        <select id="op-role" className="select" {...form.register('role')}>
          {operatorRoles.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('operators.password')}
        id="op-password"
        error={form.formState.errors.password}
        hint={t('operators.passwordHint')}
      >
        <input
          id="op-password"
          className="input"
          type="password"
          autoComplete="new-password"
          {...form.register('password', { setValueAs: (v) => (v === '' ? undefined : v) })}
        />
      </Field>
    </DialogForm>
  );
}
