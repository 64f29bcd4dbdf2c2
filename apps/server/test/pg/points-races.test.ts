import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressMissions } from '../../src/modules/missions/index.ts';
import { creditPoints, POINTS_HOUSE } from '../../src/modules/points/index.ts';
import { itemRepo } from '../../src/modules/points/item-repo.ts';
import { placeItemRedemption } from '../../src/modules/points/mall.ts';
import { checkInvariants, memberMain, postTransfer } from '../../src/modules/wallet/ledger.ts';
import type { App } from '../../src/platform/http.ts';
import { buildPgApp } from './pg-helper.ts';

/** The points mall and the reward jobs on the real PostgreSQL server, where transactions really run at once. */
describe('points under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0] ?? {})[0] ?? 0);
  const memberId = (username: string) => one(sql`SELECT id FROM members WHERE username = ${username}`);
  const account = (id: number, asset: string) =>
    one(sql`SELECT COALESCE(SUM(balance), 0)::bigint AS n FROM ledger_accounts
      WHERE member_id = ${id} AND purpose = 'main' AND asset = ${asset}`);

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());

  it('200 redemptions at once of an item with stock 50 redeem exactly 50, each paid once', async () => {
    const id = await memberId('demo_player');
    const merchantId = await one(sql`SELECT merchant_id FROM members WHERE id = ${id}`);
    await postTransfer(app.deps.db, {
      from: POINTS_HOUSE,
      to: memberMain(id),
      amount: 10_000n,
      asset: 'POINTS',
      kind: 'points_earn',
      memberId: id,
      idempotencyKey: `race:${id}`,
    });
    const itemId = await itemRepo.insert(app.deps.db, {
      merchantId,
      kind: 'cash',
      texts: { en: { name: 'Race cash', description: '' } },
      price: 10n,
      cashValue: 100n,
      spins: null,
      stock: 50,
      art: 'cash',
    });
    const [item] = await rows(sql`SELECT * FROM mall_items WHERE id = ${itemId}`);
    if (!item) throw new Error('no item');
    const [points0, cash0] = [await account(id, 'POINTS'), await account(id, 'CASH')];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () => placeItemRedemption(app.deps.db, merchantId, id, item, randomUUID(), null)),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { key?: string }).key] : []));
    expect(won).toBe(50);
    expect(new Set(refusals)).toEqual(new Set(['item_out_of_stock']));
    expect(await one(sql`SELECT stock FROM mall_items WHERE id = ${itemId}`)).toBe(0);
    expect(await one(sql`SELECT count(*)::int FROM point_redemptions WHERE item_id = ${itemId}`)).toBe(50);
    expect(await account(id, 'POINTS')).toBe(points0 - 500);
    expect(await account(id, 'CASH')).toBe(cash0 + 5000);
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums).toMatchObject({ CASH: '0', POINTS: '0' });
  });

  it('concurrent runs of the points and missions jobs count every round once', async () => {
    const id = await memberId('demo_down1');
    const points0 = await account(id, 'POINTS');
    // The one-off rounds mission's progress so far (the demo's leaderboard may have counted some already).
    const onceRounds = async () =>
      Number(
        (
          await rows(sql`SELECT p.progress FROM mission_progress p JOIN missions m ON m.id = p.mission_id
            WHERE p.member_id = ${id} AND m.kind = 'rounds' AND m.period = 'once'`)
        )[0]?.progress ?? 0,
      );
    const progress0 = await onceRounds();
    await rows(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, settled_at)
      SELECT 'race', 'r' || i, ${id}, (SELECT node_id FROM games WHERE game_type = 'INHOUSE' ORDER BY node_id LIMIT 1),
        1000, 0, 'settled', 'CASH', now() - (i || ' milliseconds')::interval
      FROM generate_series(1, 1200) AS i`);
    await Promise.all([
      ...Array.from({ length: 6 }, () => creditPoints(app.deps.db)),
      ...Array.from({ length: 6 }, () => progressMissions(app.deps.db)),
    ]);
    // A run that found the cursor taken skips; one more pass picks up anything left.
    await creditPoints(app.deps.db);
    await progressMissions(app.deps.db);
    expect(await one(sql`SELECT count(*)::int FROM points_earned WHERE provider = 'race'`)).toBe(1200);
    // 10.00 a round at 100 points per 100.00 (demo_down1 has no VIP level): 10 points each.
    expect(await account(id, 'POINTS')).toBe(points0 + 12_000);
    expect(
      await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE idempotency_key LIKE 'points:round:race:%'`),
    ).toBe(1200);
    expect(await onceRounds()).toBe(progress0 + 1200);
    expect(
      await one(
        sql`SELECT count(*)::int FROM mission_events WHERE member_id = ${id} AND event_key LIKE 'round:race:%'`,
      ),
    ).toBe(1200 * 3); // the daily and one-off rounds missions and the in-house bet mission
    expect((await checkInvariants(app.deps.db)).mismatched).toBe(0);
  });
});
