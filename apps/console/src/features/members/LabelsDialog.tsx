import { zodResolver } from '@hookform/resolvers/zod';
import type { TMemberDetail } from '@portal/contracts/console';
import { ZMemberLabelsBody } from '@portal/contracts/console-members';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../shared/ui/Button.tsx';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { refreshMember, setLabels } from './api.ts';
import { MemberLabel } from './MemberLabel.tsx';

type Form = z.infer<typeof ZMemberLabelsBody>;
const NEW_LABEL = { text: '', color: '#ffffff', background: '#6142bf' };

/** The member's labels as the portal shows them: up to five, each a text on a background, previewed as typed. */
export function LabelsDialog({ member, onClose }: { member: TMemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Form>({ resolver: zodResolver(ZMemberLabelsBody), defaultValues: { labels: member.labels } });
  const labels = useFieldArray({ control: form.control, name: 'labels' });
  const watched = form.watch('labels');
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        await setLabels(member.id, v.labels);
        toast(t('members.labelsSaved'));
        await refreshMember(client, member.id);
      },
      onClose,
    )(),
  );
  const errors = form.formState.errors.labels;
  // A rule over the whole list (texts must differ) rather than one field.
  const listError = errors?.root ?? (errors?.message ? errors : undefined);
  return (
    <DialogForm
      title={t('members.labelsTitle', { name: member.username })}
      submitLabel={t('app.save')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <p className="muted">{t('members.labelsWhat')}</p>
      {labels.fields.map((f, i) => {
        const n = i + 1;
        return (
          <fieldset key={f.id} className="label-row" aria-label={t('members.labelN', { n })}>
            <Field label={t('members.labelText', { n })} id={`label-${i}`} error={errors?.[i]?.text}>
              <input id={`label-${i}`} className="input" maxLength={24} {...form.register(`labels.${i}.text`)} />
            </Field>
            <Field label={t('members.labelColor', { n })} id={`label-${i}-color`} error={errors?.[i]?.color}>
              <input id={`label-${i}-color`} type="color" className="swatch" {...form.register(`labels.${i}.color`)} />
            </Field>
            <Field
              label={t('members.labelBackground', { n })}
              id={`label-${i}-background`}
              error={errors?.[i]?.background}
            >
              <input
                id={`label-${i}-background`}
                type="color"
                className="swatch"
                {...form.register(`labels.${i}.background`)}
              />
            </Field>
            <MemberLabel label={watched[i] ?? NEW_LABEL} />
            <Button variant="ghost" small aria-label={t('members.removeLabel', { n })} onClick={() => labels.remove(i)}>
              <Icon name="close" size={14} />
            </Button>
          </fieldset>
        );
      })}
      {listError ? (
        <div className="notice bad" role="alert">
          {t('members.labelsDiffer')}
        </div>
      ) : null}
      {labels.fields.length < 5 ? (
        <div>
          <Button small onClick={() => labels.append(NEW_LABEL)}>
            {t('members.addLabel')}
          </Button>
        </div>
      ) : null}
    </DialogForm>
  );
}
