import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlackjackDeal,
  type BlackjackMove,
  blackjackPayout,
  blackjackTable,
  standMoves,
} from '../../src/modules/inhouse/games/blackjack.ts';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { buildPgApp } from './pg-helper.ts';

type Reply = Record<string, unknown> & { error?: string; roundId?: string; ended?: boolean; options?: string[] };

/**
 * Blackjack's extra stakes under the real server's row locks: moves sent together on one hand are decided one at a
 * time, and the wallet takes exactly the stakes of the moves taken.
 */
describe('Blackjack stakes on the real PostgreSQL server', () => {
  let app: App;
  let drop: () => Promise<void>;
  let post: (path: string, body?: Record<string, unknown>) => Promise<Reply>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
    const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const game = games.find((g: { gameCode: string }) => g.gameCode === 'lumen-blackjack');
    const launched = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player,
      payload: { nodeId: game.nodeId, launchMode: 'GLS', accountType: 1, confirmTrans: 0, clientType: 3 },
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

  const roundOf = async (roundId: unknown) => {
    const [r] = await rows(sql`SELECT deal, moves, status FROM stepped_rounds WHERE round_id = ${String(roundId)}`);
    return {
      deal: json(r?.deal) as BlackjackDeal,
      moves: json(r?.moves) as BlackjackMove[],
      status: String(r?.status),
    };
  };
  /** A hand where a double is allowed (others are stood out). */
  async function doubleable() {
    for (let i = 0; i < 100; i++) {
      const r = await post('blackjack/start', { bet: '1.00' });
      if (!r.ended && r.options?.includes('double')) return r;
      if (!r.ended) {
        const { deal, moves } = await roundOf(r.roundId);
        for (const m of standMoves(deal, moves)) await post('blackjack/step', { roundId: r.roundId, move: m });
      }
    }
    throw new Error('no hand to double');
  }
  /** Stands out the rest of the hand; then checks the ledger took the stakes of the moves taken and paid their win. */
  async function settleAndCheck(roundId: unknown) {
    let { deal, moves, status } = await roundOf(roundId);
    if (status === 'open') for (const m of standMoves(deal, moves)) await post('blackjack/step', { roundId, move: m });
    ({ moves } = await roundOf(roundId));
    const stakes = moves.filter((m) => m === 'double' || m === 'split').length;
    const [money] = await rows(
      sql`SELECT COALESCE(SUM(amount) FILTER (WHERE kind = 'bet'), 0)::text AS bet,
        COALESCE(SUM(amount) FILTER (WHERE kind = 'win'), 0)::text AS won
      FROM ledger_transfers WHERE memo LIKE ${`%round ${String(roundId)}`}`,
    );
    expect(money?.bet).toBe(String(100 * (1 + stakes)));
    expect(money?.won).toBe(blackjackPayout(blackjackTable(deal, moves), 100n).toString());
    const placed = await rows(
      sql`SELECT count(*)::int AS n FROM stepped_stakes WHERE round_id = ${String(roundId)} AND status = 'placed'`,
    );
    expect(placed[0]?.n).toBe(stakes);
    return moves;
  }

  it('a double and a stand sent together: one decides the hand, and only a double taken is staked', async () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = await doubleable();
      const [dbl, stand] = await Promise.all([
        post('blackjack/step', { roundId: r.roundId, move: 'double' }),
        post('blackjack/step', { roundId: r.roundId, move: 'stand' }),
      ]);
      const moves = await settleAndCheck(r.roundId);
      firsts.add(moves[0] as string);
      // The loser of the race was refused, taking nothing.
      if (moves[0] === 'double') expect(stand.error).toMatch(/^(ROUND_BUSY|ROUND_OVER|MOVE_INVALID)$/);
      else expect(dbl.error).toMatch(/^(ROUND_BUSY|ROUND_OVER|MOVE_INVALID)$/);
    }
    expect([...firsts].every((m) => m === 'double' || m === 'stand')).toBe(true);
  });

  it('two doubles sent together stake once', async () => {
    for (let i = 0; i < 8; i++) {
      const r = await doubleable();
      const answers = await Promise.all(
        [1, 2, 3].map(() => post('blackjack/step', { roundId: r.roundId, move: 'double' })),
      );
      expect(answers.filter((a) => !a.error)).toHaveLength(1);
      const moves = await settleAndCheck(r.roundId);
      expect(moves[0]).toBe('double');
    }
  });
});
