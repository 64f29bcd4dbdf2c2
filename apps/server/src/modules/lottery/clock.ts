import type { Deps } from '../../platform/deps.ts';

/** The lottery's clock per app (keyed by its deps): the real time, or a test's. Bets are judged by it. */
const clocks = new WeakMap<Deps, () => Date>();

export const setLotteryClock = (deps: Deps, clock: (() => Date) | null) => {
  if (clock) clocks.set(deps, clock);
  else clocks.delete(deps);
};

export const lotteryNow = (deps: Deps): Date => clocks.get(deps)?.() ?? new Date();
