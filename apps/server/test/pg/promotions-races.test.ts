import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTurnover, matchDeposits } from '../../src/modules/promotions/index.ts';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { paidDeposit, promotionId, wallet } from '../promotions-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/** Promotions on the real PostgreSQL server, where claims, deposits, bets and jobs really run at once. */
describe('promotions under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0] ?? {})[0] ?? 0);

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());

  it('100 claims at once of one reward pay it once', async () => {
    const member = await loginAs(app, 'demo_down1', 'Demo@2026');
    const id = await promotionId(app, 'signup-gift');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_claimPromotion',
          payload: { promotionId: id },
          headers: member,
        }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.message))).toEqual(
      new Set(['promotion_nothing_to_claim']),
    );
    expect(await one(sql`SELECT count(*)::int FROM promotion_entries WHERE promotion_id = ${id}`)).toBe(1);
    expect(await one(sql`SELECT count(*)::int FROM bonuses WHERE promotion_id = ${id}`)).toBe(1);
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'promo_bonus'`)).toBe(1);
    expect((await wallet(app, member)).bonus).toBe('10.00');
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  });

  it('matches a deposit once and counts turnover exactly while bets and job runs overlap', async () => {
    const member = await loginAs(app, 'demo_down2', 'Demo@2026');
    const memberId = await one(sql`SELECT id FROM members WHERE username = 'demo_down2'`);
    const id = await promotionId(app, 'welcome-match');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_joinPromotion',
          payload: { promotionId: id },
          headers: member,
        })
      ).json().success,
    ).toBe(true);
    await paidDeposit(app, member, '500.00');
    await Promise.all(Array.from({ length: 6 }, () => matchDeposits(app.deps.db)));
    await matchDeposits(app.deps.db);
    expect(await one(sql`SELECT count(*)::int FROM bonuses WHERE member_id = ${memberId}`)).toBe(1);
    expect((await wallet(app, member)).bonus).toBe('500.00');
    const game = await one(sql`SELECT node_id FROM games WHERE game_type = 'INHOUSE' ORDER BY node_id LIMIT 1`);
    // 12 writers of 100 settled rounds (1.00 each) while 6 counting runs go on.
    const bets = Array.from({ length: 12 }, (_, w) =>
      rows(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, settled_at)
        SELECT 'race', ${`w${w}-`} || i, ${memberId}, ${game}, 100, 0, 'settled', 'CASH', now()
        FROM generate_series(1, 100) AS i`),
    );
    const runs = Array.from({ length: 6 }, () => countTurnover(app.deps.db));
    await Promise.all([...bets, ...runs]);
    await countTurnover(app.deps.db);
    expect(await one(sql`SELECT count(*)::int FROM bonus_turnover WHERE provider = 'race'`)).toBe(1200);
    expect(await one(sql`SELECT progress FROM bonuses WHERE member_id = ${memberId}`)).toBe(120_000);
    // The rest of the 5 000.00 requirement in one bet releases the bonus to the main wallet, once.
    await rows(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, asset, settled_at)
      VALUES ('race', 'last', ${memberId}, ${game}, 380000, 0, 'settled', 'CASH', now())`);
    await Promise.all(Array.from({ length: 4 }, () => countTurnover(app.deps.db)));
    await countTurnover(app.deps.db);
    expect(
      await one(sql`SELECT count(*)::int FROM bonuses WHERE member_id = ${memberId} AND status = 'released'`),
    ).toBe(1);
    expect(
      await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'bonus' AND member_id = ${memberId}`),
    ).toBe(1);
    expect((await wallet(app, member)).bonus).toBe('0.00');
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  });
});
