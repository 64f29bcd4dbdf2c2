import { RoundRandom } from '@portal/contracts/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limboMinStake } from '../src/modules/inhouse/games/limbo.ts';
import { INSTANT_GAMES } from '../src/modules/inhouse/originals.ts';
import type { App } from '../src/platform/http.ts';
import { formatMinor } from '../src/platform/money.ts';
import { loginAs, patchBrand } from './auth-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { pageOutcome } from './originals-helper.ts';

type Reply = Record<string, unknown> & { error?: string; balance?: string; payout?: string; nonce?: number };

let app: App;
let base: string;
let player: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  base = await listenOnFreePort(app);
  player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

/** A launch of an original by its code, and a caller of its provider API with the launch's ticket. */
async function open(code: string) {
  const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
  const game = inh.find((g: { gameCode: string }) => g.gameCode === code);
  expect(game, code).toBeTruthy();
  const launch = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...player, language: 'en' },
    payload: { nodeId: game.nodeId, launchMode: 'GLS' },
  });
  const url = new URL(launch.json().value.game_url, base);
  const ticket = url.searchParams.get('ticket') as string;
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    return { status: res.status, body: (await res.json()) as Reply };
  };
  return { url, post };
}

describe('the instant originals', () => {
  it('are in the catalogue and each launches its own page, which loads', async () => {
    for (const g of INSTANT_GAMES) {
      const { url } = await open(`lumen-${g.kind}`);
      expect(url.pathname).toBe(`/provider/inhouse/${g.kind}`);
      const page = await app.inject(url.pathname + url.search);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`src="/provider/inhouse/assets/${g.kind}.js?v=`);
    }
  });

  it('play a limbo round through the wallet: the balance, the betting record and a proof that recomputes it', async () => {
    const { post } = await open('lumen-limbo');
    const before = (await post('state', {})).body;
    const round = (await post('limbo', { bet: '1.00', target: 200 })).body;
    expect(round.error).toBeUndefined();
    const outcome = round.outcome as { multiplier: number; win: boolean };
    expect(round.payout).toBe(outcome.win ? '2.00' : '0.00');
    expect(Number(round.balance)).toBeCloseTo(Number(before.balance) - 1 + Number(round.payout), 2);
    const records = (await app.inject({ url: '/wps/relay/ODSFE2_personalHistory', headers: player })).json().value;
    const record = records.list.find((r: { proof?: { nonce: number; game: string } }) => r.proof?.game === 'limbo');
    expect(record.proof).toMatchObject({ game: 'limbo', nonce: round.nonce, params: JSON.stringify({ target: 200 }) });
    // Once the seed is revealed, the page's own outcome code gives the same round from the proof alone.
    const revealed = (await post('rotate', {})).body.revealed as { serverSeed: string; clientSeed: string };
    const again = await (await pageOutcome('limbo'))(
      new RoundRandom(revealed.serverSeed, revealed.clientSeed, record.proof.nonce),
      JSON.parse(record.proof.params),
    );
    expect(again).toEqual(round.outcome);
  });

  it('refuse a stake below the choice’s minimum, a zero stake and choices out of range, taking nothing', async () => {
    const { post } = await open('lumen-limbo');
    const before = (await post('state', {})).body;
    const min = limboMinStake(101);
    expect(min).toBeGreaterThan(1n);
    const small = await post('limbo', { bet: formatMinor(min - 1n), target: 101 });
    expect(small.body).toEqual({ error: 'BET_TOO_SMALL', minStake: formatMinor(min) });
    expect((await post('limbo', { bet: '0.00', target: 200 })).body).toMatchObject({ message: 'amount_invalid' });
    expect((await post('limbo', { bet: '1.00', target: 100 })).status).toBe(400);
    expect((await post('limbo', { bet: '1.00', target: 1_000_001 })).status).toBe(400);
    expect((await post('limbo', { bet: '1.00' })).status).toBe(400);
    const after = (await post('state', {})).body;
    expect(after.balance).toBe(before.balance);
    expect(after.nonce).toBe(before.nonce);
  });

  it("keep to the brand's table limits: stakes outside them refused, a win above the most per round paid at it", async () => {
    let saved: Parameters<Parameters<typeof patchBrand>[1]>[0] | undefined;
    await patchBrand(app, (c) => {
      saved = c;
      return { ...c, originals: { minBet: 50, maxBet: 500, maxWin: 300 } };
    });
    try {
      const { post } = await open('lumen-limbo');
      expect((await post('state', {})).body.limits).toEqual({
        minBet: '0.50',
        maxBet: '5.00',
        maxWin: '3.00',
        bonusBuy: true,
      });
      expect((await post('limbo', { bet: '0.40', target: 200 })).body).toEqual({
        error: 'BET_TOO_SMALL',
        minStake: '0.50',
      });
      expect((await post('limbo', { bet: '5.01', target: 200 })).body).toEqual({
        error: 'BET_TOO_LARGE',
        maxStake: '5.00',
      });
      expect((await post('dice', { bet: '6.00', target: 50 })).body.error).toBe('BET_TOO_LARGE');
      expect((await post('mines/start', { bet: '6.00', mines: 3 })).body.error).toBe('BET_TOO_LARGE');
      // 5x on a 1.00 stake would pay 5.00: a win pays the table's 3.00 and says it was capped. About one round in five
      // wins; eighty rounds without one would be a one-in-a-million chance.
      let won: Reply | undefined;
      for (let i = 0; i < 80 && !won; i++) {
        const r = (await post('limbo', { bet: '1.00', target: 500 })).body;
        expect(r.error).toBeUndefined();
        if ((r.outcome as { win: boolean }).win) won = r;
        else expect(r.payout).toBe('0.00');
      }
      expect(won).toMatchObject({ payout: '3.00', capped: true });
    } finally {
      await patchBrand(app, (c) => saved ?? c);
    }
  });

  it('answer each original’s rules page in the asked language, and list every original on the verification page', async () => {
    const rules = await app.inject('/provider/inhouse/rules?game=limbo&lang=vi');
    expect(rules.statusCode).toBe(200);
    expect(rules.body).toContain('/provider/inhouse/assets/rules.js');
    const verify = await app.inject('/provider/inhouse/verify');
    for (const g of INSTANT_GAMES) {
      expect(verify.body).toContain(`<option value="${g.kind}" data-t="${g.kind}Title">`);
      expect(verify.body).toContain(`/provider/inhouse/assets/outcome-${g.kind}.js?v=`);
    }
  });
});
