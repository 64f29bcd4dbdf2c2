import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../src/platform/http.ts';
import { encrypt } from './auth-helper.ts';

export const PAY_PASSWORD = '135790';

/** A settled round as the seamless-wallet API leaves it, on a game of the category asked for. */
export async function settledRound(
  app: App,
  username: string,
  bet: number,
  opts: { win?: number; category?: string; asset?: 'CASH' | 'FUN'; status?: string; at?: string } = {},
) {
  const roundId = randomUUID();
  await app.deps.db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, created_at, settled_at)
    VALUES ('test', ${roundId}, (SELECT id FROM members WHERE username = ${username}),
      (SELECT node_id FROM games WHERE game_type = ${opts.category ?? 'INHOUSE'} ORDER BY node_id LIMIT 1),
      ${bet}, ${opts.win ?? 0}, ${opts.status ?? 'settled'}, ${opts.asset ?? 'CASH'},
      COALESCE(${opts.at ?? null}::timestamptz, now()),
      CASE WHEN ${opts.status ?? 'settled'} = 'settled' THEN COALESCE(${opts.at ?? null}::timestamptz, now()) END)`);
  return roundId;
}

/** The member's points and main cash balance, read from the ledger. */
export async function balances(app: App, username: string) {
  const r = (await app.deps.db.execute(sql`SELECT
      COALESCE((SELECT balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE m.username = ${username} AND a.purpose = 'main' AND a.asset = 'POINTS'), 0)::text AS points,
      COALESCE((SELECT balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE m.username = ${username} AND a.purpose = 'main' AND a.asset = 'CASH'), 0)::text AS cash`)) as unknown as {
    rows: Array<{ points: string; cash: string }>;
  };
  const row = r.rows[0];
  return { points: Number(row?.points), cash: Number(row?.cash) };
}

/** An encrypted password-checked call, as the portal sends it. */
export async function sealedPost(app: App, url: string, payload: object, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, payload: await encrypt(app, payload), headers });
}

export const redeem = (app: App, headers: Record<string, string>, body: object) =>
  sealedPost(
    app,
    '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    { paymentPassword: PAY_PASSWORD, requestId: randomUUID(), ...body },
    headers,
  );

export const itemId = async (app: App, art: string) => {
  const r = (await app.deps.db.execute(
    sql`SELECT id FROM mall_items WHERE art = ${art} ORDER BY id LIMIT 1`,
  )) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(r.rows[0]?.id);
};
