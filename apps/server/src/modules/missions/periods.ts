/**
 * Periods are UTC days and UTC weeks from Monday: 'd:2026-05-01', 'w:2026-04-27', and 'once' for one-off missions.
 * periodKeySql() (period-repo.ts) and periodKey() compute the same keys.
 */
export { periodKeySql } from './period-repo.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week of `now`. */
export function weekStart(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

export function periodKey(period: string, now: Date): string {
  if (period === 'daily') return `d:${day(now)}`;
  if (period === 'weekly') return `w:${day(weekStart(now))}`;
  return 'once';
}

/** When the current period ends (null for one-off). */
export function periodEnd(period: string, now: Date): Date | null {
  if (period === 'daily') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  if (period === 'weekly') return new Date(weekStart(now).getTime() + 7 * 86_400_000);
  return null;
}
