import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TConsoleRaffleEvent,
  type TRaffleEventInput,
  WHEEL_PRIZES_MAX,
  ZRaffleEventInput,
} from '@portal/contracts/raffle';
import { useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../shared/ui/Button.tsx';
import { DateInput } from '../../shared/ui/DateInput.tsx';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useSaveRaffle } from './api.ts';
import { formOf, RAFFLE_LANGUAGES, type RaffleForm, toBody } from './form.ts';

/** Creates or edits a red envelope or wheel: titles per language, who may take part, the period and the prizes. */
export function RaffleDialog({
  code,
  event,
  onClose,
}: {
  code: string;
  event: TConsoleRaffleEvent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveRaffle(code);
  const form = useForm<RaffleForm>({
    resolver: zodResolver(
      z.preprocess((v: RaffleForm) => toBody(v), ZRaffleEventInput),
    ) as unknown as Resolver<RaffleForm>,
    defaultValues: formOf(event),
  });
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const errors = form.formState.errors as unknown as Record<string, { message?: string; type?: string } | undefined> & {
    rules?: Record<string, { message?: string; type?: string } | undefined>;
  };
  const kind = form.watch('kind');
  const audience = form.watch('audience');
  const ruleError = (name: string) => {
    const e = errors.rules?.[name];
    return e ? { type: e.type ?? 'invalid', message: e.message ?? '' } : undefined;
  };
  const topError = (name: string) => {
    const e = errors[name];
    return e ? { type: e.type ?? 'invalid', message: e.message ?? '' } : undefined;
  };
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        await save.mutateAsync({ id: event?.id ?? null, body: v as unknown as TRaffleEventInput });
        toast(t(event ? 'raffle.saved' : 'raffle.created'));
      },
      onClose,
    )(),
  );
  return (
    <DialogForm
      title={event ? t('raffle.editTitle', { id: event.id }) : t('raffle.newTitle')}
      submitLabel={event ? t('app.save') : t('raffle.create')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <div className="form-row">
        <Field label={t('raffle.kindLabel')} id="raffle-kind" hint={event ? t('raffle.kindFixed') : undefined}>
          <select id="raffle-kind" className="select" disabled={Boolean(event)} {...form.register('kind')}>
            <option value="red_envelope">{t('raffle.kind.red_envelope')}</option>
            <option value="wheel">{t('raffle.kind.wheel')}</option>
          </select>
        </Field>
        <Field label={t('raffle.audience')} id="raffle-audience">
          <select id="raffle-audience" className="select" {...form.register('audience')}>
            <option value="everyone">{t('raffle.everyone')}</option>
            <option value="vip">{t('raffle.vipFrom')}</option>
          </select>
        </Field>
        {audience === 'vip' ? (
          <Field label={t('raffle.minLevel')} id="raffle-level" error={topError('audience')}>
            <input id="raffle-level" className="input" inputMode="numeric" {...form.register('minLevel')} />
          </Field>
        ) : null}
      </div>
      <div className="form-row">
        <Field label={t('raffle.startsAt')} id="raffle-starts" error={topError('startsAt')}>
          <DateInput id="raffle-starts" withTime {...form.register('startsAt')} />
        </Field>
        <Field label={t('raffle.endsAt')} id="raffle-ends" error={topError('endsAt')}>
          <DateInput id="raffle-ends" withTime {...form.register('endsAt')} />
        </Field>
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} /> {t('raffle.enabled')}
        </label>
      </div>
      <div className="form-row">
        {RAFFLE_LANGUAGES.map((l) => (
          <Field key={l} label={`${t('raffle.titleLabel')} (${l.toUpperCase()})`} id={`raffle-title-${l}`}>
            <input id={`raffle-title-${l}`} className="input" {...form.register(`titles.${l}`)} />
          </Field>
        ))}
      </div>
      {topError('texts') ? (
        <span className="field-error" role="alert">
          {t('raffle.titleRequired')}
        </span>
      ) : null}
      {kind === 'red_envelope' ? (
        <div className="form-row">
          <Field label={t('raffle.min')} id="raffle-min" error={ruleError('min')}>
            <input id="raffle-min" className="input" inputMode="decimal" {...form.register('min')} />
          </Field>
          <Field label={t('raffle.max')} id="raffle-max" error={ruleError('max')}>
            <input id="raffle-max" className="input" inputMode="decimal" {...form.register('max')} />
          </Field>
        </div>
      ) : (
        <>
          <div className="form-row">
            <Field
              label={t('raffle.depositPerTicket')}
              id="raffle-deposit-ticket"
              error={ruleError('depositPerTicket')}
            >
              <input
                id="raffle-deposit-ticket"
                className="input"
                inputMode="decimal"
                {...form.register('depositPerTicket')}
              />
            </Field>
            <Field label={t('raffle.betPerTicket')} id="raffle-bet-ticket" error={ruleError('betPerTicket')}>
              <input id="raffle-bet-ticket" className="input" inputMode="decimal" {...form.register('betPerTicket')} />
            </Field>
          </div>
          <fieldset className="grid">
            <legend>{t('raffle.prizes')}</legend>
            {prizes.fields.map((f, i) => (
              <div className="form-row" key={f.id}>
                <Field label={t('raffle.prizeAmount', { n: i + 1 })} id={`raffle-prize-${i}`}>
                  <input
                    id={`raffle-prize-${i}`}
                    className="input"
                    inputMode="decimal"
                    {...form.register(`prizes.${i}.amount`)}
                  />
                </Field>
                <Field label={t('raffle.prizeWeight', { n: i + 1 })} id={`raffle-weight-${i}`}>
                  <input
                    id={`raffle-weight-${i}`}
                    className="input"
                    inputMode="numeric"
                    {...form.register(`prizes.${i}.weight`)}
                  />
                </Field>
                <Button
                  variant="ghost"
                  disabled={prizes.fields.length <= 2}
                  aria-label={t('raffle.removePrize', { n: i + 1 })}
                  onClick={() => prizes.remove(i)}
                >
                  ×
                </Button>
              </div>
            ))}
            {ruleError('prizes') ? (
              <span className="field-error" role="alert">
                {t('raffle.prizesInvalid')}
              </span>
            ) : null}
            <Button
              variant="ghost"
              disabled={prizes.fields.length >= WHEEL_PRIZES_MAX}
              onClick={() => prizes.append({ amount: '0.00', weight: '1' })}
            >
              {t('raffle.addPrize')}
            </Button>
          </fieldset>
        </>
      )}
    </DialogForm>
  );
}
