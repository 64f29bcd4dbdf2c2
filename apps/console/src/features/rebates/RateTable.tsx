import type { TGivebackCell } from '@portal/contracts/givebacks';
import { POINT_PRODUCTS } from '@portal/contracts/points';
import { REBATE_RATE_MAX_BP, type TRebateRateSheet, type TRebateRateTable } from '@portal/contracts/rebate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basisPoints, percent } from '../../shared/rates.ts';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { rebateRatesQuery, useSaveRebateRates } from './api.ts';
import { AboveEdgeDialog, refusedAboveEdge } from './GivebackCard.tsx';

type Product = (typeof POINT_PRODUCTS)[number];
/** The operator's draft: a percentage as typed per level and product ('' pays nothing). */
type Draft = Record<number, Record<Product, string>>;

const rowsOf = (sheet: TRebateRateSheet) => [
  { rankLevel: 0, name: '' },
  ...sheet.clubLevels.filter((l) => l.rankLevel > 0),
];

function toDraft(sheet: TRebateRateSheet): Draft {
  const draft: Draft = {};
  for (const { rankLevel } of rowsOf(sheet)) {
    const rates = sheet.levels.find((l) => l.rankLevel === rankLevel)?.rates ?? {};
    draft[rankLevel] = Object.fromEntries(POINT_PRODUCTS.map((p) => [p, rates[p] ? percent(rates[p]) : ''])) as Record<
      Product,
      string
    >;
  }
  return draft;
}

const rateOk = (text: string) => {
  if (text.trim() === '') return true;
  const bp = basisPoints(text);
  return bp !== null && bp <= REBATE_RATE_MAX_BP;
};

/** The draft as the table the server takes (a blank or zero rate left out), or null while a rate is off. */
function fromDraft(draft: Draft): TRebateRateTable | null {
  const levels: TRebateRateTable['levels'] = [];
  for (const [level, rates] of Object.entries(draft)) {
    const set: Partial<Record<Product, number>> = {};
    for (const p of POINT_PRODUCTS) {
      if (!rateOk(rates[p])) return null;
      const bp = basisPoints(rates[p]) ?? 0;
      if (bp > 0) set[p] = bp;
    }
    if (Object.keys(set).length > 0) levels.push({ rankLevel: Number(level), rates: set });
  }
  return { levels };
}

/** manualRebate's rates of a brand: a row per club level (and below the first), a column per product. */
export function RateTable({ code }: { code: string }) {
  const query = useQuery(rebateRatesQuery(code));
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  return <RateForm key={`${code}:${JSON.stringify(query.data)}`} code={code} sheet={query.data} />;
}

function RateForm({ code, sheet }: { code: string; sheet: TRebateRateSheet }) {
  const { t } = useTranslation();
  const manager = useMay('promotions.manage');
  const [draft, setDraft] = useState(() => toDraft(sheet));
  const [confirming, setConfirming] = useState(false);
  // The families a save would put above their house edge: an admin may still save, knowingly.
  const [aboveEdge, setAboveEdge] = useState<TGivebackCell[] | null>(null);
  const save = useSaveRebateRates(code);
  const next = fromDraft(draft);
  const saved = fromDraft(toDraft(sheet));
  const dirty = next === null || JSON.stringify(next) !== JSON.stringify(saved);
  const levelLabel = (l: { rankLevel: number; name: string }) =>
    l.rankLevel === 0 ? t('rebates.belowClub') : t('rebates.level', { level: l.rankLevel, name: l.name });
  return (
    <section className="panel" aria-labelledby="rebate-rates">
      <div className="panel-head">
        <h2 id="rebate-rates" className="section-title">
          {t('rebates.rates')}
        </h2>
        {manager ? (
          <span className="row-actions" style={{ marginLeft: 'auto' }}>
            <Button variant="ghost" small disabled={!dirty} onClick={() => setDraft(toDraft(sheet))}>
              {t('contracts.discard')}
            </Button>
            <Button variant="primary" small disabled={!dirty || next === null} onClick={() => setConfirming(true)}>
              {t('rebates.saveRates')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className="panel-body grid">
        <p className="hint">{t('rebates.ratesHint', { max: percent(REBATE_RATE_MAX_BP) })}</p>
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('rebates.levelHead')}</th>
                {POINT_PRODUCTS.map((p) => (
                  <th key={p} className="num">
                    {t(`promotions.products.${p}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsOf(sheet).map((l) => (
                <tr key={l.rankLevel}>
                  <th scope="row">{levelLabel(l)}</th>
                  {POINT_PRODUCTS.map((p) => {
                    const value = draft[l.rankLevel]?.[p] ?? '';
                    return (
                      <td key={p} className="num">
                        <input
                          className="input rate-input num"
                          inputMode="decimal"
                          placeholder="0"
                          aria-label={t('rebates.rateOf', {
                            level: levelLabel(l),
                            product: t(`promotions.products.${p}`),
                          })}
                          aria-invalid={!rateOk(value) || undefined}
                          value={value}
                          readOnly={!manager}
                          onChange={(e) =>
                            setDraft({
                              ...draft,
                              [l.rankLevel]: {
                                ...(draft[l.rankLevel] as Record<Product, string>),
                                [p]: e.target.value,
                              },
                            })
                          }
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {next === null ? (
          <p className="notice warn">{t('rebates.invalidRates', { max: percent(REBATE_RATE_MAX_BP) })}</p>
        ) : null}
      </div>
      {confirming && next ? (
        <DecisionDialog
          title={t('rebates.saveRatesTitle')}
          facts={<p>{t('rebates.saveRatesFacts')}</p>}
          confirmLabel={t('rebates.saveRates')}
          onConfirm={async () => {
            try {
              await save.mutateAsync(next);
              toast(t('rebates.ratesSaved'));
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
            toast(t('rebates.ratesSaved'));
          }}
          onClose={() => setAboveEdge(null)}
        />
      ) : null}
    </section>
  );
}
