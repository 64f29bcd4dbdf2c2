import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/**
 * Four eyes over a rolling window on the real PostgreSQL server: credits sent at once by one operator, or to one
 * member, cannot all slip under the brand's threshold (1000.00 by default) one request at a time.
 */
describe('adjustment credits sent at once', () => {
  let app: App;
  let drop: () => Promise<void>;
  const { rows, call, member, financeOperator, invariants, slowOn } = memberMoney(() => app);
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  afterEach(async () => invariants());

  const credit = (headers: Record<string, string>, memberId: number, amount: string, requestId: string) =>
    call('POST', `/admin/api/members/${memberId}/adjust`, headers, { amount, reason: 'Goodwill credit', requestId });
  const postedTo = async (memberIds: number[], since: Date) =>
    rows(
      sql`SELECT COALESCE(sum(amount), 0)::bigint AS total, count(*)::int AS n FROM balance_adjustments
        WHERE status = 'posted' AND created_at >= ${since.toISOString()}::timestamptz
          AND member_id IN (${sql.join(memberIds, sql`, `)})`,
    );

  it("one operator's fifty credits of 100.00 at once: at most 1000.00 posts, the rest waits", async () => {
    const finance = await financeOperator();
    const targets = [await member('demo_player'), await member('demo_agent'), await member('demo_down1')];
    const since = new Date(Date.now() - 1000);
    // A slow posting makes the requests meet inside the window check.
    const undo = await slowOn('ledger_transfers', 'INSERT', 0.02);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        credit(finance, (targets[i % 3] as { id: number }).id, '100.00', `window-race-${i}-0001`),
      ),
    );
    await undo();
    const statuses = answers.map((a) => a.json().value?.status);
    expect(statuses.filter((s) => s === 'posted')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(40);
    const [posted] = await postedTo(
      targets.map((t) => t.id),
      since,
    );
    expect(BigInt(String(posted?.total))).toBe(100_000n);
  });

  it("many operators' credits to one member at once: at most 1000.00 posts for that member", async () => {
    const target = await member('demo_down2');
    const operators = await Promise.all(Array.from({ length: 8 }, () => financeOperator()));
    const since = new Date(Date.now() - 1000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        credit(operators[i % 8] as Record<string, string>, target.id, '90.00', `window-member-${i}-0001`),
      ),
    );
    const statuses = answers.map((a) => a.json().value?.status);
    expect(statuses.filter((s) => s === 'posted')).toHaveLength(11);
    const [posted] = await postedTo([target.id], since);
    expect(BigInt(String(posted?.total))).toBe(99_000n);
  });
});
