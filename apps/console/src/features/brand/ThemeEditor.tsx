import { AA, contrast, type TBrandTheme, THEME_PANELS, themeTokens } from '@portal/contracts/brand-launch';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../shared/format.ts';
import './brands.css';

const HEX = /^#[0-9a-fA-F]{6}$/;
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
type Part = 'brand' | 'accent';

/** A colour's field: its hex text and the browser's colour picker, both on one value. */
function ColourField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="colour-row">
        <input
          type="color"
          className="swatch"
          aria-label={t('brands.pick', { what: label })}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="input mono"
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      {error ? (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The contrast of white text on the brand colour, against WCAG AA (what the server checks). */
export function ContrastLine({ brand }: { brand: string }) {
  const { t } = useTranslation();
  if (!HEX.test(brand)) return null;
  const ratio = contrast(brand, '#ffffff');
  const pass = ratio >= AA;
  return (
    <p className={`contrast ${pass ? 'pass' : 'fail'}`} aria-live="polite">
      <b>{t('brands.ratio', { ratio: decimal(ratio) })}</b> {pass ? t('brands.passAA') : t('brands.failAA')}
    </p>
  );
}

/** A button, a link and the call to action in a theme's colours, on that theme's panel. */
function Preview({ mode, theme }: { mode: Mode; theme: TBrandTheme }) {
  const { t } = useTranslation();
  const c = theme[mode];
  if (!HEX.test(c.brand) || !HEX.test(c.accent)) return null;
  const tokens = themeTokens(theme)[mode];
  return (
    <figure
      className={`theme-preview ${mode}`}
      style={{ background: THEME_PANELS[mode], color: mode === 'dark' ? '#e8eaf6' : '#1c1a33' }}
      aria-label={t('brands.previewOf', { mode: t(`brands.mode.${mode}`) })}
    >
      <figcaption>{t(`brands.mode.${mode}`)}</figcaption>
      <div className="preview-row">
        <span className="preview-btn" style={{ background: tokens['--brand'], color: '#ffffff' }}>
          {t('brands.sampleButton')}
        </span>
        <span className="preview-link" style={{ color: tokens['--link'] }}>
          {t('brands.sampleLink')}
        </span>
        <span className="preview-cta" style={{ background: tokens['--accent'], color: tokens['--accent-ink'] }}>
          {t('brands.sampleCta')}
        </span>
      </div>
    </figure>
  );
}

/**
 * The brand's colours in both themes with a live preview and the contrast against AA; the "New brand" wizard and
 * the General tab both edit colours with it. `errors` are by "light.brand"-style paths.
 */
export function ThemeEditor({
  value,
  onChange,
  errors,
  idPrefix = 'theme',
}: {
  value: TBrandTheme;
  onChange: (next: TBrandTheme) => void;
  errors?: ReadonlyMap<string, string>;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const set = (mode: Mode, part: Part, v: string) => onChange({ ...value, [mode]: { ...value[mode], [part]: v } });
  return (
    <div className="theme-editor">
      {MODES.map((mode) => (
        <fieldset key={mode} className="theme-mode">
          <legend>{t(`brands.mode.${mode}`)}</legend>
          <div className="theme-fields">
            {(['brand', 'accent'] as const).map((part) => (
              <ColourField
                key={part}
                id={`${idPrefix}-${mode}-${part}`}
                label={t(`brands.colour.${part}`, { mode: t(`brands.mode.${mode}`) })}
                value={value[mode][part]}
                error={errors?.get(`${mode}.${part}`)}
                onChange={(v) => set(mode, part, v)}
              />
            ))}
          </div>
          <ContrastLine brand={value[mode].brand} />
          <Preview mode={mode} theme={value} />
        </fieldset>
      ))}
    </div>
  );
}
