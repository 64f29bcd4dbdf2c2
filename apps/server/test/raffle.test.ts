import { checkRaffleDraw } from '@portal/contracts/raffle-fair';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorClient } from '../src/cli/client.ts';
import { loadCommands } from '../src/cli/registry.ts';
import { checkInvariants } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { settledRound } from './points-helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';
import { claimRaffle, createRaffle, eventInput, fundRaffle, poolBalance } from './raffle-helper.ts';

let app: App;
let admin: Record<string, string>;
const STATUS = '/wps/relay/MCSFE_getRafflePromotionStatus';
const status = async (headers: Record<string, string>) => (await app.inject({ url: STATUS, headers })).json();
const transfers = (kind: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = ${kind}`);
const cents = (s: string) => BigInt(s.replace('.', ''));

beforeAll(async () => {
  app = await buildTestApp();
  admin = await operatorHeaders(app, 'raffleops', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());
afterEach(async () => {
  const inv = await checkInvariants(app.deps.db);
  expect(inv.mismatched).toBe(0);
  for (const t of Object.values(inv.sums)) expect(t).toBe('0');
});

describe('raffle status', () => {
  it('refuses visitors and shows the demo events, tickets and the seed hash to a member', async () => {
    expect((await app.inject({ url: STATUS })).statusCode).toBe(401);
    const player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
    const s = (await status({ ...player, language: 'en' })).value;
    expect(s.seed.serverHash).toMatch(/^[0-9a-f]{64}$/);
    const envelope = s.list.find((e: { kind: string }) => e.kind === 'red_envelope');
    const wheel = s.list.find((e: { kind: string }) => e.kind === 'wheel');
    expect(envelope).toMatchObject({ title: 'Lucky red envelope', min: '1.00', max: '8.88', claimed: null });
    expect(wheel.prizes).toHaveLength(8);
    // demo_player's seeded deposits (1,000.00) at one ticket per 200.00.
    expect(wheel.tickets).toEqual({ earned: 5, used: 0, available: 5 });
    const fresh = await newMember(app, 'rafflefresh1');
    const f = (await status(fresh)).value;
    expect(f.list.find((e: { kind: string }) => e.kind === 'wheel').tickets.available).toBe(0);
  });

  it('answers function_not_available when REWCEN3 is off', async () => {
    const m = await newMember(app, 'raffleswitch1');
    const flip = (on: '0' | '1') =>
      patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => (n.modId === 'REWCEN3' ? { ...n, enabled: on } : n)),
      }));
    await flip('0');
    try {
      expect((await status(m)).message).toBe('function_not_available');
      const r = await claimRaffle(app, m, 1);
      expect(r.json().message).toBe('function_not_available');
    } finally {
      await flip('1');
    }
  });
});

describe('red envelope', () => {
  it('opens once, pays from the pool and answers a retry with the same draw', async () => {
    const m = await newMember(app, 'raffleenv1');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '8.88' }), '100.00');
    const before = cents((await wallet(app, m)).main);
    const first = await claimRaffle(app, m, id, 'req-envelope-1', '/wps/relay/MCS2_claimRafflePromotion');
    const draw = first.json().value;
    expect(first.json().success).toBe(true);
    const amount = cents(draw.amount);
    expect(amount >= 100n && amount <= 888n).toBe(true);
    expect(cents((await wallet(app, m)).main)).toBe(before + amount);
    expect(await poolBalance(app, id)).toBe(10_000n - amount);
    const retry = (await claimRaffle(app, m, id, 'req-envelope-1')).json();
    expect(retry.value).toEqual(draw);
    const again = await claimRaffle(app, m, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('raffle_already_claimed');
    expect(cents((await wallet(app, m)).main)).toBe(before + amount);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM raffle_claims WHERE event_id = ${id}`)).toBe(1);
    const shown = (await status(m)).value.list.find((e: { id: number }) => e.id === id);
    expect(shown.claimed.id).toBe(draw.id);
    // The same request id on another event is a mistake of the caller, not a replay.
    const other = await createRaffle(
      app,
      admin,
      eventInput({ kind: 'red_envelope', min: '1.00', max: '1.00' }),
      '5.00',
    );
    expect((await claimRaffle(app, m, other, 'req-envelope-1')).json().message).toBe('raffle_request_reused');
  });

  it('refuses a draw the pool cannot pay and changes nothing', async () => {
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '5.00', max: '5.00' }), '8.00');
    const a = await newMember(app, 'rafflepoola');
    const b = await newMember(app, 'rafflepoolb');
    expect((await claimRaffle(app, a, id)).json().value.amount).toBe('5.00');
    const nonce = (await status(b)).value.seed.nonce;
    const refused = await claimRaffle(app, b, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('raffle_pool_empty');
    expect((await wallet(app, b)).main).toBe('0.00');
    expect(await poolBalance(app, id)).toBe(300n);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM raffle_claims WHERE event_id = ${id}`)).toBe(1);
    expect((await status(b)).value.seed.nonce).toBe(nonce);
    // Funded again, the same member may open it.
    await fundRaffle(app, admin, id, '10.00');
    expect((await claimRaffle(app, b, id)).json().value.amount).toBe('5.00');
  });

  it('refuses unknown events, bad bodies, events not running and members below the audience', async () => {
    const m = await newMember(app, 'rafflebad1');
    expect((await claimRaffle(app, m, 999_999)).json().message).toBe('raffle_not_found');
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/wps/relay/MCSFE_claimRafflePromotion', payload, headers: m });
    expect((await post({ eventId: 1 })).statusCode).toBe(400);
    expect((await post({ eventId: 1, requestId: 'short' })).statusCode).toBe(400);
    expect((await post({ eventId: 0, requestId: 'long-enough-id' })).statusCode).toBe(400);
    const later = await createRaffle(
      app,
      admin,
      eventInput(
        { kind: 'red_envelope', min: '1.00', max: '2.00' },
        {
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
          endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        },
      ),
      '50.00',
    );
    expect((await claimRaffle(app, m, later)).json().message).toBe('raffle_not_running');
    const off = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '2.00' }), '50.00');
    await app.inject({
      method: 'POST',
      url: `/admin/api/console/raffles/${off}/enabled`,
      payload: { enabled: false },
      headers: admin,
    });
    expect((await claimRaffle(app, m, off)).json().message).toBe('raffle_not_running');
    expect((await status(m)).value.list.some((e: { id: number }) => e.id === off || e.id === later)).toBe(false);
    const vip = await createRaffle(
      app,
      admin,
      eventInput({ kind: 'red_envelope', min: '1.00', max: '2.00' }, { audience: { kind: 'vip', minLevel: 2 } }),
      '50.00',
    );
    expect((await claimRaffle(app, m, vip)).json().message).toBe('raffle_not_eligible');
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM raffle_claims c JOIN members m ON m.id = c.member_id
      WHERE m.username = 'rafflebad1'`,
      ),
    ).toBe(0);
  });
});

