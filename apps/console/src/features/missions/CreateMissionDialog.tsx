import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreateMission, ZCreateMission, ZMissionKind, ZMissionPeriod } from '@portal/contracts/missions';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseAmount } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useCreateMission } from './api.ts';

type Form = {
  kind: TCreateMission['kind'];
  period: TCreateMission['period'];
  target: string;
  category: string;
  multiple: string;
  rewardPoints: string;
  rewardBonus: string;
  score: string;
  texts: Record<string, { name: string; description: string }>;
};

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const text = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The form's strings as the contract's body: empty fields and languages left out. */
export function toBody(v: Form, merchantCode: string): TCreateMission {
  const texts = Object.fromEntries(
    Object.entries(v.texts).filter(([, x]) => x.name.trim() !== '' || x.description.trim() !== ''),
  );
  const body: Record<string, unknown> = {
    merchantCode,
    kind: v.kind,
    period: v.period,
    target: parseAmount(v.target) ?? v.target.trim(),
    category: text(v.category.toUpperCase()),
    multiple: v.kind === 'win' ? num(v.multiple) : undefined,
    rewardPoints: num(v.rewardPoints) ?? 0,
    rewardBonus: text(parseAmount(v.rewardBonus) ?? v.rewardBonus),
    score: num(v.score),
    texts,
  };
  return Object.fromEntries(Object.entries(body).filter(([, x]) => x !== undefined)) as TCreateMission;
}

/** Creates a mission of the brand: what to do, the period, the reward and its name in each brand language. */
export function CreateMissionDialog({
  merchantCode,
  languages,
  onClose,
}: {
  merchantCode: string;
  languages: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const create = useCreateMission();
  const form = useForm<Form>({
    // The contract checks the body the form's strings make.
    resolver: zodResolver(
      z.preprocess((v: Form) => toBody(v, merchantCode), ZCreateMission),
    ) as unknown as Resolver<Form>,
    defaultValues: {
      kind: 'bet',
      period: 'daily',
      target: '',
      category: '',
      multiple: '',
      rewardPoints: '',
      rewardBonus: '',
      score: '10',
      texts: Object.fromEntries(languages.map((l) => [l, { name: '', description: '' }])),
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        // The resolver hands over the parsed body.
        await create.mutateAsync(v as unknown as TCreateMission);
        toast(t('missions.created'));
      },
      onClose,
    )(),
  );
  const textsError = errors.texts?.root ?? (errors.texts as { message?: string } | undefined);
  return (
    <DialogForm
      title={t('missions.newTitle')}
      submitLabel={t('missions.create')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <div className="form-row">
        <Field label={t('missions.kindLabel')} id="mission-kind">
          <select id="mission-kind" className="select" {...form.register('kind')}>
            {ZMissionKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`missions.kind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('missions.period')} id="mission-period">
          <select id="mission-period" className="select" {...form.register('period')}>
            {ZMissionPeriod.options.map((p) => (
              <option key={p} value={p}>
                {t(`missions.periods.${p}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="form-row">
        <Field
          label={t('missions.target')}
          id="mission-target"
          error={errors.target}
          hint={t(`missions.targetHint.${kind}`)}
        >
          <input id="mission-target" className="input" inputMode="decimal" {...form.register('target')} />
        </Field>
        <Field
          label={t('missions.category')}
          id="mission-category"
          error={errors.category}
          hint={t('missions.categoryHint')}
        >
          <input id="mission-category" className="input" {...form.register('category')} />
        </Field>
        {kind === 'win' ? (
          <Field
            label={t('missions.multiple')}
            id="mission-multiple"
            error={errors.multiple}
            hint={t('missions.multipleHint')}
          >
            <input id="mission-multiple" className="input" inputMode="numeric" {...form.register('multiple')} />
          </Field>
        ) : null}
      </div>
      <div className="form-row">
        <Field label={t('missions.rewardPoints')} id="mission-points" error={errors.rewardPoints}>
          <input id="mission-points" className="input" inputMode="numeric" {...form.register('rewardPoints')} />
        </Field>
        <Field label={t('missions.rewardBonus')} id="mission-bonus" error={errors.rewardBonus}>
          <input id="mission-bonus" className="input" inputMode="decimal" {...form.register('rewardBonus')} />
        </Field>
        <Field label={t('missions.score')} id="mission-score" error={errors.score} hint={t('missions.scoreHint')}>
          <input id="mission-score" className="input" inputMode="numeric" {...form.register('score')} />
        </Field>
      </div>
      {languages.map((l) => (
        <div className="form-row" key={l}>
          <Field label={`${t('missions.name')} (${l.toUpperCase()})`} id={`mission-name-${l}`}>
            <input id={`mission-name-${l}`} className="input" {...form.register(`texts.${l}.name`)} />
          </Field>
          <Field label={`${t('missions.description')} (${l.toUpperCase()})`} id={`mission-description-${l}`}>
            <input id={`mission-description-${l}`} className="input" {...form.register(`texts.${l}.description`)} />
          </Field>
        </div>
      ))}
      {textsError ? (
        <span className="field-error" role="alert">
          {t('missions.textRequired')}
        </span>
      ) : null}
    </DialogForm>
  );
}
