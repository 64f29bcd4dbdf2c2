import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { q } from '../db/rows.ts';
import { house, memberMain, postTransfer } from '../modules/wallet/index.ts';

/** The first in-house game: demo rounds are played on it. */
export async function demoGame(db: Db) {
  const [game] = await q(
    db,
    sql`SELECT node_id, vassalage FROM games WHERE game_type = 'INHOUSE' ORDER BY node_id LIMIT 1`,
  );
  return game ? { nodeId: Number(game.node_id), vassalage: String(game.vassalage) } : undefined;
}

/**
 * One settled demo round as the seamless-wallet API leaves it: the round row at `at` and its bet and win through the
 * ledger (keyed by the round, so a second seed posts nothing twice).
 */
export async function seedSettledRound(
  db: Db,
  game: { nodeId: number; vassalage: string },
  r: { roundId: string; memberId: number; bet: number; win: number; at: SQL },
) {
  await db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset,
      created_at, settled_at)
    VALUES ('demo-seed', ${r.roundId}, ${r.memberId}, ${game.nodeId}, ${r.bet}, ${r.win}, 'settled', 'CASH',
      ${r.at}, ${r.at})`);
  const vendor = house(`vendor:${game.vassalage}`);
  const member = memberMain(r.memberId);
  const key = `seed-round:${r.roundId}`;
  const post = { memberId: r.memberId };
  await postTransfer(db, {
    ...post,
    from: member,
    to: vendor,
    amount: BigInt(r.bet),
    kind: 'bet',
    idempotencyKey: `${key}:bet`,
  });
  if (r.win > 0)
    await postTransfer(db, {
      ...post,
      from: vendor,
      to: member,
      amount: BigInt(r.win),
      kind: 'win',
      idempotencyKey: `${key}:win`,
    });
}
