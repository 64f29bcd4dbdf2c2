import type { TContractKind, TContractTier, TDividendCycle } from '@portal/contracts/agent-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useContractMutation } from '../../shared/contracts/api.ts';
import { parseMoney, parseRate, tierProblem } from '../../shared/contracts/rates.ts';
import { useRate } from '../../shared/contracts/Terms.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { USERNAME } from './filters.ts';
import { type TierDraft, TierFields } from './TierFields.tsx';

const MAX_TIERS = 10;
const blankTier = (): TierDraft => ({ minBase: '0', minActive: '0', rate: '' });

/** The tiers as the API takes them, or the first tier that does not read as one. */
function readTiers(drafts: TierDraft[]): TContractTier[] | { bad: number } {
  const tiers: TContractTier[] = [];
  for (const [i, d] of drafts.entries()) {
    const minBase = parseMoney(d.minBase);
    const rateBp = parseRate(d.rate);
    const minActive = /^\d{1,6}$/.test(d.minActive.trim()) ? Number(d.minActive) : Number.NaN;
    if (minBase === null || rateBp === null || !(minActive <= 100_000)) return { bad: i };
    tiers.push({ minBase, minActive, rateBp });
  }
  return tiers;
}

/**
 * The offer form: a direct downline, one or more tiers and, for a dividend, its cycle. It refuses what the server
 * would (a rate above the agent's own, tiers that do not rise) before sending.
 */
export function OfferContract({
  kind,
  maxOfferBp,
  downline,
  cycle,
}: {
  kind: TContractKind;
  maxOfferBp: number;
  downline: string;
  /** A dividend's cycle: the agent's own (one cycle per chain), shown, not chosen. */
  cycle: TDividendCycle | null;
}) {
  const { t } = useTranslation();
  const rate = useRate();
  const offer = useContractMutation(kind);
  const [username, setUsername] = useState(downline);
  const [tiers, setTiers] = useState<TierDraft[]>([blankTier()]);
  const [problem, setProblem] = useState<{ field: 'username' | 'tiers' | 'form'; text: string; tier?: number }>();
  if (maxOfferBp <= 0) return <p className="muted">{t('agent.contract.noRateToOffer')}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    const name = username.trim();
    if (!name || !USERNAME.test(name))
      return setProblem({ field: 'username', text: t('agent.contract.downlineInvalid') });
    const read = readTiers(tiers);
    if ('bad' in read)
      return setProblem({ field: 'tiers', tier: read.bad, text: t('agent.contract.tierInvalid', { n: read.bad + 1 }) });
    const why = tierProblem(read, maxOfferBp);
    if (why === 'rate_too_high')
      return setProblem({ field: 'tiers', text: t('agent.contract.rateAbove', { max: rate(maxOfferBp) }) });
    if (why) return setProblem({ field: 'tiers', text: t('errors.contract_tiers_invalid') });
    try {
      await offer.mutateAsync({
        action: 'offer',
        downline: name,
        tiers: read,
        ...(kind === 'dividend' && cycle ? { cycle } : {}),
      });
      void notify({ kind: 'success', title: t('agent.contract.offerSent', { username: name }) });
      setUsername('');
      setTiers([blankTier()]);
    } catch (err) {
      setProblem({ field: 'form', text: errorText(t, err) });
    }
  };

  return (
    <form className="mc-card ac-form ct-offer" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t('agent.contract.maxOffer', { max: rate(maxOfferBp) })}</p>
      <TextField
        label={t('agent.contract.downline')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="off"
        maxLength={32}
        required
        error={problem?.field === 'username' ? problem.text : undefined}
      />
      {kind === 'dividend' && cycle && (
        <p className="muted">
          {t('contract.cycleLabel')}: {t(`contract.cycle.${cycle}`)}
        </p>
      )}
      <TierFields
        tiers={tiers}
        onChange={setTiers}
        invalid={problem?.field === 'tiers' ? problem.tier : undefined}
        canAdd={tiers.length < MAX_TIERS}
        onAdd={() => setTiers((list) => [...list, blankTier()])}
      />
      {(problem?.field === 'tiers' || problem?.field === 'form') && (
        <p className="ac-error" role="alert">
          {problem.text}
        </p>
      )}
      <Button type="submit" loading={offer.isPending}>
        {t('agent.contract.offerSubmit')}
      </Button>
    </form>
  );
}
