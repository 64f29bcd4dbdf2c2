import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { operatorHeaders } from '../console-helper.ts';
import { eventInput, poolBalance } from '../raffle-helper.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/**
 * Four eyes on raffle funding on the real PostgreSQL server: fundings sent at once by one admin cannot all slip
 * under the brand's threshold (1000.00 by default), and a pending one approved by two admins at once moves once.
 */
describe('value-creating changes at once', () => {
  let app: App;
  let drop: () => Promise<void>;
  const { rows, call, invariants, slowOn } = memberMoney(() => app);
  const admin = () => operatorHeaders(app, `adm${randomBytes(4).toString('hex')}`, 'Admin@2026pass', 'admin');
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  afterEach(async () => invariants());

  const newRaffle = async (headers: Record<string, string>) => {
    const r = await call(
      'POST',
      '/admin/api/console/brands/LUMEN/raffles',
      headers,
      eventInput({ kind: 'red_envelope', min: '1.00', max: '5.00' }),
    );
    return r.json().value.id as number;
  };
  const fund = (headers: Record<string, string>, id: number, amount: string, key: string) =>
    call('POST', `/admin/api/console/raffles/${id}/fund`, headers, { amount, key });

  it("one admin's twenty fundings of 100.00 at once: at most 1000.00 reaches the pool, the rest waits", async () => {
    const chief = await admin();
    const id = await newRaffle(chief);
    const undo = await slowOn('ledger_transfers', 'INSERT', 0.02);
    await Promise.all(Array.from({ length: 20 }, (_, i) => fund(chief, id, '100.00', `race-fund-${i}-0001`)));
    await undo();
    expect(await poolBalance(app, id)).toBe(100_000n);
    const [waiting] = await rows(
      sql`SELECT count(*)::int AS n FROM operator_approvals WHERE target = ${`raffle:${id}`} AND status = 'pending'`,
    );
    expect(Number(waiting?.n)).toBe(10);
  });

  it('a pending funding approved by two admins at once moves once', async () => {
    const [chief, a, b] = [await admin(), await admin(), await admin()];
    const id = await newRaffle(chief);
    await fund(chief, id, '5000.00', 'race-big-0001');
    const [row] = await rows(
      sql`SELECT id FROM operator_approvals WHERE target = ${`raffle:${id}`} AND status = 'pending'`,
    );
    const url = `/admin/api/console/approvals/${row?.id}/approve`;
    const answers = (await Promise.all([call('POST', url, a), call('POST', url, b)])).map((r) => r.json());
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.find((x) => !x.success)?.message).toBe('approval_not_pending');
    expect(await poolBalance(app, id)).toBe(500_000n);
  });
});