describe('wheel', () => {
  const wheel = eventInput({
    kind: 'wheel',
    prizes: [
      { amount: '0.00', weight: 1 },
      { amount: '2.00', weight: 3 },
    ],
    depositPerTicket: '100.00',
    betPerTicket: '50.00',
  });

  it('spins one ticket each, earned by deposits and valid bets since the start', async () => {
    const m = await newMember(app, 'rafflewheel1');
    const id = await createRaffle(app, admin, wheel, '100.00');
    const none = await claimRaffle(app, m, id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('raffle_no_tickets');
    await paidDeposit(app, m, '150.00'); // one ticket (one per 100.00)
    await settledRound(app, 'rafflewheel1', 6_000, { at: new Date(Date.now() - 120_000).toISOString() }); // 60.00: one
    const tickets = () => status(m).then((s) => s.value.list.find((e: { id: number }) => e.id === id).tickets);
    expect(await tickets()).toEqual({ earned: 2, used: 0, available: 2 });
    const before = cents((await wallet(app, m)).main);
    let paid = 0n;
    for (let i = 0; i < 2; i++) {
      const d = (await claimRaffle(app, m, id)).json().value;
      expect([0, 1]).toContain(d.prizeIndex);
      expect(d.amount).toBe(d.prizeIndex === 0 ? '0.00' : '2.00');
      expect(d.weights).toEqual([1, 3]);
      paid += cents(d.amount);
    }
    expect(await tickets()).toEqual({ earned: 2, used: 2, available: 0 });
    expect((await claimRaffle(app, m, id)).json().message).toBe('raffle_no_tickets');
    expect(cents((await wallet(app, m)).main)).toBe(before + paid);
    expect(await poolBalance(app, id)).toBe(10_000n - paid);
  });

  it('lets the member reveal the seed and recompute every draw', async () => {
    const m = await newMember(app, 'rafflefair1');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '8.88' }), '20.00');
    const hash = (await status(m)).value.seed.serverHash;
    const d = (
      await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimRafflePromotion',
        payload: { eventId: id, requestId: 'fair-request-1', clientSeed: 'my lucky seed' },
        headers: m,
      })
    ).json().value;
    expect(d).toMatchObject({ serverHash: hash, clientSeed: 'my lucky seed', serverSeed: null, min: '1.00' });
    const rotated = (
      await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_rotateRaffleSeed', payload: {}, headers: m })
    ).json().value;
    expect(rotated.revealed.serverHash).toBe(hash);
    expect(rotated.next.serverHash).not.toBe(hash);
    const shown = (await status(m)).value.history.find((h: { id: number }) => h.id === d.id);
    expect(shown.serverSeed).toBe(rotated.revealed.serverSeed);
    const check = await checkRaffleDraw(shown, {
      kind: 'red_envelope',
      min: 100n,
      max: 888n,
      expected: cents(d.amount),
    });
    expect(check).toEqual({ ok: true });
    const forged = await checkRaffleDraw(shown, {
      kind: 'red_envelope',
      min: 100n,
      max: 888n,
      expected: cents(d.amount) + 1n,
    });
    expect(forged).toEqual({ ok: false, reason: 'outcome' });
  });
});

