import { errors } from '@portal/contracts/errors';
import { seedHash } from '@portal/contracts/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { buildPgApp } from './pg-helper.ts';

type Rotation = { revealed: { serverHash: string; serverSeed: string }; next: { serverHash: string } };

/** Seed rotations of one member sent at once, on the real PostgreSQL server where they really overlap. */
describe('seed rotations under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  const one = async (query: ReturnType<typeof sql>) =>
    Number(
      Object.values(
        ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {},
      )[0] ?? 0,
    );

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => drop());

  /**
   * Each answer is a rotation or a 4xx naming a key of the error taxonomy; the rotations form one chain from the
   * first pair to the one left active, and each revealed seed matches its hash.
   */
  const check = async (answers: Array<{ statusCode: number; body: string }>, first: string, now: string) => {
    const rotations: Rotation[] = [];
    for (const a of answers) {
      const body = JSON.parse(a.body);
      const value = 'success' in body ? body.value : body;
      if (a.statusCode === 200 && value?.revealed) rotations.push(value);
      else {
        expect(a.statusCode, a.body).toBeGreaterThanOrEqual(400);
        expect(a.statusCode, a.body).toBeLessThan(500);
        expect(String(body.message ?? body.error) in errors, a.body).toBe(true);
      }
    }
    expect(rotations.length).toBeGreaterThan(0);
    const nexts = rotations.map((r) => r.next.serverHash);
    expect(rotations.map((r) => r.revealed.serverHash).sort()).toEqual(
      [first, ...nexts.filter((h) => h !== now)].sort(),
    );
    expect(nexts).toContain(now);
    for (const r of rotations) expect(await seedHash(r.revealed.serverSeed)).toBe(r.revealed.serverHash);
  };

  it('in-house: 20 at once answer a rotation or a clear refusal and leave one active pair', async () => {
    const player = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
    const games = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const launched = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player,
      payload: { nodeId: games[0].nodeId, launchMode: 'GLS', accountType: 1 },
    });
    const ticket = new URL(launched.json().value.game_url, 'http://x').searchParams.get('ticket');
    const send = (path: string) =>
      app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket } });
    const first = (await send('state')).json().serverHash;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('rotate')));
    await check(answers, first, (await send('state')).json().serverHash);
    expect(
      await one(sql`SELECT count(*)::int FROM fair_seeds f JOIN members m ON m.id = f.member_id
        WHERE m.username = 'demo_down1' AND f.active`),
    ).toBe(1);
  });

  it('raffle: 20 at once answer a rotation or a clear refusal and leave one active pair', async () => {
    const player = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    const status = async () =>
      (await app.inject({ url: '/wps/relay/MCSFE_getRafflePromotionStatus', headers: player })).json().value.seed
        .serverHash as string;
    const first = await status();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/wps/relay/MCSFE_rotateRaffleSeed', payload: {}, headers: player }),
      ),
    );
    await check(answers, first, await status());
    expect(
      await one(sql`SELECT count(*)::int FROM raffle_seeds s JOIN members m ON m.id = s.member_id
        WHERE m.username = 'demo_down2' AND s.active`),
    ).toBe(1);
  });
});
