import type { Brands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { pendingCounts } from '../operator/index.ts';
import { consoleZone, type DayFigures, figures } from './figures.ts';

const MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (tz: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A period of at most 92 inclusive days, else period_invalid. */
export function checkPeriod(f: { from: string; to: string }) {
  const span = (Date.parse(f.to) - Date.parse(f.from)) / DAY_MS;
  if (!(span >= 0 && span < MAX_DAYS)) throw new AppError('period_invalid');
}

const view = (d: DayFigures) => ({
  day: d.day,
  registrations: d.registrations,
  firstDeposits: d.firstDeposits,
  deposits: formatMinor(d.deposits),
  depositCount: d.depositCount,
  withdrawals: formatMinor(d.withdrawals),
  withdrawalCount: d.withdrawalCount,
  bets: formatMinor(d.bets),
  betCount: d.rounds,
  wins: formatMinor(d.wins),
  // GGR: what players staked minus what they won; negative on a day the house lost.
  ggr: formatMinor(d.bets - d.wins),
  activePlayers: d.activePlayers,
});

/** The dashboard: today, the chosen period day by day and in total (on the brand's clock), and the queues. */
export async function dashboard(db: Db, f: { from: string; to: string }, brands: Brands = null) {
  checkPeriod(f);
  const tz = await consoleZone(db, brands);
  const today = todayIn(tz);
  const [period, todays, pending] = await Promise.all([
    figures(db, { ...f, tz, brands }),
    figures(db, { from: today, to: today, tz, brands }),
    pendingCounts(db, brands),
  ]);
  return { tz, today: view(todays.total), period: view(period.total), days: period.days.map(view), pending };
}
