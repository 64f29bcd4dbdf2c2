import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { fromMinor } from '../money.ts';

/** Amount chips per bet, in minor units (1, 2, 5, 10, 50, 100 of the brand's currency). */
export const CHIPS = [100, 200, 500, 1000, 5000, 10_000];
export const MULTIPLIER_MAX = 10_000;

/** A multiplier (VN: points) typed by the player: a whole number from 1 to 10,000, else null. */
export function parseMultiplier(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= MULTIPLIER_MAX ? n : null;
}

/** The words of a stake: VN stakes an amount per point and a number of points, the in-house games unit × multiplier. */
export interface StakeWords {
  unit: string;
  multiplier: string;
  fewer: string;
  more: string;
}

/**
 * The stake's fields, as both screens show them: a chip for the amount per bet, the multiplier with its stepper, and
 * what the selection comes to. The screens keep the typed multiplier and decide what is wrong with it.
 */
export function Stake({
  words,
  unit,
  onUnit,
  typed,
  typedOk,
  onType,
  onStep,
  onBlur,
  count,
  amount,
  selected,
  problem,
  note,
  onAdd,
}: {
  words: StakeWords;
  unit: number;
  onUnit(minor: number): void;
  typed: string;
  typedOk: boolean;
  onType(text: string): void;
  onStep(by: 1 | -1): void;
  onBlur?(): void;
  /** The bets selected, and the amount of each in minor units. */
  count: number;
  amount: number;
  /** Anything picked (a VN xiên is picked before it makes a bet): then what is wrong shows; adding waits for it. */
  selected: boolean;
  problem: string | null;
  /** What one bet of this stake costs, said in words (VN: what one point costs and the points' total per number). */
  note?: string;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  return (
    <div className="lot-stake">
      <fieldset className="lot-chips">
        <legend>{words.unit}</legend>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            className={`lot-chip${c === unit ? ' lot-chip-on' : ''}`}
            aria-pressed={c === unit}
            onClick={() => onUnit(c)}
          >
            {money(fromMinor(c))}
          </button>
        ))}
      </fieldset>
      <div className="lot-mult">
        <label htmlFor={`${id}-m`}>{words.multiplier}</label>
        <div className="lot-stepper">
          <button type="button" aria-label={words.fewer} onClick={() => onStep(-1)}>
            −
          </button>
          <input
            id={`${id}-m`}
            inputMode="numeric"
            value={typed}
            aria-invalid={!typedOk || undefined}
            onChange={(e) => onType(e.target.value)}
            onBlur={onBlur}
          />
          <button type="button" aria-label={words.more} onClick={() => onStep(1)}>
            +
          </button>
        </div>
      </div>
      {note && (
        <p className="lot-muted lot-stake-note num" aria-live="polite">
          {note}
        </p>
      )}
      <div className="lot-stake-sum">
        <span className="num">
          {t('lottery.selection', { count, amount: money(fromMinor(amount)) })} ={' '}
          <strong>{money(fromMinor(amount * count))}</strong>
        </span>
        {selected && problem && (
          <span className="lot-error" role="alert">
            {problem}
          </span>
        )}
        <button
          type="button"
          className="btn btn-accent btn-md"
          disabled={count === 0 || problem !== null}
          onClick={onAdd}
        >
          {t('lottery.addToSlip')}
        </button>
      </div>
    </div>
  );
}
