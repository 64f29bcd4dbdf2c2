import { zodResolver } from '@hookform/resolvers/zod';
import { may } from '@portal/contracts/console';
import type { TAdjustmentThreshold } from '@portal/contracts/console-adjustments';
import { ZAdjustmentThresholdBody } from '@portal/contracts/console-adjustments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountText, money, withAmounts } from '../../shared/format.ts';
import { useSession } from '../../shared/session.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { AdjustmentTable } from './AdjustmentTable.tsx';
import { thresholdsQuery, useSetThreshold } from './adjustments-api.ts';

const STATUSES = ['pending', 'posted', 'rejected'] as const;

/** Adjustments waiting for a second operator (oldest first), the decided ones, and each brand's threshold. */
export default function Adjustments() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  return (
    <>
      <PageHead title={t('nav.adjustments')} sub={t('adjustments.sub')} />
      <Thresholds />
      <AdjustmentTable
        key={status}
        filter={{ status }}
        toolbar={
          <div className="tabs" role="tablist" aria-label={t('queues.status')}>
            {STATUSES.map((s) => (
              <button key={s} type="button" role="tab" aria-selected={status === s} onClick={() => setStatus(s)}>
                {t(`adjustments.st.${s}`)}
              </button>
            ))}
          </div>
        }
      />
    </>
  );
}

function Thresholds() {
  const { t } = useTranslation();
  const { me } = useSession();
  const list = useQuery(thresholdsQuery());
  const [editing, setEditing] = useState<TAdjustmentThreshold | null>(null);
  const canSet = me ? may(me.role, 'adjustments.threshold') : false;
  if (!list.data) return null;
  return (
    <section className="panel" style={{ marginBottom: 12 }} aria-labelledby="thresholds-title">
      <div className="panel-head">
        <h2 id="thresholds-title">{t('adjustments.thresholds')}</h2>
      </div>
      <dl className="facts panel-body">
        {list.data.map((b) => (
          <div key={b.merchantCode} style={{ display: 'contents' }}>
            <dt>{b.merchantName}</dt>
            <dd>
              {t('adjustments.above', { amount: money(b.threshold) })}{' '}
              {canSet ? (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(b)}>
                  {t('adjustments.change')}
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {editing && <ThresholdDialog brand={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function ThresholdDialog({ brand, onClose }: { brand: TAdjustmentThreshold; onClose: () => void }) {
  const { t } = useTranslation();
  const set = useSetThreshold();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ threshold: string }>({
    resolver: withAmounts(zodResolver(ZAdjustmentThresholdBody), ['threshold']),
    defaultValues: { threshold: amountText(brand.threshold) },
  });
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        await set.mutateAsync({ merchantCode: brand.merchantCode, threshold: v.threshold });
        toast(t('adjustments.thresholdSaved'));
      },
      onClose,
    )(),
  );
  return (
    <DialogForm
      title={t('adjustments.thresholdTitle', { name: brand.merchantName })}
      submitLabel={t('adjustments.save')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t('adjustments.threshold')}
        id="threshold"
        error={form.formState.errors.threshold}
        hint={t('adjustments.thresholdHint')}
      >
        <input id="threshold" className="input" inputMode="decimal" {...form.register('threshold')} />
      </Field>
    </DialogForm>
  );
}
