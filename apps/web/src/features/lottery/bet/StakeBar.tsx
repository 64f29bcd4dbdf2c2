import type { TLotteryGame } from '@portal/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { toMinor } from '../money.ts';
import type { Pick } from '../picks.ts';
import { MULTIPLIER_MAX, parseMultiplier, Stake } from './Stake.tsx';
import type { Selection } from './slip-state.ts';

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
    <Stake
      words={{
        unit: t('lottery.unit'),
        multiplier: t('lottery.multiplier'),
        fewer: t('lottery.decrease'),
        more: t('lottery.increase'),
      }}
      unit={unit}
      onUnit={onUnit}
      typed={typed}
      typedOk={typedOk}
      onType={(text) => {
        setTyped(text);
        const n = parseMultiplier(text);
        if (n !== null) onMultiplier(n);
      }}
      onStep={(by) => setMultiplier(multiplier + by)}
      onBlur={() => setMultiplier(parseMultiplier(typed) ?? multiplier)}
      count={picks.length}
      amount={amount}
      selected={picks.length > 0}
      problem={problem}
      onAdd={() => onAdd([...picks])}
    />
  );
}
