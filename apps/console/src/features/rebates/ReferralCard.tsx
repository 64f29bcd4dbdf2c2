import type { TReferralSettings } from '@portal/contracts/referral';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, parseAmount } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { referralSettingsQuery, useSaveReferralSettings } from './api.ts';

/** A typed amount in the operator's language as the server takes it: whole units and up to two decimals. */
const amountOf = (text: string) => parseAmount(text) ?? text.trim();
const amountOk = (text: string) => /^\d{1,13}(\.\d{1,2})?$/.test(amountOf(text));

/** The referral programme of a brand: on or off, the qualifying first deposit and the referrer's reward. */
export function ReferralCard({ code }: { code: string }) {
  const query = useQuery(referralSettingsQuery(code));
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  return <ReferralForm key={`${code}:${JSON.stringify(query.data)}`} code={code} saved={query.data} />;
}

function ReferralForm({ code, saved }: { code: string; saved: TReferralSettings }) {
  const { t } = useTranslation();
  const manager = useMay('promotions.manage');
  // The amounts are edited as the operator's language writes them (50,00 in Portuguese).
  const [initial] = useState(() => ({
    ...saved,
    minDeposit: amountText(saved.minDeposit),
    reward: amountText(saved.reward),
  }));
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveReferralSettings(code);
  const valid = amountOk(draft.minDeposit) && amountOk(draft.reward);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const amountField = (key: 'minDeposit' | 'reward') => (
    <div className="field">
      <label htmlFor={`referral-${key}`}>{t(`rebates.${key}`)}</label>
      <input
        id={`referral-${key}`}
        className="input num"
        inputMode="decimal"
        value={draft[key]}
        readOnly={!manager}
        aria-invalid={amountOk(draft[key]) ? undefined : true}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <section className="panel" aria-labelledby="referral-settings">
      <div className="panel-head">
        <h2 id="referral-settings" className="section-title">
          {t('rebates.referral')}
        </h2>
        {manager ? (
          <span className="row-actions" style={{ marginLeft: 'auto' }}>
            <Button variant="ghost" small disabled={!dirty} onClick={() => setDraft(saved)}>
              {t('contracts.discard')}
            </Button>
            <Button variant="primary" small disabled={!dirty || !valid} onClick={() => setConfirming(true)}>
              {t('rebates.saveReferral')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className="panel-body grid">
        <p className="hint">{t('rebates.referralHint')}</p>
        <div className="form-row">
          <div className="field">
            <span className="label">{t('rebates.programme')}</span>
            <span>
              <Toggle
                label={t('rebates.programmeRuns')}
                checked={draft.enabled}
                disabled={!manager}
                onChange={(on) => setDraft({ ...draft, enabled: on })}
              />{' '}
              {t(draft.enabled ? 'rebates.on' : 'rebates.off')}
            </span>
          </div>
          {amountField('minDeposit')}
          {amountField('reward')}
        </div>
        {valid ? null : <p className="notice warn">{t('rebates.invalidAmounts')}</p>}
      </div>
      {confirming ? (
        <DecisionDialog
          title={t('rebates.saveReferralTitle')}
          facts={<p>{t('rebates.saveReferralFacts')}</p>}
          confirmLabel={t('rebates.saveReferral')}
          onConfirm={async () => {
            await save.mutateAsync({
              enabled: draft.enabled,
              minDeposit: amountOf(draft.minDeposit),
              reward: amountOf(draft.reward),
            });
            toast(t('rebates.referralSaved'));
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
