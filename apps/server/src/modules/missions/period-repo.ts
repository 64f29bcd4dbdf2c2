import { type SQL, sql } from 'drizzle-orm';

/**
 * A mission period's key in SQL, for a `period` column and an `at` time: the same keys as periodKey() in periods.ts
 * ('d:2026-05-01', 'w:2026-04-27' for the UTC week from Monday, 'once').
 */
export const periodKeySql = (period: SQL, at: SQL) => sql`CASE ${period}
  WHEN 'daily' THEN 'd:' || to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')
  WHEN 'weekly' THEN 'w:' || to_char(date_trunc('week', ${at} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')
  ELSE 'once' END`;
