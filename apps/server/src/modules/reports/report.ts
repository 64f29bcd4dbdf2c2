import type { TReport } from '@portal/contracts/console-reports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { activeInPeriod, paymentRows, playerRows, pnlRows } from './report-repo.ts';

const MAX_DAYS = 92;
const DAY_MS = 86_400_000;
/** Formats a signed amount of minor units (formatMinor takes the sign too). */
const amount = (v: bigint) => formatMinor(v);

/** The period's profit and loss by vendor and game type, payments by channel and players, day by day. */
export async function report(db: Db, f: { from: string; to: string; tz: string }): Promise<TReport> {
  const span = (Date.parse(f.to) - Date.parse(f.from)) / DAY_MS;
  if (!(span >= 0 && span < MAX_DAYS)) throw new AppError('period_invalid');
  const [pnl, payments, players, active] = await Promise.all([
    pnlRows(db, f.from, f.to, f.tz),
    paymentRows(db, f.from, f.to, f.tz),
    playerRows(db, f.from, f.to, f.tz),
    activeInPeriod(db, f.from, f.to, f.tz),
  ]);
  const sum = (list: bigint[]) => list.reduce((a, b) => a + b, 0n);
  const bets = sum(pnl.map((r) => r.bets));
  const wins = sum(pnl.map((r) => r.wins));
  return {
    pnl: pnl.map((r) => ({
      ...r,
      bets: amount(r.bets),
      validBets: amount(r.validBets),
      wins: amount(r.wins),
      ggr: amount(r.bets - r.wins),
    })),
    payments: payments.map((r) => ({ ...r, amount: amount(r.amount) })),
    players,
    totals: {
      bets: amount(bets),
      validBets: amount(sum(pnl.map((r) => r.validBets))),
      wins: amount(wins),
      ggr: amount(bets - wins),
      deposits: amount(sum(payments.filter((p) => p.direction === 'deposit').map((p) => p.amount))),
      withdrawals: amount(sum(payments.filter((p) => p.direction === 'withdrawal').map((p) => p.amount))),
      newPlayers: players.reduce((a, p) => a + p.newPlayers, 0),
      activePlayers: active,
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
