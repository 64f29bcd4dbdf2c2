import { errors } from '@portal/contracts/errors';
import { seedHash } from '@portal/contracts/fair';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger, listenOnFreePort } from './helper.ts';
import { newMember, paidDeposit } from './promotions-helper.ts';
import { claimRaffle, createRaffle, eventInput, poolBalance } from './raffle-helper.ts';

/**
 * A refused bet or draw tells the member nothing of the nonce it would have used, and seed rotations sent at once
 * answer a success or a clear refusal, leaving one active pair.
 */
let app: App;
let admin: Record<string, string>;
type Answer = Record<string, unknown> & { error?: string; nonce?: number; serverHash?: string; balance?: string };

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
  admin = await operatorHeaders(app, 'fairops', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

/** A new member with `deposit` in their wallet, and their in-house game ticket's calls. */
const player = async (username: string, deposit: string | null) => {
  const headers = await newMember(app, username);
  if (deposit) await paidDeposit(app, headers, deposit);
  const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: games[0].nodeId, launchMode: 'GLS', accountType: 1 },
  });
  const ticket = new URL(launched.json().value.game_url, 'http://x').searchParams.get('ticket');
  const send = (path: string, body: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } });
  const post = async (path: string, body: Record<string, unknown> = {}) => (await send(path, body)).json() as Answer;
  const id = await countRows(app, sql`SELECT id AS n FROM members WHERE username = ${username}`);
  return { headers, id, send, post };
};
/** Whether an answer is a clear refusal: a 4xx whose body names a key of the error taxonomy. */
const clearRefusal = (statusCode: number, body: { message?: string; error?: string }) =>
  statusCode >= 400 && statusCode < 500 && String(body.message ?? body.error) in errors;

describe('a bet refused for funds', () => {
  it('answers no outcome, takes no nonce and records no round (slot, dice, mines)', async () => {
    const { headers, id, post } = await player('fairrefused1', '10.00');
    const before = await post('state');
    const tooMuch = '50.00';
    const refusals = [
      await post('slot', { bet: tooMuch }),
      await post('dice', { bet: tooMuch, target: 50 }),
      await post('mines/start', { bet: tooMuch, mines: 3 }),
    ];
    for (const r of refusals) {
      expect(r.error).toBe('INSUFFICIENT_FUNDS');
      // Only the refusal and the balance: no grid, roll, layout, round or nonce.
      expect(Object.keys(r).sort()).toEqual(['balance', 'error']);
    }
    const after = await post('state');
    expect(after.nonce).toBe(before.nonce);
    expect(after.serverHash).toBe(before.serverHash);
    // No Mines round holds an outcome (a layout or a nonce) for the refused start.
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM mines_rounds WHERE member_id = ${id} AND (layout IS NOT NULL OR nonce IS NOT NULL)`,
      ),
    ).toBe(0);
    // Nothing of the refused rounds in the betting record.
    const history = (await app.inject({ url: '/wps/relay/ODSFE2_personalHistory', headers })).json().value;
    expect(history.total).toBe(0);
  });

  it('leaves the nonce to the next accepted round, decided only once the bet is taken', async () => {
    const { post } = await player('fairnext1', '10.00');
    const state = await post('state');
    expect((await post('dice', { bet: '50.00', target: 50 })).error).toBe('INSUFFICIENT_FUNDS');
    expect((await post('slot', { bet: '50.00' })).error).toBe('INSUFFICIENT_FUNDS');
    const played = await post('dice', { bet: '1.00', target: 50 });
    expect(played.nonce).toBe(state.nonce);
    const mines = await post('mines/start', { bet: '1.00', mines: 1 });
    expect(mines.nonce).toBe(Number(state.nonce) + 1);
    await post('mines/cashout', { roundId: mines.roundId });
    const rotated = (await post('rotate')) as { revealed: { lastNonce: number; serverSeed: string } };
    expect(rotated.revealed.lastNonce).toBe(Number(state.nonce) + 1);
    expect(await seedHash(rotated.revealed.serverSeed)).toBe(state.serverHash);
  });
});

describe('a raffle draw refused for the pool', () => {
  it('is refused before any outcome is drawn: the refusal depends on the largest prize, not on the nonce', async () => {
    // 1.00 to 8.88 from a pool of 5.00: whatever the nonce holds, the pool could not pay every outcome.
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '8.88' }), '5.00');
    const results = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const m = await newMember(app, `fairpool${i}`);
      const r = await claimRaffle(app, m, id);
      results.add(`${r.statusCode}:${r.json().message}`);
    }
    expect([...results]).toEqual(['409:raffle_pool_empty']);
    expect(await poolBalance(app, id)).toBe(500n);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM raffle_claims WHERE event_id = ${id}`)).toBe(0);
  });
});

