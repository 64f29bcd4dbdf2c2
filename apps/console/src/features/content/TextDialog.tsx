import { zodResolver } from '@hookform/resolvers/zod';
import {
  announcementTypes,
  type TAnnouncementRow,
  type THelpRow,
  ZAnnouncementBody,
  ZHelpBody,
} from '@portal/contracts/console-brand';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { LangTabs } from '../../shared/ui/LangTabs.tsx';
import { RichEditor } from '../../shared/ui/RichEditor.tsx';
import { RichPreview } from '../../shared/ui/RichPreview.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { type SaveBody, saveItem } from './api.ts';

type Texts = Record<string, string | undefined>;
type Form = { type?: string; category?: string; title: Texts; content: Texts; enabled: boolean };

/** An announcement (of any type) or a help article: a title and rich text in each brand language, with a preview. */
export function TextDialog({
  code,
  kind,
  row,
  languages,
  onClose,
  onDone,
}: {
  code: string;
  kind: 'announcements' | 'help';
  row: TAnnouncementRow | THelpRow | null;
  languages: string[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [lang, setLang] = useState(languages[0] ?? 'en');
  const [preview, setPreview] = useState(false);
  const form = useForm<Form>({
    // The two bodies differ only in type and category; each is checked by its own contract.
    resolver: zodResolver(kind === 'announcements' ? ZAnnouncementBody : ZHelpBody) as unknown as Resolver<Form>,
    defaultValues: {
      ...(kind === 'announcements'
        ? { type: (row as TAnnouncementRow | null)?.type ?? 'B' }
        : { category: (row as THelpRow | null)?.category ?? '' }),
      title: row?.title ?? {},
      content: row?.content ?? {},
      enabled: row?.enabled ?? true,
    },
  });
  const title = form.watch('title');
  const content = form.watch('content');
  const submit = form.handleSubmit((v) =>
    submitting(
      setFailure,
      async () => {
        // The resolver has checked `v` against the kind's own body.
        await saveItem(code, kind, v as SaveBody<typeof kind>, row?.id);
        toast(t('content.saved'));
        await onDone();
      },
      onClose,
    )(),
  );
  const noun = kind === 'announcements' ? 'Announcement' : 'Help';
  return (
    <DialogForm
      title={row ? t(`content.edit${noun}`) : t(`content.new${noun}`)}
      submitLabel={t('content.save')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      {kind === 'announcements' ? (
        <Field label={t('content.type')} id="text-type">
          <select id="text-type" className="select" {...form.register('type')}>
            {announcementTypes.map((k) => (
              <option key={k} value={k}>
                {t(`content.types.${k}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <Field
          label={t('content.category')}
          id="text-category"
          error={form.formState.errors.category}
          hint={t('content.categoryHint')}
        >
          <input id="text-category" className="input" {...form.register('category')} />
        </Field>
      )}
      <LangTabs languages={languages} current={lang} filled={(l) => Boolean(title[l] || content[l])} onPick={setLang} />
      <Field label={`${t('content.title')} (${lang})`} id={`text-title-${lang}`}>
        <input key={lang} id={`text-title-${lang}`} className="input" {...form.register(`title.${lang}`)} />
      </Field>
      <div className="field">
        <div className="rte-head">
          <span className="label">{`${t('content.body')} (${lang})`}</span>
          <fieldset className="segmented">
            <legend className="sr-only">{t('content.view')}</legend>
            <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)}>
              {t('content.edit')}
            </button>
            <button type="button" aria-pressed={preview} onClick={() => setPreview(true)}>
              {t('content.preview')}
            </button>
          </fieldset>
        </div>
        {preview ? (
          <RichPreview html={content[lang] ?? ''} label={t('content.preview')} />
        ) : (
          <RichEditor
            key={lang}
            label={`${t('content.body')} (${lang})`}
            value={content[lang] ?? ''}
            onChange={(html) => form.setValue(`content.${lang}`, html, { shouldDirty: true })}
          />
        )}
      </div>
      {form.formState.errors.title || form.formState.errors.content ? (
        <span className="field-error" role="alert">
          {t('content.textRequired')}
        </span>
      ) : null}
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('content.shown')}
      </label>
    </DialogForm>
  );
}
