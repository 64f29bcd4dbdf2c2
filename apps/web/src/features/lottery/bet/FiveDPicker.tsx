import type { TPlayOdds } from '@portal/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { useOdds } from '../odds.ts';
import {
  COMBOS,
  DIGIT_HELPERS,
  DIGITS,
  type DigitHelper,
  type Kind,
  PARTS,
  type Pick,
  POSITIONS,
  randomInt,
  SIDES,
  SUMS,
  topOdds,
} from '../picks.ts';
import { pickText } from '../texts.ts';
import { PickButton } from './PickButton.tsx';
import type { SelectionState } from './slip-state.ts';

type Props = { kind: Kind; plays: readonly TPlayOdds[]; selection: SelectionState };

/** Every pick of a 5D play type, in the rows the picker shows (a position's digits, a side's big and small, ...). */
export function rowsOf(kind: Kind): Array<{ id: string; picks: Pick[] }> {
  switch (kind) {
    case 'digit':
      return POSITIONS.map((position) => ({
        id: `p${position}`,
        picks: DIGITS.map((digit) => ({ kind: 'digit', position, digit })),
      }));
    case 'big_small':
      return SIDES.map((on) => ({
        id: on,
        picks: (['big', 'small'] as const).map((pick) => ({ kind: 'big_small', on, pick })),
      }));
    case 'odd_even':
      return SIDES.map((on) => ({
        id: on,
        picks: (['odd', 'even'] as const).map((pick) => ({ kind: 'odd_even', on, pick })),
      }));
    case 'sum_value':
      return [{ id: 'sum', picks: SUMS.map((value) => ({ kind: 'sum_value', value })) }];
    case 'combo':
      return PARTS.map((part) => ({ id: part, picks: COMBOS.map((pick) => ({ kind: 'combo', part, pick })) }));
    default:
      return [];
  }
}

/** The face of a pick's button: the digit or sum itself, else the word. */
function face(t: (k: string) => string, p: Pick): string {
  switch (p.kind) {
    case 'digit':
      return String(p.digit);
    case 'sum_value':
      return String(p.value);
    case 'big_small':
    case 'odd_even':
      return t(`lottery.pick.${p.pick}`);
    case 'combo':
      return t(`lottery.combo.${p.pick}`);
    default:
      return '';
  }
}

/** The 5D picker: rows of balls or words for the play type, with quick picks per row and for the whole type. */
export function FiveDPicker({ kind, plays, selection }: Props) {
  const { t } = useTranslation();
  const formatOdds = useOdds();
  const rows = rowsOf(kind);
  const all = rows.flatMap((r) => r.picks);
  const random = () => {
    const p = all[randomInt(all.length)];
    if (p) selection.toggle(p);
  };
  const clearKind = () => selection.set(all, false);
  return (
    <div className={`lot-5d lot-5d-${kind}`}>
      <div className="lot-quick">
        <button type="button" className="btn btn-secondary btn-sm" onClick={random}>
          {t('lottery.random')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clearKind}>
          {t('lottery.clear')}
        </button>
      </div>
      <div className="lot-rows">
        {rows.map((row) => (
          <div key={row.id} className="lot-row">
            {kind !== 'sum_value' && (
              <span className="lot-row-label">
                {t(kind === 'combo' ? `lottery.part.${row.id}` : `lottery.side.${row.id}`)}
              </span>
            )}
            <div className={`lot-row-picks${kind === 'digit' ? ' lot-row-balls' : ''}`}>
              {row.picks.map((p) => {
                const odds = topOdds(plays, p);

                return (
                  <PickButton
                    key={JSON.stringify(p)}
                    pressed={selection.has(p)}
                    onClick={() => selection.toggle(p)}
                    label={`${pickText(t, p)}${odds ? `, ${t('lottery.odds', { odds: formatOdds(odds) })}` : ''}`}
                    odds={kind === 'digit' ? null : odds && formatOdds(odds)}
                    className={
                      p.kind === 'digit'
                        ? `lot-pick-ball lot-hue-${p.digit}`
                        : p.kind === 'sum_value'
                          ? `lot-pick-sum lot-hue-${p.value % 10}`
                          : 'lot-pick-word'
                    }
                  >
                    {face(t, p)}
                  </PickButton>
                );
              })}
            </div>
            {kind === 'digit' && <DigitHelpers row={row.picks} selection={selection} side={row.id} />}
          </div>
        ))}
      </div>
      {kind === 'digit' && (
        <p className="lot-muted lot-odds-note">
          {t('lottery.paysUpTo', { odds: formatOdds(topOdds(plays, all[0] as Pick) ?? '') })}
        </p>
      )}
    </div>
  );
}

/** A position row's helpers: all, big, small, odd, even select exactly those digits of the row. */
function DigitHelpers({ row, selection, side }: { row: Pick[]; selection: SelectionState; side: string }) {
  const { t } = useTranslation();
  const pick = (h: DigitHelper) => {
    const want = new Set<number>(DIGIT_HELPERS[h]);
    selection.set(row, false);
    selection.set(
      row.filter((p) => p.kind === 'digit' && want.has(p.digit)),
      true,
    );
  };
  return (
    <div className="lot-helpers">
      {(Object.keys(DIGIT_HELPERS) as DigitHelper[]).map((h) => (
        <button
          key={h}
          type="button"
          className="lot-helper"
          aria-label={t('lottery.helperIn', { helper: t(`lottery.helper.${h}`), side: t(`lottery.side.${side}`) })}
          onClick={() => pick(h)}
        >
          {t(`lottery.helper.${h}`)}
        </button>
      ))}
      <button
        type="button"
        className="lot-helper"
        aria-label={t('lottery.helperIn', { helper: t('lottery.clear'), side: t(`lottery.side.${side}`) })}
        onClick={() => selection.set(row, false)}
      >
        {t('lottery.clear')}
      </button>
    </div>
  );
}
