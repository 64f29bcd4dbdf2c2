import type { Deps } from '../../platform/deps.ts';

/** The lottery's clock per app (keyed by its deps): the real time, or a test's. Bets are judged by it. */
const clocks = new WeakMap<Deps, () => Date>();

export const setLotteryClock = (deps: Deps, clock: (() => Date) | null) => {
  if (clock) clocks.set(deps, clock);
  else clocks.delete(deps);
};

/** A test's clock first; else `at`, the scheduler's time (a driven run of the draw job), else the real time. */
export const lotteryNow = (deps: Deps, at?: Date): Date => clocks.get(deps)?.() ?? at ?? new Date();
