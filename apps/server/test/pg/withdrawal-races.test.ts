import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]).toString('base64')}`;

/** Withdrawals on the real PostgreSQL server: concurrent requests and decisions, and crashes inside each step. */
describe('withdrawals under races and crashes', () => {
  let app: App;
  let drop: () => Promise<void>;
  let finance: Record<string, string>;
  const { rows, call, member, financeOperator, balances, invariants, crashOn, slowOn } = memberMoney(() => app);
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    finance = await financeOperator();
  });
  afterAll(async () => drop());
  afterEach(async () => invariants());

  type Member = Awaited<ReturnType<typeof member>>;
  const request = (m: Member, amount: string) =>
    call('POST', '/wps/v2/withdraw/request', m.headers, {
      amount,
      boundAccountId: m.accountId,
      paymentPassword: m.paymentPassword,
    });
  const decide = (id: number, approve: boolean, headers = finance) =>
    call('POST', `/admin/api/withdrawals/${id}/decision`, headers, { approve });
  const answer = (m: Member, id: number, action: string, proofs: string[] = []) =>
    call('POST', '/wps/relay/MCSFE_processC2CTransaction', m.headers, { id, action, proofs });
  const refund = (id: number) => call('POST', `/admin/api/withdrawals/${id}/refund`, finance);
  const statusOf = async (id: number) =>
    String((await rows(sql`SELECT status FROM withdrawals WHERE id = ${id}`))[0]?.status);
  const withdrawalsOf = (memberId: number) =>
    rows(sql`SELECT id, status FROM withdrawals WHERE member_id = ${memberId} ORDER BY id`);

  it('accepts exactly the daily count when ten requests arrive together', async () => {
    const m = await member('demo_down1');
    // A slow insert widens the moment between counting today's requests and recording a new one.
    const undo = await slowOn('withdrawals', 'INSERT', 0.1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(m, '10')));
    await undo();
    const accepted = answers.filter((a) => a.json().success);
    expect(accepted).toHaveLength(5);
    for (const a of answers.filter((x) => !x.json().success)) expect(a.json().message).toBe('daily_withdrawal_limit');
    expect(await withdrawalsOf(m.id)).toHaveLength(5);
    expect((await balances(m.id)).held).toBe(5_000n);
  });

  it('does not count requests refused for lack of funds against the daily count', async () => {
    const m = await member('demo_down2');
    for (let i = 0; i < 3; i++) expect((await request(m, '5000')).json().message).toBe('insufficient_funds');
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(m, '10')));
    expect(answers.map((a) => a.json().success)).toEqual([true, true, true, true, true]);
    expect(await withdrawalsOf(m.id)).toHaveLength(5);
  });

  it('leaves nothing behind when the request crashes between its record and its hold', async () => {
    const m = await member('demo_player');
    const start = await balances(m.id);
    const crashes = [
      await crashOn('ledger_transfers', 'INSERT', "NEW.kind = 'withdrawal_hold'"),
      await crashOn('withdrawals', 'UPDATE', 'true'),
    ];
    expect((await request(m, '40')).json().success).toBe(false);
    for (const undo of crashes) await undo();
    // What an attacker would do with a half-made request: get it paid, report it not received, get a refund.
    for (const w of await withdrawalsOf(m.id)) {
      await decide(Number(w.id), true);
      await answer(m, Number(w.id), 'not_received', [PNG]);
      await refund(Number(w.id));
    }
    expect(await withdrawalsOf(m.id)).toEqual([]);
    expect(await balances(m.id)).toEqual(start);
  });

  it('keeps a payout that crashed before its posting pending, so "not received" cannot refund money never paid', async () => {
    const m = await member('demo_player');
    const start = await balances(m.id);
    const w = (await request(m, '40')).json().value;
    const undo = await crashOn('ledger_transfers', 'INSERT', "NEW.kind = 'withdrawal_payout'");
    expect((await decide(w.id, true)).json().success).toBe(false);
    await undo();
    expect(await statusOf(w.id)).toBe('pending');
    expect((await answer(m, w.id, 'not_received', [PNG])).json().message).toBe('withdrawal_not_pending');
    expect((await refund(w.id)).json().message).toBe('withdrawal_not_pending');
    expect(await balances(m.id)).toEqual({ main: start.main - 4_000n, held: 4_000n, total: start.total });
    // Decided again once the fault is gone: paid out exactly once.
    expect((await decide(w.id, true)).json().success).toBe(true);
    expect(await balances(m.id)).toEqual({ main: start.main - 4_000n, held: 0n, total: start.total - 4_000n });
  });

  it('keeps a rejection or a refund that crashed before its posting undecided, and completes it when retried', async () => {
    const m = await member('demo_agent');
    const start = await balances(m.id);
    const rejected = (await request(m, '30')).json().value;
    let undo = await crashOn('ledger_transfers', 'INSERT', "NEW.idempotency_key LIKE 'withdraw-release:%'");
    expect((await decide(rejected.id, false)).json().success).toBe(false);
    await undo();
    expect(await statusOf(rejected.id)).toBe('pending');
    expect((await decide(rejected.id, false)).json().success).toBe(true);
    expect(await balances(m.id)).toEqual(start);

    const lost = (await request(m, '20')).json().value;
    await decide(lost.id, true);
    await answer(m, lost.id, 'not_received', [PNG]);
    undo = await crashOn('ledger_transfers', 'INSERT', "NEW.idempotency_key LIKE 'withdraw-refund:%'");
    expect((await refund(lost.id)).json().success).toBe(false);
    await undo();
    expect(await statusOf(lost.id)).toBe('not_received');
    expect((await refund(lost.id)).json().success).toBe(true);
    expect(await balances(m.id)).toEqual(start);
  });

  it('stores no proof images for a receipt answer that crashed before it was recorded', async () => {
    const m = await member('demo_agent');
    const w = (await request(m, '15')).json().value;
    await decide(w.id, true);
    const uploads = async () =>
      (await rows(sql`SELECT count(*)::int AS n FROM uploads WHERE member_id = ${m.id}`))[0]?.n;
    const before = await uploads();
    const undo = await crashOn('withdrawals', 'UPDATE', "NEW.status = 'not_received'");
    expect((await answer(m, w.id, 'not_received', [PNG])).json().success).toBe(false);
    await undo();
    expect(await statusOf(w.id)).toBe('paid');
    expect(await uploads()).toBe(before);
  });

  it('makes one withdrawal of ten concurrent copies of a request with one request id, and refuses the id for another', async () => {
    const m = await member('demo_player');
    const before = await withdrawalsOf(m.id);
    const body = { amount: '12.34', boundAccountId: m.accountId, paymentPassword: m.paymentPassword };
    const requestId = `wd-${Date.now()}-copies`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/wps/v2/withdraw/request', m.headers, { ...body, requestId })),
    );
    const ids = new Set(answers.map((a) => a.json().value?.id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.json().success)).toBe(true);
    expect(await withdrawalsOf(m.id)).toHaveLength(before.length + 1);
    const other = await call('POST', '/wps/v2/withdraw/request', m.headers, { ...body, amount: '20', requestId });
    expect(other.json().message).toBe('idempotency_conflict');
  });
});
