import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { operatorHeaders } from '../console-helper.ts';
import { claimRaffle, createRaffle, eventInput, poolBalance } from '../raffle-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/** Red envelopes on the real PostgreSQL server, where claims really run at once. */
describe('raffle claims under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  let admin: Record<string, string>;
  const one = async (query: ReturnType<typeof sql>) =>
    Number(
      Object.values(
        ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {},
      )[0] ?? 0,
    );
  const invariants = async () => {
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  };

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    admin = await operatorHeaders(app, 'raffleraces', 'Operator@2026pass', 'admin');
  });
  afterAll(async () => drop());

  it('100 claims of one envelope by one member at once pay once', async () => {
    const member = await loginAs(app, 'demo_down1', 'Demo@2026');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '8.88' }), '100.00');
    const answers = await Promise.all(Array.from({ length: 100 }, () => claimRaffle(app, member, id)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.message))).toEqual(
      new Set(['raffle_already_claimed']),
    );
    expect(await one(sql`SELECT count(*)::int FROM raffle_claims WHERE event_id = ${id}`)).toBe(1);
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'raffle'`)).toBe(1);
    await invariants();
  });

  it('the same request sent 20 times at once answers one draw', async () => {
    const member = await loginAs(app, 'demo_down2', 'Demo@2026');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '8.88' }), '100.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claimRaffle(app, member, id, 'same-request-01')),
    );
    const draws = answers.map((a) => a.json().value);
    expect(new Set(draws.map((d) => d?.id)).size).toBe(1);
    expect(await one(sql`SELECT count(*)::int FROM raffle_claims WHERE event_id = ${id}`)).toBe(1);
    await invariants();
  });

  it('50 members claiming at once from a small pool never drive it below zero', async () => {
    // Players copied from demo_down1 (same password hash): registration's own limits are not under test here.
    const members: Array<Record<string, string>> = [];
    for (let i = 0; i < 50; i++) {
      const username = `racer${String(i).padStart(3, '0')}`;
      await app.deps.db.execute(sql`INSERT INTO members (merchant_id, username, password_hash)
        SELECT merchant_id, ${username}, password_hash FROM members WHERE username = 'demo_down1'`);
      members.push(await loginAs(app, username, 'Demo@2026', `10.9.0.${i + 1}`));
    }
    // 5.00 a draw from 52.00: ten are paid, forty are refused, 2.00 stays.
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '5.00', max: '5.00' }), '52.00');
    const answers = await Promise.all(members.map((m) => claimRaffle(app, m, id)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(10);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.message))).toEqual(new Set(['raffle_pool_empty']));
    expect(await poolBalance(app, id)).toBe(200n);
    expect(await one(sql`SELECT count(*)::int FROM raffle_claims WHERE event_id = ${id}`)).toBe(10);
    await invariants();
  });
});
