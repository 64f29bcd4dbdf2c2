import { originalsLimitsOf } from '@portal/contracts/merchant-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { formatMinor } from '../src/platform/money.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

/** The originals limits set from the console: read with defaults, validated per field, audited, kept at once. */

const LIMITS = '/admin/api/console/brands/LUMEN/originals-limits';
let app: App;
let base: string;
let admin: Record<string, string>;
let support: Record<string, string>;
let player: { authorization: string };
const put = (payload: object, headers = admin) => app.inject({ method: 'PUT', url: LIMITS, headers, payload });
const audits = async () =>
  (
    (await app.deps.db.execute(
      sql`SELECT target, detail FROM operator_audit WHERE action = 'originals.limits' ORDER BY id DESC`,
    )) as unknown as { rows: Array<{ target: string; detail: Record<string, unknown> }> }
  ).rows;

beforeAll(async () => {
  app = await buildTestApp();
  base = await listenOnFreePort(app);
  admin = (await enrolledOperator(app, 'tablechief', 'Table-Admin-2026', 'admin')).headers;
  support = await supportOperator(app, 'tablehelp', 'Table-Support-2026');
  player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

/** A limbo stake through a launch ticket, as the game page plays it. */
async function limbo(bet: string) {
  const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = inh.find((g: { gameCode: string }) => g.gameCode === 'lumen-limbo');
  const launch = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...player, language: 'en' },
    payload: { nodeId: game.nodeId, launchMode: 'GLS' },
  });
  const ticket = new URL(launch.json().value.game_url, base).searchParams.get('ticket');
  const res = await fetch(`${base}/provider/inhouse/api/limbo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, bet, target: 200 }),
  });
  return (await res.json()) as { error?: string; maxStake?: string };
}

describe('originals limits in the console', () => {
  it('lets an admin read the defaults and set limits: audited, refused per field, kept by the next round', async () => {
    const d = originalsLimitsOf({});
    const defaults = {
      minBet: formatMinor(BigInt(d.minBet)),
      maxBet: formatMinor(BigInt(d.maxBet)),
      maxWin: formatMinor(BigInt(d.maxWin)),
    };
    expect((await app.inject({ url: LIMITS, headers: admin })).json().value).toMatchObject(defaults);
    expect((await app.inject({ url: LIMITS, headers: admin })).json().value.currency).toMatch(/^[A-Z]{3}$/);

    const refused = async (payload: object) => {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      return res.json().value.fields as Array<{ field: string; message: string }>;
    };
    expect(await refused({ minBet: '5.00', maxBet: '1.00', maxWin: '10.00' })).toEqual([
      { field: 'maxBet', message: 'max_bet_below_min_bet' },
    ]);
    expect(await refused({ minBet: '0.50', maxBet: '20.00', maxWin: '10.00' })).toEqual([
      { field: 'maxWin', message: 'max_win_below_max_bet' },
    ]);
    expect(await refused({ minBet: '0.00', maxBet: '20.00', maxWin: '30.00' })).toEqual([
      { field: 'minBet', message: 'amount_invalid' },
    ]);
    expect((await refused({ minBet: '-1', maxBet: '20.00', maxWin: '30.00' }))[0]?.field).toBe('minBet');
    expect(await audits()).toHaveLength(0);

    const saved = await put({ minBet: '0.50', maxBet: '20', maxWin: '300.5' });
    expect(saved.json().value).toMatchObject({ minBet: '0.50', maxBet: '20.00', maxWin: '300.50' });
    expect((await app.inject({ url: LIMITS, headers: admin })).json().value).toMatchObject(saved.json().value);
    const [row] = await audits();
    expect(row).toEqual({
      target: 'LUMEN',
      detail: { before: d, after: { minBet: 50, maxBet: 2_000, maxWin: 30_050, bonusBuy: true } },
    });

    // The game reads the brand anew: a stake above the new largest is refused at once.
    expect(await limbo('20.01')).toEqual({ error: 'BET_TOO_LARGE', maxStake: '20.00' });
    expect((await limbo('20.00')).error).toBeUndefined();
  });

  it('lets support read the limits but not set them, and no one without a session', async () => {
    expect((await app.inject({ url: LIMITS, headers: support })).json().success).toBe(true);
    const res = await put({ minBet: '1.00', maxBet: '2.00', maxWin: '3.00' }, support);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('operator_role_required');
    expect((await app.inject({ url: LIMITS })).statusCode).toBe(401);
    expect((await put({ minBet: '1.00', maxBet: '2.00', maxWin: '3.00' }, {})).statusCode).toBe(401);
    expect(await audits()).toHaveLength(1);
  });
});
