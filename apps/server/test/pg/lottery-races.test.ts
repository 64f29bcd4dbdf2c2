import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/modules/accounts/seed.ts';
import {
  type LotteryWallet,
  lotteryWallet,
  runLottery,
  setLotteryClock,
  settleDue,
  slotAt,
} from '../../src/modules/lottery/index.ts';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import { seedSealer } from '../../src/platform/seal.ts';
import { loginAs } from '../auth-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/** The lottery on the real PostgreSQL server, where bets, the close of a draw and settlers really run at once. */
describe('lottery under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  let wallet: LotteryWallet;
  /** The clock the bet calls see (a function of real time, so it runs during a race); the job is given its time. */
  let betClock = () => new Date();
  const T0 = Math.floor(Date.now() / 300_000) * 300_000;
  const players: Array<{ username: string; authorization: string }> = [];

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const cents = async (username: string) =>
    BigInt(
      String(
        (
          await rows(sql`SELECT COALESCE(SUM(a.balance), 0)::text AS b FROM ledger_accounts a JOIN members m ON m.id = a.member_id
          WHERE m.username = ${username} AND a.purpose = 'main' AND a.asset = 'CASH'`)
        )[0]?.b,
      ),
    );
  const bet = (authorization: string, gameCode: string, numero: string, pick: object, unit = '1') =>
    app.inject({
      method: 'POST',
      url: '/lgw/bets',
      headers: { authorization },
      payload: { gameCode, numero, bets: [{ pick, unit }] },
    });

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    wallet = lotteryWallet(app);
    setLotteryClock(app.deps, () => betClock());
    for (const [i, username] of ['demo_player', 'demo_down1', 'demo_down2', 'demo_agent'].entries())
      players.push({ username, ...(await loginAs(app, username, DEMO_PASSWORD, `10.9.0.${i + 1}`)) });
  });
  afterAll(async () => drop());

  it('bets racing the cut-off are accepted before it or refused, and only accepted ones are settled', async () => {
    const slot = slotAt(new Date(T0 + 1000), 60, 5);
    await runLottery(app.deps.db, wallet, seedSealer(app.deps.config), new Date(T0 + 1000));
    const start = new Map(await Promise.all(players.map(async (p) => [p.username, await cents(p.username)] as const)));
    // The server's clock reaches the cut-off 80 ms into a burst of bets (one every 4 ms), while the job closes it.
    const burst = Date.now();
    betClock = () => new Date(slot.closesAt.getTime() - 80 + (Date.now() - burst));
    const racing = players.flatMap((p, pi) =>
      Array.from({ length: 10 }, (_, i) =>
        new Promise((r) => setTimeout(r, (i * 4 + pi) * 4))
          .then(() => bet(p.authorization, 'LUMEN5D1', slot.numero, { kind: 'digit', position: 1, digit: i }))
          .then((r) => ({ username: p.username, body: r.json() })),
      ),
    );
    const [answers] = await Promise.all([
      Promise.all(racing),
      new Promise((r) => setTimeout(r, 80)).then(() =>
        runLottery(app.deps.db, wallet, seedSealer(app.deps.config), slot.closesAt),
      ),
    ]);
    const accepted = answers.filter((a) => a.body.success);
    const refused = answers.filter((a) => !a.body.success);
    for (const a of refused) expect(a.body.message).toBe('lottery_draw_closed');
    expect(accepted.length + refused.length).toBe(40);
    // Both sides of the race happened (the timing makes it so on any machine that runs the suite).
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Every slip taken was placed before the cut-off.
    for (const a of accepted) expect(Date.parse(a.body.value.placedAt)).toBeLessThan(slot.closesAt.getTime());
    betClock = () => slot.closesAt;
    expect(
      (
        await bet(players[0]?.authorization ?? '', 'LUMEN5D1', slot.numero, { kind: 'digit', position: 1, digit: 1 })
      ).json().message,
    ).toBe('lottery_draw_closed');

    await runLottery(app.deps.db, wallet, seedSealer(app.deps.config), slot.drawsAt);
    const slips =
      await rows(sql`SELECT s.status, s.round_id FROM lottery_slips s JOIN lottery_draws d ON d.id = s.draw_id
      WHERE d.numero = ${slot.numero} AND d.game_code = 'LUMEN5D1'`);
    expect(slips.length).toBe(accepted.length);
    expect(slips.every((s) => s.status === 'settled')).toBe(true);
    const [draw] = await rows(
      sql`SELECT status, result FROM lottery_draws WHERE game_code = 'LUMEN5D1' AND numero = ${slot.numero}`,
    );
    expect(draw?.status).toBe('settled');
    const first = (draw?.result as number[] | undefined)?.[0];
    // Each accepted bet was 1.00 on a first digit; the one on the drawn digit paid 9.70.
    for (const p of players) {
      const mine = accepted.filter((a) => a.username === p.username);
      const won = mine.filter((a) => a.body.value.bets[0].pick.digit === first).length;
      expect(await cents(p.username)).toBe(
        (start.get(p.username) ?? 0n) - BigInt(mine.length * 100) + BigInt(won * 970),
      );
    }
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  }, 60_000);

  it('two settlement runs at once, and a run that crashed halfway, settle a draw once', async () => {
    const at = new Date(T0 + 121_000);
    betClock = () => at;
    await runLottery(app.deps.db, wallet, seedSealer(app.deps.config), at);
    const slot = slotAt(at, 120, 10);
    const start = new Map(await Promise.all(players.map(async (p) => [p.username, await cents(p.username)] as const)));
    const placed = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 6 }, (_, i) =>
          bet(p.authorization, 'LUMENKENO', slot.numero, { kind: 'keno', numbers: [1 + i, 21 + i, 41 + i] }, '2').then(
            (r) => ({ username: p.username, body: r.json() }),
          ),
        ),
      ),
    );
    expect(placed.every((a) => a.body.success)).toBe(true);
    // Close and draw, but do not settle yet: a first settler pays three slips, then dies.
    await runLottery(
      app.deps.db,
      (() => Promise.reject(new Error('down'))) as LotteryWallet,
      seedSealer(app.deps.config),
      slot.drawsAt,
    ).catch(() => undefined);
    let calls = 0;
    const dying: LotteryWallet = async (op, body) => {
      if (++calls > 3) throw new Error('instance died');
      return wallet(op, body);
    };
    await settleDue(app.deps.db, dying, slot.drawsAt).catch(() => undefined);
    // Two settlers at once, after the dead one's lease.
    const later = new Date(slot.drawsAt.getTime() + 61_000);
    const runs = await Promise.all([settleDue(app.deps.db, wallet, later), settleDue(app.deps.db, wallet, later)]);
    expect(runs[0].settled + runs[1].settled).toBeLessThanOrEqual(24);

    const slips = await rows(sql`SELECT s.round_id, s.member_id, s.win::text AS win, s.status FROM lottery_slips s
      JOIN lottery_draws d ON d.id = s.draw_id WHERE d.game_code = 'LUMENKENO' AND d.numero = ${slot.numero}`);
    expect(slips).toHaveLength(24);
    expect(slips.every((s) => s.status === 'settled')).toBe(true);
    // One win call per round, and at most one posting of it.
    const wins = await rows(sql`SELECT round_id, count(*)::int AS n FROM provider_transactions
      WHERE provider = 'INHOUSE' AND kind = 'win' AND round_id IN (${sql.join(
        slips.map((s) => sql`${String(s.round_id)}`),
        sql`, `,
      )}) GROUP BY round_id`);
    expect(wins).toHaveLength(24);
    expect(wins.every((w) => w.n === 1)).toBe(true);
    const rounds = await rows(sql`SELECT round_id, bet::int, win::text AS win, status FROM game_rounds
      WHERE provider = 'INHOUSE' AND round_id IN (${sql.join(
        slips.map((s) => sql`${String(s.round_id)}`),
        sql`, `,
      )})`);
    for (const s of slips) {
      const r = rounds.find((x) => x.round_id === s.round_id);
      expect(r).toMatchObject({ bet: 200, win: s.win, status: 'settled' });
    }
    for (const p of players) {
      const id = Number((await rows(sql`SELECT id FROM members WHERE username = ${p.username}`))[0]?.id);
      const won = slips.filter((s) => Number(s.member_id) === id).reduce((a, s) => a + BigInt(String(s.win)), 0n);
      expect(await cents(p.username)).toBe((start.get(p.username) ?? 0n) - 6n * 200n + won);
    }
    const [d] = await rows(
      sql`SELECT status, settled_at FROM lottery_draws WHERE game_code = 'LUMENKENO' AND numero = ${slot.numero}`,
    );
    expect(d?.status).toBe('settled');
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  }, 60_000);
});
