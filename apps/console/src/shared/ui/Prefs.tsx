import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../i18n/index.ts';
import { applyTheme, useTheme } from '../theme/theme.ts';
import { Icon } from './Icon.tsx';

const NAMES: Record<Language, string> = { en: 'English', pt: 'Português', zh: '中文' };

/** The operator's language and theme, remembered in this browser. */
export function Prefs({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  return (
    <span className="toolbar">
      <label>
        <span className="sr-only">{t('app.language')}</span>
        <select
          className="select"
          value={i18n.language}
          onChange={(e) => setLanguage(e.target.value as Language)}
          style={compact ? { height: 28 } : undefined}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn-ghost btn-icon"
        onClick={() => applyTheme(theme === 'dark' ? 'light' : 'dark')}
        aria-label={theme === 'dark' ? t('app.themeLight') : t('app.themeDark')}
        title={theme === 'dark' ? t('app.themeLight') : t('app.themeDark')}
      >
        <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      </button>
    </span>
  );
}
