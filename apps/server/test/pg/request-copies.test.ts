import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/** Copies of one keyed money request sent at once on the real PostgreSQL server: every copy gets the first answer. */
describe('copies of one keyed request', () => {
  let app: App;
  let drop: () => Promise<void>;
  const { rows, call, member, financeOperator, balances, invariants, slowOn } = memberMoney(() => app);
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  afterEach(async () => invariants());

  it('answers every concurrent copy of a team transfer with the first success, moving the money once', async () => {
    const agent = await member('demo_agent');
    const target = (await call('GET', '/wps/v2/wallets/team', agent.headers)).json().value[0];
    const targetStart = await balances(target.id);
    const start = await balances(agent.id);
    const body = {
      targetId: target.id,
      amount: '1000',
      paymentPassword: agent.paymentPassword,
      requestId: 'team-copy-0001',
    };
    // A slow posting makes the copies meet inside the ledger.
    const undo = await slowOn('ledger_transfers', 'INSERT', 0.05);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/wps/v2/wallets/teamTransfer', agent.headers, body)),
    );
    await undo();
    for (const a of answers)
      expect(a.json()).toMatchObject({ success: true, value: { balance: '0.00', to: target.username } });
    expect((await balances(agent.id)).main).toBe(start.main - 100_000n);
    expect((await balances(target.id)).main).toBe(targetStart.main + 100_000n);
  });

  it('gives an operator balance adjustment a request id: same id and body answer first, another body conflicts', async () => {
    const m = await member('demo_down2');
    const finance = await financeOperator();
    const start = await balances(m.id);
    const adjust = (body: Record<string, unknown>) => call('POST', `/admin/api/members/${m.id}/adjust`, finance, body);
    const body = { amount: '12.50', reason: 'Goodwill credit', requestId: 'adjust-copy-0001' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => adjust(body)));
    for (const a of answers) expect(a.json()).toMatchObject({ success: true, value: { balance: '1012.50' } });
    expect((await balances(m.id)).main).toBe(start.main + 1_250n);
    expect((await adjust(body)).json().value).toEqual({
      status: 'posted',
      requestId: 'adjust-copy-0001',
      balance: '1012.50',
    });
    expect((await adjust({ ...body, reason: 'Another reason' })).json().message).toBe('idempotency_conflict');
    expect((await adjust({ ...body, amount: '-12.50' })).json().message).toBe('idempotency_conflict');
    expect((await balances(m.id)).main).toBe(start.main + 1_250n);
    const audited = await rows(
      sql`SELECT count(*)::int AS n FROM operator_audit WHERE action = 'member.adjust' AND target = ${`member:${m.id}`}`,
    );
    expect(audited[0]?.n).toBe(1);
  });
});
