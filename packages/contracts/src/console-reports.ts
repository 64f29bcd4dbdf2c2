import { z } from 'zod';
import { ZDashboard, ZDashboardQuery } from './console.ts';
import { op } from './op.ts';

/**
 * Reports in the console (GET /admin/api/console/reports): a period of inclusive days (at most 92) on the brand's
 * clock (its time zone). Amounts are strings with two decimals; GGR is bets minus wins
 * (negative when players won more). Its totals are the dashboard's figures of the same period (one definition).
 */
export const ZReportQuery = ZDashboardQuery;
export const reportKinds = ['pnl', 'payments', 'players'] as const;
export const ZReportCsvQuery = ZDashboardQuery.extend({ report: z.enum(reportKinds) });

/**
 * One day of one vendor and game type, from the settled cash rounds (fun money, open and rolled-back rounds are not
 * counted). Valid bets are the stakes of the rounds that were no push (a payout equal to the stake is none).
 */
export const ZPnlRow = z.object({
  day: z.string(),
  vassalage: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  players: z.number().int(),
  bets: z.string(),
  validBets: z.string(),
  wins: z.string(),
  ggr: z.string(),
});
export type TPnlRow = z.infer<typeof ZPnlRow>;

/** Paid deposits and paid-out withdrawals of one day and channel (a withdrawal's channel: its account's provider). */
export const ZPaymentRow = z.object({
  day: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  channel: z.string(),
  count: z.number().int(),
  amount: z.string(),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;

/** Registrations (no trial accounts) and members with at least one valid bet, per day. */
export const ZPlayerRow = z.object({ day: z.string(), newPlayers: z.number().int(), activePlayers: z.number().int() });
export type TPlayerRow = z.infer<typeof ZPlayerRow>;

export const ZReport = z.object({
  /** The brand's time zone: the clock of every day here. */
  tz: z.string(),
  pnl: z.array(ZPnlRow),
  payments: z.array(ZPaymentRow),
  players: z.array(ZPlayerRow),
  totals: z.object({
    bets: z.string(),
    validBets: z.string(),
    wins: z.string(),
    ggr: z.string(),
    deposits: z.string(),
    withdrawals: z.string(),
    newPlayers: z.number().int(),
    /** Distinct over the whole period (a player active on several days counts once). */
    activePlayers: z.number().int(),
  }),
});
export type TReport = z.infer<typeof ZReport>;

/** The dashboard and the reports; the CSV download (GET /admin/api/console/reports/csv) is a file, not an operation. */
export const reportOps = {
  dashboard: op({
    method: 'GET',
    path: '/admin/api/console/dashboard',
    auth: 'operator',
    action: 'dashboard.view',
    tags: ['operator'],
    summary: 'Today and a period by day: registrations, first deposits, deposits, withdrawals, bets, GGR, actives',
    query: ZDashboardQuery,
    response: ZDashboard,
  }),
  report: op({
    method: 'GET',
    path: '/admin/api/console/reports',
    auth: 'operator',
    action: 'reports.view',
    tags: ['operator'],
    summary: 'A period day by day: P&L by vendor and game type, payments by channel, new and active players',
    query: ZReportQuery,
    response: ZReport,
  }),
};
