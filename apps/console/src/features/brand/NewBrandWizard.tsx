import { DEFAULT_THEME, type TBrandTheme, type TNewBrand, ZNewBrand } from '@portal/contracts/brand-launch';
import { markKinds, type TMarkFiles } from '@portal/contracts/brand-marks';
import { portalLanguages } from '@portal/contracts/console-brand';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { CurrencyField } from './CurrencyField.tsx';
import { fieldErrors, under } from './field-errors.ts';
import { MarkPicker, markError } from './LogoField.tsx';
import { brandsQuery, launchBrand } from './launch-api.ts';
import { ThemeEditor } from './ThemeEditor.tsx';
import '../../shared/theme/brand-content.css';

const STEPS = ['identity', 'money', 'hosts', 'template', 'colours', 'review'] as const;
type Step = (typeof STEPS)[number];
/** The answer's fields each step asks for (the review asks for none). */
const FIELDS: Record<Step, readonly (keyof TNewBrand)[]> = {
  identity: ['code', 'name'],
  money: ['currency', 'languages', 'defaultLang'],
  hosts: ['hosts'],
  template: ['template'],
  colours: ['theme', 'marks'],
  review: [],
};
/** Valid stand-ins for the steps not reached yet, so a step's own cross-field rules are checked on their own. */
const LATER: TNewBrand = {
  code: 'AA',
  name: 'a',
  currency: 'USD',
  defaultLang: 'en',
  languages: ['en'],
  hosts: ['later.invalid'],
  template: 'AA',
};
/** The server's refusals and the step whose field they are about. */
const SERVER = new Map<string, { step: Step; field: string }>([
  ['brand_exists', { step: 'identity', field: 'code' }],
  ['host_taken', { step: 'hosts', field: 'hosts' }],
  ['unknown_merchant', { step: 'template', field: 'template' }],
]);

interface Draft {
  code: string;
  name: string;
  currency: string;
  defaultLang: TNewBrand['defaultLang'];
  languages: TNewBrand['languages'];
  hosts: string[];
  template: string;
  ownColours: boolean;
  theme: TBrandTheme;
  /** The logo and icon files chosen (data URLs); none: drawn in the brand's name and colours. */
  marks: TMarkFiles;
}
const BLANK: Draft = {
  code: '',
  name: '',
  currency: '',
  defaultLang: 'en',
  languages: ['en'],
  hosts: [''],
  template: '',
  ownColours: false,
  theme: DEFAULT_THEME,
  marks: {},
};
const answer = (d: Draft): TNewBrand => {
  const { ownColours, theme, marks, ...rest } = d;
  return {
    ...rest,
    code: rest.code.trim().toUpperCase(),
    ...(ownColours ? { theme } : {}),
    ...(marks.logo || marks.icon ? { marks } : {}),
  };
};

/** The "New brand" wizard: one step at a time, each checked with the contract before the next; the answer waits
 * for a second admin in Approvals. */
