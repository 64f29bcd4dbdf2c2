import type { TPlayOdds } from '@portal/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOdds } from '../odds.ts';
import { KENO_MAX, KENO_NUMBERS, oddsOf, randomKeno } from '../picks.ts';
import { PickButton } from './PickButton.tsx';
import type { SelectionState } from './slip-state.ts';

/** Keno: 80 numbers, 1 to 10 picked, quick picks of any size, and the pay table for the count picked. */
export function KenoPicker({ plays, selection }: { plays: readonly TPlayOdds[]; selection: SelectionState }) {
  const { t } = useTranslation();
  const formatOdds = useOdds();
  const [quick, setQuick] = useState(5);
  const picked = selection.numbers;
  const full = picked.length >= KENO_MAX;
  const table = picked.length ? oddsOf(plays, { kind: 'keno', numbers: [...picked] }) : [];
  return (
    <div className="lot-keno">
      <div className="lot-quick">
        <label className="lot-quick-size">
          <span className="sr-only">{t('lottery.quickPick', { count: quick })}</span>
          <select value={quick} onChange={(e) => setQuick(Number(e.target.value))}>
            {Array.from({ length: KENO_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => selection.setNumbers(randomKeno(quick))}
        >
          {t('lottery.quickPick', { count: quick })}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => selection.setNumbers([])}>
          {t('lottery.clear')}
        </button>
        <span className="lot-muted lot-keno-count" aria-live="polite">
          {t('lottery.kenoPicked', { count: picked.length })}
        </span>
      </div>
      <div className="lot-keno-grid">
        {KENO_NUMBERS.map((n) => {
          const on = picked.includes(n);
          return (
            <PickButton
              key={n}
              pressed={on}
              onClick={() => selection.toggleNumber(n)}
              label={String(n)}
              disabled={full && !on}
              className={`lot-pick-ball lot-hue-${Math.floor((n - 1) / 10)}`}
            >
              {n}
            </PickButton>
          );
        })}
      </div>
      {table.length > 0 && (
        <table className="lot-paytable">
          <caption>{t('lottery.payTable')}</caption>
          <tbody>
            <tr>
              {table.map((odds, hits) =>
                Number(odds) > 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the hit count
                  <td key={hits}>
                    <span className="lot-muted">{t('lottery.hits', { count: hits })}</span>
                    <strong className="num">×{formatOdds(odds)}</strong>
                  </td>
                ) : null,
              )}
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}
