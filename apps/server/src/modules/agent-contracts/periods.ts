import type { TContractKind, TDividendCycle } from '@portal/contracts/agent-contracts';

/**
 * A payout period: [start, end) in UTC. Salaries have theirs by kind (real-time: 5 minutes, spec section 9; hourly;
 * daily); a dividend has its contract's cycle (daily, weekly from Monday, half months 1-15 and 16-end, monthly).
 * A run kind names one schedule of a brand: the salary kind, or 'dividend:<cycle>'.
 */
export type RunKind = 'realtime' | 'hourly' | 'daily' | `dividend:${TDividendCycle}`;

export const runKindOf = (kind: TContractKind, cycle: TDividendCycle | null): RunKind =>
  kind === 'dividend' ? `dividend:${cycle ?? 'monthly'}` : kind;

export const contractKindOf = (run: RunKind): TContractKind =>
  run.startsWith('dividend:') ? 'dividend' : (run as TContractKind);

export interface Period {
  start: Date;
  end: Date;
}

const FIVE_MINUTES = 300_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The period of this run kind that contains `t`. */
export function periodContaining(run: RunKind, t: Date): Period {
  const ms = t.getTime();
  const fixed = (len: number) => {
    const start = Math.floor(ms / len) * len;
    return { start: new Date(start), end: new Date(start + len) };
  };
  switch (run) {
    case 'realtime':
      return fixed(FIVE_MINUTES);
    case 'hourly':
      return fixed(HOUR);
    case 'daily':
    case 'dividend:daily':
      return fixed(DAY);
    case 'dividend:weekly': {
      const day = Math.floor(ms / DAY) * DAY;
      // 1970-01-01 was a Thursday: Monday-based weeks start 3 days later in the cycle.
      const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
      return { start: new Date(monday), end: new Date(monday + 7 * DAY) };
    }
    case 'dividend:semimonthly': {
      const y = t.getUTCFullYear();
      const m = t.getUTCMonth();
      return t.getUTCDate() <= 15
        ? { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, 16)) }
        : { start: new Date(Date.UTC(y, m, 16)), end: new Date(Date.UTC(y, m + 1, 1)) };
    }
    case 'dividend:monthly': {
      const y = t.getUTCFullYear();
      const m = t.getUTCMonth();
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
    }
  }
}

/** The period right after `p`. */
export const nextPeriod = (run: RunKind, p: Period): Period => periodContaining(run, p.end);
