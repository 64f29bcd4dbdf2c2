import { promotionLanguages } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { LangTabs } from '../../shared/ui/LangTabs.tsx';
import { RichEditor } from '../../shared/ui/RichEditor.tsx';
import type { Lang, Text } from './draft.ts';
import { type Edit, Section } from './fields.tsx';

const EMPTY: Text = { title: '', summary: '', content: '' };

/** Title, summary and rich content per language, one language at a time; a dot marks each language with text. */
export function TextsSection({ e, lang, onLang }: { e: Edit; lang: Lang; onLang: (l: Lang) => void }) {
  const { t } = useTranslation();
  const text = e.d.texts[lang] ?? EMPTY;
  const put = (patch: Partial<Text>) =>
    e.set((d) => ({ texts: { ...d.texts, [lang]: { ...(d.texts[lang] ?? EMPTY), ...patch } } }));
  const name = t(`brand.lang.${lang}`);
  const missing = e.err('texts');
  return (
    <Section title={t('promotions.texts')} hint={t('promotions.textsHint')}>
      <LangTabs
        languages={[...promotionLanguages]}
        current={lang}
        filled={(l) => Boolean(e.d.texts[l as Lang]?.title.trim())}
        onPick={(l) => onLang(l as Lang)}
      />
      <Field
        label={`${t('promotions.title')} (${name})`}
        id={`promo-title-${lang}`}
        error={e.err(`texts.${lang}.title`)}
      >
        <input
          key={lang}
          id={`promo-title-${lang}`}
          className="input"
          maxLength={120}
          value={text.title}
          onChange={(ev) => put({ title: ev.target.value })}
        />
      </Field>
      <Field
        label={`${t('promotions.summary')} (${name})`}
        id={`promo-summary-${lang}`}
        error={e.err(`texts.${lang}.summary`)}
        hint={t('promotions.summaryHint')}
      >
        <textarea
          id={`promo-summary-${lang}`}
          className="input"
          rows={2}
          maxLength={300}
          value={text.summary}
          onChange={(ev) => put({ summary: ev.target.value })}
        />
      </Field>
      <div className="field">
        <span className="label">{`${t('promotions.content')} (${name})`}</span>
        <RichEditor
          key={lang}
          label={`${t('promotions.content')} (${name})`}
          value={text.content}
          onChange={(html) => put({ content: html })}
        />
      </div>
      {missing ? (
        <span className="field-error" role="alert">
          {t('promotions.textRequired')}
        </span>
      ) : null}
    </Section>
  );
}
