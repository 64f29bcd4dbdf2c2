import { channelKinds, type TChannelRow, ZChannelBody } from '@portal/contracts/console-channels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money, parseAmount } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { saveChannel } from './channels-api.ts';
import '../../shared/theme/brand-content.css';

type Draft = {
  code: string;
  name: string;
  kind: (typeof channelKinds)[number];
  min: string;
  max: string;
  sort: string;
  enabled: boolean;
  bankName: string;
  accountName: string;
  accountNo: string;
};
const draftOf = (c: TChannelRow | null, nextSort: number): Draft => ({
  code: c?.code ?? '',
  name: c?.name ?? '',
  kind: c?.kind ?? 'gateway',
  min: c ? money(c.minAmount) : '',
  max: c ? money(c.maxAmount) : '',
  sort: String(c?.sort ?? nextSort),
  enabled: c?.enabled ?? true,
  bankName: c?.bank?.bankName ?? '',
  accountName: c?.bank?.accountName ?? '',
  accountNo: c?.bank?.accountNo ?? '',
});

/**
 * Adds or edits a deposit channel: its code and name, gateway or manual transfer, the amounts it takes (typed as the
 * operator's language writes them), its place in the cashier, on or off and, for a manual transfer, the account.
 */
export function ChannelDialog({
  code,
  row,
  nextSort,
  onClose,
  onDone,
}: {
  code: string;
  row: TChannelRow | null;
  nextSort: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState(() => draftOf(row, nextSort));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD({ ...d, [k]: v });

  const submit = () => {
    const body = {
      code: d.code.trim().toUpperCase(),
      name: d.name,
      kind: d.kind,
      minAmount: parseAmount(d.min) ?? d.min,
      maxAmount: parseAmount(d.max) ?? d.max,
      sort: Number(d.sort),
      enabled: d.enabled,
      bank: d.kind === 'manual' ? { bankName: d.bankName, accountName: d.accountName, accountNo: d.accountNo } : null,
    };
    const checked = ZChannelBody.safeParse(body);
    if (!checked.success) {
      const next = new Map<string, string>();
      for (const i of checked.error.issues) {
        const key = String(i.path[0] ?? 'form');
        if (!next.has(key)) next.set(key, t(`channels.error.${key}`, { defaultValue: t('form.invalid') }));
      }
      setErrors(next);
      return;
    }
    setErrors(new Map());
    setBusy(true);
    void submitting(
      setFailure,
      async () => {
        await saveChannel(code, checked.data, row?.id);
        toast(t('channels.saved', { name: checked.data.name }));
        onDone();
      },
      onClose,
    )().finally(() => setBusy(false));
  };

  const field = (
    key: keyof Draft,
    errorKey: string,
    props: { inputMode?: 'decimal' | 'numeric'; maxLength?: number } = {},
  ) => (
    <div className={`field${errors.has(errorKey) ? ' invalid' : ''}`}>
      <label htmlFor={`channel-${key}`}>{t(`channels.field.${key}`)}</label>
      <input
        id={`channel-${key}`}
        className="input"
        value={String(d[key])}
        onChange={(e) => set(key, e.target.value as never)}
        aria-invalid={errors.has(errorKey) || undefined}
        aria-describedby={errors.has(errorKey) ? `channel-${key}-error` : undefined}
        {...props}
      />
      {errors.has(errorKey) ? (
        <span className="error" id={`channel-${key}-error`} role="alert">
          {errors.get(errorKey)}
        </span>
      ) : null}
    </div>
  );

  return (
    <DialogForm
      title={row ? t('channels.editTitle', { name: row.name }) : t('channels.addTitle')}
      submitLabel={t('channels.save')}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {field('code', 'code', { maxLength: 24 })}
      {field('name', 'name', { maxLength: 80 })}
      <div className="field">
        <label htmlFor="channel-kind">{t('channels.field.kind')}</label>
        <select
          id="channel-kind"
          className="select"
          value={d.kind}
          onChange={(e) => set('kind', e.target.value as Draft['kind'])}
        >
          {channelKinds.map((k) => (
            <option key={k} value={k}>
              {t(`channels.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {field('min', 'minAmount', { inputMode: 'decimal' })}
      {field('max', 'maxAmount', { inputMode: 'decimal' })}
      {field('sort', 'sort', { inputMode: 'numeric' })}
      <div className="site-row">
        <Toggle
          id="channel-enabled"
          label={t('channels.field.enabled')}
          checked={d.enabled}
          onChange={(v) => set('enabled', v)}
        />
        <span className="strong">{t('channels.field.enabled')}</span>
      </div>
      {d.kind === 'manual' ? (
        <fieldset className="grid" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="strong">{t('channels.account')}</legend>
          <p className="muted">{t('channels.accountHint')}</p>
          {field('bankName', 'bank')}
          {field('accountName', 'bank.accountName')}
          {field('accountNo', 'bank.accountNo', { maxLength: 40 })}
        </fieldset>
      ) : null}
    </DialogForm>
  );
}
