import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { reconcileVendorTransfers } from '../../src/modules/wallet/transfers.ts';
import type { App } from '../../src/platform/http.ts';
import type { TransferVendor } from '../../src/platform/transfer-vendor.ts';
import { memberMoney } from './money-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

/**
 * Transfers between the main wallet and a transfer-wallet vendor on the real PostgreSQL server, with the scheduled
 * jobs on (their intervals driven by fake timers): a crash at each step leaves a transfer the reconciliation job
 * settles, and it refunds only what a transfer actually held.
 */
describe('vendor-wallet transfers interrupted by crashes', () => {
  let app: App;
  let drop: () => Promise<void>;
  const { rows, call, member, balances, invariants, crashOn } = memberMoney(() => app);
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = await freshPgDatabase();
    app = await buildApp(testConfig({ DATABASE_URL: db.url, JOBS: 'on' }), db.database);
    await app.ready();
    drop = async () => {
      await app.close();
      await db.drop();
    };
  });
  afterAll(async () => {
    vi.useRealTimers();
    await drop();
  });
  afterEach(async () => {
    app.deps.transferVendor.modes.clear();
    await invariants();
  });

  const transfer = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call('POST', '/wps/relay/GCS_walletTransfer', headers, body);
  const vendorBalance = async (memberId: number, vassalage: string) =>
    BigInt(
      String(
        (
          await rows(
            sql`SELECT balance::text AS b FROM ledger_accounts WHERE member_id = ${memberId} AND purpose = ${`vendor:${vassalage}`}`,
          )
        )[0]?.b ?? '0',
      ),
    );
  const pendingOf = (memberId: number) =>
    rows(sql`SELECT id FROM vendor_transfers WHERE member_id = ${memberId} AND status = 'pending'`);
  /** Time passes: the transfers are past the reconciliation's grace period and the job's interval elapses. */
  const jobsRun = async (memberId: number) => {
    await app.deps.db.execute(sql`UPDATE vendor_transfers SET created_at = created_at - interval '10 minutes'`);
    vi.advanceTimersByTime(10 * 60_000);
    for (let i = 0; i < 100 && (await pendingOf(memberId)).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('leaves no transfer and no money in transit when it crashes between its record and its hold', async () => {
    const m = await member('demo_player');
    const start = await balances(m.id);
    const crashes = [
      await crashOn('ledger_transfers', 'INSERT', "NEW.ref LIKE 'vt:%:hold'"),
      await crashOn('vendor_transfers', 'UPDATE', 'true'),
    ];
    expect((await transfer(m.headers, { vassalage: 'LVA', direction: 'in', amount: '70' })).json().success).toBe(false);
    for (const undo of crashes) await undo();
    await reconcileVendorTransfers(app.deps.db, app.deps.transferVendor, 0);
    expect(await pendingOf(m.id)).toEqual([]);
    expect(await balances(m.id)).toEqual(start);
  });

  it('refunds only what a transfer held: one recorded without its hold ends failed with no money moved', async () => {
    const m = await member('demo_down1');
    const start = await balances(m.id);
    const [t] =
      await rows(sql`INSERT INTO vendor_transfers (member_id, vassalage, direction, amount, status, created_at)
      VALUES (${m.id}, 'LVA', 'in', 5000, 'pending', now() - interval '1 hour') RETURNING id`);
    expect(await reconcileVendorTransfers(app.deps.db, app.deps.transferVendor, 0)).toBe(1);
    expect((await rows(sql`SELECT status FROM vendor_transfers WHERE id = ${t?.id}`))[0]?.status).toBe('failed');
    expect(await balances(m.id)).toEqual(start);
  });

  it('completes a transfer that crashed after the vendor took the money, by the scheduled reconciliation', async () => {
    const m = await member('demo_down2');
    const start = await balances(m.id);
    const undo = await crashOn('ledger_transfers', 'INSERT', "NEW.ref LIKE 'vt:%:done'");
    expect((await transfer(m.headers, { vassalage: 'SPX', direction: 'in', amount: '80' })).json().success).toBe(false);
    await undo();
    expect(await pendingOf(m.id)).toHaveLength(1);
    expect((await balances(m.id)).main).toBe(start.main - 8_000n);
    await jobsRun(m.id);
    expect(await pendingOf(m.id)).toEqual([]);
    expect(await vendorBalance(m.id, 'SPX')).toBe(8_000n);
    expect((await balances(m.id)).main).toBe(start.main - 8_000n);
  });

  it('settles each lost answer exactly once, asking the vendor once, when several instances reconcile together', async () => {
    const m = await member('demo_agent');
    app.deps.transferVendor.modes.set('LVA', 'timeout');
    for (let i = 0; i < 8; i++) {
      const answer = (await transfer(m.headers, { vassalage: 'LVA', direction: 'in', amount: '10' })).json().value;
      expect(answer.status).toBe('pending');
    }
    const asked: string[] = [];
    const vendor: TransferVendor = {
      deposit: (...a) => app.deps.transferVendor.deposit(...a),
      withdraw: (...a) => app.deps.transferVendor.withdraw(...a),
      status: async (ref) => {
        asked.push(ref);
        return app.deps.transferVendor.status(ref);
      },
    };
    const settled = await Promise.all(
      Array.from({ length: 4 }, () => reconcileVendorTransfers(app.deps.db, vendor, 0)),
    );
    expect(settled.reduce((a, b) => a + b, 0)).toBe(8);
    expect(asked).toHaveLength(8);
    expect(await pendingOf(m.id)).toEqual([]);
    expect(await vendorBalance(m.id, 'LVA')).toBe(8_000n);
  });

  it('moves the money once for ten concurrent copies of a transfer with one request id', async () => {
    const m = await member('demo_down2');
    const start = await balances(m.id);
    const requestId = `vt-${Date.now()}-copies`;
    const body = { vassalage: 'LVA', direction: 'in', amount: '15', requestId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => transfer(m.headers, body)));
    expect(answers.every((a) => a.json().success)).toBe(true);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    expect(await vendorBalance(m.id, 'LVA')).toBe(1_500n);
    expect((await balances(m.id)).main).toBe(start.main - 1_500n);
    const other = await transfer(m.headers, { ...body, amount: '16' });
    expect(other.json().message).toBe('idempotency_conflict');
  });
});