describe('raffle console', () => {
  it('validates events, keeps their kind, funds once per key and lists draws (audited, admins only)', async () => {
    const url = '/admin/api/console/brands/LUMEN/raffles';
    const bad = await app.inject({
      method: 'POST',
      url,
      payload: eventInput({ kind: 'red_envelope', min: '9.00', max: '1.00' }),
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    const noTitle = await app.inject({
      method: 'POST',
      url,
      payload: {
        ...eventInput({ kind: 'red_envelope', min: '1.00', max: '2.00' }),
        texts: { en: { title: 'Only English' } },
      },
      headers: admin,
    });
    expect(noTitle.json().message).toBe('raffle_title_required');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '2.00' }));
    const edit = await app.inject({
      method: 'PUT',
      url: `/admin/api/console/raffles/${id}`,
      payload: eventInput({
        kind: 'wheel',
        prizes: [
          { amount: '1.00', weight: 1 },
          { amount: '0.00', weight: 1 },
        ],
        depositPerTicket: '10.00',
        betPerTicket: '10.00',
      }),
      headers: admin,
    });
    expect(edit.json().message).toBe('raffle_kind_fixed');
    const before = await transfers('raffle_fund');
    const f1 = (await fundRaffle(app, admin, id, '30.00', 'fund-key-0001')).json();
    const f2 = (await fundRaffle(app, admin, id, '30.00', 'fund-key-0001')).json();
    expect(f1.value.pool).toBe('30.00');
    expect(f2.value.pool).toBe('30.00');
    expect(await transfers('raffle_fund')).toBe(before + 1);
    expect((await fundRaffle(app, admin, id, '31.00', 'fund-key-0001')).json().message).toBe('idempotency_conflict');
    const m = await newMember(app, 'raffleconsole1');
    await claimRaffle(app, m, id);
    const claims = (await app.inject({ url: `/admin/api/console/raffles/${id}/claims`, headers: admin })).json().value;
    expect(claims.total).toBe(1);
    expect(claims.rows[0].username).toBe('raffleconsole1');
    const list = (await app.inject({ url, headers: admin })).json().value;
    expect(list.find((e: { id: number }) => e.id === id)).toMatchObject({ funded: '30.00', draws: 1 });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE target = ${`raffle:${id}`}`)).toBe(
      2,
    );
    const support = await operatorHeaders(app, 'rafflesupp', 'Operator@2026pass', 'support');
    expect((await fundRaffle(app, support, id, '1.00')).statusCode).toBe(403);
  });
});

describe('raffle CLI', () => {
  it('lists, creates and funds through the operator API', async () => {
    const calls: unknown[][] = [];
    const client = {
      get: async (path: string) => calls.push(['GET', path]),
      post: async (path: string, body: unknown) => calls.push(['POST', path, body]),
    } as unknown as OperatorClient;
    const event = { texts: { pt: { title: 'Roda' } }, rules: { kind: 'red_envelope', min: '1.00', max: '2.00' } };
    const byName = new Map((await loadCommands()).map((c) => [c.name, c]));
    const io = { stdin: async () => JSON.stringify(event) };
    await byName.get('raffles')?.run(['LUMEN'], client, io);
    await byName.get('raffle-create')?.run(['LUMEN'], client, io);
    await byName.get('raffle-fund')?.run(['3', '5000', 'fund-once-key'], client, io);
    expect(calls).toEqual([
      ['GET', '/admin/api/console/brands/LUMEN/raffles'],
      ['POST', '/admin/api/console/brands/LUMEN/raffles', event],
      ['POST', '/admin/api/console/raffles/3/fund', { amount: '5000', key: 'fund-once-key' }],
    ]);
    await expect(byName.get('raffle-fund')?.run(['3', '1.234'], client, io)).rejects.toThrow(/amount/);
  });
});
