import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import { crashPoint, hashAt, reachedAt } from '../src/modules/inhouse/crash.ts';
import { CrashEngine } from '../src/modules/inhouse/crash-engine.ts';
import type { CrashBet } from '../src/modules/inhouse/crash-repo.ts';
import { crashEngineOf, LIST_SIZE, listed } from '../src/modules/inhouse/crash-routes.ts';
import { settleCrash } from '../src/modules/inhouse/crash-settlement.ts';
import { inhouseWallet } from '../src/modules/inhouse/wallet.ts';
import type { App } from '../src/platform/http.ts';
import { seedSealer } from '../src/platform/seal.ts';
import { loginAs, patchBrand } from './auth-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

type Reply = Record<string, unknown> & { error?: string; balance?: string; payout?: string };

// The documented vector: a chain of 3 whose rounds crash at 14.22x, 10.71x and 3.07x.
const SECRET = 'e958e3e854263b0fd383d138a626a8e971316d664a8f32fc9260199d44d2323a';
const SALT = 'lumen-salt';

let app: App;
let base: string;
let engine: CrashEngine;
let now = Date.now();
beforeAll(async () => {
  app = await buildTestApp();
  base = await listenOnFreePort(app);
  engine = crashEngineOf(app);
  engine.clock = () => now;
  const sealed = seedSealer(app.deps.config).seal(SECRET);
  await q(
    app.deps.db,
    sql`INSERT INTO crash_chains (secret, terminal_hash, salt, length) VALUES (${sealed}, ${hashAt(SECRET, 3, 0)}, ${SALT}, 3)`,
  );
});
afterAll(() => app.close());

