import { type TBrandGeneral, ZBrandGeneral } from '@portal/contracts/brand-launch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { fieldErrors, under } from './field-errors.ts';
import { LogoFields } from './LogoField.tsx';
import { brandGeneralQuery, saveBrandGeneral } from './launch-api.ts';
import { formatMinor, minorDigits, minorToText, textToMinor } from './money-units.ts';
import { ThemeEditor } from './ThemeEditor.tsx';

const AMOUNTS = ['freePlayAmount', 'withdrawal.min', 'withdrawal.max'] as const;
type AmountKey = (typeof AMOUNTS)[number];
const SWITCHES = ['agentOnly', 'loginedToHomePage', 'memberCentreAvailable'] as const;
/**
 * The zones the browser knows, UTC first, and the brand's own even where the browser names it otherwise (an older
 * name such as Asia/Saigon); the server checks the one chosen against its own list.
 */
const timeZones = (current: string) => {
  const known = Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC');
  return ['UTC', ...(known.includes(current) || current === 'UTC' ? [] : [current]), ...known];
};

const textsOf = (g: TBrandGeneral): Record<AmountKey, string> => {
  const d = minorDigits(g.currency);
  return {
    freePlayAmount: minorToText(g.freePlayAmount, d),
    'withdrawal.min': minorToText(g.withdrawal.min, d),
    'withdrawal.max': minorToText(g.withdrawal.max, d),
  };
};

