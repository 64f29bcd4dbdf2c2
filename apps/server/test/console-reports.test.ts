import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../src/modules/reports/report.ts';
import type { App } from '../src/platform/http.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;
const exec = (s: ReturnType<typeof sql>) =>
  app.deps.db.execute(s) as unknown as Promise<{ rows: Array<Record<string, unknown>> }>;
/** The demo brand's day (its clock is America/Sao_Paulo: the reports' days are the brand's). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
type Pnl = {
  vassalage: string;
  rounds: number;
  players: number;
  bets: string;
  validBets: string;
  wins: string;
  ggr: string;
};
/** The demo data has rounds of its own today: the test compares with the report before its rounds. */
let base: { pnl: Pnl[]; totals: Record<string, string | number> };
const cents = (s: string | number | undefined) => Math.round(Number(s ?? 0) * 100);

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await enrolledOperator(app, 'chief', 'Chief-Admin-2026', 'admin')).headers;
  finance = (await enrolledOperator(app, 'cash', 'Cash-Finance-2026', 'finance')).headers;
  support = await supportOperator(app, 'helper', 'Helper-Support-2026');
  const member = Number((await exec(sql`SELECT id FROM members WHERE username = 'demo_player'`)).rows[0]?.id);
  const merchant = Number((await exec(sql`SELECT merchant_id FROM members WHERE id = ${member}`)).rows[0]?.merchant_id);
  const inh = (await exec(sql`SELECT node_id FROM games WHERE vassalage = 'INH' ORDER BY node_id LIMIT 1`)).rows[0];
  base = (await get(`/admin/api/console/reports?from=${today}&to=${today}`, admin)).json().value;
  // Three settled cash rounds (the third a push: no valid bet), one fun-money round and one still open.
  await exec(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, settled_at)
    VALUES ('inhouse', 'rep-1', ${member}, ${inh?.node_id}, 1000, 0, 'settled', 'CASH', now()),
      ('inhouse', 'rep-2', ${member}, ${inh?.node_id}, 500, 2500, 'settled', 'CASH', now()),
      ('inhouse', 'rep-5', ${member}, ${inh?.node_id}, 800, 800, 'settled', 'CASH', now()),
      ('inhouse', 'rep-3', ${member}, ${inh?.node_id}, 700, 0, 'settled', 'FUN', now()),
      ('inhouse', 'rep-4', ${member}, ${inh?.node_id}, 900, 0, 'open', 'CASH', NULL)`);
  const channel = (
    await exec(sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount)
      VALUES (${merchant}, 'rep-ch', ${'=Bank "A", Ltd'}, 'manual', 100, 100000000) RETURNING id`)
  ).rows[0]?.id;
  await exec(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, amount, status, gateway_ref, completed_at)
    VALUES (${merchant}, ${member}, ${channel}, 12345, 'paid', 'rep-dep-1', now()),
      (${merchant}, ${member}, ${channel}, 99999, 'pending', 'rep-dep-2', NULL)`);
});
afterAll(() => app.close());

describe('reports', () => {
  it('answers P&L by vendor and game type from settled cash rounds, payments by channel and players', async () => {
    const r = await get(`/admin/api/console/reports?from=${today}&to=${today}`, finance);
    const v = r.json().value;
    const inh = v.pnl.find((p: Pnl) => p.vassalage === 'INH');
    const before = base.pnl.find((p) => p.vassalage === 'INH');
    expect(inh).toMatchObject({ day: today, gameType: 'INHOUSE', rounds: (before?.rounds ?? 0) + 3 });
    expect(cents(inh.bets) - cents(before?.bets)).toBe(2300);
    expect(cents(inh.validBets) - cents(before?.validBets)).toBe(1500);
    expect(cents(inh.wins) - cents(before?.wins)).toBe(3300);
    expect(cents(inh.ggr) - cents(before?.ggr)).toBe(-1000);
    expect(cents(v.totals.ggr) - cents(base.totals.ggr)).toBe(-1000);
    expect(cents(v.totals.validBets) - cents(base.totals.validBets)).toBe(1500);
    const dep = v.payments.find((p: { channel: string }) => p.channel === '=Bank "A", Ltd');
    expect(dep).toMatchObject({ direction: 'deposit', count: 1, amount: '123.45' });
    expect(v.players).toHaveLength(1);
    expect(v.players[0].day).toBe(today);
    expect(v.players[0].activePlayers).toBe(v.totals.activePlayers);
    expect(v.totals.activePlayers).toBeGreaterThanOrEqual(1);
  });

  it('exports each report as a CSV download with proper quoting', async () => {
    const r = await get(`/admin/api/console/reports/csv?report=payments&from=${today}&to=${today}`, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-${today}.csv"`);
    const lines = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('day,direction,channel,count,amount');
    expect(lines).toContain(`${today},deposit,"'=Bank ""A"", Ltd",1,123.45`);
    const pnl = await get(`/admin/api/console/reports/csv?report=pnl&from=${today}&to=${today}`, admin);
    expect(pnl.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'day,vendor_code,vendor,game_type,rounds,players,bets,valid_bets,wins,ggr',
    );
    expect(pnl.body).toContain(`${today},INH,`);
    const now = (await get(`/admin/api/console/reports?from=${today}&to=${today}`, admin)).json().value;
    const inh = (now.pnl as Pnl[]).find((p) => p.vassalage === 'INH');
    expect(pnl.body).toContain(`,${inh?.bets},${inh?.validBets},${inh?.wins},${inh?.ggr}\r\n`);
    const players = await get(`/admin/api/console/reports/csv?report=players&from=${today}&to=${today}`, admin);
    expect(players.body.split('\r\n')[1]).toMatch(new RegExp(`^${today},\\d+,\\d+$`));
  });

  it('quotes fields by RFC 4180 and defuses formulas in text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)', true)).toBe("'=SUM(A1)");
    expect(csvField('-10.00')).toBe('-10.00');
  });

  it('refuses support, bad periods and bad input', async () => {
    expect((await get(`/admin/api/console/reports?from=${today}&to=${today}`, support)).json().message).toBe(
      'operator_role_required',
    );
    expect(
      (await get(`/admin/api/console/reports/csv?report=pnl&from=${today}&to=${today}`, support)).json().message,
    ).toBe('operator_role_required');
    expect((await get('/admin/api/console/reports?from=2026-02-01&to=2026-01-01', admin)).json().message).toBe(
      'period_invalid',
    );
    expect((await get('/admin/api/console/reports?from=2025-01-01&to=2025-12-31', admin)).json().message).toBe(
      'period_invalid',
    );
    expect((await get('/admin/api/console/reports?from=yesterday&to=today', admin)).statusCode).toBe(400);
    // The clock is the brand's: a time zone in the query (the console sent its operator's once) changes nothing.
    const zoned = await get(`/admin/api/console/reports?from=${today}&to=${today}&tz=Asia/Tokyo`, admin);
    expect(zoned.json().value.tz).toBe('America/Sao_Paulo');
    expect(
      (await get(`/admin/api/console/reports/csv?report=everything&from=${today}&to=${today}`, admin)).statusCode,
    ).toBe(400);
    expect((await get(`/admin/api/console/reports?from=${today}&to=${today}`, {})).statusCode).toBe(401);
  });
});
