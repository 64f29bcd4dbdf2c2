import { type TOriginalsLimitsView, ZOriginalsLimitsBody } from '@portal/contracts/console-games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, money, parseAmount } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { originalsLimitsQuery, useSaveOriginalsLimits } from './api.ts';

const FIELDS = ['minBet', 'maxBet', 'maxWin'] as const;
type Limit = (typeof FIELDS)[number];
type Draft = Record<Limit, string> & { bonusBuy: boolean };
/** "1000", "1000,5" or "1.000,5" as typed in the operator's language, in the API's form ("1000.5"). */
const amountOf = (text: string) => parseAmount(text) ?? text.trim();

/**
 * The brand's table limits of the in-house originals, in the brand's money: the smallest and largest stake of a round
 * and the most one round pays (a bigger win is paid at it), and whether the video slots sell their bonus buy. Support
 * reads them; admins set them.
 */
export function OriginalsLimitsCard() {
  const { t } = useTranslation();
  const brand = useBrandChoice();
  const query = useQuery(originalsLimitsQuery(brand.code));
  return (
    <section className="panel" aria-labelledby="originals-limits">
      <div className="panel-head">
        <h2 id="originals-limits" className="section-title">
          {t('games.limits.title')}
        </h2>
        <span style={{ marginLeft: 'auto' }}>
          <BrandPicker choice={brand} />
        </span>
      </div>
      {brand.merchants.error ? (
        <Failed error={brand.merchants.error} retry={() => void brand.merchants.refetch()} />
      ) : query.error ? (
        <Failed error={query.error} retry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading />
      ) : (
        <LimitsForm key={`${brand.code}:${JSON.stringify(query.data)}`} code={brand.code} saved={query.data} />
      )}
    </section>
  );
}

function LimitsForm({ code, saved }: { code: string; saved: TOriginalsLimitsView }) {
  const { t } = useTranslation();
  const manager = useMay('games.manage');
  const initial: Draft = {
    minBet: amountText(saved.minBet),
    maxBet: amountText(saved.maxBet),
    maxWin: amountText(saved.maxWin),
    bonusBuy: saved.bonusBuy,
  };
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveOriginalsLimits(code);
  const body = {
    minBet: amountOf(draft.minBet),
    maxBet: amountOf(draft.maxBet),
    maxWin: amountOf(draft.maxWin),
    bonusBuy: draft.bonusBuy,
  };
  const parsed = ZOriginalsLimitsBody.safeParse(body);
  // The schema names the field each refusal is about; the first one per field is shown under it.
  const errors: Partial<Record<Limit, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Limit;
    errors[field] ??= issue.message;
  }
  const dirty = FIELDS.some((k) => draft[k] !== initial[k]) || draft.bonusBuy !== initial.bonusBuy;
  const shown = (amount: string) => `${money(amount)} ${saved.currency}`;
  return (
    <>
      <div className="panel-body grid">
        <p className="hint">{t('games.limits.hint')}</p>
        <div className="form-row">
          {FIELDS.map((k) => (
            <Field
              key={k}
              id={`originals-${k}`}
              label={t(`games.limits.${k}`, { currency: saved.currency })}
              error={errors[k] ? { type: errors[k], message: t(`games.limits.error.${errors[k]}`) } : undefined}
              hint={t('games.limits.now', { amount: shown(saved[k]) })}
            >
              <input
                id={`originals-${k}`}
                className="input num"
                inputMode="decimal"
                autoComplete="off"
                value={draft[k]}
                readOnly={!manager}
                aria-invalid={errors[k] ? true : undefined}
                onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <div className="site-row">
          <Toggle
            id="originals-bonusBuy"
            checked={draft.bonusBuy}
            label={t('games.limits.bonusBuy')}
            disabled={!manager}
            onChange={(bonusBuy) => setDraft({ ...draft, bonusBuy })}
          />
          <div>
            <div className="strong">{t('games.limits.bonusBuy')}</div>
            <div className="muted">{t('games.limits.bonusBuyHint')}</div>
          </div>
        </div>
        {manager ? (
          <span className="row-actions">
            <Button variant="ghost" small disabled={!dirty} onClick={() => setDraft(initial)}>
              {t('contracts.discard')}
            </Button>
            <Button variant="primary" small disabled={!dirty || !parsed.success} onClick={() => setConfirming(true)}>
              {t('games.limits.save')}
            </Button>
          </span>
        ) : null}
      </div>
      {confirming && parsed.success ? (
        <DecisionDialog
          title={t('games.limits.saveTitle')}
          facts={
            <>
              <p>
                {t('games.limits.saveFacts', {
                  minBet: shown(parsed.data.minBet),
                  maxBet: shown(parsed.data.maxBet),
                  maxWin: shown(parsed.data.maxWin),
                })}
              </p>
              <p>{t(parsed.data.bonusBuy ? 'games.limits.buyOnFacts' : 'games.limits.buyOffFacts')}</p>
            </>
          }
          confirmLabel={t('games.limits.save')}
          onConfirm={async () => {
            await save.mutateAsync(parsed.data);
            toast(t('games.limits.saved'));
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
