import { registrationFields, type TBrandSettings } from '@portal/contracts/console-brand';
import { genericPatternIds, genericPatterns, isGenericPattern } from '@portal/contracts/field-pattern';
import type { TFieldSetting } from '@portal/contracts/system';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../shared/ui/Toggle.tsx';

type Register = TBrandSettings['register'];
const blank: TFieldSetting = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 0,
  maxLength: 64,
};

/** The registration field rules, with the form as a player would see it beside them. */
export function RegistrationRules({ value, onChange }: { value: Register; onChange: (r: Register) => void }) {
  const { t } = useTranslation();
  const set = (name: (typeof registrationFields)[number], patch: Partial<TFieldSetting>) => {
    const next = { ...(value.fields[name] ?? blank), ...patch };
    // A hidden field cannot be required.
    if (patch.enabled === false) next.required = false;
    if (patch.required === true) next.enabled = true;
    onChange({ ...value, fields: { ...value.fields, [name]: next } });
  };
  return (
    <div className="two-col reg-cols">
      <div className="panel">
        <div className="panel-head">
          <h2>{t('brand.fields')}</h2>
        </div>
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('brand.field')}</th>
                <th>{t('brand.shown')}</th>
                <th>{t('brand.required')}</th>
                <th>{t('brand.rule')}</th>
                <th>{t('brand.min')}</th>
                <th>{t('brand.max')}</th>
              </tr>
            </thead>
            <tbody>
              {registrationFields.map((name) => {
                const f = value.fields[name] ?? blank;
                const label = t(`brand.regField.${name}`);
                return (
                  <tr key={name}>
                    <td>
                      <span className="strong">{label}</span>
                      <span className="sub mono">{name}</span>
                    </td>
                    <td>
                      <Toggle
                        checked={f.enabled}
                        onChange={(v) => set(name, { enabled: v })}
                        label={t('brand.shownOf', { name: label })}
                      />
                    </td>
                    <td>
                      <Toggle
                        checked={f.required}
                        onChange={(v) => set(name, { required: v })}
                        label={t('brand.requiredOf', { name: label })}
                      />
                    </td>
                    <td>
                      {/* A generic rule sets both the pattern and the message the portal shows under the field. */}
                      <select
                        className="input"
                        aria-label={t('brand.ruleOf', { name: label })}
                        value={isGenericPattern(f.patternId) ? f.patternId : ''}
                        onChange={(e) => {
                          const id = e.target.value;
                          if (isGenericPattern(id)) set(name, { patternId: id, acceptedPattern: genericPatterns[id] });
                        }}
                      >
                        {!isGenericPattern(f.patternId) && (
                          <option value="">{t('brand.ruleCustom', { pattern: f.acceptedPattern })}</option>
                        )}
                        {genericPatternIds.map((id) => (
                          <option key={id} value={id}>
                            {t(`brand.pattern.${id}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        className="input num-input"
                        type="number"
                        min={0}
                        aria-label={t('brand.minOf', { name: label })}
                        value={f.minLength}
                        onChange={(e) => set(name, { minLength: Math.max(0, Number(e.target.value) || 0) })}
                      />
                    </td>
                    <td>
                      <input
                        className="input num-input"
                        type="number"
                        min={1}
                        aria-label={t('brand.maxOf', { name: label })}
                        value={f.maxLength}
                        onChange={(e) => set(name, { maxLength: Math.max(1, Number(e.target.value) || 1) })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="panel-body grid">
          <div className="check">
            <Toggle
              id="captcha-display"
              checked={value.captchaDisplay}
              onChange={(v) => onChange({ ...value, captchaDisplay: v })}
              label={t('brand.captchaDisplay')}
            />
            <span aria-hidden>{t('brand.captchaDisplay')}</span>
          </div>
          <div className="field">
            <label htmlFor="minimum-age">{t('brand.minimumAge')}</label>
            <input
              id="minimum-age"
              className="input num-input"
              type="number"
              min={18}
              max={25}
              value={value.minimumAge}
              onChange={(e) => onChange({ ...value, minimumAge: Number(e.target.value) || 18 })}
            />
          </div>
        </div>
      </div>
      <RegistrationPreview value={value} />
    </div>
  );
}

/** A live picture of the portal's registration form under these rules (not a working form). */
function RegistrationPreview({ value }: { value: Register }) {
  const { t } = useTranslation();
  const shown = registrationFields.filter((n) => value.fields[n]?.enabled);
  return (
    <section className="panel reg-preview" aria-label={t('brand.preview')}>
      <div className="panel-head">
        <h2>{t('brand.preview')}</h2>
        <span className="muted small">{t('brand.previewHint')}</span>
      </div>
      <div className="panel-body">
        <div className="phone-form" aria-hidden>
          <div className="phone-title">{t('brand.previewTitle')}</div>
          {shown.map((n) => {
            const f = value.fields[n] as TFieldSetting;
            return (
              <div key={n} className="phone-input">
                {t(`brand.regField.${n}`)}
                {f.required ? ' *' : ''}
                <small>
                  {f.minLength}–{f.maxLength}
                </small>
              </div>
            );
          })}
          {value.captchaDisplay ? <div className="phone-input">{t('brand.regField.captcha')} *</div> : null}
          <div className="phone-check">☑ {t('brand.previewAge', { age: value.minimumAge })}</div>
          <div className="phone-button">{t('brand.previewSubmit')}</div>
        </div>
      </div>
    </section>
  );
}
