import {
  contractKinds,
  type TContractKind,
  type TDividendCycle,
  ZDividendCycle,
} from '@portal/contracts/agent-contracts';
import { ZHouseContract } from '@portal/contracts/console-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basisPoints, percent } from '../../shared/rates.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { contractSettingsQuery, useGrantHouseContract } from './api.ts';
import { type TierDraft, TierRows } from './TierRows.tsx';

const MONEY = /^\d{1,12}(?:[.,]\d{1,2})?$/;
/** "1000" or "1000,5" as the API's "1000.50". */
const money = (text: string) => {
  const [whole, cents = ''] = text.replace(',', '.').split('.');
  return `${Number(whole)}.${cents.padEnd(2, '0')}`;
};

/** Grants a top agent (no upline) its contract with the house: kind, dividend cycle and tiers; approved at once. */
export function HouseDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useQuery(contractSettingsQuery(code));
  const grant = useGrantHouseContract(code);
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<TContractKind>('dividend');
  const [cycle, setCycle] = useState<TDividendCycle>('weekly');
  const [tiers, setTiers] = useState<TierDraft[]>([{ minBase: '0', minActive: '0', rate: '' }]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const maxBp = settings.data?.maxRateBp[kind];

  const body = ZHouseContract.safeParse({
    username: username.trim(),
    kind,
    ...(kind === 'dividend' ? { cycle } : {}),
    tiers: tiers.map((d) => ({
      minBase: MONEY.test(d.minBase.trim()) ? money(d.minBase.trim()) : '',
      minActive: /^\d{1,6}$/.test(d.minActive.trim()) ? Number(d.minActive) : -1,
      rateBp: basisPoints(d.rate) ?? -1,
    })),
  });
  const overMax = body.success && maxBp !== undefined && body.data.tiers.some((x) => x.rateBp > maxBp);
  const usernameBad = checked && !ZHouseContract.shape.username.safeParse(username.trim()).success;

  return (
    <DialogForm
      title={t('contracts.houseTitle')}
      submitLabel={t('contracts.grant')}
      busy={grant.isPending}
      failure={failure}
      wide
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!body.success || overMax) return;
        return submitting(
          setFailure,
          async () => {
            await grant.mutateAsync(body.data);
            toast(t('contracts.granted', { name: body.data.username }));
          },
          onClose,
        )();
      }}
    >
      <p className="muted">{t('contracts.houseHint')}</p>
      <div className="form-row">
        <Field
          label={t('contracts.topAgent')}
          id="house-username"
          error={usernameBad ? { type: 'invalid_format' } : undefined}
        >
          <input
            id="house-username"
            className="input"
            autoComplete="off"
            value={username}
            aria-invalid={usernameBad || undefined}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <Field label={t('contracts.kindLabel')} id="house-kind">
          <select
            id="house-kind"
            className="select"
            value={kind}
            onChange={(e) => setKind(e.target.value as TContractKind)}
          >
            {contractKinds.map((k) => (
              <option key={k} value={k}>
                {t(`contracts.kind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'dividend' ? (
          <Field label={t('contracts.cycleLabel')} id="house-cycle">
            <select
              id="house-cycle"
              className="select"
              value={cycle}
              onChange={(e) => setCycle(e.target.value as TDividendCycle)}
            >
              {ZDividendCycle.options.map((c) => (
                <option key={c} value={c}>
                  {t(`contracts.cycle.${c}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <TierRows tiers={tiers} onChange={setTiers} checked={checked} />
      {maxBp !== undefined ? (
        <p className={overMax ? 'notice warn' : 'hint muted'}>{t('contracts.maxHint', { rate: percent(maxBp) })}</p>
      ) : null}
      {checked && !body.success && !usernameBad ? (
        <p className="notice bad" role="alert">
          {t('contracts.tiersInvalid')}
        </p>
      ) : null}
    </DialogForm>
  );
}
