import type { TLotteryGame } from '@portal/contracts/lottery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { fromMinor, toMinor } from '../money.ts';
import type { Pick } from '../picks.ts';
import type { Selection } from './slip-state.ts';

/** Amount chips per bet, in minor units (1, 2, 5, 10, 50, 100 of the brand's currency). */
export const CHIPS = [100, 200, 500, 1000, 5000, 10_000];
export const MULTIPLIER_MAX = 10_000;

/** A multiplier typed by the player: a whole number from 1 to 10,000, else null. */
export function parseMultiplier(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= MULTIPLIER_MAX ? n : null;
}

/**
 * The stake of the selected picks: a chip for the amount per bet, a multiplier, and what they come to; adds the
 * picks to the slip when every bet is within the game's limits.
 */
export function StakeBar({
  game,
  picks,
  unit,
  multiplier,
  onUnit,
  onMultiplier,
  onAdd,
  room,
}: {
  game: TLotteryGame;
  picks: readonly Pick[];
  unit: number;
  multiplier: number;
  onUnit(minor: number): void;
  onMultiplier(n: number): void;
  onAdd(picks: Selection): void;
  room: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [typed, setTyped] = useState(String(multiplier));
  const typedOk = parseMultiplier(typed) !== null;
  const amount = unit * multiplier;
  const min = toMinor(game.minBet) ?? 0;
  const max = toMinor(game.maxBet) ?? Number.MAX_SAFE_INTEGER;
  const problem = !typedOk
    ? t('lottery.multiplier')
    : amount < min
      ? t('lottery.belowMin', { amount: money(game.minBet) })
      : amount > max
        ? t('lottery.aboveMax', { amount: money(game.maxBet) })
        : picks.length > room
          ? t('lottery.slipFull')
          : null;
  const setMultiplier = (n: number) => {
    const v = Math.min(MULTIPLIER_MAX, Math.max(1, n));
    setTyped(String(v));
    onMultiplier(v);
  };
  return (
    <div className="lot-stake">
      <fieldset className="lot-chips">
        <legend>{t('lottery.unit')}</legend>
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
        <label htmlFor={`${id}-m`}>{t('lottery.multiplier')}</label>
        <div className="lot-stepper">
          <button type="button" aria-label={t('lottery.decrease')} onClick={() => setMultiplier(multiplier - 1)}>
            −
          </button>
          <input
            id={`${id}-m`}
            inputMode="numeric"
            value={typed}
            aria-invalid={!typedOk || undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              const n = parseMultiplier(e.target.value);
              if (n !== null) onMultiplier(n);
            }}
            onBlur={() => setMultiplier(parseMultiplier(typed) ?? multiplier)}
          />
          <button type="button" aria-label={t('lottery.increase')} onClick={() => setMultiplier(multiplier + 1)}>
            +
          </button>
        </div>
      </div>
      <div className="lot-stake-sum">
        <span className="num">
          {t('lottery.selection', { count: picks.length, amount: money(fromMinor(amount)) })} ={' '}
          <strong>{money(fromMinor(amount * picks.length))}</strong>
        </span>
        {picks.length > 0 && problem && (
          <span className="lot-error" role="alert">
            {problem}
          </span>
        )}
        <button
          type="button"
          className="btn btn-accent btn-md"
          disabled={picks.length === 0 || problem !== null}
          onClick={() => onAdd([...picks])}
        >
          {t('lottery.addToSlip')}
        </button>
      </div>
    </div>
  );
}
