import { timeZoneOf } from '@portal/contracts/merchant-config';
import { type Brands, brandMemberIds } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { allBrands } from '../brand/index.ts';
import { type RoundDay, roundFigures } from '../provider/index.ts';
import { type CashierDay, cashierDays } from './repo.ts';

/** One day (or a period's total) of the console's figures; docs/decisions.md, "One definition of the console's figures". */
export interface DayFigures extends Omit<RoundDay, 'day'>, Omit<CashierDay, 'day'> {
  day: string;
}

/**
 * The console's clock: the brand's time zone. Figures of one brand are on its clock; figures of several brands at
 * once on the default brand's (else the first one's; UTC without a brand).
 */
export async function consoleZone(db: Db, of: Brands = null): Promise<string> {
  const brands = await allBrands(db);
  const brand =
    (of?.length === 1 ? brands.find((b) => b.id === of[0]) : undefined) ?? brands.find((b) => b.isDefault) ?? brands[0];
  return brand ? timeZoneOf(brand.config) : 'UTC';
}

/**
 * THE figures of a period, day by day and in total, that the dashboard, the reports and their CSV show: bets, wins
 * and valid bets of the settled real-money rounds (every vendor, the in-house games, the lottery's slips; not fun
 * money, open or rolled-back rounds) on the day they settled, GGR = bets - wins, active players (a valid bet; the
 * period counts each once), new members (no trial accounts), first deposits, paid deposits and paid-out withdrawals.
 */
export async function figures(
  db: Db,
  f: { from: string; to: string; tz: string; brands?: Brands },
): Promise<{ days: DayFigures[]; total: DayFigures }> {
  const brands = f.brands ?? null;
  const [rounds, cashier] = await Promise.all([
    roundFigures(db, { ...f, members: brandMemberIds(brands) }),
    cashierDays(db, f.from, f.to, f.tz, brands),
  ]);
  const byDay = new Map(cashier.map((c) => [c.day, c]));
  const days = rounds.days.map((r) => {
    const c = byDay.get(r.day);
    return {
      ...r,
      registrations: c?.registrations ?? 0,
      firstDeposits: c?.firstDeposits ?? 0,
      deposits: c?.deposits ?? 0n,
      depositCount: c?.depositCount ?? 0,
      withdrawals: c?.withdrawals ?? 0n,
      withdrawalCount: c?.withdrawalCount ?? 0,
    };
  });
  const total: DayFigures = {
    day: f.from,
    ...rounds.total,
    registrations: 0,
    firstDeposits: 0,
    deposits: 0n,
    depositCount: 0,
    withdrawals: 0n,
    withdrawalCount: 0,
  };
  for (const c of cashier) {
    total.registrations += c.registrations;
    total.firstDeposits += c.firstDeposits;
    total.deposits += c.deposits;
    total.depositCount += c.depositCount;
    total.withdrawals += c.withdrawals;
    total.withdrawalCount += c.withdrawalCount;
  }
  return { days, total };
}
