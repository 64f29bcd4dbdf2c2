import { zodResolver } from '@hookform/resolvers/zod';
import { bannerGroups, type TBannerRow, ZBannerBody } from '@portal/contracts/console-brand';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { LangTabs } from '../../shared/ui/LangTabs.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { readAsDataUrl, saveItem } from './api.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
type Form = z.input<typeof ZBannerBody>;

/** A new banner (image required) or an edited one (a new image optional), with its title in each language. */
export function BannerDialog({
  code,
  row,
  group,
  languages,
  onClose,
  onDone,
}: {
  code: string;
  row: TBannerRow | null;
  group: string;
  languages: string[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [lang, setLang] = useState(languages[0] ?? 'en');
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(ZBannerBody),
    defaultValues: {
      groupName: (row?.groupName ?? group) as Form['groupName'],
      title: row?.title ?? {},
      linkageType: (row?.linkageType ?? 'NONE') as Form['linkageType'],
      linkageTarget: row?.linkageTarget ?? '',
      enabled: row?.enabled ?? true,
    },
  });
  const title = form.watch('title') as Record<string, string | undefined>;
  const image = form.watch('image');
  const pick = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setImageError(t('content.imageType'));
    if (file.size > MAX_BYTES) return setImageError(t('content.imageSize'));
    form.setValue('image', await readAsDataUrl(file));
  };
  const submit = form.handleSubmit((v) => {
    if (!row && !v.image) return setImageError(t('content.imageRequired'));
    return submitting(
      setFailure,
      async () => {
        await saveItem(code, 'banners', v, row?.id);
        toast(t('content.saved'));
        await onDone();
      },
      onClose,
    )();
  });
  return (
    <DialogForm
      title={row ? t('content.editBanner') : t('content.newBanner')}
      submitLabel={t('content.save')}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <Field label={t('content.group')} id="banner-group">
        <select id="banner-group" className="select" {...form.register('groupName')}>
          {bannerGroups.map((g) => (
            <option key={g} value={g}>
              {t(`content.groups.${g}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="field">
        <span className="label">{t('content.image')}</span>
        <div className="image-pick">
          {image || row?.url ? <img src={image ?? row?.url} alt={t('content.imagePreview')} /> : null}
          <input
            id="banner-image"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('content.image')}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </div>
        {imageError ? (
          <span className="error" role="alert">
            {imageError}
          </span>
        ) : (
          <span className="hint">{t('content.imageHint')}</span>
        )}
      </div>
      <div className="field">
        <span className="label">{t('content.title')}</span>
        <LangTabs languages={languages} current={lang} filled={(l) => Boolean(title[l])} onPick={setLang} />
        <input
          key={lang}
          className="input"
          aria-label={`${t('content.title')} (${lang})`}
          {...form.register(`title.${lang}` as 'title.en')}
        />
        {form.formState.errors.title ? (
          <span className="error" role="alert">
            {t('content.titleRequired')}
          </span>
        ) : null}
      </div>
      <div className="two-fields">
        <Field label={t('content.linkType')} id="banner-link-type">
          <select id="banner-link-type" className="select" {...form.register('linkageType')}>
            {['NONE', 'ROUTE', 'URL', 'PROMOTION'].map((k) => (
              <option key={k} value={k}>
                {t(`content.linkTypes.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('content.linkTarget')} id="banner-link" hint={t('content.linkHint')}>
          <input id="banner-link" className="input" {...form.register('linkageTarget')} />
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('content.shown')}
      </label>
    </DialogForm>
  );
}