/** The brand's general settings: name, money, colours, licence texts, site switches and withdrawal limits. */
export function GeneralTab({ code, languages }: { code: string; languages: readonly string[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const view = useQuery(brandGeneralQuery(code));
  const [draft, setDraft] = useState<TBrandGeneral | null>(null);
  const [amounts, setAmounts] = useState<Record<AmountKey, string> | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = (g: TBrandGeneral) => {
    setDraft(g);
    setAmounts(textsOf(g));
    setErrors(new Map());
    setFailure(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh answer from the server resets the form
  useEffect(() => {
    if (view.data) reset(view.data.general);
  }, [view.data]);

  if (view.error) return <Failed error={view.error} retry={() => void view.refetch()} />;
  if (!view.data || !draft || !amounts) return <Loading />;
  const saved = view.data.general;
  const digits = minorDigits(draft.currency);
  const body = (): TBrandGeneral | null => {
    const minor = new Map(AMOUNTS.map((k) => [k, textToMinor(amounts[k], digits)]));
    const bad = AMOUNTS.filter((k) => minor.get(k) === null);
    if (bad.length) {
      setErrors(new Map(bad.map((k) => [k, t('brands.err.amount', { digits })])));
      return null;
    }
    return {
      ...draft,
      freePlayAmount: minor.get('freePlayAmount') ?? 0,
      withdrawal: { ...draft.withdrawal, min: minor.get('withdrawal.min') ?? 0, max: minor.get('withdrawal.max') ?? 0 },
    };
  };
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(saved) || JSON.stringify(amounts) !== JSON.stringify(textsOf(saved));
  /** An edited field's refusal goes (saving checks again). */
  const clear = (k: string) =>
    setErrors((e) => new Map([...e].filter(([key]) => key !== k && !key.startsWith(`${k}.`))));
  const set = <K extends keyof TBrandGeneral>(k: K, v: TBrandGeneral[K]) => {
    setDraft({ ...draft, [k]: v });
    clear(k);
  };

  const save = async () => {
    setFailure(null);
    const next = body();
    if (!next) return;
    const checked = ZBrandGeneral.safeParse(next);
    if (!checked.success) {
      setErrors(fieldErrors(t, checked.error.issues));
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const answer = await saveBrandGeneral(code, checked.data);
      client.setQueryData(['brand-general', code], answer);
      void client.invalidateQueries({ queryKey: ['brands'] });
      void client.invalidateQueries({ queryKey: ['merchants'] });
      toast(t('brand.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.key === 'currency_locked') setErrors(new Map([['currency', errorText(t, e)]]));
      else setFailure(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const amountField = (k: AmountKey, label: string) => {
    const id = `general-${k.replace('.', '-')}`;
    const error = errors.get(k);
    const minor = textToMinor(amounts[k], digits);
    return (
      <div className={`field${error ? ' invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <div className="input-unit">
          <input
            id={id}
            className="input num"
            inputMode="decimal"
            value={amounts[k]}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-more`}
            onChange={(e) => {
              setAmounts({ ...amounts, [k]: e.target.value });
              clear(k);
            }}
          />
          <span className="mono">{draft.currency}</span>
        </div>
        <span id={`${id}-more`} className={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
          {error ?? (minor === null ? '' : formatMinor(minor, draft.currency))}
        </span>
      </div>
    );
  };

  return (
    <div className="grid general-tab">
      <div className="toolbar general-actions">
        <p className="muted grow">{t('brands.generalHint')}</p>
        <Button variant="ghost" disabled={!dirty || busy} onClick={() => reset(saved)}>
          {t('brand.discard')}
        </Button>
        <Button variant="primary" busy={busy} disabled={!dirty} onClick={() => void save()}>
          {t('brand.save')}
        </Button>
      </div>
      {failure ? (
        <div className="notice bad" role="alert">
          {failure}
        </div>
      ) : null}
      <section className="form-2">
        <div className={`field${errors.get('name') ? ' invalid' : ''}`}>
          <label htmlFor="general-name">{t('brands.name')}</label>
          <input
            id="general-name"
            className="input"
            value={draft.name}
            maxLength={60}
            aria-invalid={errors.get('name') ? true : undefined}
            onChange={(e) => set('name', e.target.value)}
          />
          {errors.get('name') ? (
            <span className="error" role="alert">
              {errors.get('name')}
            </span>
          ) : null}
        </div>
        <CurrencyField
          id="general-currency"
          value={draft.currency}
          disabled={view.data.currencyLocked}
          error={errors.get('currency')}
          hint={view.data.currencyLocked ? t('brands.currencyLocked') : t('brands.currencyOpen')}
          onChange={(v) => set('currency', v)}
        />
        <div className={`field${errors.get('timeZone') ? ' invalid' : ''}`}>
          <label htmlFor="general-time-zone">{t('brands.timeZone')}</label>
          <select
            id="general-time-zone"
            className="select"
            value={draft.timeZone}
            aria-describedby="general-time-zone-hint"
            onChange={(e) => set('timeZone', e.target.value)}
          >
            {timeZones(draft.timeZone).map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <span className="hint" id="general-time-zone-hint">
            {t('brands.timeZoneHint')}
          </span>
        </div>
      </section>
      <h2 className="section-title">{t('brands.marks')}</h2>
      <LogoFields code={code} />
      <h2 className="section-title">{t('brands.colours')}</h2>
      <ThemeEditor
        idPrefix="general-theme"
        value={draft.theme}
        errors={under(errors, 'theme')}
        onChange={(v) => set('theme', v)}
      />
      <h2 className="section-title">{t('brands.licence')}</h2>
      <div className="form-2">
        {languages.map((l) => {
          const lang = l as keyof TBrandGeneral['licence'];
          const label = t('brands.licenceIn', { lang: t(`brand.lang.${l}`, { defaultValue: l }) });
          return (
            <div key={l} className="field">
              <label htmlFor={`general-licence-${l}`}>{label}</label>
              <textarea
                id={`general-licence-${l}`}
                className="input"
                rows={3}
                maxLength={1000}
                value={draft.licence[lang] ?? ''}
                onChange={(e) => set('licence', { ...draft.licence, [lang]: e.target.value })}
              />
            </div>
          );
        })}
      </div>
      <h2 className="section-title">{t('brands.site')}</h2>
      <div className="grid">
        {SWITCHES.map((k) => (
          <div key={k} className="site-row">
            <Toggle
              id={`general-${k}`}
              checked={draft[k]}
              label={t(`brands.switch.${k}`)}
              onChange={(v) => set(k, v)}
            />
            <div>
              <div className="strong">{t(`brands.switch.${k}`)}</div>
              <div className="muted">{t(`brands.switchHint.${k}`)}</div>
            </div>
          </div>
        ))}
      </div>
      <h2 className="section-title">{t('brands.money')}</h2>
      <div className="form-3">
        {amountField('freePlayAmount', t('brands.freePlay'))}
        {amountField('withdrawal.min', t('brands.withdrawalMin'))}
        {amountField('withdrawal.max', t('brands.withdrawalMax'))}
        <div className={`field${errors.get('withdrawal.dailyCount') ? ' invalid' : ''}`}>
          <label htmlFor="general-daily">{t('brands.dailyCount')}</label>
          <input
            id="general-daily"
            className="input num"
            type="number"
            min={1}
            max={100}
            value={draft.withdrawal.dailyCount}
            onChange={(e) => set('withdrawal', { ...draft.withdrawal, dailyCount: Number(e.target.value) })}
          />
          {errors.get('withdrawal.dailyCount') ? (
            <span className="error" role="alert">
              {errors.get('withdrawal.dailyCount')}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
