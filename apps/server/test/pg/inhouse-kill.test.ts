import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { RoundRandom } from '@portal/contracts/fair';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { diceRoll, minesPayout } from '../../src/modules/inhouse/games.ts';
import type { App } from '../../src/platform/http.ts';
import { formatMinor } from '../../src/platform/money.ts';
import { openSeed, seedSealer } from '../../src/platform/seal.ts';
import { walletApiClient } from '../wallet-api-client.ts';
import { memberMoney } from './money-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
type Answer = Record<string, unknown> & { roundId?: string; payout?: string; balance?: string; error?: string };

/**
 * The server killed with SIGKILL between an in-house round's bet and its win: the win call's transaction hangs (a
 * trigger in the test) and the process dies while it waits, so PostgreSQL ends that transaction and the win is never
 * paid by it. After a restart the settlement job (and, for Mines, the player's own cash-out again) pays the win with
 * the same transaction id: exactly once, the ledger balanced.
 */
describe('an in-house win survives kill -9 between its bet and its win (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof freshPgDatabase>>;
  let setup: App;
  let server: ChildProcess | null = null;
  let output = '';
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  /** The child's connections carry this name, so the test can see them go. */
  const appName = `inhouse-kill-${randomBytes(3).toString('hex')}`;
  const { rows, balances, invariants } = memberMoney(() => setup);

  const start = async () => {
    // The server's connections check their client every 100 ms, as a production server's would by TCP keepalive: a
    // statement of a process that died is ended and rolled back instead of running on.
    const url = new URL(fresh.url);
    url.searchParams.set('options', `${url.searchParams.get('options')} -c client_connection_check_interval=100`);
    url.searchParams.set('application_name', appName);
    const child = spawn(`${ROOT}node_modules/.bin/node`, [`${ROOT}apps/server/src/main.ts`], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        JOBS: 'off',
        // The test drives the settlement job with POST /dev/jobs/run (development and test servers only).
        DEV_ENDPOINTS: 'on',
        LOG_LEVEL: 'error',
        OPERATOR_PASSWORD: 'Crash-Operator-2026',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    output = '';
    child.stderr?.on('data', (d) => (output += d));
    child.stdout?.on('data', (d) => (output += d));
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start: ${output}`);
  };
  /** kill -9, then waits until PostgreSQL has ended every connection of the dead process. */
  const kill = async () => {
    const child = server;
    server = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await gone;
    }
    for (let i = 0; i < 200; i++) {
      const [left] = await rows(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${appName}`,
      );
      if (left?.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the dead server kept its connections');
  };

  /** A trigger that makes every in-house call of `kind` hang inside its transaction; returns its removal. */
  const hang = async (kind: 'bet' | 'win') => {
    const name = `hang_${randomBytes(4).toString('hex')}`;
    const db = setup.deps.db;
    await db.execute(
      sql.raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(600); RETURN NEW; END $$`,
      ),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON provider_transactions FOR EACH ROW
        WHEN (NEW.provider = 'INHOUSE' AND NEW.kind = '${kind}') EXECUTE FUNCTION ${name}()`),
    );
    return async () => {
      await db.execute(sql.raw(`DROP TRIGGER ${name} ON provider_transactions`));
      await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    };
  };
  /** Polls until `query` gives a row, or fails after 10 s. */
  const until = async (query: SQL) => {
    for (let i = 0; i < 200; i++) {
      const [row] = await rows(query);
      if (row) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };
  /** Waits until a call of the wallet hangs in the trigger (the server is then between the bet and the win). */
  const hanging = () =>
    until(sql`SELECT pid FROM pg_stat_activity WHERE application_name = ${appName} AND wait_event = 'PgSleep'`);

  const post = async (ticket: string, path: string, body: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    return (await res.json()) as Answer;
  };
  /** Sends a call that the kill will cut off: it never answers. */
  const cutOff = (ticket: string, path: string, body: Record<string, unknown>) =>
    fetch(`${base}/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    }).then(
      () => 'answered',
      () => 'cut off',
    );
  /** Runs the settlement job in the server, as its timer would a minute from now (development and test servers). */
  const runJob = async (minutesAhead: number) => {
    const res = await fetch(`${base}/dev/jobs/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        names: ['inhouse-settlement'],
        at: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const winPostings = async (roundId: string) =>
    (
      await rows(
        sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS paid FROM ledger_transfers WHERE kind = 'win' AND memo LIKE ${`%${roundId}`}`,
      )
    )[0] as { n: number; paid: string };
  const memberId = async (username: string) =>
    Number((await rows(sql`SELECT id FROM members WHERE username = ${username}`))[0]?.id);

  beforeAll(async () => {
    fresh = await freshPgDatabase();
    setup = await buildApp(testConfig({ DATABASE_URL: fresh.url }), fresh.database);
    await setup.ready();
  }, 180_000);
  afterAll(async () => {
    await kill();
    await setup.close();
    await fresh.drop();
  }, 60_000);

  it('pays 3 of 3 dice wins cut off by kill -9 once, after a restart', async () => {
    const wallet = walletApiClient(() => setup);
    const { ticket } = await wallet.launch('demo_player', 'INH');
    const id = await memberId('demo_player');
    await start();
    await post(ticket, 'state');
    const before = (await balances(id)).main;
    const rounds: Array<{ roundId: string; payout: bigint }> = [];
    for (let i = 0; i < 3; i++) {
      if (!server) await start();
      // A client seed whose next roll wins under 50 (the test opens the sealed server seed).
      const [seed] = await rows(sql`SELECT server_seed, nonce FROM fair_seeds WHERE member_id = ${id} AND active`);
      const serverSeed = openSeed(seedSealer(setup.deps.config), String(seed?.server_seed));
      let clientSeed = '';
      let payout = 0n;
      for (let k = 0; !payout; k++) {
        clientSeed = `kill-${i}-${k}`;
        const roll = await diceRoll(new RoundRandom(serverSeed, clientSeed, Number(seed?.nonce)), 200n, 50);
        payout = roll.payout;
      }
      await post(ticket, 'seed', { clientSeed });
      const unhang = await hang('win');
      const played = cutOff(ticket, 'dice', { bet: '2.00', target: 50 });
      await hanging();
      await kill();
      expect(await played).toBe('cut off');
      await unhang();
      // The bet was taken and the outcome kept with the round; the win was not paid.
      const [round] = await rows(
        sql`SELECT round_id, payout::text AS payout, settled_at FROM inhouse_rounds WHERE member_id = ${id} ORDER BY created_at DESC LIMIT 1`,
      );
      expect(round).toMatchObject({ payout: String(payout), settled_at: null });
      rounds.push({ roundId: String(round?.round_id), payout });
      expect((await winPostings(String(round?.round_id))).n).toBe(0);
    }
    const owed = rounds.reduce((s, r) => s + r.payout, 0n);
    expect((await balances(id)).main).toBe(before - 600n);
    await start();
    await runJob(1);
    await runJob(2);
    expect((await balances(id)).main).toBe(before - 600n + owed);
    for (const r of rounds) expect(await winPostings(r.roundId)).toEqual({ n: 1, paid: String(r.payout) });
    await invariants();
    await kill();
  }, 300_000);

  it('pays a Mines cash-out cut off by kill -9 once: cashing out again answers the payout after a restart', async () => {
    const wallet = walletApiClient(() => setup);
    const { ticket } = await wallet.launch('demo_down1', 'INH');
    const id = await memberId('demo_down1');
    await start();
    const before = (await balances(id)).main;
    const round = await post(ticket, 'mines/start', { bet: '2.00', mines: 3 });
    const [open] = await rows(sql`SELECT layout FROM mines_rounds WHERE round_id = ${String(round.roundId)}`);
    const layout = open?.layout as number[];
    const tile = Array.from({ length: 25 }, (_, i) => i).find((i) => !layout.includes(i));
    expect((await post(ticket, 'mines/reveal', { roundId: round.roundId, tile })).mine).toBe(false);
    const unhang = await hang('win');
    const cashed = cutOff(ticket, 'mines/cashout', { roundId: round.roundId });
    await hanging();
    await kill();
    expect(await cashed).toBe('cut off');
    await unhang();
    expect((await winPostings(String(round.roundId))).n).toBe(0);
    const payout = minesPayout(200n, 3, 1);
    await start();
    // The page's cash-out sent again: the round is cashed, its win is resent with the same id and answered.
    const again = await post(ticket, 'mines/cashout', { roundId: round.roundId });
    expect(again).toMatchObject({ payout: formatMinor(payout), balance: formatMinor(before - 200n + payout) });
    await runJob(1);
    expect(await post(ticket, 'mines/cashout', { roundId: round.roundId })).toMatchObject({
      payout: formatMinor(payout),
    });
    expect(await winPostings(String(round.roundId))).toEqual({ n: 1, paid: String(payout) });
    expect((await balances(id)).main).toBe(before - 200n + payout);
    await invariants();
    await kill();
  }, 180_000);

  it('resumes a Mines round the server died in the middle of, and pays its cash-out', async () => {
    const wallet = walletApiClient(() => setup);
    const { ticket } = await wallet.launch('demo_down2', 'INH');
    const id = await memberId('demo_down2');
    await start();
    const before = (await balances(id)).main;
    const round = await post(ticket, 'mines/start', { bet: '1.00', mines: 2 });
    const [open] = await rows(sql`SELECT layout FROM mines_rounds WHERE round_id = ${String(round.roundId)}`);
    const layout = open?.layout as number[];
    const tile = Array.from({ length: 25 }, (_, i) => i).find((i) => !layout.includes(i));
    await post(ticket, 'mines/reveal', { roundId: round.roundId, tile });
    await kill();
    await start();
    const resumed = (await post(ticket, 'mines/round')) as { round: { roundId: string; revealed: number[] } | null };
    expect(resumed.round).toMatchObject({ roundId: round.roundId, revealed: [tile] });
    const cashed = await post(ticket, 'mines/cashout', { roundId: round.roundId });
    const payout = minesPayout(100n, 2, 1);
    expect(cashed).toMatchObject({ payout: formatMinor(payout), balance: formatMinor(before - 100n + payout) });
    await invariants();
    await kill();
  }, 180_000);

  it('gives back a bet cut off by kill -9 before its answer, and the round takes no nonce', async () => {
    const wallet = walletApiClient(() => setup);
    const { ticket } = await wallet.launch('demo_agent', 'INH');
    const id = await memberId('demo_agent');
    await start();
    const state = await post(ticket, 'state');
    const before = (await balances(id)).main;
    const unhang = await hang('bet');
    const played = cutOff(ticket, 'dice', { bet: '1.00', target: 50 });
    await hanging();
    await kill();
    expect(await played).toBe('cut off');
    await unhang();
    const [round] = await rows(sql`SELECT round_id, status FROM inhouse_rounds WHERE member_id = ${id}`);
    expect(round?.status).toBe('pending');
    await start();
    // Left alone while the bet may still be on its way, then rolled back with its own id (a late bet is refused).
    await runJob(1);
    expect((await rows(sql`SELECT status FROM inhouse_rounds WHERE member_id = ${id}`))[0]?.status).toBe('pending');
    await runJob(6);
    expect((await rows(sql`SELECT status, nonce FROM inhouse_rounds WHERE member_id = ${id}`))[0]).toEqual({
      status: 'void',
      nonce: null,
    });
    expect((await balances(id)).main).toBe(before);
    expect((await post(ticket, 'state')).nonce).toBe(state.nonce);
    await invariants();
    await kill();
  }, 180_000);
});
