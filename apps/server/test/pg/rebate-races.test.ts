import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { settledRound } from '../points-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/** manualRebate on the real PostgreSQL server, where claims really run at once. */
describe('rebate claims under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  const one = async (query: ReturnType<typeof sql>) =>
    Number(
      Object.values(
        ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {},
      )[0] ?? 0,
    );

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());

  it('50 claims at once pay the accrued rebate once', async () => {
    const member = await loginAs(app, 'demo_down1', 'Demo@2026');
    await app.deps.db.execute(
      sql`UPDATE members SET created_at = now() - interval '1 hour' WHERE username = 'demo_down1'`,
    );
    const at = new Date(Date.now() - 300_000).toISOString();
    await settledRound(app, 'demo_down1', 100_000, { category: 'INHOUSE', at });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/wps/relay/MCSFE_claimRebate', payload: {}, headers: member }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.message))).toEqual(
      new Set(['rebate_nothing_to_claim']),
    );
    expect(await one(sql`SELECT count(*)::int FROM rebate_claims`)).toBe(1);
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'rebate'`)).toBe(1);
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  });
});
