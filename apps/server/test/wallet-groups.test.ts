import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { formatMinor, toMinor } from '../src/platform/money.ts';
import { tokenHash } from '../src/platform/secrets.ts';
import { buildTestApp } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

// The embedded database sends bets and wins in groups, one transaction each (migration 0413).
describe('provider calls in groups on the embedded database', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const { id, call, ticketFor, invariants } = walletApiClient(() => app);

  it('applies every call of a group but the one that fails', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = toMinor(String((await call('balance', { ticket })).balance));
    const bet = { op: 'bet', provider: 'DEMO', txId: id('g'), reqHash: 'h1', ticketHash: tokenHash(ticket) };
    const calls = [
      { ...bet, roundId: id('r'), amount: '150' },
      { ...bet, txId: id('g'), roundId: id('r'), amount: 'not a number' },
      { ...bet, txId: id('g'), roundId: id('r'), amount: '250' },
    ];
    const [row] = await q(app.deps.db, sql`SELECT provider_calls(${JSON.stringify(calls)}::jsonb, 30, 16) AS r`);
    const [first, failed, third] = (row as { r: Array<Record<string, unknown>> }).r;
    expect(first).toMatchObject({ status: 'OK', posting: 'posted' });
    expect(failed).toMatchObject({ code: '22P02' });
    expect(third).toMatchObject({ status: 'OK', posting: 'posted' });
    expect((await call('balance', { ticket })).balance).toBe(formatMinor(start - 400n));
    // The failed call left nothing: its id is free, and a retry of it with a good body is applied once.
    const retry = await call('bet', { ticket, txId: calls[1]?.txId, roundId: id('r'), amount: '1.00' });
    expect(retry.status).toBe('OK');
    await invariants();
  });

  it('answers each of many concurrent calls with its own answer', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = toMinor(String((await call('balance', { ticket })).balance));
    const amounts = Array.from({ length: 24 }, (_, i) => BigInt(i + 1));
    const bets = amounts.map((cents) => ({
      ticket,
      txId: id('c'),
      roundId: id('r'),
      amount: formatMinor(cents),
    }));
    const answers = await Promise.all(bets.map((b) => call('bet', b)));
    // Every answer is its own call's.
    expect(answers.map((a) => a.txId)).toEqual(bets.map((b) => b.txId));
    for (const a of answers) expect(a.status).toBe('OK');
    // Each answer is the balance right after its own bet: all different, the lowest the final one.
    const balances = answers.map((a) => toMinor(String(a.balance)));
    expect(new Set(balances).size).toBe(amounts.length);
    const spent = amounts.reduce((s, c) => s + c, 0n);
    expect(balances.reduce((low, b) => (b < low ? b : low))).toBe(start - spent);
    expect((await call('balance', { ticket })).balance).toBe(formatMinor(start - spent));
    await invariants();
  });
});
