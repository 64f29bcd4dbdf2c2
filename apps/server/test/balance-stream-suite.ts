import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { q } from '../src/db/rows.ts';
import { house, memberMain, postTransfer } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { openSse } from './sse-client.ts';
import { walletApiClient } from './wallet-api-client.ts';

/**
 * The live balance stream, run on PGlite and on the real PostgreSQL server: a one-time ticket from a member session
 * opens it, it starts with the balance, and it hears every posting when (and only when) its transaction commits.
 */
export function balanceStreamSuite(getApp: () => App, baseUrl: () => string) {
  const { id, call, launch, invariants } = walletApiClient(getApp);
  const ticketOf = async (token: string) =>
    getApp().inject({ method: 'POST', url: '/wps/v2/wallets/balance/stream-ticket', headers: { token } });
  const memberId = async (token: string) =>
    Number((await getApp().inject({ url: '/wps/member/info', headers: { token } })).json().value.id);
  const open = async (token: string) => {
    const ticket = (await ticketOf(token)).json().value.ticket as string;
    return { ticket, stream: await openSse(`${baseUrl()}/wps/v2/wallets/balance/stream?ticket=${ticket}`) };
  };
  const balanceOf = (e: { data: string } | null) => (e ? JSON.parse(e.data).sumBalance : null);

  it('gives tickets only to a member session, and a ticket opens one stream once', async () => {
    expect((await getApp().inject({ method: 'POST', url: '/wps/v2/wallets/balance/stream-ticket' })).statusCode).toBe(
      401,
    );
    const bogus = await openSse(`${baseUrl()}/wps/v2/wallets/balance/stream?ticket=${'x'.repeat(43)}`);
    expect(bogus.status).toBe(401);
    expect(bogus.body?.message).toBe('unauthorized');

    const { token } = await launch('demo_down1');
    const { ticket, stream } = await open(token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    expect(first?.event).toBe('balance');
    const now = (await getApp().inject({ url: '/wps/v2/wallets/balance', headers: { token } })).json().value;
    expect(JSON.parse(first?.data ?? '{}')).toMatchObject(now);
    const again = await openSse(`${baseUrl()}/wps/v2/wallets/balance/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    stream.close();
  });

  it('sends a bet of the game as soon as it commits, with the balance the game sees', async () => {
    const { token, ticket } = await launch('demo_down2');
    const { stream } = await open(token);
    const start = Number(balanceOf(await stream.next()));
    const bet = await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '2.50' });
    expect(bet.status).toBe('OK');
    const event = await stream.next(1000);
    expect(balanceOf(event)).toBe((start - 2.5).toFixed(2));
    expect(balanceOf(event)).toBe(bet.balance);
    expect(JSON.parse(event?.data ?? '{}').movements[0]).toMatchObject({ kind: 'bet', amount: '2.50', net: '-2.50' });
    stream.close();
    await invariants();
  });

  it('says nothing while the posting transaction is open, the new balance after commit, nothing for a rollback', async () => {
    const { token } = await launch('demo_agent');
    const member = await memberId(token);
    const { stream } = await open(token);
    const start = Number(balanceOf(await stream.next()));
    const db = getApp().deps.db;
    let during: unknown = 'not checked';
    await db.transaction(async (tx) => {
      await postTransfer(tx, { from: house('cashier'), to: memberMain(member), amount: 700n, kind: 'adjustment' });
      during = await stream.next(400);
    });
    expect(during).toBeNull();
    const credited = await stream.next(1000);
    expect(balanceOf(credited)).toBe((start + 7).toFixed(2));
    expect(JSON.parse(credited?.data ?? '{}').movements[0]).toMatchObject({
      kind: 'adjustment',
      amount: '7.00',
      net: '7.00',
    });

    await db
      .transaction(async (tx) => {
        await postTransfer(tx, { from: house('cashier'), to: memberMain(member), amount: 900n, kind: 'adjustment' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await stream.next(400)).toBeNull();
    stream.close();
    await invariants();
  });

  it('marks the accounts of a member while a stream is open, and unmarks them when the last one closes', async () => {
    const { token } = await launch('demo_down1');
    const member = await memberId(token);
    const db = getApp().deps.db;
    /** The member's accounts as 'purpose asset' -> marked. */
    const marks = async () =>
      Object.fromEntries(
        (
          await q(
            db,
            sql`SELECT purpose, asset, watched FROM ledger_accounts WHERE owner_kind = 'member' AND member_id = ${member}`,
          )
        ).map((r) => [`${r.purpose} ${r.asset}`, r.watched]),
      );
    const allMarked = async (watched: boolean) => {
      const m = await marks();
      expect(m['main CASH']).toBe(watched);
      expect(new Set(Object.values(m))).toEqual(new Set([watched]));
      return m;
    };
    const credit = () =>
      postTransfer(db, { from: house('cashier'), to: memberMain(member), amount: 100n, kind: 'adjustment' });
    const first = await open(token);
    const second = await open(token);
    await first.stream.next();
    await second.stream.next();
    expect((await allMarked(true))['vendor:LVA CASH']).toBeUndefined();
    // An account made while the member watches (a first transfer to a vendor wallet) is marked from the start.
    const moved = await getApp().inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { token },
      payload: { vassalage: 'LVA', direction: 'in', amount: '1' },
    });
    expect(moved.json().value.status).toBe('done');
    expect((await allMarked(true))['vendor:LVA CASH']).toBe(true);
    await first.stream.next(1000);

    first.stream.close();
    await credit();
    expect(balanceOf(await second.stream.next(1000))).not.toBeNull();
    await allMarked(true);
    second.stream.close();
    await vi.waitFor(() => allMarked(false), { timeout: 3000 });

    const third = await open(token);
    const start = Number(balanceOf(await third.stream.next()));
    await allMarked(true);
    await credit();
    expect(balanceOf(await third.stream.next(1000))).toBe((start + 1).toFixed(2));
    third.stream.close();
    await invariants();
  });
}
