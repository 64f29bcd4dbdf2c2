import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_PASSWORD } from '../../src/modules/accounts/seed.ts';
import {
  type LotteryWallet,
  lotteryWallet,
  runLottery,
  setLotteryClock,
  settleDue,
  slotAt,
  VN_GAMES,
} from '../../src/modules/lottery/index.ts';
import { checkInvariants } from '../../src/modules/wallet/index.ts';
import type { App } from '../../src/platform/http.ts';
import { seedSealer } from '../../src/platform/seal.ts';
import { loginAs } from '../auth-helper.ts';
import { enrolledOperator } from '../console-helper.ts';
import { NORTH } from '../lottery-vn-results.ts';
import { freshPgDatabase } from './pg-helper.ts';

/**
 * The VN results desk on the real PostgreSQL server with two instances of the server: two operators confirm the
 * same draw at once (one confirms, the other finds it drawn), and both instances settle it at once, paying once.
 */
describe('VN results under concurrency, two instances', () => {
  let one: App;
  let two: App;
  let drop: () => Promise<void>;
  let wallets: LotteryWallet[];
  const north = VN_GAMES.find((g) => g.gameCode === 'VNMB');
  const slot = slotAt(new Date(), 86_400, north?.cutoffSeconds ?? 900, north?.offsetSeconds ?? 0);
  let now = new Date(slot.opensAt.getTime() + 1000);
  const players: Array<{ username: string; authorization: string }> = [];

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await one.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const cents = async (username: string) =>
    BigInt(
      String(
        (
          await rows(sql`SELECT COALESCE(SUM(a.balance), 0)::text AS b FROM ledger_accounts a JOIN members m ON m.id = a.member_id
          WHERE m.username = ${username} AND a.purpose = 'main' AND a.asset = 'CASH'`)
        )[0]?.b,
      ),
    );

  beforeAll(async () => {
    const fresh = await freshPgDatabase();
    one = await buildApp(testConfig({ DATABASE_URL: fresh.url }), fresh.database);
    const second = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
    two = await buildApp(testConfig({ DATABASE_URL: fresh.url }), second);
    for (const app of [one, two]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      setLotteryClock(app.deps, () => now);
    }
    wallets = [lotteryWallet(one), lotteryWallet(two)];
    drop = async () => {
      await two.close();
      await second.close();
      await one.close();
      await fresh.drop();
    };
    for (const [i, username] of ['demo_player', 'demo_down1', 'demo_down2'].entries())
      players.push({ username, ...(await loginAs(one, username, DEMO_PASSWORD, `10.9.1.${i + 1}`)) });
  });
  afterAll(async () => drop());

  it('two confirmations racing: one confirms, the draw settles once across both instances', async () => {
    await runLottery(one.deps.db, wallets[0] as LotteryWallet, seedSealer(one.deps.config), now);
    const start = new Map(await Promise.all(players.map(async (p) => [p.username, await cents(p.username)] as const)));
    // Each player: đề 45 (wins 96.00 per 1.00) and lô 12 (three times 3.55) and đầu 0 (loses).
    for (const p of players) {
      const placed = await one.inject({
        method: 'POST',
        url: '/lgw/vn/bets',
        headers: { authorization: p.authorization },
        payload: {
          gameCode: 'VNMB',
          numero: slot.numero,
          bets: [
            { pick: { kind: 'de', number: 45 }, unit: '1' },
            { pick: { kind: 'lo2', number: 12 }, unit: '2' },
            { pick: { kind: 'dau', digit: 0 }, unit: '1' },
          ],
        },
      });
      expect(placed.json().success, placed.body).toBe(true);
    }
    now = new Date(slot.drawsAt.getTime() + 60_000);
    await runLottery(one.deps.db, wallets[0] as LotteryWallet, seedSealer(one.deps.config), now);
    const [draw] = await rows(sql`SELECT id FROM lottery_draws WHERE game_code = 'VNMB' AND numero = ${slot.numero}`);
    const id = Number(draw?.id);
    const a = (await enrolledOperator(one, 'pg_desk_a', 'desk-password-a1', 'support')).headers;
    const b = (await enrolledOperator(one, 'pg_desk_b', 'desk-password-b1', 'support')).headers;
    const c = (await enrolledOperator(one, 'pg_desk_c', 'desk-password-c1', 'support')).headers;
    const enter = (app: App, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/admin/api/console/lottery/vn/draws/${id}/result`,
        headers,
        payload: { prizes: NORTH },
      });
    expect((await enter(one, a)).json().value.outcome).toBe('first');
    // B on one instance and C on the other confirm at the same moment; each instance then settles at once.
    const answers = (await Promise.all([enter(one, b), enter(two, c)])).map((r) => r.json());
    expect(answers.filter((x) => x.success).map((x) => x.value.outcome)).toEqual(['confirmed']);
    expect(answers.filter((x) => !x.success).map((x) => x.message)).toEqual(['lottery_vn_not_awaiting']);
    // And both instances' jobs run again at once.
    await Promise.all([
      settleDue(one.deps.db, wallets[0] as LotteryWallet, now),
      settleDue(two.deps.db, wallets[1] as LotteryWallet, now),
    ]);

    const slips = await rows(sql`SELECT s.round_id, s.status, s.win::text AS win FROM lottery_slips s
      JOIN lottery_draws d ON d.id = s.draw_id WHERE d.game_code = 'VNMB' AND d.numero = ${slot.numero}`);
    expect(slips).toHaveLength(3);
    expect(slips.every((s) => s.status === 'settled' && s.win === '11730')).toBe(true); // 96.00 + 2.00 × 3.55 × 3
    const wins = await rows(sql`SELECT round_id, count(*)::int AS n FROM provider_transactions
      WHERE provider = 'INHOUSE' AND kind = 'win' AND round_id IN (${sql.join(
        slips.map((s) => sql`${String(s.round_id)}`),
        sql`, `,
      )}) GROUP BY round_id`);
    expect(wins.map((w) => w.n)).toEqual([1, 1, 1]);
    for (const p of players) expect(await cents(p.username)).toBe((start.get(p.username) ?? 0n) - 400n + 11730n);
    const entries = await rows(sql`SELECT outcome FROM lottery_vn_entries WHERE draw_id = ${id} ORDER BY id`);
    expect(entries.map((e) => e.outcome)).toEqual(['first', 'confirmed']);
    const [d] = await rows(sql`SELECT status FROM lottery_draws WHERE id = ${id}`);
    expect(d?.status).toBe('settled');
    const inv = await checkInvariants(one.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  }, 60_000);

  it('slips racing for the last of a draw’s payout cap: the cap is never passed', async () => {
    await one.deps.db.execute(
      sql`UPDATE lottery_brand_games SET payout_cap = 50000 WHERE game_code = 'VNST5'`, // 500.00
    );
    await runLottery(one.deps.db, wallets[0] as LotteryWallet, seedSealer(one.deps.config), now);
    const numero = slotAt(now, 300, 15).numero;
    // Each lô 1.00 could pay 27 × 3.55 = 95.85: five fit under 500.00, a sixth does not.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const p = players[i % players.length] as { authorization: string };
        return (i % 2 ? two : one).inject({
          method: 'POST',
          url: '/lgw/vn/bets',
          headers: { authorization: p.authorization },
          payload: { gameCode: 'VNST5', numero, bets: [{ pick: { kind: 'lo2', number: i }, unit: '1' }] },
        });
      }),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(5);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.message))).toEqual(new Set(['lottery_payout_cap']));
    const [taken] = await rows(sql`SELECT sum(s.max_payout)::int AS n FROM lottery_slips s
      JOIN lottery_draws d ON d.id = s.draw_id WHERE d.game_code = 'VNST5' AND d.numero = ${numero}`);
    expect(Number(taken?.n)).toBe(5 * 9585);
  }, 60_000);
});
