import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { house, memberMain, postTransfer } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import {
  expectSealedLedger,
  houseOf,
  moved,
  player,
  round,
  rows,
  SECOND_HOST,
  twoBrands,
} from '../house-brands-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/**
 * Two brands' players bet and win at once on the same vendor (and deposit while they play) on a real PostgreSQL
 * server: afterwards each brand's house moved by exactly its own members' postings, and no transfer joins the brands.
 */
describe('house accounts per brand under concurrency (PostgreSQL)', () => {
  let app: App;
  let drop: () => Promise<void>;
  let brands: { a: number; b: number };
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    brands = await twoBrands(app);
  });
  afterAll(async () => drop());

  it("keeps each brand's house equal to its members' postings after many rounds of both brands at once", async () => {
    const beforeA = await houseOf(app, brands.a);
    const beforeB = await houseOf(app, brands.b);
    const players = [
      ...(await Promise.all(Array.from({ length: 6 }, () => player(app, brands.a, 'localhost')))).map((p) => ({
        ...p,
        brand: 'a' as const,
      })),
      ...(await Promise.all(Array.from({ length: 6 }, () => player(app, brands.b, SECOND_HOST)))).map((p) => ({
        ...p,
        brand: 'b' as const,
      })),
    ];
    const sent = { a: { deposits: 0n, bets: 0n, wins: 0n }, b: { deposits: 0n, bets: 0n, wins: 0n } };
    const deposit = async (p: (typeof players)[number], amount: bigint) => {
      await postTransfer(app.deps.db, {
        from: house('cashier'),
        to: memberMain(p.id),
        amount,
        kind: 'deposit',
        memberId: p.id,
      });
      sent[p.brand].deposits += amount;
    };
    await Promise.all(players.map((p) => deposit(p, 50_000n)));
    // 240 rounds across both brands at once, with a deposit every tenth; stakes and payouts vary by round.
    await Promise.all(
      Array.from({ length: 240 }, async (_, i) => {
        const p = players[i % players.length] as (typeof players)[number];
        const stake = BigInt(100 + (i % 7) * 50);
        const payout = i % 3 === 0 ? stake * 2n : i % 3 === 1 ? 0n : stake / 2n;
        await round(app, p, (Number(stake) / 100).toFixed(2), (Number(payout) / 100).toFixed(2));
        sent[p.brand].bets += stake;
        sent[p.brand].wins += payout;
        if (i % 10 === 0) await deposit(p, 1_000n);
      }),
    );
    for (const [brand, before] of [
      ['a', beforeA],
      ['b', beforeB],
    ] as const) {
      const s = sent[brand];
      expect(moved(before, await houseOf(app, brands[brand]))).toEqual({
        cashier: -s.deposits,
        'vendor:LVB': s.bets - s.wins,
      });
      // The same from the ledger: what the brand's members' accounts moved, against the brand's house.
      const ids = players.filter((p) => p.brand === brand).map((p) => p.id);
      const [members] = await rows(
        app,
        sql`SELECT SUM(balance)::text AS b FROM ledger_accounts WHERE owner_kind = 'member' AND member_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(BigInt(String(members?.b))).toBe(s.deposits - s.bets + s.wins);
    }
    await expectSealedLedger(app);
  });
});
