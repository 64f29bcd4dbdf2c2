import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, house, memberBalances, memberMain, postTransfer } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { formatMinor, toMinor } from '../src/platform/money.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(async () => {
  const inv = await checkInvariants(app.deps.db);
  expect(inv.mismatched).toBe(0);
  for (const total of Object.values(inv.sums)) expect(total).toBe('0');
});

const memberId = async (username: string) => {
  const { authorization } = await loginAs(app, username, 'Demo@2026');
  return {
    authorization,
    id: (await app.inject({ url: '/wps/member/info', headers: { authorization } })).json().value.id as number,
  };
};

describe('money helpers', () => {
  it('parses and prints two-decimal amounts as integer cents', () => {
    expect(toMinor('1000')).toBe(100_000n);
    expect(toMinor('0.5')).toBe(50n);
    expect(toMinor('12.34')).toBe(1234n);
    expect(() => toMinor('1.234')).toThrow();
    expect(() => toMinor('-1')).toThrow();
    expect(() => toMinor('0')).toThrow();
    expect(formatMinor(123456n)).toBe('1234.56');
    expect(formatMinor(-5n)).toBe('-0.05');
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), (n) => toMinor(formatMinor(n)) === n));
  });
});

describe('wallet', () => {
  it('starts every demo account with 1,000.00 credited from the house, shown in the balance and history', async () => {
    const player = await memberId('demo_player');
    const deposits = (
      await app.inject({
        url: '/wps/relay/ODSFE2_MemTransDet?type=all',
        headers: { authorization: player.authorization },
      })
    ).json().value;
    // demo_player's comes as two completed deposits (its VIP rank).
    expect(deposits.list.map((r: { kind: string; amount: string }) => [r.kind, r.amount])).toEqual([
      ['deposit', '600.00'],
      ['deposit', '400.00'],
    ]);
    const { authorization } = await memberId('demo_down1');
    const balance = (await app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } })).json().value;
    expect(balance).toMatchObject({ sumBalance: '1000.00', main: '1000.00', vendors: [] });
    const history = (
      await app.inject({ url: '/wps/relay/ODSFE2_MemTransDet?type=all', headers: { authorization } })
    ).json().value;
    expect(history.list[0]).toMatchObject({ kind: 'seed', amount: '1000.00', balanceAfter: '1000.00' });
    const none = (
      await app.inject({ url: '/wps/relay/ODSFE2_MemTransDet?type=withdrawal', headers: { authorization } })
    ).json().value;
    expect(none).toEqual({ list: [], totalPages: 0, total: 0 });
  });

  it('returns the first result for a repeated idempotency key and refuses the key with another body', async () => {
    const { id } = await memberId('demo_down1');
    const req = {
      from: memberMain(id),
      to: house('promotions'),
      amount: 150n,
      kind: 'adjustment',
      memberId: id,
      idempotencyKey: 'test:once',
    };
    const first = await postTransfer(app.deps.db, req);
    const again = await postTransfer(app.deps.db, req);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(postTransfer(app.deps.db, { ...req, amount: 151n })).rejects.toMatchObject({
      key: 'idempotency_conflict',
    });
    expect((await memberBalances(app.deps.db, id)).get('main')).toBe(100_000n - 150n);
  });

  it('never lets a member account go below zero', async () => {
    const { id } = await memberId('demo_down2');
    await expect(
      postTransfer(app.deps.db, { from: memberMain(id), to: house('cashier'), amount: 100_001n, kind: 'adjustment' }),
    ).rejects.toMatchObject({
      key: 'insufficient_funds',
    });
    expect((await memberBalances(app.deps.db, id)).get('main')).toBe(100_000n);
  });

  it('keeps the invariants for any sequence of transfers (property)', async () => {
    const { id: a } = await memberId('demo_agent');
    const accounts = [
      memberMain(a),
      house('cashier'),
      house('promotions'),
      { kind: 'member_bonus' as const, memberId: a },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ from: fc.nat(3), to: fc.nat(3), amount: fc.bigInt({ min: 1n, max: 50_000n }) }), {
          maxLength: 12,
        }),
        async (steps) => {
          for (const s of steps) {
            if (s.from === s.to) continue;
            const from = accounts[s.from];
            const to = accounts[s.to];
            if (!from || !to) continue;
            // The member names the brand of the house accounts, also between two of them.
            await postTransfer(app.deps.db, { from, to, amount: s.amount, kind: 'adjustment', memberId: a }).catch(
              (e: { key?: string }) => {
                if (e.key !== 'insufficient_funds') throw e;
              },
            );
          }
          const b = await memberBalances(app.deps.db, a);
          for (const v of b.values()) expect(v >= 0n).toBe(true);
          const inv = await checkInvariants(app.deps.db);
          return inv.mismatched === 0 && Object.values(inv.sums).every((t) => t === '0');
        },
      ),
      { numRuns: 25 },
    );
  });
});
