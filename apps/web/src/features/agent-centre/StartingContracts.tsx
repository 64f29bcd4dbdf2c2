import type { TRegisterDownlinePayload } from '@portal/contracts/agent';
import { contractKinds, type TContractKind, type TDividendCycle } from '@portal/contracts/agent-contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { consolidatedQuery, contractListQuery, SWITCH_OF } from '../../shared/contracts/api.ts';
import { parseRate } from '../../shared/contracts/rates.ts';
import { useRate } from '../../shared/contracts/Terms.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';

export type StartingDraft = Partial<Record<TContractKind, { rate: string }>>;
/** A kind the agent may give, its highest rate and (dividend) its own cycle, which the sub-agent's follows. */
type Offerable = { kind: TContractKind; maxOfferBp: number; cycle: TDividendCycle | null };

/** The kinds the agent may give a new sub-agent: those the brand runs in which the agent holds a rate of its own. */
export function useOfferableKinds(on: boolean): Offerable[] {
  const { data: switches } = useQuery({ ...consolidatedQuery(), enabled: on });
  const kinds = contractKinds.filter((k) => switches?.[SWITCH_OF[k]]);
  const lists = useQueries({ queries: kinds.map((k) => ({ ...contractListQuery(k), enabled: on })) });
  return kinds.flatMap((kind, i) => {
    const list = lists[i]?.data;
    const cycle = list?.received.find((c) => c.status === 'approved')?.cycle ?? null;
    return list?.enabled && list.maxOfferBp > 0 ? [{ kind, maxOfferBp: list.maxOfferBp, cycle }] : [];
  });
}

/** The starting contracts as the API takes them (one flat tier each), or the kind whose rate is refused and why. */
export function readStarting(
  t: TFunction,
  draft: StartingDraft,
  offerable: Offerable[],
  rate: (bp: number) => string,
): NonNullable<TRegisterDownlinePayload['contracts']> | { kind: TContractKind; text: string } {
  const out: NonNullable<TRegisterDownlinePayload['contracts']> = [];
  for (const { kind, maxOfferBp, cycle } of offerable) {
    const d = draft[kind];
    if (!d?.rate.trim()) continue;
    const rateBp = parseRate(d.rate);
    if (rateBp === null) return { kind, text: t('agent.reg.rateInvalid') };
    if (rateBp > maxOfferBp) return { kind, text: t('agent.contract.rateAbove', { max: rate(maxOfferBp) }) };
    out.push({
      kind,
      tiers: [{ minBase: '0.00', minActive: 0, rateBp }],
      ...(kind === 'dividend' && cycle ? { cycle } : {}),
    });
  }
  return out;
}

/** registerCenter, sub-agent: optional starting rates per contract kind, each at most the agent's own. */
export function StartingContracts({
  offerable,
  value,
  onChange,
  error,
}: {
  offerable: Offerable[];
  value: StartingDraft;
  onChange(next: StartingDraft): void;
  error: { kind: TContractKind; text: string } | undefined;
}) {
  const { t } = useTranslation();
  const rate = useRate();
  if (!offerable.length) return null;
  const set = (kind: TContractKind, rate: string) => onChange({ ...value, [kind]: { rate } });
  return (
    <fieldset className="ac-starting">
      <legend>{t('agent.reg.contracts')}</legend>
      <p className="muted">{t('agent.reg.contractsHint')}</p>
      {offerable.map(({ kind, maxOfferBp, cycle }) => (
        <div key={kind} className="ac-starting-kind">
          <TextField
            label={t('agent.reg.rateOf', { kind: t(`contract.kind.${kind}`) })}
            hint={t('agent.contract.maxOffer', { max: rate(maxOfferBp) })}
            inputMode="decimal"
            maxLength={6}
            placeholder="0.00"
            value={value[kind]?.rate ?? ''}
            onChange={(e) => set(kind, e.target.value)}
            error={error?.kind === kind ? error.text : undefined}
          />
          {kind === 'dividend' && cycle && (
            <p className="muted">
              {t('contract.cycleLabel')}: {t(`contract.cycle.${cycle}`)}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
