import { contractKinds, MAX_RATE_BP, type TContractSettings } from '@portal/contracts/agent-contracts';
import type { TGivebackCell } from '@portal/contracts/givebacks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basisPoints, percent } from '../../shared/rates.ts';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { AboveEdgeDialog, refusedAboveEdge } from '../rebates/GivebackCard.tsx';
import { contractSettingsQuery, useSaveContractSettings } from './api.ts';

type Kind = (typeof contractKinds)[number];
/** What the operator types: rates and the delay as text until saved, the switches as they are. */
interface Draft {
  kinds: TContractSettings['kinds'];
  rates: Record<Kind, string>;
  delay: string;
  payoutsEnabled: boolean;
  holderOwnBets: boolean;
}

const toDraft = (s: TContractSettings): Draft => ({
  kinds: s.kinds,
  rates: mapKinds((k) => percent(s.maxRateBp[k])),
  delay: String(s.settleDelaySeconds),
  payoutsEnabled: s.payoutsEnabled,
  holderOwnBets: s.holderOwnBets,
});
function mapKinds<V>(f: (k: Kind) => V): Record<Kind, V> {
  return Object.fromEntries(contractKinds.map((k) => [k, f(k)])) as Record<Kind, V>;
}
const delayOk = (text: string) => /^\d{1,4}$/.test(text) && Number(text) >= 30 && Number(text) <= 3600;

/** The draft as settings, or null while a field holds something the server would refuse. */
function fromDraft(d: Draft): TContractSettings | null {
  const rates = mapKinds((k) => basisPoints(d.rates[k]));
  if (Object.values(rates).some((r) => r === null || r > MAX_RATE_BP) || !delayOk(d.delay)) return null;
  return {
    kinds: d.kinds,
    maxRateBp: rates as Record<Kind, number>,
    settleDelaySeconds: Number(d.delay),
    payoutsEnabled: d.payoutsEnabled,
    holderOwnBets: d.holderOwnBets,
  };
}

/** A brand's contract settings: which kinds run, their highest rates, the payout delay and the payout switch. */
export function SettingsCard({ code }: { code: string }) {
  const query = useQuery(contractSettingsQuery(code));
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  // A new brand or a save starts the draft again from what the server holds.
  return <SettingsForm key={`${code}:${JSON.stringify(query.data)}`} code={code} saved={query.data} />;
}

function SettingsForm({ code, saved }: { code: string; saved: TContractSettings }) {
  const { t } = useTranslation();
  const admin = useMay('contracts.manage');
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [confirming, setConfirming] = useState(false);
  // The families higher salary rates would put above their house edge: an admin may still save, knowingly.
  const [aboveEdge, setAboveEdge] = useState<TGivebackCell[] | null>(null);
  const save = useSaveContractSettings(code);
  const next = fromDraft(draft);
  const dirty = next === null || JSON.stringify(next) !== JSON.stringify(saved);
  const rateOk = (k: Kind) => {
    const bp = basisPoints(draft.rates[k]);
    return bp !== null && bp <= MAX_RATE_BP;
  };
  return (
    <section className="panel" aria-labelledby="contract-settings">
      <div className="panel-head">
        <h2 id="contract-settings" className="section-title">
          {t('contracts.settings')}
        </h2>
        {admin ? (
          <span className="row-actions" style={{ marginLeft: 'auto' }}>
            <Button variant="ghost" small disabled={!dirty} onClick={() => setDraft(toDraft(saved))}>
              {t('contracts.discard')}
            </Button>
            <Button variant="primary" small disabled={!dirty || next === null} onClick={() => setConfirming(true)}>
              {t('contracts.save')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className="panel-body grid">
        <table className="data contract-kinds">
          <thead>
            <tr>
              <th>{t('contracts.kindLabel')}</th>
              <th>{t('contracts.runs')}</th>
              <th className="num">{t('contracts.maxRate')}</th>
            </tr>
          </thead>
          <tbody>
            {contractKinds.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`contracts.kind.${k}`)}</th>
                <td>
                  <Toggle
                    label={t('contracts.runsKind', { kind: t(`contracts.kind.${k}`) })}
                    checked={draft.kinds[k]}
                    disabled={!admin}
                    onChange={(on) => setDraft({ ...draft, kinds: { ...draft.kinds, [k]: on } })}
                  />
                </td>
                <td className="num">
                  <input
                    className="input rate-input num"
                    inputMode="decimal"
                    aria-label={t('contracts.maxRateOf', { kind: t(`contracts.kind.${k}`) })}
                    aria-invalid={!rateOk(k) || undefined}
                    value={draft.rates[k]}
                    readOnly={!admin}
                    onChange={(e) => setDraft({ ...draft, rates: { ...draft.rates, [k]: e.target.value } })}
                  />{' '}
                  %
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="form-row">
          <div className="field">
            <label htmlFor="settle-delay">{t('contracts.delay')}</label>
            <input
              id="settle-delay"
              className="input num"
              inputMode="numeric"
              value={draft.delay}
              readOnly={!admin}
              aria-invalid={delayOk(draft.delay) ? undefined : true}
              onChange={(e) => setDraft({ ...draft, delay: e.target.value.trim() })}
            />
            <span className="hint">{t('contracts.delayHint')}</span>
          </div>
          <div className="field">
            <span className="label">{t('contracts.payouts')}</span>
            <span>
              <Toggle
                label={t('contracts.payoutsRun')}
                checked={draft.payoutsEnabled}
                disabled={!admin}
                onChange={(on) => setDraft({ ...draft, payoutsEnabled: on })}
              />{' '}
              {t(draft.payoutsEnabled ? 'contracts.payoutsOn' : 'contracts.payoutsOff')}
            </span>
          </div>
          <div className="field">
            <span className="label">{t('contracts.ownBets')}</span>
            <span>
              <Toggle
                label={t('contracts.ownBetsCount')}
                checked={draft.holderOwnBets}
                disabled={!admin}
                onChange={(on) => setDraft({ ...draft, holderOwnBets: on })}
              />{' '}
              {t(draft.holderOwnBets ? 'contracts.ownBetsOn' : 'contracts.ownBetsOff')}
            </span>
            <span className="hint">{t('contracts.ownBetsHint')}</span>
          </div>
        </div>
        {next === null ? <p className="notice warn">{t('contracts.invalidSettings')}</p> : null}
      </div>
      {confirming && next ? (
        <DecisionDialog
          title={t('contracts.saveTitle')}
          facts={<p>{t('contracts.saveFacts')}</p>}
          confirmLabel={t('contracts.save')}
          onConfirm={async () => {
            try {
              await save.mutateAsync(next);
              toast(t('contracts.saved'));
            } catch (e) {
              setAboveEdge(refusedAboveEdge(e));
            }
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {aboveEdge && next ? (
        <AboveEdgeDialog
          cells={aboveEdge}
          onConfirm={async () => {
            await save.mutateAsync({ ...next, confirmAboveEdge: true });
            toast(t('contracts.saved'));
          }}
          onClose={() => setAboveEdge(null)}
        />
      ) : null}
    </section>
  );
}
