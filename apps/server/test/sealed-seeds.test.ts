import { createHash } from 'node:crypto';
import { RoundRandom, seedHash } from '@portal/contracts/fair';
import { redEnvelopeAmount } from '@portal/contracts/raffle-fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  drawNumbers,
  type LotteryWallet,
  lotteryWallet,
  runLottery,
  setLotteryClock,
} from '../src/modules/lottery/index.ts';
import type { App } from '../src/platform/http.ts';
import { toMinor } from '../src/platform/money.ts';
import { seedSealer } from '../src/platform/seal.ts';
import { countRows } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { newMember, paidDeposit } from './promotions-helper.ts';
import { claimRaffle, createRaffle, eventInput } from './raffle-helper.ts';

/**
 * A dump of the database reveals no server seed before it is revealed (in-house games, raffle, lottery): each is
 * stored sealed with a key kept out of the database, and every proof still checks once the seed is revealed.
 */
const T0 = Math.floor(Date.now() / 300_000) * 300_000 + 1000;
let now = new Date(T0);
let app: App;
let admin: Record<string, string>;
let wallet: LotteryWallet;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const tick = (ms: number) => {
  now = new Date(T0 + ms);
  return runLottery(app.deps.db, wallet, seedSealer(app.deps.config), now);
};

/** Every row of every table, as text: what a dump or a backup would hold. */
async function dump(): Promise<string> {
  const tables = await rows(
    sql`SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  const out: string[] = [];
  for (const t of tables)
    for (const r of await rows(
      sql`SELECT x::text AS line FROM ${sql.identifier(String(t.schemaname))}.${sql.identifier(String(t.tablename))} x`,
    ))
      out.push(String(r.line));
  return out.join('\n');
}

const player = async (username: string) => {
  const headers = await newMember(app, username);
  await paidDeposit(app, headers, '10.00');
  const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: games[0].nodeId, launchMode: 'GLS', accountType: 1 },
  });
  const ticket = new URL(launched.json().value.game_url, 'http://x').searchParams.get('ticket');
  const post = async (path: string, body: Record<string, unknown> = {}) =>
    (await app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } })).json();
  const id = await countRows(app, sql`SELECT id AS n FROM members WHERE username = ${username}`);
  return { headers, id, post };
};

const lastDraw = async (code: string) => (await app.inject(`/lgw/draw/code/${code}`)).json().value;

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
  admin = await operatorHeaders(app, 'sealops', 'Operator@2026pass', 'admin');
  wallet = lotteryWallet(app);
  setLotteryClock(app.deps, () => now);
  await tick(0);
});
afterAll(() => app.close());

describe('server seeds at rest', () => {
  it('in-house: the seed in play is nowhere in the database; once rotated out it proves the rounds played', async () => {
    const { post } = await player('sealedih1');
    const state = await post('state');
    const played = await post('dice', { bet: '1.00', target: 50 });
    expect(played.nonce).toBe(state.nonce);
    const before = await dump();
    const { revealed } = await post('rotate');
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(before.includes(revealed.serverSeed)).toBe(false);
    expect(await seedHash(revealed.serverSeed)).toBe(state.serverHash);
    const roll = await new RoundRandom(revealed.serverSeed, state.clientSeed, played.nonce).int(10_000);
    expect(roll / 100).toBe(played.roll);
    // The verification page finds the revealed seed by its hash.
    const found = await app.inject(`/provider/inhouse/api/seed?hash=${state.serverHash}`);
    expect(found.json().serverSeed).toBe(revealed.serverSeed);
  });

  it('raffle: the seed in play is nowhere in the database; once rotated out it proves the draws made', async () => {
    const m = await newMember(app, 'sealedrf1');
    const id = await createRaffle(app, admin, eventInput({ kind: 'red_envelope', min: '1.00', max: '5.00' }), '50.00');
    const drawn = (await claimRaffle(app, m, id)).json().value;
    expect(drawn.serverSeed).toBeNull();
    const before = await dump();
    const rotated = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_rotateRaffleSeed',
      payload: {},
      headers: m,
    });
    const { revealed } = rotated.json().value;
    expect(revealed.serverHash).toBe(drawn.serverHash);
    expect(before.includes(revealed.serverSeed)).toBe(false);
    expect(await seedHash(revealed.serverSeed)).toBe(drawn.serverHash);
    const amount = await redEnvelopeAmount(revealed.serverSeed, drawn.clientSeed, drawn.nonce, 100n, 500n);
    expect(amount).toBe(toMinor(drawn.amount));
    // The member's history shows the draw with its revealed seed.
    const status = await app.inject({ url: '/wps/relay/MCSFE_getRafflePromotionStatus', headers: m });
    expect(status.json().value.history[0]).toMatchObject({ id: drawn.id, serverSeed: revealed.serverSeed });
  });

  it('lottery: a draw’s seed is nowhere in the database before the draw; drawn, it proves the numbers', async () => {
    const current = (await lastDraw('LUMEN5D1')).current;
    expect(current.seed).toBeNull();
    const before = await dump();
    await tick(61_000);
    const last = (await lastDraw('LUMEN5D1')).last;
    expect(last.numero).toBe(current.numero);
    expect(last.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(before.includes(last.seed)).toBe(false);
    expect(createHash('sha256').update(last.seed).digest('hex')).toBe(current.seedHash);
    expect(drawNumbers('5d', last.seed, 'LUMEN5D1', last.numero)).toEqual(last.result);
  });

  it('seeds stored in clear before sealing are sealed at the next start and still prove the same', async () => {
    const { headers, id, post } = await player('sealedold1');
    await post('state');
    const raffleStatus = async () =>
      (await app.inject({ url: '/wps/relay/MCSFE_getRafflePromotionStatus', headers })).json().value;
    await raffleStatus();
    const plain = 'a'.repeat(64);
    const plainHash = createHash('sha256').update(plain).digest('hex');
    await rows(sql`UPDATE fair_seeds SET server_seed = ${plain}, server_hash = ${plainHash}
      WHERE member_id = ${id} AND active`);
    const raffleSeed = 'c'.repeat(64);
    const raffleHash = createHash('sha256').update(raffleSeed).digest('hex');
    await rows(sql`UPDATE raffle_seeds SET server_seed = ${raffleSeed}, server_hash = ${raffleHash}
      WHERE member_id = ${id} AND active`);
    const draw = (await lastDraw('LUMEN5D1')).current;
    const drawSeed = 'b'.repeat(64);
    await rows(sql`UPDATE lottery_draws SET server_seed = ${drawSeed},
      seed_hash = ${createHash('sha256').update(drawSeed).digest('hex')}
      WHERE game_code = 'LUMEN5D1' AND numero = ${draw.numero}`);
    const restarted = await buildApp(app.deps.config, app.deps.database);
    await restarted.ready();
    await restarted.close();
    const after = await dump();
    expect(after.includes(plain)).toBe(false);
    expect(after.includes(drawSeed)).toBe(false);
    expect(after.includes(raffleSeed)).toBe(false);
    const played = await post('dice', { bet: '1.00', target: 50 });
    const { revealed } = await post('rotate');
    expect(revealed).toMatchObject({ serverSeed: plain, serverHash: plainHash });
    const roll = await new RoundRandom(plain, revealed.clientSeed, played.nonce).int(10_000);
    expect(roll / 100).toBe(played.roll);
    expect((await raffleStatus()).seed.serverHash).toBe(raffleHash);
    const raffle = await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_rotateRaffleSeed', payload: {}, headers });
    expect(raffle.json().value.revealed).toMatchObject({ serverSeed: raffleSeed, serverHash: raffleHash });
    await tick(121_000);
    const drawn = (await lastDraw('LUMEN5D1')).last;
    expect(drawn).toMatchObject({ numero: draw.numero, seed: drawSeed });
    expect(drawNumbers('5d', drawSeed, 'LUMEN5D1', draw.numero)).toEqual(drawn.result);
  });
});
