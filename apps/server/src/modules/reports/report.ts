import type { TReport } from '@portal/contracts/console-reports';
import type { Brands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { consoleZone, figures } from './figures.ts';
import { paymentRows, pnlRows } from './report-repo.ts';
import { checkPeriod } from './service.ts';

/** Formats a signed amount of minor units (formatMinor takes the sign too). */
const amount = (v: bigint) => formatMinor(v);

/**
 * The period's profit and loss by vendor and game type, payments by channel and players, day by day, on the brand's
 * clock. The totals and the players are the figures (figures.ts), the dashboard's own; the rows break them down.
 */
export async function report(db: Db, f: { from: string; to: string }, brands: Brands = null): Promise<TReport> {
  checkPeriod(f);
  const tz = await consoleZone(db, brands);
  const [pnl, payments, fig] = await Promise.all([
    pnlRows(db, f.from, f.to, tz, brands),
    paymentRows(db, f.from, f.to, tz, brands),
    figures(db, { ...f, tz, brands }),
  ]);
  const t = fig.total;
  return {
    tz,
    pnl: pnl.map((r) => ({
      ...r,
      bets: amount(r.bets),
      validBets: amount(r.validBets),
      wins: amount(r.wins),
      ggr: amount(r.bets - r.wins),
    })),
    payments: payments.map((r) => ({ ...r, amount: amount(r.amount) })),
    players: fig.days.map((d) => ({ day: d.day, newPlayers: d.registrations, activePlayers: d.activePlayers })),
    totals: {
      bets: amount(t.bets),
      validBets: amount(t.validBets),
      wins: amount(t.wins),
      ggr: amount(t.bets - t.wins),
      deposits: amount(t.deposits),
      withdrawals: amount(t.withdrawals),
      newPlayers: t.registrations,
      activePlayers: t.activePlayers,
    },
  };
}

/**
 * One field of RFC 4180 CSV: quoted when it holds a comma, quote or line break, quotes doubled. A text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe; amounts are left as numbers.
 */
export function csvField(v: string | number, text = false): string {
  let s = String(v);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const line = (fields: string[]) => `${fields.join(',')}\r\n`;

/** A report as CSV (with a byte-order mark, so spreadsheets read the UTF-8 names right). */
export function reportCsv(r: TReport, kind: 'pnl' | 'payments' | 'players'): string {
  const out: string[] = ['\uFEFF'];
  if (kind === 'pnl') {
    out.push(
      line(['day', 'vendor_code', 'vendor', 'game_type', 'rounds', 'players', 'bets', 'valid_bets', 'wins', 'ggr']),
    );
    for (const p of r.pnl)
      out.push(
        line([
          p.day,
          csvField(p.vassalage, true),
          csvField(p.vendor, true),
          csvField(p.gameType, true),
          String(p.rounds),
          String(p.players),
          p.bets,
          p.validBets,
          p.wins,
          p.ggr,
        ]),
      );
  } else if (kind === 'payments') {
    out.push(line(['day', 'direction', 'channel', 'count', 'amount']));
    for (const p of r.payments)
      out.push(line([p.day, p.direction, csvField(p.channel, true), String(p.count), p.amount]));
  } else {
    out.push(line(['day', 'new_players', 'active_players']));
    for (const p of r.players) out.push(line([p.day, String(p.newPlayers), String(p.activePlayers)]));
  }
  return out.join('');
}