export function NewBrandWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const brands = useQuery(brandsQuery());
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [at, setAt] = useState(0);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ id: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = STEPS[at] ?? 'identity';
  const firstBrand = brands.data?.find((b) => b.isDefault)?.code ?? brands.data?.[0]?.code;
  useEffect(() => {
    if (!draft.template && firstBrand) setDraft((d) => ({ ...d, template: firstBrand }));
  }, [draft.template, firstBrand]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (or the answer) takes the focus to its title
  useEffect(() => {
    heading.current?.focus();
  }, [at, sent]);
  /** An edited field's refusal goes (the next check says it again if it still holds). */
  const clear = (k: string) =>
    setErrors((e) => new Map([...e].filter(([key]) => key !== k && !key.startsWith(`${k}.`))));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    clear(k === 'defaultLang' ? 'languages' : k);
    if (k === 'languages') clear('defaultLang');
  };

  /** The refusals of the steps up to `upTo`, by field. */
  const check = (upTo: number) => {
    const fields = new Set(STEPS.slice(0, upTo + 1).flatMap((s) => FIELDS[s]));
    const full = answer(draft);
    const body = { ...LATER };
    for (const f of fields) Object.assign(body, { [f]: full[f] });
    if (!fields.has('theme')) delete body.theme;
    const parsed = ZNewBrand.safeParse(body);
    return parsed.success ? new Map<string, string>() : fieldErrors(t, parsed.error.issues);
  };

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const done = await launchBrand(answer(draft));
      setSent({ id: done.approval.id });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    } catch (e) {
      const where = e instanceof ApiError ? SERVER.get(e.key) : undefined;
      const markRefused = e instanceof ApiError && (e.value as { reason?: string } | null)?.reason;
      if (markRefused) {
        // A logo or icon the server refused by content: back to the step that chose it, with the reason.
        setFailure(markError(t, e));
        setAt(STEPS.indexOf('colours'));
      } else if (where) {
        setErrors(new Map([[where.field, errorText(t, e)]]));
        setAt(STEPS.indexOf(where.step));
      } else setFailure(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    if (step === 'review') return void submit();
    const found = check(at);
    setErrors(found);
    if (found.size === 0) setAt(at + 1);
  };

  const title = t('brands.newTitle');
  if (sent)
    return (
      <Dialog title={title} onClose={onClose} footer={<Button onClick={onClose}>{t('app.close')}</Button>}>
        <div className="grid">
          <h3 ref={heading} tabIndex={-1} className="wizard-title">
            {t('brands.sentTitle', { code: answer(draft).code })}
          </h3>
          <div className="notice warn" role="status">
            {t('brands.sentBody', { id: sent.id })}
          </div>
          <p>
            <Link href="/approvals" onClick={onClose}>
              {t('brands.openApprovals')}
            </Link>
          </p>
        </div>
      </Dialog>
    );

  const err = (k: string) => errors.get(k);
  const fieldClass = (k: string) => `field${err(k) ? ' invalid' : ''}`;
  const errorLine = (k: string) =>
    err(k) ? (
      <span className="error" id={`nb-${k.replace('.', '-')}-error`} role="alert">
        {err(k)}
      </span>
    ) : null;
  const described = (k: string) => (err(k) ? `nb-${k.replace('.', '-')}-error` : undefined);
  const a = answer(draft);

  return (
    <Dialog
      title={title}
      wide
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('brands.cancel')}
          </Button>
          <span className="spacer" />
          {at > 0 ? (
            <Button
              onClick={() => {
                setErrors(new Map());
                setAt(at - 1);
              }}
            >
              {t('brands.back')}
            </Button>
          ) : null}
          <Button variant="primary" type="submit" form="new-brand" busy={busy}>
            {step === 'review' ? t('brands.submit') : t('brands.next')}
          </Button>
        </>
      }
    >
      <ol className="wizard-steps" aria-label={t('brands.stepsLabel')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === at ? 'step' : undefined} className={i < at ? 'done' : undefined}>
            <span className="n" aria-hidden>
              {i + 1}
            </span>
            <span className="label">{t(`brands.step.${s}`)}</span>
          </li>
        ))}
      </ol>
      <form id="new-brand" className="grid" noValidate onSubmit={next}>
        <h3 ref={heading} tabIndex={-1} className="wizard-title">
          {t('brands.stepOf', { n: at + 1, of: STEPS.length, name: t(`brands.step.${step}`) })}
        </h3>
        {step === 'identity' ? (
          <div className="form-2">
            <div className={fieldClass('code')}>
              <label htmlFor="nb-code">{t('brands.code')}</label>
              <input
                id="nb-code"
                className="input mono"
                value={draft.code}
                maxLength={16}
                autoComplete="off"
                aria-invalid={err('code') ? true : undefined}
                aria-describedby={described('code') ?? 'nb-code-hint'}
                onChange={(e) => set('code', e.target.value.toUpperCase())}
              />
              {errorLine('code') ?? (
                <span className="hint" id="nb-code-hint">
                  {t('brands.codeHint')}
                </span>
              )}
            </div>
            <div className={fieldClass('name')}>
              <label htmlFor="nb-name">{t('brands.name')}</label>
              <input
                id="nb-name"
                className="input"
                value={draft.name}
                maxLength={60}
                aria-invalid={err('name') ? true : undefined}
                aria-describedby={described('name')}
                onChange={(e) => set('name', e.target.value)}
              />
              {errorLine('name')}
            </div>
          </div>
        ) : null}
        {step === 'money' ? (
          <>
            <CurrencyField
              id="nb-currency"
              value={draft.currency}
              error={err('currency')}
              onChange={(v) => set('currency', v)}
            />
            <fieldset className={`lang-grid${err('languages') || err('defaultLang') ? ' invalid' : ''}`}>
              <legend>{t('brands.languages')}</legend>
              {portalLanguages.map((l) => {
                const offered = draft.languages.includes(l);
                return (
                  <div key={l} className="lang-row">
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={offered}
                        onChange={(e) =>
                          set(
                            'languages',
                            e.target.checked ? [...draft.languages, l] : draft.languages.filter((x) => x !== l),
                          )
                        }
                      />
                      {t(`brand.lang.${l}`)} <span className="mono muted">{l}</span>
                    </label>
                    <label className="check">
                      <input
                        type="radio"
                        name="nb-default-lang"
                        checked={draft.defaultLang === l}
                        disabled={!offered}
                        aria-label={t('brands.defaultOf', { lang: t(`brand.lang.${l}`) })}
                        onChange={() => set('defaultLang', l)}
                      />
                      {t('brand.default')}
                    </label>
                  </div>
                );
              })}
              {err('languages') || err('defaultLang') ? (
                <span className="error" role="alert">
                  {err('languages') ?? err('defaultLang')}
                </span>
              ) : null}
            </fieldset>
          </>
        ) : null}
        {step === 'hosts' ? (
          <fieldset className="host-list">
            <legend>{t('brands.hostsLegend')}</legend>
            <p className="muted">{t('brands.hostsHint')}</p>
            {draft.hosts.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs keep no state of their own
              <div key={i} className={fieldClass(`hosts.${i}`)}>
                <label htmlFor={`nb-host-${i}`}>{t('brands.hostN', { n: i + 1 })}</label>
                <div className="colour-row">
                  <input
                    id={`nb-host-${i}`}
                    className="input mono"
                    value={h}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="bet.example.com"
                    aria-invalid={err(`hosts.${i}`) ? true : undefined}
                    aria-describedby={described(`hosts.${i}`)}
                    onChange={(e) =>
                      set(
                        'hosts',
                        draft.hosts.map((x, j) => (j === i ? e.target.value.trim() : x)),
                      )
                    }
                  />
                  {draft.hosts.length > 1 ? (
                    <Button
                      variant="ghost"
                      onClick={() =>
                        set(
                          'hosts',
                          draft.hosts.filter((_, j) => j !== i),
                        )
                      }
                    >
                      {t('brands.removeHost', { n: i + 1 })}
                    </Button>
                  ) : null}
                </div>
                {errorLine(`hosts.${i}`)}
              </div>
            ))}
            {err('hosts') ? (
              <span className="error" role="alert">
                {err('hosts')}
              </span>
            ) : null}
            <div>
              <Button small onClick={() => set('hosts', [...draft.hosts, ''])} disabled={draft.hosts.length >= 20}>
                {t('brands.addHost')}
              </Button>
            </div>
          </fieldset>
        ) : null}
        {step === 'template' ? (
          <div className={fieldClass('template')}>
            <label htmlFor="nb-template">{t('brands.template')}</label>
            <select
              id="nb-template"
              className="select"
              value={draft.template}
              aria-describedby={described('template') ?? 'nb-template-hint'}
              onChange={(e) => set('template', e.target.value)}
            >
              {(brands.data ?? []).map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name} ({b.code})
                </option>
              ))}
            </select>
            {errorLine('template') ?? (
              <span className="hint" id="nb-template-hint">
                {t('brands.templateHint')}
              </span>
            )}
          </div>
        ) : null}
        {step === 'colours' ? (
          <>
            <fieldset className="segmented-choice">
              <legend>{t('brands.coloursLegend')}</legend>
              <label className="check">
                <input
                  type="radio"
                  name="nb-colours"
                  checked={!draft.ownColours}
                  onChange={() => set('ownColours', false)}
                />
                {t('brands.defaultColours')}
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="nb-colours"
                  checked={draft.ownColours}
                  onChange={() => set('ownColours', true)}
                />
                {t('brands.ownColours')}
              </label>
            </fieldset>
            <ThemeEditor
              idPrefix="nb-theme"
              value={draft.theme}
              errors={under(errors, 'theme')}
              onChange={(v) => {
                setDraft((d) => ({ ...d, theme: v, ownColours: true }));
                clear('theme');
              }}
            />
            <h3 className="section-title">{t('brands.marks')}</h3>
            <p className="muted">{t('brands.mark.optional')}</p>
            <div className="form-2">
              {markKinds.map((kind) => (
                <MarkPicker
                  key={kind}
                  kind={kind}
                  value={draft.marks[kind]}
                  onChange={(file) => setDraft((d) => ({ ...d, marks: { ...d.marks, [kind]: file } }))}
                />
              ))}
            </div>
            {failure ? (
              <div className="notice bad" role="alert">
                {failure}
              </div>
            ) : null}
          </>
        ) : null}
        {step === 'review' ? (
          <>
            <dl className="facts">
              <dt>{t('brands.code')}</dt>
              <dd className="mono">{a.code}</dd>
              <dt>{t('brands.name')}</dt>
              <dd>{a.name}</dd>
              <dt>{t('brands.currency')}</dt>
              <dd className="mono">{a.currency}</dd>
              <dt>{t('brands.languages')}</dt>
              <dd>
                {a.languages.map((l) => t(`brand.lang.${l}`)).join(', ')} ·{' '}
                {t('brands.defaultIs', { lang: t(`brand.lang.${a.defaultLang}`) })}
              </dd>
              <dt>{t('brands.hosts')}</dt>
              <dd className="mono">{a.hosts.join(', ')}</dd>
              <dt>{t('brands.template')}</dt>
              <dd>{a.template}</dd>
              <dt>{t('brands.colours')}</dt>
              <dd>
                {a.theme
                  ? (['light', 'dark'] as const).map((m) => (
                      <span key={m} className="swatches">
                        {t(`brands.mode.${m}`)}: <i style={{ background: a.theme?.[m].brand }} />
                        <i style={{ background: a.theme?.[m].accent }} />{' '}
                        <span className="mono">{a.theme?.[m].brand}</span>{' '}
                        <span className="mono">{a.theme?.[m].accent}</span>{' '}
                      </span>
                    ))
                  : t('brands.defaultColours')}
              </dd>
              <dt>{t('brands.marks')}</dt>
              <dd>
                {markKinds
                  .map(
                    (k) => `${t(`brands.mark.${k}`)}: ${a.marks?.[k] ? t('brands.mark.own') : t('brands.mark.drawn')}`,
                  )
                  .join(' · ')}
              </dd>
            </dl>
            <p className="notice">{t('brands.reviewHint')}</p>
            {failure ? (
              <div className="notice bad" role="alert">
                {failure}
              </div>
            ) : null}
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
