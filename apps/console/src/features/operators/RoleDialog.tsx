import { zodResolver } from '@hookform/resolvers/zod';
import { type TOperatorRow, ZOperatorRoleBody } from '@portal/contracts/console';
import { operatorRoles } from '@portal/contracts/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { setRole } from './api.ts';

/** A new role; the operator's sessions end so that it applies at once. */
export function RoleDialog({ row, onClose, onDone }: { row: TOperatorRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<z.infer<typeof ZOperatorRoleBody>>({
    resolver: zodResolver(ZOperatorRoleBody),
    defaultValues: { role: row.role },
  });
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        await setRole(row.username, v.role);
        toast(t('operators.roleChanged', { name: row.username, role: t(`role.${v.role}`) }));
        onDone();
      },
      onClose,
    )(),
  );
  return (
    <DialogForm
      title={t('operators.changeRoleOf', { name: row.username })}
      submitLabel={t('operators.changeRole')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t('operators.role')} id="role" error={form.formState.errors.role} hint={t('operators.roleHint')}>
        <select id="role" className="select" {...form.register('role')}>
          {operatorRoles.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      </Field>
    </DialogForm>
  );
}
