import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../src/modules/demo-provider/kinds.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

describe('demo provider games', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`${name}: every choice returns between 85% and 100% over 100,000 rounds`, () => {
      for (const choice of kind.choices) {
        let paid = 0;
        for (let i = 0; i < 100_000; i++) paid += kind.play(choice).multiplier100;
        const rtp = paid / 100 / 100_000;
        expect(rtp).toBeGreaterThan(0.85);
        expect(rtp).toBeLessThan(1);
      }
    });
  }
});

describe('demo provider pages and play', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    base = await listenOnFreePort(app);
  });
  afterAll(() => app.close());
  const play = (body: Record<string, unknown>) =>
    fetch(`${base}/provider/demo/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 4xx to game names that are not its games, inherited names included', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) {
      expect((await app.inject(`/provider/demo/${name}`)).statusCode, name).toBe(404);
      const res = await play({ ticket: 'x'.repeat(20), kind: name, choice: 'Spin', stake: '1.00' });
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ error: 'INVALID_REQUEST' });
    }
    expect((await app.inject('/provider/demo/slot')).statusCode).toBe(200);
  });

  it('plays a round through the wallet API: the bet, then the win of the same player, settle it', async () => {
    const { ticket } = await walletApiClient(() => app).launch('demo_down1', 'LVB');
    const res = await play({ ticket, kind: 'slot', choice: 'Spin', stake: '1.00' });
    expect(res.status).toBe(200);
    const r = (await res.json()) as { text: string; payout: string; balance?: string };
    expect(r.balance).toMatch(/^\d+\.\d{2}$/);
    const rounds = (await app.deps.db.execute(
      sql`SELECT status, bet::int, win::int FROM game_rounds WHERE provider = 'DEMO'`,
    )) as unknown as { rows: Array<{ status: string; bet: number; win: number }> };
    expect(rounds.rows).toEqual([{ status: 'settled', bet: 100, win: Math.round(Number(r.payout) * 100) }]);
  });
});
