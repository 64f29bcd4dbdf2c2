import type { TConsoleItem } from '@portal/contracts/points-console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useUpdateItem } from './api.ts';

/** Sets an item's stock: a number, or empty for unlimited. */
export function StockDialog({ item, name, onClose }: { item: TConsoleItem; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(item.stock === null ? '' : String(item.stock));
  const [failure, setFailure] = useState<unknown>(null);
  const update = useUpdateItem();
  const valid = value === '' || /^\d{1,7}$/.test(value);
  return (
    <DialogForm
      title={t('points.stockTitle', { name })}
      submitLabel={t('points.save')}
      busy={update.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        if (!valid) return;
        return submitting(
          setFailure,
          async () => {
            await update.mutateAsync({ id: item.id, stock: value === '' ? null : Number(value) });
            toast(t('points.saved'));
          },
          onClose,
        )();
      }}
    >
      <Field label={t('points.stock')} id="item-stock" hint={t('points.stockHint')}>
        <input
          id="item-stock"
          inputMode="numeric"
          value={value}
          aria-invalid={!valid || undefined}
          onChange={(e) => setValue(e.target.value.trim())}
          placeholder={t('points.unlimited')}
        />
      </Field>
    </DialogForm>
  );
}
