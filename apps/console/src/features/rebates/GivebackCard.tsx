import { GIVEBACK_FAMILIES } from '@portal/contracts/giveback-rules';
import type { TGivebackCell } from '@portal/contracts/givebacks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { percent } from '../../shared/rates.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { givebackQuery } from './api.ts';

/** A cell as "returned % / kept %", flagged when the brand gives back more than the family keeps. */
export function GivebackFigure({ cell }: { cell: TGivebackCell }) {
  const { t } = useTranslation();
  const text = t('givebacks.cell', { total: percent(Math.round(cell.totalBp)), edge: percent(cell.edgeBp) });
  return cell.over ? (
    <span className="giveback-over">
      <span aria-hidden="true">⚠ </span>
      {text}
      <span className="sr-only"> {t('givebacks.over')}</span>
    </span>
  ) : (
    <span>{text}</span>
  );
}

/**
 * What the brand gives back of a valid bet per game family and club level (rebate, points at the level's exchange
 * rate, salaries at their highest rate and the family's weight) against what the family keeps: the cells above the
 * edge pay players to play.
 */
export function GivebackCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useQuery(givebackQuery(code));
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const { cells, clubLevels } = query.data;
  const levels = [{ rankLevel: 0, name: '' }, ...clubLevels.filter((l) => l.rankLevel > 0)];
  const cellOf = (rankLevel: number, family: string) =>
    cells.find((c) => c.rankLevel === rankLevel && c.family === family);
  const over = cells.filter((c) => c.over).length;
  return (
    <section className="panel" aria-labelledby="givebacks">
      <div className="panel-head">
        <h2 id="givebacks" className="section-title">
          {t('givebacks.title')}
        </h2>
      </div>
      <div className="panel-body grid">
        <p className="hint">{t('givebacks.hint')}</p>
        {over > 0 ? <p className="notice warn">{t('givebacks.overCount', { count: over })}</p> : null}
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('rebates.levelHead')}</th>
                {GIVEBACK_FAMILIES.map((f) => (
                  <th key={f} className="num">
                    {t(`promotions.products.${f}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {levels.map((l) => (
                <tr key={l.rankLevel}>
                  <th scope="row">
                    {l.rankLevel === 0
                      ? t('rebates.belowClub')
                      : t('rebates.level', { level: l.rankLevel, name: l.name })}
                  </th>
                  {GIVEBACK_FAMILIES.map((f) => {
                    const cell = cellOf(l.rankLevel, f);
                    return (
                      <td
                        key={f}
                        className="num"
                        title={
                          cell
                            ? t('givebacks.parts', {
                                rebate: percent(Math.round(cell.rebateBp)),
                                points: percent(Math.round(cell.pointsBp)),
                                salary: percent(Math.round(cell.salaryBp)),
                              })
                            : undefined
                        }
                      >
                        {cell ? <GivebackFigure cell={cell} /> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The cells a save was refused for (above a family's house edge); a refusal of another kind is thrown on. */
export function refusedAboveEdge(e: unknown): TGivebackCell[] {
  if (!(e instanceof ApiError && e.key === 'giveback_above_edge')) throw e;
  return (e.value as { cells: TGivebackCell[] }).cells;
}

/** Asks the admin before saving rates that give back more than some families keep. */
export function AboveEdgeDialog({
  cells,
  onConfirm,
  onClose,
}: {
  cells: TGivebackCell[];
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DecisionDialog
      title={t('givebacks.confirmTitle')}
      variant="danger"
      facts={
        <>
          <p>{t('givebacks.confirmFacts')}</p>
          <ul>
            {cells.map((c) => (
              <li key={`${c.rankLevel}:${c.family}`}>
                {c.rankLevel === 0 ? t('rebates.belowClub') : t('rebates.levelNumber', { level: c.rankLevel })} ·{' '}
                {t(`promotions.products.${c.family}`)}: <GivebackFigure cell={c} />
              </li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('givebacks.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
