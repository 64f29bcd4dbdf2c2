import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BETS,
  BACCARAT_RTP,
  type BaccaratBet,
  baccarat,
  baccaratOdds,
  baccaratReturn,
  baccaratRtp,
  bankerDraws,
  bankerMinStake,
  settle,
  type Winner,
} from '../src/modules/inhouse/games/baccarat.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

/** Deals `cards` (card c: rank c % 13, suit floor(c / 13) % 4 as S, H, D, C). */
const shoe = (cards: number[]): Rng => ({ int: async () => 0, pick: async () => cards });
const stakes = (player: string, banker: string, tie: string) => ({ player, banker, tie });

describe('baccarat rules', () => {
  it('deals hand-worked coups by the tableau', async () => {
    // A natural 9 (4S 5H) against 7 (7S KD): nobody draws; player 1.00 wins 2.00, banker and tie lose.
    const natural = await baccarat.play(shoe([3, 6, 17, 38, 0, 0]), 250n, stakes('1.00', '1.00', '0.50'));
    expect(natural).toEqual({
      outcome: { player: ['4S', '5H'], banker: ['7S', 'KD'], playerTotal: 9, bankerTotal: 7, winner: 'player' },
      payout: 200n,
    });
    // Player 5 draws an 8 (3); banker 3 stands on a player's 8: a tie pays 8:1 and returns both other stakes.
    const tie = await baccarat.play(shoe([1, 13, 2, 14, 46, 0]), 300n, stakes('1', '1', '1'));
    expect(tie).toEqual({
      outcome: { player: ['2S', '3S', '8C'], banker: ['AH', '2H'], playerTotal: 3, bankerTotal: 3, winner: 'tie' },
      payout: 100n + 100n + 900n,
    });
    // Player stands on 6; banker draws on 5 the next card (3H) and wins with 8: 0.95:1.
    const stood = shoe([5, 30, 12, 37, 15, 40]);
    expect(await baccarat.play(stood, 1000n, stakes('0', '10.00', '0'))).toEqual({
      outcome: { player: ['6S', 'KS'], banker: ['5D', 'QD', '3H'], playerTotal: 6, bankerTotal: 8, winner: 'banker' },
      payout: 1950n,
    });
    // The commission rounds up to the minor unit: 0.41 pays 0.41 + 0.39.
    expect((await baccarat.play(stood, 41n, stakes('0', '0.41', '0'))).payout).toBe(80n);
    // Player 0 draws a 6; banker 6 draws on a player's 6 or 7, the sixth card (2C): banker 8.
    expect((await baccarat.play(shoe([9, 31, 10, 51, 18, 40]), 100n, stakes('1', '0', '0'))).outcome).toEqual({
      player: ['10S', 'JS', '6H'],
      banker: ['6D', 'KC', '2C'],
      playerTotal: 6,
      bankerTotal: 8,
      winner: 'banker',
    });
  });

  it('follows the banker third-card table', () => {
    // Rows: banker total 0-7; columns: the player's third card 0-9, then "the player stood".
    const table = [
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDSDD',
      'SSDDDDDDSSD',
      'SSSSDDDDSSD',
      'SSSSSSDDSSS',
      'SSSSSSSSSSS',
    ];
    table.forEach((row, banker) => {
      [...row].forEach((d, i) => {
        expect(bankerDraws(banker, i === 10 ? null : i), `banker ${banker}, third ${i}`).toBe(d === 'D');
      });
    });
  });

  it('refuses a stake other than the sum of its bets, or nothing bet', async () => {
    const rng = shoe([3, 6, 17, 38, 0, 0]);
    expect(baccarat.fits?.(200n, stakes('1', '1', '0'))).toBe(true);
    expect(baccarat.fits?.(201n, stakes('1', '1', '0'))).toBe(false);
    expect(baccarat.fits?.(0n, stakes('0', '0', '0.00'))).toBe(false);
    await expect(baccarat.play(rng, 201n, stakes('1', '1', '0'))).rejects.toThrow(RangeError);
    await expect(baccarat.play(rng, 0n, stakes('0', '0.00', '0'))).rejects.toThrow(RangeError);
    await expect(baccarat.play(rng, 200n, stakes('1', '1', '0'))).resolves.toMatchObject({ payout: 200n });
    const schema = baccarat.params.player;
    for (const bad of ['-1', '1.001', '1e3', '', 'x']) expect(schema.safeParse(bad).success, bad).toBe(false);
  });

  it('computes the exact odds of an 8-deck shoe in well under a second, and the published RTPs', () => {
    const started = performance.now();
    const o = baccaratOdds();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(o.player + o.banker + o.tie).toBe(o.all);
    expect(o.all).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    // The textbook eight-deck chances.
    expect(Number(o.banker) / Number(o.all)).toBeCloseTo(0.458597, 6);
    expect(Number(o.player) / Number(o.all)).toBeCloseTo(0.446247, 6);
    expect(Number(o.tie) / Number(o.all)).toBeCloseTo(0.095156, 6);
    // Published: the exact RTP rounded down to the hundredth of a percent.
    for (const bet of BACCARAT_BETS)
      expect(Math.floor(baccaratRtp(bet) * 10_000) / 10_000, bet).toBe(BACCARAT_RTP[bet]);
    expect(baccarat.rules().rtp).toEqual({ player: 0.9876, banker: 0.9894, tie: 0.8564 });
  });

  it('lands within 4 standard errors of each RTP over 200,000 simulated coups, results as likely as computed', async () => {
    const COUPS = 200_000;
    const STAKE = 10_000n; // 100.00 on each bet: no rounding
    const rng = simRng(23);
    const paid = { player: 0n, banker: 0n, tie: 0n };
    const counts = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < COUPS; i++) {
      const { outcome, payout } = await baccarat.play(rng, 3n * STAKE, stakes('100', '100', '100'));
      const winner = (outcome as { winner: Winner }).winner;
      counts[winner]++;
      let sum = 0n;
      for (const bet of BACCARAT_BETS) {
        const back = settle(bet, STAKE, winner);
        paid[bet] += back;
        sum += back;
      }
      expect(payout).toBe(sum);
    }
    const o = baccaratOdds();
    const chance = (w: Winner) => Number(o[w]) / Number(o.all);
    for (const bet of BACCARAT_BETS) {
      // The spread of one unit bet's return over the three results.
      const mean = baccaratRtp(bet);
      const sd = Math.sqrt(
        BACCARAT_BETS.reduce((v, w) => v + chance(w) * (Number(settle(bet, STAKE, w)) / Number(STAKE) - mean) ** 2, 0),
      );
      const rtp = Number(paid[bet]) / (COUPS * Number(STAKE));
      expect(Math.abs(rtp - mean), `${bet}: ${rtp}`).toBeLessThan((4 * sd) / Math.sqrt(COUPS));
    }
    const chi = BACCARAT_BETS.reduce((x, w) => x + (counts[w] - COUPS * chance(w)) ** 2 / (COUPS * chance(w)), 0);
    expect(chi).toBeLessThan(9.21); // p = 0.01 for 2 degrees of freedom
  }, 60_000);

  it("returns between the published RTP and 99.9 % at every stake from each bet's minimum on", () => {
    const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i)), 123_457n, 1_000_000n, 987_654_321n];
    const within = (bet: BaccaratBet, { num, den }: { num: bigint; den: bigint }) =>
      num * 10_000n >= BigInt(Math.round(BACCARAT_RTP[bet] * 10_000)) * den && num * 1000n <= 999n * den;
    const min = { player: 1n, banker: bankerMinStake(), tie: 1n };
    expect(baccarat.rules().minStake).toEqual({ player: '0.01', banker: '0.40', tie: '0.01' });
    for (const bet of BACCARAT_BETS) {
      for (const offset of STAKES)
        expect(within(bet, baccaratReturn(bet, min[bet] + offset)), `${bet} ${min[bet] + offset}`).toBe(true);
    }
    // One unit below the banker's minimum pays over 99.9 %.
    expect(within('banker', baccaratReturn('banker', min.banker - 1n))).toBe(false);
    // The route compares the whole stake: a banker chip below its minimum asks for what makes it playable.
    expect(baccarat.minStake(stakes('1.00', '0.39', '0.50'))).toBe(100n + 40n + 50n);
    expect(baccarat.minStake(stakes('1.00', '0.40', '0.50'))).toBe(190n);
    expect(baccarat.minStake(stakes('0.01', '0', '0'))).toBe(1n);
  });

  it('matches the published test vector (docs/provably-fair.md)', async () => {
    const rng = new RoundRandom('lumen-server-seed-1', 'player-seed', 1);
    expect(await new RoundRandom('lumen-server-seed-1', 'player-seed', 1).pick(6, 416)).toEqual([
      328, 323, 114, 249, 164, 136,
    ]);
    expect(await baccarat.play(rng, 100n, stakes('1.00', '0', '0'))).toEqual({
      outcome: {
        player: ['4H', 'JS', '9S'],
        banker: ['QS', '3C', '7D'],
        playerTotal: 3,
        bankerTotal: 0,
        winner: 'player',
      },
      payout: 200n,
    });
  });

  it('the page derives the same outcome as the server for 200 nonces', async () => {
    const page = await pageOutcome('baccarat');
    const p = stakes('1.00', '2.00', '0.50');
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 200; nonce++) {
      const server = await baccarat.play(new RoundRandom('some-seed', 'client', nonce), 350n, p);
      const derived = await page(new RoundRandom('some-seed', 'client', nonce), p);
      expect(derived, `nonce ${nonce}`).toEqual(server.outcome);
      const o = server.outcome as { player: string[]; banker: string[] };
      seen.add(`${o.player.length}${o.banker.length}`);
    }
    // Every way a coup is dealt came up: 2-2, 2-3, 3-2 and 3-3 cards.
    expect([...seen].sort()).toEqual(['22', '23', '32', '33']);
  });
});
