import { seedHash } from '@portal/contracts/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { buildPgApp } from './pg-helper.ts';

type Reply = Record<string, unknown> & { error?: string; roundId?: string; revealed?: { serverSeed: string } };

/** A Mines round must never be readable from a revealed seed, nor won by racing its own requests. */
describe('Mines fairness on the real PostgreSQL server', () => {
  let app: App;
  let drop: () => Promise<void>;
  let post: (path: string, body?: Record<string, unknown>) => Promise<Reply>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
    const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const mines = games.find((g: { gameCode: string }) => g.gameCode === 'lumen-mines');
    const launched = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player,
      payload: { nodeId: mines.nodeId, launchMode: 'GLS', accountType: 1, confirmTrans: 0, clientType: 3 },
    });
    const ticket = new URL(launched.json().value.game_url, base).searchParams.get('ticket');
    post = async (path, body = {}) => {
      const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket, ...body }),
      });
      return (await res.json()) as Reply;
    };
  });
  afterAll(async () => drop());

  it('refuses to reveal the seed of an open round, and reveals it once the round ends', async () => {
    const before = (await post('state')) as { serverHash: string };
    const round = await post('mines/start', { bet: '1.00', mines: 24 });
    expect(round.roundId).toBeTruthy();
    expect(await post('rotate')).toEqual({ error: 'ROUND_OPEN' });
    expect(((await post('state')) as { serverHash: string }).serverHash).toBe(before.serverHash);
    expect((await post('mines/cashout', { roundId: round.roundId })).payout).toBe('1.00');
    const rotated = await post('rotate');
    expect(await seedHash(String(rotated.revealed?.serverSeed))).toBe(before.serverHash);
  });

  it('never reveals a seed that a round started at the same moment still uses', async () => {
    for (let i = 0; i < 15; i++) {
      const [round] = await Promise.all([post('mines/start', { bet: '1.00', mines: 24 }), post('rotate')]);
      const leaked = await rows(sql`SELECT count(*)::int AS n FROM mines_rounds m JOIN fair_seeds f ON f.id = m.seed_id
        WHERE f.revealed_at IS NOT NULL AND m.status IN ('pending', 'open')`);
      expect(leaked[0]?.n).toBe(0);
      if (round.roundId) await post('mines/cashout', { roundId: round.roundId });
    }
  });

  it('pays nothing for a round whose mine was hit while a cash-out raced it', async () => {
    for (let i = 0; i < 10; i++) {
      const round = await post('mines/start', { bet: '1.00', mines: 24 });
      const [open] = await rows(sql`SELECT layout FROM mines_rounds WHERE round_id = ${String(round.roundId)}`);
      const layout = open?.layout as number[] | undefined;
      const mine = layout?.[0];
      const [hit, cashed] = await Promise.all([
        post('mines/reveal', { roundId: round.roundId, tile: mine }),
        post('mines/cashout', { roundId: round.roundId }),
      ]);
      // Exactly one of the two ends the round, and the wallet pays only a cash-out that won.
      expect([hit.mine === true, cashed.payout === '1.00']).toContain(true);
      expect(hit.mine === true && cashed.payout !== undefined).toBe(false);
      const [paid] = await rows(
        sql`SELECT COALESCE(SUM(amount), 0)::text AS won FROM ledger_transfers WHERE kind = 'win' AND memo LIKE ${`%${String(round.roundId)}%`}`,
      );
      expect(paid?.won).toBe(hit.mine === true ? '0' : '100');
    }
  });
});
