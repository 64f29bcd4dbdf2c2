import { AA, contrast } from '@portal/contracts/brand-launch';
import { MAX_LEVEL_NAME, MAX_VIP_LEVELS, type TBrandVipLevels, ZBrandVipLevels } from '@portal/contracts/console-vip';
import type { TVipLevel } from '@portal/contracts/merchant-config';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { fieldErrors } from './field-errors.ts';
import { brandGeneralQuery } from './launch-api.ts';
import { formatMinor, minorDigits, minorToText, textToMinor } from './money-units.ts';
import { brandVipQuery, saveBrandVip } from './vip-api.ts';

type Names = TVipLevel['labelName'];
const LANGS: Array<keyof Names> = ['pt', 'en', 'cn', 'id', 'th', 'vi'];
/** A level as the form holds it: the threshold as typed. */
type Row = Omit<TVipLevel, 'minDeposit' | 'rankLevel'> & { threshold: string };
/** A contrast ratio as the operator's language writes it (4,9 in Portuguese). */
const ratioText = (r: number) => new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 }).format(r);

const rowsOf = (levels: TVipLevel[], digits: number): Row[] =>
  levels.map(({ minDeposit, rankLevel: _rank, ...l }) => ({ ...l, threshold: minorToText(minDeposit, digits) }));

/**
 * The brand's VIP club: each level's name in every label language, its label colours (text readable on its
 * background) and the lifetime deposits from which a member holds it. Ranks follow the order; members' levels
 * follow the saved thresholds at once.
 */
export function VipTab({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const view = useQuery(brandVipQuery(code));
  const general = useQuery(brandGeneralQuery(code));
  const currency = general.data?.general.currency ?? 'BRL';
  const digits = minorDigits(currency);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A fresh answer from the server resets the form.
  useEffect(() => {
    if (view.data) setRows(rowsOf(view.data.levels, digits));
  }, [view.data, digits]);

  if (view.error) return <Failed error={view.error} retry={() => void view.refetch()} />;
  if (!view.data || !rows) return <Loading />;
  const saved = rowsOf(view.data.levels, digits);
  const dirty = JSON.stringify(rows) !== JSON.stringify(saved);
  const edit = (i: number, patch: Partial<Row>) => {
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setErrors(new Map());
  };
  const add = () => {
    const last = rows.at(-1);
    const next = (textToMinor(last?.threshold ?? '0', digits) ?? 0) * 2 || 10 ** (digits + 2);
    const name = t('vip.newName', { n: rows.length + 1 });
    setRows([
      ...rows,
      {
        labelName: Object.fromEntries(LANGS.map((l) => [l, name])) as Names,
        color: '#ffffff',
        color2: '#5b3fd1',
        threshold: minorToText(next, digits),
      },
    ]);
  };

  const save = async () => {
    setFailure(null);
    const minors = rows.map((r) => textToMinor(r.threshold, digits));
    const bad = minors.flatMap((m, i) => (m === null ? [i] : []));
    if (bad.length) {
      setErrors(new Map(bad.map((i) => [`${i}.minDeposit`, t('brands.err.amount', { digits })])));
      return;
    }
    const body: TBrandVipLevels = {
      levels: rows.map(({ threshold: _t, ...r }, i) => ({ ...r, rankLevel: i + 1, minDeposit: minors[i] ?? 0 })),
    };
    const checked = ZBrandVipLevels.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(t, checked.error.issues, 1));
      return;
    }
    setBusy(true);
    try {
      client.setQueryData(['brand-vip', code], await saveBrandVip(code, checked.data));
      toast(t('brand.saved'));
    } catch (e) {
      setFailure(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid vip-tab">
      <div className="toolbar general-actions">
        <p className="muted grow">{t('vip.hint')}</p>
        <Button variant="ghost" disabled={!dirty || busy} onClick={() => setRows(saved)}>
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
      {rows.length === 0 ? <p className="muted">{t('vip.none')}</p> : null}
      {rows.map((r, i) => {
        const id = `vip-${i}`;
        const ratio = contrast(r.color, r.color2);
        const minor = textToMinor(r.threshold, digits);
        const thresholdError = errors.get(`${i}.minDeposit`);
        return (
          <fieldset key={id} className="panel vip-level">
            <legend>
              {t('vip.level', { n: i + 1 })}{' '}
              <span className="vip-chip" style={{ color: r.color, background: r.color2 }}>
                {r.labelName.en || r.labelName.pt}
              </span>
            </legend>
            <div className="form-2">
              <div className={`field${thresholdError ? ' invalid' : ''}`}>
                <label htmlFor={`${id}-threshold`}>{t('vip.threshold')}</label>
                <div className="input-unit">
                  <input
                    id={`${id}-threshold`}
                    className="input num"
                    inputMode="decimal"
                    value={r.threshold}
                    aria-invalid={thresholdError ? true : undefined}
                    aria-describedby={`${id}-threshold-more`}
                    onChange={(e) => edit(i, { threshold: e.target.value })}
                  />
                  <span className="mono">{currency}</span>
                </div>
                <span
                  id={`${id}-threshold-more`}
                  className={thresholdError ? 'error' : 'hint'}
                  role={thresholdError ? 'alert' : undefined}
                >
                  {thresholdError ?? (minor === null ? '' : formatMinor(minor, currency))}
                </span>
              </div>
              <div className={`field${ratio < AA ? ' invalid' : ''}`}>
                <span className="label">{t('vip.colours')}</span>
                <div className="toolbar">
                  <label className="check">
                    <input type="color" value={r.color} onChange={(e) => edit(i, { color: e.target.value })} />
                    {t('vip.text')}
                  </label>
                  <label className="check">
                    <input type="color" value={r.color2} onChange={(e) => edit(i, { color2: e.target.value })} />
                    {t('vip.background')}
                  </label>
                </div>
                <span className={ratio < AA ? 'error' : 'hint'} role={ratio < AA ? 'alert' : undefined}>
                  {t(ratio < AA ? 'vip.unreadable' : 'vip.readable', { ratio: ratioText(ratio) })}
                </span>
              </div>
            </div>
            <div className="vip-names">
              {LANGS.map((l) => {
                const error = errors.get(`${i}.labelName.${l}`);
                return (
                  <div key={l} className={`field${error ? ' invalid' : ''}`}>
                    <label htmlFor={`${id}-name-${l}`}>{t('vip.name', { lang: t(`brand.lang.${l}`) })}</label>
                    <input
                      id={`${id}-name-${l}`}
                      className="input"
                      value={r.labelName[l]}
                      maxLength={MAX_LEVEL_NAME}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => edit(i, { labelName: { ...r.labelName, [l]: e.target.value } })}
                    />
                    {error ? (
                      <span className="error" role="alert">
                        {error}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
            <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              {t('vip.remove', { n: i + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button disabled={rows.length >= MAX_VIP_LEVELS} onClick={add}>
          {t('vip.add')}
        </Button>
      </div>
    </div>
  );
}
