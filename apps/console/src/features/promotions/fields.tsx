import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/ui/DateInput.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import type { Draft } from './draft.ts';

/** What every part of the editor works with: the draft, a patch to it, and the complaint about a field path. */
export interface Edit {
  d: Draft;
  /** A patch, or one made from the latest draft (for editors that keep their first callback). */
  set: (patch: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => void;
  err: (path: string) => FieldError | undefined;
}
type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/** One typed value of the draft (a name, an amount, a count), its complaint under the schema's path for it. */
export function DraftInput({
  e,
  name,
  path,
  label,
  hint,
  unit,
  type = 'text',
}: {
  e: Edit;
  name: TextKey;
  path: string;
  label: string;
  hint?: string;
  /** What the figure counts ("%", "days"), shown after it. */
  unit?: string;
  type?: 'text' | 'amount' | 'number' | 'datetime-local';
}) {
  const id = `promo-${name}`;
  const error = e.err(path);
  const input =
    type === 'datetime-local' ? (
      <DateInput
        id={id}
        withTime
        value={e.d[name] as string}
        aria-invalid={Boolean(error)}
        onChange={(ev) => e.set({ [name]: ev.target.value })}
      />
    ) : (
      <input
        id={id}
        className="input"
        type="text"
        inputMode={type === 'amount' ? 'decimal' : type === 'number' ? 'numeric' : undefined}
        autoComplete="off"
        value={e.d[name] as string}
        aria-invalid={error ? true : undefined}
        onChange={(ev) => e.set({ [name]: ev.target.value })}
      />
    );
  return (
    <Field label={label} id={id} error={error} {...(hint ? { hint } : {})}>
      {unit ? (
        <span className="input-unit">
          {input}
          <span aria-hidden>{unit}</span>
        </span>
      ) : (
        input
      )}
    </Field>
  );
}

/** One choice of the draft among fixed values, each with its translated name. */
export function DraftChoice<K extends keyof Draft>({
  e,
  name,
  label,
  values,
  text,
}: {
  e: Edit;
  name: K;
  label: string;
  values: readonly Draft[K][];
  text: (v: Draft[K]) => string;
}) {
  const id = `promo-${String(name)}`;
  return (
    <Field label={label} id={id}>
      <select
        id={id}
        className="select"
        value={String(e.d[name])}
        onChange={(ev) => e.set({ [name]: ev.target.value } as Partial<Draft>)}
      >
        {values.map((v) => (
          <option key={String(v)} value={String(v)}>
            {text(v)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A titled part of the editor. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      {hint ? <p className="hint muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** The repeat choice deposit matches and applications share. */
export function RepeatChoice({ e }: { e: Edit }) {
  const { t } = useTranslation();
  return (
    <DraftChoice
      e={e}
      name="repeat"
      label={t('promotions.repeat')}
      values={['once', 'daily', 'weekly'] as const}
      text={(v) => t(`promotions.repeats.${v}`)}
    />
  );
}
