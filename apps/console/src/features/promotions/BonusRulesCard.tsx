import type { TBonusRules } from '@portal/contracts/merchant-config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { bonusRulesQuery, useSaveBonusRules } from './holds-api.ts';

type Family = keyof TBonusRules['noDepositWeights'];
const FAMILIES: Family[] = ['RNG', 'FISH', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVE', 'PVP', 'INHOUSE'];
const SWITCHES = ['holdOnSharedDevice', 'holdOnSharedPayoutAccount', 'holdOnSharedAddress'] as const;
const whole = (text: string, max: number) => /^\d{1,3}$/.test(text) && Number(text) <= max;

/**
 * The brand's bonus abuse rules: the referral reward's turnover (0 pays it straight), the weights bonuses without a
 * deposit count turnover with, and which shared details hold a reward or gift for review.
 */
export function BonusRulesCard({ code }: { code: string }) {
  const query = useQuery(bonusRulesQuery(code));
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  return <RulesForm key={`${code}:${JSON.stringify(query.data)}`} code={code} saved={query.data} />;
}

function RulesForm({ code, saved }: { code: string; saved: TBonusRules }) {
  const { t } = useTranslation();
  const manager = useMay('promotions.manage');
  const text = (r: TBonusRules) => ({
    multiplier: String(r.referralTurnoverMultiplier),
    days: String(r.referralExpiryDays),
    weights: Object.fromEntries(FAMILIES.map((f) => [f, String(r.noDepositWeights[f])])) as Record<Family, string>,
  });
  const [draft, setDraft] = useState(text(saved));
  const [switches, setSwitches] = useState(() => Object.fromEntries(SWITCHES.map((k) => [k, saved[k]])));
  const [confirming, setConfirming] = useState(false);
  const save = useSaveBonusRules(code);
  const valid =
    whole(draft.multiplier, 100) &&
    whole(draft.days, 365) &&
    Number(draft.days) >= 1 &&
    FAMILIES.every((f) => whole(draft.weights[f], 100));
  const dirty = JSON.stringify(draft) !== JSON.stringify(text(saved)) || SWITCHES.some((k) => switches[k] !== saved[k]);
  const rules = (): TBonusRules => ({
    referralTurnoverMultiplier: Number(draft.multiplier),
    referralExpiryDays: Number(draft.days),
    noDepositWeights: Object.fromEntries(
      FAMILIES.map((f) => [f, Number(draft.weights[f])]),
    ) as TBonusRules['noDepositWeights'],
    holdOnSharedDevice: Boolean(switches.holdOnSharedDevice),
    holdOnSharedPayoutAccount: Boolean(switches.holdOnSharedPayoutAccount),
    holdOnSharedAddress: Boolean(switches.holdOnSharedAddress),
  });
  const numberField = (id: string, label: string, value: string, ok: boolean, set: (v: string) => void) => (
    <div className="field" key={id}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input num"
        inputMode="numeric"
        value={value}
        readOnly={!manager}
        aria-invalid={ok ? undefined : true}
        onChange={(e) => set(e.target.value.trim())}
      />
    </div>
  );
  return (
    <section className="panel" aria-labelledby="bonus-rules">
      <div className="panel-head">
        <h2 id="bonus-rules" className="section-title">
          {t('bonusHolds.rules')}
        </h2>
        {manager ? (
          <span className="row-actions" style={{ marginLeft: 'auto' }}>
            <Button
              variant="ghost"
              small
              disabled={!dirty}
              onClick={() => {
                setDraft(text(saved));
                setSwitches(Object.fromEntries(SWITCHES.map((k) => [k, saved[k]])));
              }}
            >
              {t('contracts.discard')}
            </Button>
            <Button variant="primary" small disabled={!dirty || !valid} onClick={() => setConfirming(true)}>
              {t('bonusHolds.saveRules')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className="panel-body grid">
        <p className="hint">{t('bonusHolds.rulesHint')}</p>
        <div className="form-row">
          {numberField(
            'bonus-multiplier',
            t('bonusHolds.multiplier'),
            draft.multiplier,
            whole(draft.multiplier, 100),
            (v) => setDraft({ ...draft, multiplier: v }),
          )}
          {numberField(
            'bonus-days',
            t('bonusHolds.expiryDays'),
            draft.days,
            whole(draft.days, 365) && Number(draft.days) >= 1,
            (v) => setDraft({ ...draft, days: v }),
          )}
        </div>
        <p className="label">{t('bonusHolds.weights')}</p>
        <div className="form-row">
          {FAMILIES.map((f) =>
            numberField(`bonus-weight-${f}`, `${f} %`, draft.weights[f], whole(draft.weights[f], 100), (v) =>
              setDraft({ ...draft, weights: { ...draft.weights, [f]: v } }),
            ),
          )}
        </div>
        <div className="form-row">
          {SWITCHES.map((k) => (
            <span key={k}>
              <Toggle
                label={t(`bonusHolds.${k}`)}
                checked={Boolean(switches[k])}
                disabled={!manager}
                onChange={(on) => setSwitches({ ...switches, [k]: on })}
              />{' '}
              {t(`bonusHolds.${k}`)}
            </span>
          ))}
        </div>
        {valid ? null : <p className="notice warn">{t('bonusHolds.invalidRules')}</p>}
      </div>
      {confirming ? (
        <DecisionDialog
          title={t('bonusHolds.saveRulesTitle')}
          facts={<p>{t('bonusHolds.saveRulesFacts')}</p>}
          confirmLabel={t('bonusHolds.saveRules')}
          onConfirm={async () => {
            await save.mutateAsync(rules());
            toast(t('bonusHolds.rulesSaved'));
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
