import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

/** The brand's bonus-buy switch: set from the console beside the originals limits, audited, kept by the slots. */

type Reply = Record<string, unknown> & { error?: string; balance?: string; payout?: string; nonce?: number };
const LIMITS = '/admin/api/console/brands/LUMEN/originals-limits';
const SLOTS = ['pharaoh', 'neon', 'reef'];
let app: App;
let base: string;
let admin: Record<string, string>;
let player: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  base = await listenOnFreePort(app);
  admin = (await enrolledOperator(app, 'buychief', 'Buy-Admin-2026', 'admin')).headers;
  player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

const limits = async () => (await app.inject({ url: LIMITS, headers: admin })).json().value;
const setLimits = (payload: object) => app.inject({ method: 'PUT', url: LIMITS, headers: admin, payload });
const audits = async () =>
  (
    (await app.deps.db.execute(
      sql`SELECT detail FROM operator_audit WHERE action = 'originals.limits' ORDER BY id DESC`,
    )) as unknown as { rows: Array<{ detail: { before: { bonusBuy: boolean }; after: { bonusBuy: boolean } } }> }
  ).rows;
const rounds = async () =>
  Number(
    (
      (await app.deps.db.execute(sql`SELECT count(*) AS n FROM inhouse_rounds`)) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows[0]?.n,
  );

/** A slot's provider API through a launch ticket, as its page calls it. */
async function open(kind: string) {
  const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = inh.find((g: { gameCode: string }) => g.gameCode === `lumen-${kind}`);
  const launch = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...player, language: 'en' },
    payload: { nodeId: game.nodeId, launchMode: 'GLS' },
  });
  const ticket = new URL(launch.json().value.game_url, base).searchParams.get('ticket');
  return async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    return (await res.json()) as Reply;
  };
}

describe('the video slots’ bonus buy, by brand', () => {
  it('is sold on the demo brand: the pages are told so, and a buy plays its free spins at 100 bets', async () => {
    expect((await limits()).bonusBuy).toBe(true);
    for (const kind of SLOTS) {
      const post = await open(kind);
      const before = await post('state', {});
      expect(before.limits).toMatchObject({ bonusBuy: true });
      const r = await post(kind, { bet: '1.00', buy: true });
      expect(r.error, kind).toBeUndefined();
      expect((r.outcome as { buy: boolean }).buy).toBe(true);
      expect(r.nonce).toBe(before.nonce);
      expect(Number(r.balance)).toBeCloseTo(Number(before.balance) - 1 + Number(r.payout), 2);
    }
  });

  it('switched off from the console (audited): every buy is refused with nothing recorded or moved, spins still play', async () => {
    const now = await limits();
    const off = await setLimits({ minBet: now.minBet, maxBet: now.maxBet, maxWin: now.maxWin, bonusBuy: false });
    expect(off.json().value).toMatchObject({ bonusBuy: false });
    expect((await audits())[0]?.detail).toMatchObject({ before: { bonusBuy: true }, after: { bonusBuy: false } });
    try {
      for (const kind of SLOTS) {
        const post = await open(kind);
        const before = await post('state', {});
        expect(before.limits).toMatchObject({ bonusBuy: false });
        const recorded = await rounds();
        expect(await post(kind, { bet: '1.00', buy: true })).toEqual({ error: 'BONUS_BUY_OFF' });
        const after = await post('state', {});
        expect(after.balance).toBe(before.balance);
        expect(after.nonce).toBe(before.nonce);
        expect(await rounds()).toBe(recorded);
        // The base game is untouched by the switch.
        const spin = await post(kind, { bet: '1.00', buy: false });
        expect(spin.error).toBeUndefined();
        expect(spin.nonce).toBe(before.nonce);
      }
      // A save that does not name the switch keeps it.
      expect(
        (await setLimits({ minBet: now.minBet, maxBet: now.maxBet, maxWin: now.maxWin })).json().value,
      ).toMatchObject({
        bonusBuy: false,
      });
    } finally {
      await setLimits({ minBet: now.minBet, maxBet: now.maxBet, maxWin: now.maxWin, bonusBuy: true });
    }
    expect((await (await open('neon'))('neon', { bet: '1.00', buy: true })).error).toBeUndefined();
  });
});
