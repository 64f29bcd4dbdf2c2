import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../../src/config.ts';
import { gatewayFor } from '../../src/modules/wallet/plugin.ts';
import type { App } from '../../src/platform/http.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]).toString('base64')}`;

/** Deposits on the real PostgreSQL server: opposite decisions at once, and a crash between credit and status. */
describe('deposits under races and crashes', () => {
  let app: App;
  let drop: () => Promise<void>;
  const { rows, call, member, financeOperator, balances, invariants, crashOn } = memberMoney(() => app);
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  afterEach(async () => invariants());

  const channel = async (headers: Record<string, string>, kind: 'gateway' | 'manual') =>
    Number(
      (await call('GET', '/wps/v2/deposit/channels', headers))
        .json()
        .value.find((c: { kind: string }) => c.kind === kind).id,
    );
  /** The gateway's signed server-to-server callback, as its pay page sends it on Pay or Cancel. */
  const callback = (ref: string, amount: string, status: 'paid' | 'cancelled') => {
    const body = { ref, amount, status, ts: Date.now() };
    return app.inject({
      method: 'POST',
      url: '/gateway/sandbox/callback',
      payload: body,
      headers: { 'x-sandbox-signature': gatewayFor(appSecret(app.deps.config)).sign(body) },
    });
  };
  const deposit = async (ref: string) => {
    const [d] = await rows(sql`SELECT id, status FROM deposits WHERE gateway_ref = ${ref}`);
    const credits = await rows(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${`deposit:${d?.id}`}`,
    );
    return { status: String(d?.status), credits: Number(credits[0]?.n) };
  };

  it('never ends a deposit cancelled but credited when Pay and Cancel arrive together', async () => {
    const m = await member('demo_player');
    const gateway = await channel(m.headers, 'gateway');
    for (let i = 0; i < 15; i++) {
      const before = await balances(m.id);
      const d = (await call('POST', '/wps/v2/deposit/request', m.headers, { channelId: gateway, amount: '25' })).json()
        .value;
      const [, cancel] = await Promise.all([callback(d.ref, '25.00', 'paid'), callback(d.ref, '25.00', 'cancelled')]);
      const after = await deposit(d.ref);
      expect(['paid', 'cancelled']).toContain(after.status);
      // The gateway is told what became of the deposit, so its page never says cancelled for a paid one.
      expect(cancel.json().value.status).toBe(after.status);
      expect(after.credits).toBe(after.status === 'paid' ? 1 : 0);
      expect((await balances(m.id)).main - before.main).toBe(after.status === 'paid' ? 2_500n : 0n);
    }
  });

  it('lets one of two finance operators deciding one manual deposit at once win, and the other change nothing', async () => {
    const m = await member('demo_down1');
    const bank = await channel(m.headers, 'manual');
    const [approver, rejecter] = [await financeOperator(), await financeOperator()];
    for (let i = 0; i < 15; i++) {
      const before = await balances(m.id);
      const d = (
        await call('POST', '/wps/v2/deposit/manual', m.headers, { channelId: bank, amount: '60', proofs: [PNG] })
      ).json().value;
      const decide = (headers: Record<string, string>, approve: boolean) =>
        call('POST', `/admin/api/deposits/${d.ref}/decision`, headers, { approve });
      const answers = await Promise.all([decide(approver, true), decide(rejecter, false)]);
      expect(answers.filter((a) => a.json().success)).toHaveLength(1);
      for (const a of answers.filter((x) => !x.json().success)) expect(a.json().message).toBe('deposit_not_pending');
      const after = await deposit(d.ref);
      expect(after.credits).toBe(after.status === 'paid' ? 1 : 0);
      expect((await balances(m.id)).main - before.main).toBe(after.status === 'paid' ? 6_000n : 0n);
    }
  });

  it('credits nothing when the completion crashes between the credit and the status, so a later cancel is clean', async () => {
    const m = await member('demo_down2');
    const gateway = await channel(m.headers, 'gateway');
    const before = await balances(m.id);
    const d = (await call('POST', '/wps/v2/deposit/request', m.headers, { channelId: gateway, amount: '40' })).json()
      .value;
    const undo = await crashOn('deposits', 'UPDATE', "NEW.status = 'paid'");
    expect((await callback(d.ref, '40.00', 'paid')).json().success).toBe(false);
    await undo();
    expect(await deposit(d.ref)).toEqual({ status: 'pending', credits: 0 });
    await callback(d.ref, '40.00', 'cancelled');
    expect(await deposit(d.ref)).toEqual({ status: 'cancelled', credits: 0 });
    expect(await balances(m.id)).toEqual(before);
    // The next deposit completes normally: credit and status together.
    const next = (await call('POST', '/wps/v2/deposit/request', m.headers, { channelId: gateway, amount: '40' })).json()
      .value;
    expect((await callback(next.ref, '40.00', 'paid')).json().value).toEqual({ status: 'paid', replayed: false });
    expect(await deposit(next.ref)).toEqual({ status: 'paid', credits: 1 });
    expect((await balances(m.id)).main).toBe(before.main + 4_000n);
  });
});
