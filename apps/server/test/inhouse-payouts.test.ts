import { describe, expect, it } from 'vitest';
import { DICE_EDGE, diceMinStake, minesChance, minesMinStake, minesPayout } from '../src/modules/inhouse/games.ts';
import { buildTestApp } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

/**
 * Payout rounding never pays less than the published RTP (99 %), and never more than 99.9 %: every dice target and
 * every Mines board and cash-out point, at every stake from its minimum up to 30.00 and at large stakes, checked with
 * exact fractions. The minimum is the smallest such stake: one minor unit below it breaks the ceiling.
 */
const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i)), 123_457n, 1_000_000n, 987_654_321n];
/** RTP = chance x payout / stake, as num / den; within [99 %, 99.9 %]? */
const within = (num: bigint, den: bigint) => num * 100n >= 99n * den && num * 1000n <= 999n * den;

const diceReturn = (target: number, stake: bigint) => {
  const payout = (stake * BigInt(100 - DICE_EDGE) + BigInt(target) - 1n) / BigInt(target);
  return { num: BigInt(target) * payout, den: 100n * stake };
};

describe('in-house payouts at every stake', () => {
  it('dice: every target 2-95 returns between 99 % and 99.9 % from its minimum stake on', () => {
    let checked = 0;
    for (let target = 2; target <= 95; target++) {
      const min = diceMinStake(target);
      for (const offset of STAKES) {
        const { num, den } = diceReturn(target, min + offset);
        expect(within(num, den), `target ${target}, stake ${min + offset}`).toBe(true);
        checked++;
      }
      if (min > 1n) {
        const below = diceReturn(target, min - 1n);
        expect(within(below.num, below.den), `target ${target} below its minimum`).toBe(false);
      }
    }
    expect(checked).toBe(94 * STAKES.length);
  });

  it('mines: every board and cash-out point returns between 99 % and 99.9 % from its minimum stake on', () => {
    for (let mines = 1; mines <= 24; mines++) {
      const min = minesMinStake(mines);
      const returns = (stake: bigint) =>
        Array.from({ length: 25 - mines }, (_, i) => {
          const { safe, all } = minesChance(mines, i + 1);
          return { picks: i + 1, num: safe * minesPayout(stake, mines, i + 1), den: all * stake };
        });
      for (const offset of STAKES)
        for (const r of returns(min + offset))
          expect(within(r.num, r.den), `mines ${mines}, ${r.picks} picks, stake ${min + offset}`).toBe(true);
      if (min > 1n) expect(returns(min - 1n).every((r) => within(r.num, r.den))).toBe(false);
      // No reveal: the stake back, whatever it is.
      expect(minesPayout(min, mines, 0)).toBe(min);
    }
  });

  it('refuses a stake below the choice minimum before any bet, naming the minimum', async () => {
    const app = await buildTestApp();
    try {
      const { launch } = walletApiClient(() => app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { ticket } = await launch('demo_player', 'INH');
      const post = async (path: string, body: Record<string, unknown>) =>
        (
          await app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } })
        ).json();
      const before = (await post('state', {})) as { nonce: number };
      expect(await post('dice', { bet: '0.01', target: 95 })).toEqual({ error: 'BET_TOO_SMALL', minStake: '0.97' });
      expect(await post('mines/start', { bet: '0.50', mines: 1 })).toEqual({
        error: 'BET_TOO_SMALL',
        minStake: '0.99',
      });
      // Nothing was played: the nonce is where it was.
      expect(((await post('state', {})) as { nonce: number }).nonce).toBe(before.nonce);
      // The pages state each choice's minimum.
      const rules = (await app.inject('/provider/inhouse/api/rules')).json();
      expect(rules.dice.minStake['95']).toBe('0.97');
      expect(rules.mines.minStake['1']).toBe('0.99');
    } finally {
      await app.close();
    }
  });
});