/** A player's launch of Lumen Crash, and a caller of its API with the launch's ticket. */
async function launch(username: string) {
  const { authorization } = await loginAs(app, username, 'Demo@2026');
  const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = inh.find((g: { gameCode: string }) => g.gameCode === 'lumen-crash');
  expect(game).toBeTruthy();
  const res = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { authorization, language: 'en' },
    payload: { nodeId: game.nodeId, launchMode: 'GLS' },
  });
  const url = new URL(res.json().value.game_url, base);
  expect(url.pathname).toBe('/provider/inhouse/crash');
  const ticket = url.searchParams.get('ticket') as string;
  const post = async (path: string, body: Record<string, unknown> = {}) => {
    const r = await fetch(`${base}/provider/inhouse/api/crash/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    return (await r.json()) as Reply;
  };
  return { url, ticket, post };
}

/** Waits until every closed bet's win was answered by the wallet (they are sent in the background). */
async function settled() {
  for (let i = 0; i < 100; i++) {
    const [row] = await q(
      app.deps.db,
      sql`SELECT count(*)::int AS n FROM crash_bets WHERE settled_at IS NULL AND status IN ('cashed', 'lost')`,
    );
    if (Number(row?.n) === 0) return;
    await new Promise((go) => setTimeout(go, 50));
  }
  throw new Error('wins not answered');
}

type StreamEvent = { event: string; data: Record<string, unknown> };

/**
 * Connects to the stream and returns once its opening snapshot (which ends with the history) has arrived, so that
 * everything the test does afterwards reaches the page through the hub; `events` then reads until `until` says enough.
 */
async function watch(ticket: string, until: (events: StreamEvent[]) => boolean) {
  const ctl = new AbortController();
  const res = await fetch(`${base}/provider/inhouse/api/crash/stream?ticket=${ticket}`, { signal: ctl.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const events: StreamEvent[] = [];
  let text = '';
  const readUntil = async (enough: () => boolean) => {
    while (!enough()) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += new TextDecoder().decode(value);
      let cut = text.indexOf('\n\n');
      while (cut >= 0) {
        const block = text.slice(0, cut);
        text = text.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        cut = text.indexOf('\n\n');
      }
    }
  };
  await readUntil(() => events.some((e) => e.event === 'history'));
  const all = (async () => {
    await readUntil(() => until(events));
    ctl.abort();
    return events;
  })();
  return { events: all };
}

describe('Lumen Crash', () => {
  it('is in the catalogue and its page loads', async () => {
    const { url } = await launch('demo_agent');
    const page = await app.inject(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/provider/inhouse/assets/crash.js?v=');
  });

  it('plays one round for two players: one cashes out and is paid, the other loses; both see the crash point', async () => {
    const a = await launch('demo_agent');
    const b = await launch('demo_player');
    const round = await engine.tick();
    expect(round).toMatchObject({ phase: 'betting', index: 1 });
    // The stream may send the crash before the bets it had not sent yet (a hub's first look): read until both came.
    const stream = await watch(
      b.ticket,
      (ev) =>
        ev.some((e) => e.event === 'round' && e.data.phase === 'crashed') &&
        ev.some((e) => e.event === 'bet' && e.data.status === 'cashed'),
    );
    const before = { a: Number((await a.post('state')).balance), b: Number((await b.post('state')).balance) };
    const state = await a.post('state');
    expect(state.round).toMatchObject({ phase: 'betting', index: 1 });
    expect(state.round).not.toHaveProperty('crashPoint');
    expect(state.round).not.toHaveProperty('hash');
    expect((state.chain as { terminalHash: string }).terminalHash).toBe(hashAt(SECRET, 3, 0));

    expect((await a.post('bet', { bet: '1.00' })).error).toBe('BET_TOO_SMALL');
    expect(await a.post('bet', { bet: '2.00' })).toMatchObject({ bet: { status: 'placed', player: 'de***' } });
    expect(await b.post('bet', { bet: '3.00', autoCashout: 2000 })).toMatchObject({ bet: { status: 'placed' } });
    expect((await a.post('bet', { bet: '2.00' })).error).toBe('ALREADY_BET');
    expect((await a.post('cashout')).error).toBe('NOT_RUNNING');

    now += 5_000;
    const running = await engine.tick();
    expect(running?.phase).toBe('running');
    const started = running?.startedAt as number;
    expect((await b.post('bet', { bet: '2.00' })).error).toBe('BETTING_CLOSED');

    // 2.00x after 11,553 ms: A cashes out there and is paid 4.00.
    now = started + 11_553;
    expect(await engine.tick()).toMatchObject({ phase: 'running' });
    const cashed = await a.post('cashout');
    expect(cashed).toMatchObject({ cashout: 200, payout: '4.00' });
    expect(Number(cashed.balance)).toBeCloseTo(before.a - 2 + 4, 2);
    expect((await a.post('cashout')).error).toBe('ROUND_OVER');

    // At the crash point's moment a cash-out is refused, even before the engine crashed the round.
    expect(crashPoint(hashAt(SECRET, 3, 1), SALT)).toBe(1422);
    now = started + reachedAt(1422);
    expect((await b.post('cashout')).error).toBe('ROUND_OVER');
    expect(await engine.tick()).toMatchObject({ phase: 'crashed', crashPoint: 1422 });
    await settled();

    const sa = await a.post('state');
    const sb = await b.post('state');
    for (const s of [sa, sb]) {
      expect(s.round).toMatchObject({ phase: 'crashed', crashPoint: 1422, hash: hashAt(SECRET, 3, 1) });
      expect((s.history as Array<{ crashPoint: number }>)[0]?.crashPoint).toBe(1422);
    }
    expect(sa.myBet).toMatchObject({ status: 'cashed', cashout: 200, payout: '4.00' });
    expect(sb.myBet).toMatchObject({ status: 'lost', payout: null });
    expect(Number(sb.balance)).toBeCloseTo(before.b - 3, 2);
    expect(Number(sa.balance)).toBeCloseTo(before.a + 2, 2);

    // The stream showed the round, both bets (masked) and A's cash-out, then the crash with its hash.
    const events = await stream.events;
    const bets = events.filter((e) => e.event === 'bet').map((e) => e.data);
    expect(bets.map((x) => x.player)).toEqual(expect.arrayContaining(['de***']));
    expect(bets.some((x) => x.status === 'cashed' && x.cashout === 200)).toBe(true);
    const crashed = events.find((e) => e.event === 'round' && e.data.phase === 'crashed')?.data;
    expect(crashed).toMatchObject({ crashPoint: 1422, hash: hashAt(SECRET, 3, 1), previousHash: hashAt(SECRET, 3, 0) });
    // No event before the crash carried its point or hash.
    const early = events.slice(
      0,
      events.findIndex((e) => e.event === 'round' && e.data.phase === 'crashed'),
    );
    expect(JSON.stringify(early)).not.toContain('"crashPoint"');
  });

  it('finishes a round a stopped leader left: auto cash-outs it passed are paid at their target, the rest lose', async () => {
    const a = await launch('demo_agent');
    const b = await launch('demo_player');
    now += 3_000;
    expect(await engine.tick()).toMatchObject({ phase: 'betting', index: 2 });
    const before = { a: Number((await a.post('state')).balance), b: Number((await b.post('state')).balance) };
    await a.post('bet', { bet: '2.00', autoCashout: 500 });
    await b.post('bet', { bet: '2.00', autoCashout: 1100 });
    now += 5_000;
    const started = (await engine.tick())?.startedAt as number;
    // This leader stops; another instance takes the lease and finds the round long past its point (10.71x).
    engine.stop();
    await q(app.deps.db, sql`DELETE FROM crash_leases`);
    const next = new CrashEngine({
      db: app.deps.db,
      sealer: seedSealer(app.deps.config),
      pay: () => undefined, // its wins are left to the settlement job
    });
    next.clock = () => started + 120_000;
    expect(await next.tick()).toMatchObject({ phase: 'crashed', crashPoint: 1071 });
    const out = await settleCrash(app.deps.db, inhouseWallet(app), new Date(Date.now() + 60_000));
    expect(out).toMatchObject({ sent: 2, unanswered: 0 });
    expect((await a.post('state')).myBet).toMatchObject({ status: 'cashed', cashout: 500, payout: '10.00' });
    expect((await b.post('state')).myBet).toMatchObject({ status: 'lost' });
    expect(Number((await a.post('state')).balance)).toBeCloseTo(before.a + 8, 2);
    expect(Number((await b.post('state')).balance)).toBeCloseTo(before.b - 2, 2);
    // The new leader holds the lease until it stops renewing it.
    const [lease] = await q(app.deps.db, sql`SELECT holder FROM crash_leases`);
    expect(lease?.holder).toBe(next.holder);
    await q(app.deps.db, sql`DELETE FROM crash_leases`);
  });

  it('starts a new chain once the one in play is used up, and answers a crashed round’s proof', async () => {
    now += 200_000;
    const third = await engine.tick();
    expect(third).toMatchObject({ index: 3, phase: 'betting' });
    now += 5_000;
    await engine.tick();
    now += 60_000;
    expect(await engine.tick()).toMatchObject({ phase: 'crashed', crashPoint: 307 });
    now += 3_000;
    const fourth = await engine.tick();
    expect(fourth).toMatchObject({ index: 1, phase: 'betting' });
    expect(fourth?.chainId).not.toBe(third?.chainId);
    const proof = await (await fetch(`${base}/provider/inhouse/api/crash/round?id=${third?.id}`)).json();
    expect(proof).toMatchObject({ hash: SECRET, crashPoint: 307, salt: SALT, previousHash: hashAt(SECRET, 3, 2) });
    expect((await fetch(`${base}/provider/inhouse/api/crash/round?id=${fourth?.id}`)).status).toBe(404);
  });

  it("pays every cash-out at most its brand's maxWin when bet: by hand, auto on the curve, auto at the crash", async () => {
    // The random round in play ends; the known chain is dealt again (14.22x, then 10.71x).
    now += 5_000;
    let left = await engine.tick();
    if (left?.phase !== 'crashed') {
      now += 1_000_000;
      left = await engine.tick();
    }
    expect(left).toMatchObject({ phase: 'crashed' });
    const sealed = seedSealer(app.deps.config).seal(SECRET);
    await q(
      app.deps.db,
      sql`INSERT INTO crash_chains (secret, terminal_hash, salt, length) VALUES (${sealed}, ${hashAt(SECRET, 3, 0)}, ${SALT}, 3)`,
    );
    let saved: Parameters<Parameters<typeof patchBrand>[1]>[0] | undefined;
    await patchBrand(app, (c) => {
      saved = c;
      return { ...c, originals: { minBet: 10, maxBet: 1_000_000, maxWin: 300 } };
    });
    const a = await launch('demo_agent');
    const b = await launch('demo_player');
    const paid = async (betId: unknown) => {
      const [bet] = await q(
        app.deps.db,
        sql`SELECT payout::text AS payout FROM crash_bets WHERE id = ${String(betId)}`,
      );
      const [round] = await q(
        app.deps.db,
        sql`SELECT win::text AS win, detail FROM game_rounds WHERE round_id = ${String(betId)}`,
      );
      const detail = typeof round?.detail === 'string' ? JSON.parse(round.detail) : round?.detail;
      return { payout: bet?.payout, win: round?.win, capped: (detail as { capped?: boolean })?.capped };
    };
    const capped = { payout: '300', win: '300', capped: true };
    try {
      now += 3_000;
      expect(await engine.tick()).toMatchObject({ phase: 'betting', index: 1, crashPoint: 1422 });
      const before = { a: Number((await a.post('state')).balance), b: Number((await b.post('state')).balance) };
      const byHand = await a.post('bet', { bet: '2.00' });
      const auto = await b.post('bet', { bet: '2.00', autoCashout: 500 });
      now += 5_000;
      const started = (await engine.tick())?.startedAt as number;
      // 2.00x would pay 4.00, 5.00x 10.00: each pays the brand's 3.00.
      now = started + 11_553;
      expect(await a.post('cashout')).toMatchObject({ cashout: 200, payout: '3.00', capped: true });
      now = started + reachedAt(600);
      await engine.tick();
      await settled();
      expect((await b.post('state')).myBet).toMatchObject({ status: 'cashed', payout: '3.00', capped: true });
      expect(await paid(byHand.betId)).toEqual(capped);
      expect(await paid(auto.betId)).toEqual(capped);
      expect(Number((await a.post('state')).balance)).toBeCloseTo(before.a + 1, 2);
      expect(Number((await b.post('state')).balance)).toBeCloseTo(before.b + 1, 2);
      now = started + reachedAt(1422);
      expect(await engine.tick()).toMatchObject({ phase: 'crashed' });

      // 10.71x: an auto cash-out at 10.00x the engine closes at the crash would pay 20.00; a win under the most is
      // paid whole and not marked.
      now += 3_000;
      expect(await engine.tick()).toMatchObject({ phase: 'betting', index: 2, crashPoint: 1071 });
      const atCrash = await a.post('bet', { bet: '2.00', autoCashout: 1000 });
      const under = await b.post('bet', { bet: '1.40', autoCashout: 200 });
      now += 5_000;
      const second = (await engine.tick())?.startedAt as number;
      now = second + 120_000;
      expect(await engine.tick()).toMatchObject({ phase: 'crashed', crashPoint: 1071 });
      await settled();
      expect((await a.post('state')).myBet).toMatchObject({ status: 'cashed', cashout: 1000, capped: true });
      expect(await paid(atCrash.betId)).toEqual(capped);
      const whole = (await b.post('state')).myBet;
      expect(whole).toMatchObject({ status: 'cashed', payout: '2.80' });
      expect(whole).not.toHaveProperty('capped');
      expect(await paid(under.betId)).toEqual({ payout: '280', win: '280', capped: undefined });
    } finally {
      await patchBrand(app, (c) => saved ?? c);
    }
  });
});

describe("Lumen Crash's list", () => {
  const bet = (id: number, status: CrashBet['status'], stake: bigint): CrashBet => ({
    id: `CR${id}`,
    roundId: 1,
    memberId: id,
    shown: 'pl***',
    bet: stake,
    autoCashout: null,
    cashout: status === 'cashed' ? 150 : null,
    payout: status === 'cashed' ? (stake * 3n) / 2n : null,
    maxWin: 1_000_000n,
    status,
    seq: id,
    settled: false,
  });
  it('shows the first 100 bets as the page orders them: cash-outs, then larger stakes, then earlier bets', () => {
    const bets = [
      ...Array.from({ length: 150 }, (_, i) => bet(i, 'placed', 200n)),
      bet(150, 'void', 100_000n),
      bet(151, 'placed', 500n),
      bet(152, 'cashed', 100n),
    ];
    const list = listed(bets);
    expect(list).toHaveLength(LIST_SIZE);
    expect(list.slice(0, 3).map((b) => b.id)).toEqual(['CR152', 'CR151', 'CR0']);
    expect(list.at(-1)?.id).toBe('CR97');
    expect(list.some((b) => b.status === 'void')).toBe(false);
  });
});
