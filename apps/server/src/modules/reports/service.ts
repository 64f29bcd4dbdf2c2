import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { pendingCounts } from '../operator/index.ts';
import { activePlayers, type DayRow, dailyFigures } from './repo.ts';

const MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (tz: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const view = (d: DayRow) => ({
  day: d.day,
  registrations: d.registrations,
  firstDeposits: d.firstDeposits,
  deposits: formatMinor(d.deposits),
  depositCount: d.depositCount,
  withdrawals: formatMinor(d.withdrawals),
  withdrawalCount: d.withdrawalCount,
  bets: formatMinor(d.bets),
  betCount: d.betCount,
  wins: formatMinor(d.wins),
  // GGR: what players staked minus what they won; negative on a day the house lost.
  ggr: formatMinor(d.bets - d.wins),
  activePlayers: d.activePlayers,
});

function sum(days: DayRow[], from: string, active: number): DayRow {
  const total: DayRow = {
    day: from,
    registrations: 0,
    firstDeposits: 0,
    deposits: 0n,
    depositCount: 0,
    withdrawals: 0n,
    withdrawalCount: 0,
    bets: 0n,
    betCount: 0,
    wins: 0n,
    activePlayers: active,
  };
  for (const d of days) {
    total.registrations += d.registrations;
    total.firstDeposits += d.firstDeposits;
    total.deposits += d.deposits;
    total.depositCount += d.depositCount;
    total.withdrawals += d.withdrawals;
    total.withdrawalCount += d.withdrawalCount;
    total.bets += d.bets;
    total.betCount += d.betCount;
    total.wins += d.wins;
  }
  return total;
}

/** The dashboard: today, the chosen period day by day and in total, and what waits in the queues. */
export async function dashboard(db: Db, f: { from: string; to: string; tz: string }) {
  const span = (Date.parse(f.to) - Date.parse(f.from)) / DAY_MS;
  if (!(span >= 0 && span < MAX_DAYS)) throw new AppError('period_invalid');
  const today = todayIn(f.tz);
  const [days, todays, active, pending] = await Promise.all([
    dailyFigures(db, f.from, f.to, f.tz),
    dailyFigures(db, today, today, f.tz),
    activePlayers(db, f.from, f.to, f.tz),
    pendingCounts(db),
  ]);
  const todayRow = todays[0] ?? sum([], today, 0);
  return { today: view(todayRow), period: view(sum(days, f.from, active)), days: days.map(view), pending };
}
