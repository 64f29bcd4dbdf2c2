import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_HOUSE } from '../src/modules/promotions/index.ts';
import { house, memberBonus, memberMain, pool, postTransfer } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';
import {
  expectSealedLedger,
  houseOf,
  moved,
  player,
  round,
  rows,
  SECOND_HOST,
  twoBrands,
} from './house-brands-helper.ts';

/**
 * Each brand has its own house: two brands' members deposit, get bonuses and play the same vendor's game, and each
 * brand's house moves by exactly its own members' money; a posting between the brands is refused, nothing written.
 */
describe('house accounts per brand', () => {
  let app: App;
  let brands: { a: number; b: number };
  beforeAll(async () => {
    app = await buildTestApp();
    brands = await twoBrands(app);
  });
  afterAll(async () => app.close());

  const deposit = (memberId: number, amount: bigint) =>
    postTransfer(app.deps.db, { from: house('cashier'), to: memberMain(memberId), amount, kind: 'deposit', memberId });
  const bonus = (memberId: number, amount: bigint) =>
    postTransfer(app.deps.db, { from: PROMOTIONS_HOUSE, to: memberBonus(memberId), amount, kind: 'bonus', memberId });

  it("moves each brand's house only with its own members' deposits, bonuses and rounds", async () => {
    const beforeA = await houseOf(app, brands.a);
    const beforeB = await houseOf(app, brands.b);
    expect(beforeB).toEqual({});
    const a1 = await player(app, brands.a, 'localhost');
    const a2 = await player(app, brands.a, 'localhost');
    const b1 = await player(app, brands.b, SECOND_HOST);
    await deposit(a1.id, 100_000n);
    await deposit(a2.id, 50_000n);
    await deposit(b1.id, 70_000n);
    await bonus(a1.id, 1_000n);
    await bonus(b1.id, 2_500n);
    // The same vendor's game on both brands: A's players lose 7.00 net, B's wins 15.00 net.
    await round(app, a1, '10.00', '0.00');
    await round(app, a2, '5.00', '8.00');
    await round(app, b1, '5.00', '20.00');

    expect(moved(beforeA, await houseOf(app, brands.a))).toEqual({
      cashier: -150_000n,
      promotions: -1_000n,
      'vendor:LVB': 700n,
    });
    expect(moved(beforeB, await houseOf(app, brands.b))).toEqual({
      cashier: -70_000n,
      promotions: -2_500n,
      'vendor:LVB': -1_500n,
    });
    // Every house and member account of B is B's, and its house shards are those of B's member only.
    const accountsOfB = await rows(
      app,
      sql`SELECT owner_kind, member_id, purpose FROM ledger_accounts WHERE merchant_id = ${brands.b} ORDER BY id`,
    );
    for (const acc of accountsOfB)
      if (acc.owner_kind === 'house') expect(String(acc.purpose)).toMatch(new RegExp(`#${b1.id % 16}$`));
      else expect(acc.member_id).toBe(b1.id);
    await expectSealedLedger(app);
  });

  it('refuses a posting between two brands and writes nothing', async () => {
    const a = await player(app, brands.a, 'localhost');
    const b = await player(app, brands.b, SECOND_HOST);
    await deposit(a.id, 1_000n);
    await deposit(b.id, 1_000n);
    const [before] = await rows(app, sql`SELECT count(*)::int AS n FROM ledger_transfers`);
    // Brand A's house named for a member of B, in either direction.
    await expect(
      postTransfer(app.deps.db, {
        from: house('cashier', brands.a),
        to: memberMain(b.id),
        amount: 100n,
        kind: 'deposit',
        memberId: b.id,
      }),
    ).rejects.toThrow(/two brands/);
    await expect(
      postTransfer(app.deps.db, {
        from: memberMain(b.id),
        to: house('withdrawals_paid', brands.a),
        amount: 100n,
        kind: 'withdrawal',
        memberId: b.id,
      }),
    ).rejects.toThrow(/two brands/);
    // One member's wallet to another brand's member.
    await expect(
      postTransfer(app.deps.db, { from: memberMain(a.id), to: memberMain(b.id), amount: 100n, kind: 'transfer' }),
    ).rejects.toThrow(/two brands/);
    // A house and a pool of two brands.
    await expect(
      postTransfer(app.deps.db, {
        from: house('raffle', brands.a),
        to: pool('raffle:cross', brands.b),
        amount: 100n,
        kind: 'raffle_fund',
      }),
    ).rejects.toThrow(/two brands/);
    // House accounts with neither a member nor a brand: no brand to post in.
    await expect(
      postTransfer(app.deps.db, { from: house('raffle'), to: house('promotions'), amount: 100n, kind: 'adjustment' }),
    ).rejects.toThrow(/names its brand/);
    const [after] = await rows(app, sql`SELECT count(*)::int AS n FROM ledger_transfers`);
    expect(after?.n).toBe(before?.n);
    await expectSealedLedger(app);
  });

  it("funds a brand's pool from its own house when the posting names the brand", async () => {
    const before = await houseOf(app, brands.b);
    await postTransfer(app.deps.db, {
      from: house('raffle', brands.b),
      to: pool('raffle:brand-b', brands.b),
      amount: 900n,
      kind: 'raffle_fund',
    });
    expect(moved(before, await houseOf(app, brands.b))).toEqual({ raffle: -900n });
    const [p] = await rows(
      app,
      sql`SELECT merchant_id, balance::text AS b FROM ledger_accounts WHERE owner_kind = 'pool' AND purpose = 'raffle:brand-b'`,
    );
    expect(p).toEqual({ merchant_id: brands.b, b: '900' });
    await expectSealedLedger(app);
  });
});
