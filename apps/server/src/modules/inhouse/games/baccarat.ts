import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Baccarat (punto banco) from a fresh 8-deck shoe each coup: the six cards that may be dealt are pick(6, 416), in
 * order player, banker, player, banker, then the third cards by the standard tableau. Card c has rank c % 13
 * (A, 2-9, 10, J, Q, K; tens and faces count 0) and suit floor(c / 13) % 4. Player pays 1:1, banker 0.95:1 (rounded
 * up to the minor unit), tie 8:1; a tie returns the player and banker stakes. The RTPs are the shoe's own: computed
 * exactly by baccaratOdds(), none is set by a chosen edge.
 */
export const SHOE = 416;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS = ['S', 'H', 'D', 'C'];
export const cardValue = (c: number) => {
  const rank = c % 13;
  return rank < 9 ? rank + 1 : 0;
};
export const cardName = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13) % 4]}`;

/** Does the banker draw, holding `banker`, when the player drew `third` (null: the player stood)? */
export function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

export type Winner = 'player' | 'banker' | 'tie';
/** The coup dealt from `values` (card values 0-9, in shoe order): totals and how many cards each side took. */
export function coup(values: number[]) {
  const v = (i: number) => values[i] as number;
  let player = (v(0) + v(2)) % 10;
  let banker = (v(1) + v(3)) % 10;
  let next = 4;
  let playerCards = 2;
  let bankerCards = 2;
  if (player < 8 && banker < 8) {
    let third: number | null = null;
    if (player <= 5) {
      third = v(next++);
      player = (player + third) % 10;
      playerCards = 3;
    }
    if (bankerDraws(banker, third)) {
      banker = (banker + v(next++)) % 10;
      bankerCards = 3;
    }
  }
  const winner: Winner = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
  return { player, banker, playerCards, bankerCards, winner };
}

/**
 * The exact chances of each result, as counts of ordered six-card draws over 416 x 415 x ... x 411 (about 5.2e15,
 * exact in a double). Cards by value: 128 count 0 (tens and faces), 32 each of 1-9; the cards a coup does not use
 * still count every way they can fall.
 */
export const baccaratOdds = (() => {
  let known: (Record<Winner, bigint> & { all: bigint }) | null = null;
  return () => {
    if (known) return known;
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const tally = { player: 0, banker: 0, tie: 0 };
    const values: number[] = [];
    // Depth-first over the values drawn; a coup settled after `n` cards weighs the ways the rest can fall.
    const deal = (n: number, weight: number) => {
      if (n >= 4) {
        const c = coup(values.concat([0, 0]));
        const used = 4 + (c.playerCards - 2) + (c.bankerCards - 2);
        if (used <= n) {
          let rest = weight;
          for (let i = n; i < 6; i++) rest *= SHOE - i;
          tally[c.winner] += rest;
          return;
        }
      }
      for (let x = 0; x < 10; x++) {
        const k = left[x] as number;
        left[x] = k - 1;
        values[n] = x;
        deal(n + 1, weight * k);
        left[x] = k;
      }
      values.length = n;
    };
    deal(0, 1);
    known = {
      player: BigInt(tally.player),
      banker: BigInt(tally.banker),
      tie: BigInt(tally.tie),
      all: [0, 1, 2, 3, 4, 5].reduce((a, i) => a * BigInt(SHOE - i), 1n),
    };
    return known;
  };
})();

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
/** What a winning bet returns, stake included. */
export const betReturn = (bet: BaccaratBet, stake: bigint) =>
  bet === 'player' ? 2n * stake : bet === 'banker' ? stake + ceilDiv(stake * 95n, 100n) : 9n * stake;
/** What a bet returns on a coup: its win, its stake back on a tie (player, banker), else nothing. */
export const settle = (bet: BaccaratBet, stake: bigint, winner: Winner) =>
  winner === bet ? betReturn(bet, stake) : winner === 'tie' ? stake : 0n;

/** A bet's RTP at `stake` (the banker's commission rounded up), as the exact fraction num / den. */
export function baccaratReturn(bet: BaccaratBet, stake: bigint) {
  const o = baccaratOdds();
  let num = 0n;
  for (const w of BACCARAT_BETS) num += o[w] * settle(bet, stake, w);
  return { num, den: o.all * stake };
}
/** The exact RTP of each bet (with no rounding: a stake of 100 units). */
export const baccaratRtp = (bet: BaccaratBet) => {
  const { num, den } = baccaratReturn(bet, 10_000n);
  return Number((num * 1_000_000_000n) / den) / 1e9;
};
/** The published RTPs, rounded down to the hundredth of a percent (tests hold them to baccaratRtp). */
export const BACCARAT_RTP: Record<BaccaratBet, number> = { player: 0.9876, banker: 0.9894, tie: 0.8564 };

/**
 * Only the banker's commission rounds: the smallest banker stake from which on the bet returns at most RTP_CEILING
 * (a win's rounding gives under one minor unit, at the banker's chance of about 0.46).
 */
export const bankerMinStake = (() => {
  let known: bigint | null = null;
  return () => {
    known ??= smallestStake((b) => [baccaratReturn('banker', b)], 0.46);
    return known;
  };
})();

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const amount = z.string().regex(AMOUNT);
/** A decimal amount (at most two places, zero allowed: a bet left empty) in minor units. */
const amountMinor = (s: string) => {
  if (!AMOUNT.test(s)) throw new RangeError('amount');
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole as string) * 100n + BigInt(frac.padEnd(2, '0'));
};

export const baccarat = instantGame({
  kind: 'baccarat',
  params: { player: amount, banker: amount, tie: amount },
  /*
   * The route compares this to the whole stake: a banker chip below its minimum asks for the stake the other chips
   * and the banker's minimum make, so the refusal names a stake that plays.
   */
  // The stake is the sum of the three bets: anything else is refused (BET_INVALID) before the bet is taken.
  fits: (bet, p) => bet > 0n && amountMinor(p.player) + amountMinor(p.banker) + amountMinor(p.tie) === bet,
  minStake: (p) => {
    const banker = amountMinor(p.banker);
    const min = bankerMinStake();
    return amountMinor(p.player) + amountMinor(p.tie) + (banker > 0n && banker < min ? min : banker) || 1n;
  },
  async play(rng, bet, p) {
    const stakes = { player: amountMinor(p.player), banker: amountMinor(p.banker), tie: amountMinor(p.tie) };
    if (stakes.player + stakes.banker + stakes.tie !== bet || bet <= 0n) throw new RangeError('bet');
    const cards = await rng.pick(6, SHOE);
    const c = coup(cards.map(cardValue));
    const dealt = (n: number) => cards[n] as number;
    // The third cards come off the shoe in order: the player's first when it draws.
    const player = [dealt(0), dealt(2)];
    const banker = [dealt(1), dealt(3)];
    if (c.playerCards === 3) player.push(dealt(4));
    if (c.bankerCards === 3) banker.push(dealt(c.playerCards === 3 ? 5 : 4));
    let payout = 0n;
    for (const b of BACCARAT_BETS) payout += settle(b, stakes[b], c.winner);
    return {
      outcome: {
        player: player.map(cardName),
        banker: banker.map(cardName),
        playerTotal: c.player,
        bankerTotal: c.banker,
        winner: c.winner,
      },
      payout,
    };
  },
  rules: () => ({
    decks: 8,
    pays: { player: 1, banker: 0.95, tie: 8 },
    rtp: BACCARAT_RTP,
    minStake: { player: '0.01', banker: formatMinor(bankerMinStake()), tie: '0.01' },
  }),
});
