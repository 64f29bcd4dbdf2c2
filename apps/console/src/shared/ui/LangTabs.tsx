import { useTranslation } from 'react-i18next';
import '../theme/brand-content.css';

/** The brand's languages as tabs; a dot marks each language that has text. */
export function LangTabs({
  languages,
  current,
  filled,
  onPick,
}: {
  languages: string[];
  current: string;
  filled: (lang: string) => boolean;
  onPick: (lang: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lang-tabs" role="tablist" aria-label={t('content.language')}>
      {languages.map((l) => (
        <button key={l} type="button" role="tab" aria-selected={current === l} onClick={() => onPick(l)}>
          {t(`brand.lang.${l}`, { defaultValue: l })}
          {filled(l) ? (
            <>
              <span className="dot" aria-hidden />
              <span className="sr-only">{t('content.filled')}</span>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
}
