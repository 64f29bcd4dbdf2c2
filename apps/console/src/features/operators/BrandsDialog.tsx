import type { TOperatorRow } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantsQuery } from '../../shared/api/merchants.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { setBrands } from './api.ts';
import '../../shared/theme/brand-content.css';

/** The brands an operator may work on: every brand, or the ones ticked (the others' calls are refused). */
export function BrandsDialog({ row, onClose, onDone }: { row: TOperatorRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const merchants = useQuery(merchantsQuery());
  const [every, setEvery] = useState(row.brands.length === 0);
  const [picked, setPicked] = useState(new Set(row.brands));
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const none = !every && picked.size === 0;
  const toggle = (code: string) => {
    const next = new Set(picked);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setPicked(next);
  };
  const submit = () => {
    if (none) return;
    setBusy(true);
    void submitting(
      setFailure,
      async () => {
        await setBrands(row.username, every ? [] : [...picked]);
        toast(t('operators.brandsSaved', { name: row.username }));
        onDone();
      },
      onClose,
    )().finally(() => setBusy(false));
  };
  return (
    <DialogForm
      title={t('operators.brandsOf', { name: row.username })}
      submitLabel={t('operators.saveBrands')}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="muted">{t('operators.brandsHint')}</p>
      <fieldset className="grid" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="sr-only">{t('operators.brands')}</legend>
        <label className="check">
          <input type="radio" name="scope" checked={every} onChange={() => setEvery(true)} />
          {t('operators.everyBrand')}
        </label>
        <label className="check">
          <input type="radio" name="scope" checked={!every} onChange={() => setEvery(false)} />
          {t('operators.someBrands')}
        </label>
        {!every
          ? merchants.data?.map((m) => (
              <label key={m.code} className="check" style={{ marginInlineStart: 24 }}>
                <input type="checkbox" checked={picked.has(m.code)} onChange={() => toggle(m.code)} />
                {m.name} <span className="muted mono">{m.code}</span>
              </label>
            ))
          : null}
        {none ? (
          <p className="field-error" role="alert">
            {t('operators.pickABrand')}
          </p>
        ) : null}
      </fieldset>
    </DialogForm>
  );
}