// The embedded database runs one transaction at a time, so these rotations take turns; pg/seed-rotation-races.test.ts
// sends the same ones to PostgreSQL, where they overlap.
describe('seed rotations sent at once', () => {
  it('in-house: each answers a rotation or a clear refusal, never 500, and one pair stays active', async () => {
    const { id, send, post } = await player('fairrotate1', '10.00');
    const first = await post('state');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('rotate')));
    const rotations: Array<{ revealed: { serverHash: string; serverSeed: string }; next: { serverHash: string } }> = [];
    for (const a of answers) {
      const body = a.json();
      if (a.statusCode === 200 && body.revealed) rotations.push(body);
      else expect(clearRefusal(a.statusCode, body), `${a.statusCode} ${a.body}`).toBe(true);
    }
    expect(rotations.length).toBeGreaterThan(0);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM fair_seeds WHERE member_id = ${id} AND active`)).toBe(1);
    // The rotations form one chain from the first pair to the active one, each revealed seed matching its hash.
    const revealed = new Set(rotations.map((r) => r.revealed.serverHash));
    const nexts = new Set(rotations.map((r) => r.next.serverHash));
    const now = await post('state');
    expect(revealed.size).toBe(rotations.length);
    expect([...revealed].sort()).toEqual([first.serverHash, ...[...nexts].filter((h) => h !== now.serverHash)].sort());
    expect(nexts.has(String(now.serverHash))).toBe(true);
    for (const r of rotations) expect(await seedHash(r.revealed.serverSeed)).toBe(r.revealed.serverHash);
    // The pair still plays.
    expect((await post('dice', { bet: '1.00', target: 50 })).nonce).toBe(0);
  });

  it('raffle: each answers a rotation or a clear refusal, never 500, and one pair stays active', async () => {
    const { headers: m, id } = await player('fairrotate2', null);
    const status = async () =>
      (await app.inject({ url: '/wps/relay/MCSFE_getRafflePromotionStatus', headers: m })).json().value;
    const first = (await status()).seed.serverHash as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/wps/relay/MCSFE_rotateRaffleSeed', payload: {}, headers: m }),
      ),
    );
    const rotations: Array<{ revealed: { serverHash: string; serverSeed: string }; next: { serverHash: string } }> = [];
    for (const a of answers) {
      const body = a.json();
      if (a.statusCode === 200 && body.success) rotations.push(body.value);
      else expect(clearRefusal(a.statusCode, body), `${a.statusCode} ${a.body}`).toBe(true);
    }
    expect(rotations.length).toBeGreaterThan(0);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM raffle_seeds WHERE member_id = ${id} AND active`)).toBe(
      1,
    );
    const revealed = new Set(rotations.map((r) => r.revealed.serverHash));
    const nexts = new Set(rotations.map((r) => r.next.serverHash));
    const now = (await status()).seed.serverHash as string;
    expect(revealed.size).toBe(rotations.length);
    expect([...revealed].sort()).toEqual([first, ...[...nexts].filter((h) => h !== now)].sort());
    expect(nexts.has(now)).toBe(true);
    for (const r of rotations) expect(await seedHash(r.revealed.serverSeed)).toBe(r.revealed.serverHash);
  });
});
