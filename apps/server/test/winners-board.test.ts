import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';
import { settledRound } from './points-helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the winners board', () => {
  it('shows real-money wins above the stake only: no fun money, no push, no rolled-back round', async () => {
    const at = new Date(Date.now() + 60_000).toISOString(); // newer than the demo's rounds
    await settledRound(app, 'demo_player', 1_000, { win: 9_100, category: 'RNG', at });
    await settledRound(app, 'demo_player', 1_000, { win: 9_200, category: 'RNG', asset: 'FUN', at });
    await settledRound(app, 'demo_player', 1_000, { win: 1_000, category: 'RNG', at }); // a push
    await settledRound(app, 'demo_player', 1_000, { win: 500, category: 'RNG', at }); // less than the stake back
    await settledRound(app, 'demo_player', 1_000, { win: 9_300, category: 'RNG', status: 'rolled_back', at });
    const board = (await app.inject('/wps/relay/ODSFE2_getWinnerBoard')).json().value as Array<{
      win: string;
      multiplier: number;
      time: string;
    }>;
    const ours = board.filter((w) => w.time === at);
    expect(ours.map((w) => [w.win, w.multiplier])).toEqual([['91.00', 9.1]]);
  });
});
