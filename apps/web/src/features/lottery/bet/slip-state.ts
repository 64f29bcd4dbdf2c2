import { useCallback, useMemo, useState } from 'react';
import { type Family, KENO_MAX, type Pick, pickKey } from '../picks.ts';

export type Selection = Pick[];

/**
 * What the picker has selected, not yet on the slip: 5D picks by key (every selected button is a bet); keno the
 * numbers of one bet (1 to 10 of 80).
 */
export function useSelection(family: Family) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, Pick>>(new Map());
  const [numbers, setNumbers] = useState<readonly number[]>([]);
  const picks: Selection = useMemo(
    () =>
      family === 'keno'
        ? numbers.length
          ? [{ kind: 'keno', numbers: [...numbers].sort((a, b) => a - b) }]
          : []
        : [...chosen.values()],
    [family, chosen, numbers],
  );
  const set = useCallback((ps: readonly Pick[], on: boolean) => {
    setChosen((prev) => {
      const next = new Map(prev);
      for (const p of ps) {
        if (on) next.set(pickKey(p), p);
        else next.delete(pickKey(p));
      }
      return next;
    });
  }, []);
  const toggle = useCallback((p: Pick) => {
    setChosen((prev) => {
      const next = new Map(prev);
      const k = pickKey(p);
      if (next.has(k)) next.delete(k);
      else next.set(k, p);
      return next;
    });
  }, []);
  /** Keno: a number in or out; false when ten are already picked. */
  const toggleNumber = useCallback(
    (n: number) => {
      if (!numbers.includes(n) && numbers.length >= KENO_MAX) return false;
      setNumbers(numbers.includes(n) ? numbers.filter((x) => x !== n) : [...numbers, n]);
      return true;
    },
    [numbers],
  );
  const clear = useCallback(() => {
    setChosen(new Map());
    setNumbers([]);
  }, []);
  return {
    picks,
    numbers,
    setNumbers,
    toggleNumber,
    has: (p: Pick) => chosen.has(pickKey(p)),
    set,
    toggle,
    clear,
  };
}
export type SelectionState = ReturnType<typeof useSelection>;

/** One bet of the slip: its amount is unit × multiplier, in minor units (VN calls them per point and points). */
export interface SlipBet<P = Pick> {
  key: string;
  pick: P;
  unit: number;
  multiplier: number;
}

/** A slip takes at most 50 bets (the server's limit). */
export const SLIP_MAX = 50;

/** The slip: one bet per pick (adding a pick again replaces its amount), at most 50; `keyOf` tells picks apart. */
export function useSlip<P>(keyOf: (pick: P) => string): SlipState<P> {
  const [bets, setBets] = useState<readonly SlipBet<P>[]>([]);
  const add = useCallback(
    (items: ReadonlyArray<Omit<SlipBet<P>, 'key'>>) => {
      setBets((prev) => {
        const next = [...prev];
        for (const it of items) {
          const key = keyOf(it.pick);
          const at = next.findIndex((b) => b.key === key);
          if (at >= 0) next[at] = { ...it, key };
          else if (next.length < SLIP_MAX) next.push({ ...it, key });
        }
        return next;
      });
    },
    [keyOf],
  );
  const remove = useCallback((key: string) => setBets((prev) => prev.filter((b) => b.key !== key)), []);
  const clear = useCallback(() => setBets([]), []);
  const total = bets.reduce((a, b) => a + b.unit * b.multiplier, 0);
  return { bets, add, remove, clear, total, room: SLIP_MAX - bets.length };
}
export interface SlipState<P = Pick> {
  bets: readonly SlipBet<P>[];
  add(items: ReadonlyArray<Omit<SlipBet<P>, 'key'>>): void;
  remove(key: string): void;
  clear(): void;
  total: number;
  room: number;
}
