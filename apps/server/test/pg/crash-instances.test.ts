import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { q } from '../../src/db/rows.ts';
import { crashPoint, hashAt, reachedAt } from '../../src/modules/inhouse/crash.ts';
import { crashEngineOf } from '../../src/modules/inhouse/crash-routes.ts';
import type { App } from '../../src/platform/http.ts';
import { seedSealer } from '../../src/platform/seal.ts';
import { loginAs } from '../auth-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

// The documented vector: a chain of 3 whose first round crashes at 14.22x.
const SECRET = 'e958e3e854263b0fd383d138a626a8e971316d664a8f32fc9260199d44d2323a';
const SALT = 'lumen-salt';

let one: App;
let two: App;
let drop: () => Promise<void>;
let now = Date.now();
const base = (app: App) => {
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
};

beforeAll(async () => {
  const fresh = await freshPgDatabase();
  one = await buildApp(testConfig({ DATABASE_URL: fresh.url }), fresh.database);
  const second = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
  two = await buildApp(testConfig({ DATABASE_URL: fresh.url }), second);
  for (const app of [one, two]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    crashEngineOf(app).clock = () => now;
  }
  drop = async () => {
    await two.close();
    await second.close();
    await one.close();
    await fresh.drop();
  };
  const sealed = seedSealer(one.deps.config).seal(SECRET);
  await q(
    one.deps.db,
    sql`INSERT INTO crash_chains (secret, terminal_hash, salt, length) VALUES (${sealed}, ${hashAt(SECRET, 3, 0)}, ${SALT}, 3)`,
  );
});
afterAll(async () => drop());

/** A player's launch (on instance one), calling the crash API of `on`. */
async function launch(username: string) {
  const { authorization } = await loginAs(one, username, 'Demo@2026');
  const inh = (await one.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = inh.find((g: { gameCode: string }) => g.gameCode === 'lumen-crash');
  const res = await one.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { authorization, language: 'en' },
    payload: { nodeId: game.nodeId, launchMode: 'GLS' },
  });
  const ticket = new URL(res.json().value.game_url, 'http://x').searchParams.get('ticket') as string;
  return async (on: App, path: string, body: Record<string, unknown> = {}) =>
    (await (
      await fetch(`${base(on)}/provider/inhouse/api/crash/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket, ...body }),
      })
    ).json()) as Record<string, unknown> & { error?: string };
}

describe('Lumen Crash on two instances of one PostgreSQL', () => {
  it('has one leader, and takes bets and cash-outs from either instance in the same round', async () => {
    const a = await launch('demo_player');
    const b = await launch('demo_down1');
    const r = await crashEngineOf(one).tick();
    expect(r).toMatchObject({ phase: 'betting', index: 1 });
    // The other instance does not lead while the lease is held.
    expect(await crashEngineOf(two).tick()).toBeNull();

    expect(await a(one, 'bet', { bet: '2.00' })).toMatchObject({ round: r?.id, bet: { status: 'placed' } });
    expect(await b(two, 'bet', { bet: '3.00' })).toMatchObject({ round: r?.id, bet: { status: 'placed' } });
    const bets = await q(one.deps.db, sql`SELECT DISTINCT round_id FROM crash_bets`);
    expect(bets.map((x) => Number(x.round_id))).toEqual([r?.id]);

    now += 5_000;
    const started = (await crashEngineOf(one).tick())?.startedAt as number;
    now = started + 11_553;
    // A cashes out on the instance that does not lead, at 2.00x by its clock.
    expect(await a(two, 'cashout')).toMatchObject({ cashout: 200, payout: '4.00' });
    expect(crashPoint(hashAt(SECRET, 3, 1), SALT)).toBe(1422);
    now = started + reachedAt(1422);
    expect((await b(one, 'cashout')).error).toBe('ROUND_OVER');
    expect(await crashEngineOf(one).tick()).toMatchObject({ phase: 'crashed', crashPoint: 1422 });
    for (const [call, on] of [
      [a, two],
      [b, one],
    ] as const) {
      const s = await call(on, 'state');
      expect(s.round).toMatchObject({ id: r?.id, phase: 'crashed', crashPoint: 1422 });
    }
    expect((await a(one, 'state')).myBet).toMatchObject({ status: 'cashed', payout: '4.00' });
    expect((await b(two, 'state')).myBet).toMatchObject({ status: 'lost' });
  });
});
