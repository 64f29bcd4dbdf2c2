import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import type { Rng } from '../games.ts';
import { type Fraction, stepGame } from '../stepped.ts';

/**
 * Blackjack from an infinite deck: every card is uniform over the 52 (drawn with replacement), so no hand tells
 * anything of the next and the exact return is computable (blackjackReturn below). The deal is 104 cards by int(52),
 * taken in order: player, dealer up, player, dealer hole, then every card the play asks for (hits, doubles, the second
 * card of each split hand, then the dealer's draws); 104 cover the longest possible round (4 hands of 21 cards and
 * the dealer's). Card c: rank c % 13 (A, 2-10, J, Q, K), suit floor(c / 13) (spades, hearts, diamonds, clubs).
 * Rules: the dealer stands on soft 17 and peeks for blackjack with an ace or a ten up; blackjack pays 3:2 (rounded up
 * to the minor unit); double on any first two cards, also after a split; split two cards of the same value up to 4
 * hands; split aces take one card each and are not split again; 21 on a split hand is not a blackjack; insurance
 * (half the bet, floored to the minor unit) pays 2:1 when the dealer shows an ace, and a player holding blackjack is
 * offered even money instead (paid 1:1 at once, no stake). A player's 21 stands by itself.
 */
export const BLACKJACK_CARDS = 104;
export const MAX_HANDS = 4;
export const BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance', 'even_money'] as const;
export type BlackjackMove = (typeof BLACKJACK_MOVES)[number];
export interface BlackjackDeal {
  cards: number[];
}

export const rankOf = (c: number) => c % 13;
/** A card's value: aces 11 (counted 1 when 11 would bust), faces 10. */
export const cardValue = (c: number) => {
  const r = c % 13;
  return r === 0 ? 11 : r < 9 ? r + 1 : 10;
};
/** A hand's best total and whether an ace counts 11 in it (soft). */
export function totalOf(cards: number[]): { total: number; soft: boolean } {
  let hard = 0;
  let ace = false;
  for (const c of cards) {
    const v = cardValue(c);
    hard += v === 11 ? 1 : v;
    if (v === 11) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}
export const isNatural = (cards: number[]) => cards.length === 2 && totalOf(cards).total === 21;

export interface BlackjackHand {
  cards: number[];
  doubled: boolean;
  /** Made by a split (a 21 is then no blackjack). */
  split: boolean;
  done: boolean;
}
export type InsuranceState = 'none' | 'offered' | 'taken' | 'declined' | 'even';
export interface BlackjackTable {
  hands: BlackjackHand[];
  /** The hand being played. */
  active: number;
  /** Up card, hole card, then the dealer's draws. */
  dealer: number[];
  insurance: InsuranceState;
  phase: 'insurance' | 'play' | 'over';
  dealerBlackjack: boolean;
  /** The next card of the deal. */
  next: number;
}

const draw = (deal: BlackjackDeal, t: BlackjackTable) => {
  const c = deal.cards[t.next++];
  if (c === undefined) throw new RangeError('blackjack deal exhausted');
  return c;
};
const splitAces = (h: BlackjackHand) => h.split && rankOf(h.cards[0] as number) === 0;
const busted = (h: BlackjackHand) => totalOf(h.cards).total > 21;

/** The dealer draws to 17 (standing on soft 17) unless every hand busted; the round is then over. */
function dealerPlays(deal: BlackjackDeal, t: BlackjackTable) {
  if (t.hands.some((h) => !busted(h))) while (totalOf(t.dealer).total < 17) t.dealer.push(draw(deal, t));
  t.phase = 'over';
}

/** Moves on to the next hand not done (giving a split hand its second card); the dealer after the last. */
function advance(deal: BlackjackDeal, t: BlackjackTable) {
  for (;;) {
    const h = t.hands[t.active];
    if (!h) return dealerPlays(deal, t);
    if (h.cards.length === 1) {
      h.cards.push(draw(deal, t));
      if (splitAces(h)) h.done = true;
    }
    if (totalOf(h.cards).total >= 21) h.done = true;
    if (!h.done) return;
    t.active++;
  }
}

/** After the insurance question (or at once with no ace up): the peek, a player's blackjack, or play. */
function afterInsurance(deal: BlackjackDeal, t: BlackjackTable) {
  const up = cardValue(t.dealer[0] as number);
  if ((up === 11 || up === 10) && isNatural(t.dealer)) {
    t.dealerBlackjack = true;
    t.phase = 'over';
  } else if (isNatural((t.hands[0] as BlackjackHand).cards)) t.phase = 'over';
  else {
    t.phase = 'play';
    advance(deal, t);
  }
}

/** The moves the player may take now. */
export function legalMoves(t: BlackjackTable): BlackjackMove[] {
  if (t.phase === 'insurance')
    return isNatural((t.hands[0] as BlackjackHand).cards)
      ? ['even_money', 'no_insurance']
      : ['insurance', 'no_insurance'];
  if (t.phase !== 'play') return [];
  const h = t.hands[t.active] as BlackjackHand;
  const moves: BlackjackMove[] = ['hit', 'stand'];
  if (h.cards.length === 2 && !splitAces(h)) {
    moves.push('double');
    if (cardValue(h.cards[0] as number) === cardValue(h.cards[1] as number) && t.hands.length < MAX_HANDS)
      moves.push('split');
  }
  return moves;
}

/** Takes one move (the caller checked it is legal). */
function apply(deal: BlackjackDeal, t: BlackjackTable, m: BlackjackMove) {
  if (t.phase === 'insurance') {
    if (m === 'even_money') {
      t.insurance = 'even';
      t.phase = 'over';
      return;
    }
    t.insurance = m === 'insurance' ? 'taken' : 'declined';
    return afterInsurance(deal, t);
  }
  const h = t.hands[t.active] as BlackjackHand;
  if (m === 'stand') h.done = true;
  else if (m === 'hit') h.cards.push(draw(deal, t));
  else if (m === 'double') {
    h.doubled = true;
    h.cards.push(draw(deal, t));
    h.done = true;
  } else if (m === 'split') {
    const second = h.cards.pop() as number;
    h.split = true;
    t.hands.splice(t.active + 1, 0, { cards: [second], doubled: false, split: true, done: false });
    h.cards.push(draw(deal, t));
    if (splitAces(h)) h.done = true;
  }
  advance(deal, t);
}

/** The table after `moves` from the deal; throws on a move that is not legal where it was taken. */
export function blackjackTable(deal: BlackjackDeal, moves: readonly BlackjackMove[]): BlackjackTable {
  const c = (i: number) => deal.cards[i] as number;
  const t: BlackjackTable = {
    hands: [{ cards: [c(0), c(2)], doubled: false, split: false, done: false }],
    active: 0,
    dealer: [c(1), c(3)],
    insurance: 'none',
    phase: 'play',
    dealerBlackjack: false,
    next: 4,
  };
  if (cardValue(c(1)) === 11) {
    t.insurance = 'offered';
    t.phase = 'insurance';
  } else afterInsurance(deal, t);
  for (const m of moves) {
    if (!legalMoves(t).includes(m)) throw new RangeError(`blackjack move ${m} not legal`);
    apply(deal, t, m);
  }
  return t;
}

/** What each hand returns in halves of the bet (a win 4 per bet staked on it, a push 2, a blackjack 5). */
export function handHalves(t: BlackjackTable, h: BlackjackHand): number {
  const staked = h.doubled ? 2 : 1;
  if (!h.split && isNatural(h.cards)) return t.dealerBlackjack ? 2 : 5;
  if (t.dealerBlackjack || busted(h)) return 0;
  const mine = totalOf(h.cards).total;
  const dealer = totalOf(t.dealer).total;
  return dealer > 21 || mine > dealer ? 4 * staked : mine === dealer ? 2 * staked : 0;
}

export const insuranceStake = (bet: bigint) => bet / 2n;

/** What a round that is over pays on `bet`: its hands (3:2 rounded up) and its insurance, or even money. */
export function blackjackPayout(t: BlackjackTable, bet: bigint): bigint {
  if (t.insurance === 'even') return 2n * bet;
  const halves = BigInt(t.hands.reduce((s, h) => s + handHalves(t, h), 0));
  const insured = t.insurance === 'taken' && t.dealerBlackjack ? 3n * insuranceStake(bet) : 0n;
  return (bet * halves + 1n) / 2n + insured;
}

/** The moves a round left unfinished is completed with: no insurance, then stand on every hand. */
export function standMoves(deal: BlackjackDeal, moves: readonly BlackjackMove[]): BlackjackMove[] {
  const t = blackjackTable(deal, moves);
  const more: BlackjackMove[] = [];
  while (t.phase !== 'over') {
    const m: BlackjackMove = t.phase === 'insurance' ? 'no_insurance' : 'stand';
    more.push(m);
    apply(deal, t, m);
  }
  return more;
}

// ---- Basic strategy (infinite deck, S17, double after split, no surrender): the autoplay's and the RTP's. ----

const H = 'hit';
const S = 'stand';
const D = 'double';
const P = 'split';
type Action = 'hit' | 'stand' | 'double' | 'split';
const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** row: the dealer's up card 2..10, A. */
const row = (s: string): Action[] => [...s].map((x) => ({ H, S, D, P, d: D })[x] as Action);
const HARD: Record<number, Action[]> = {
  9: row('HDDDDHHHHH'),
  10: row('DDDDDDDDHH'),
  11: row('DDDDDDDDDH'),
  12: row('HHSSSHHHHH'),
  13: row('SSSSSHHHHH'),
  14: row('SSSSSHHHHH'),
  15: row('SSSSSHHHHH'),
  16: row('SSSSSHHHHH'),
};
/** Soft totals 13-18; "d" (soft 18): double, or stand when a double is not allowed. */
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SddddSSHHH',
};
/** Pairs by value (2-11): split against these up cards. */
const SPLIT: Record<number, string> = {
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  11: 'PPPPPPPPPP',
};

/** The basic strategy's play for a hand of `total` (soft or not) against the up card's value (2-11). */
export function basicAction(
  total: number,
  soft: boolean,
  up: number,
  o: { canDouble: boolean; pair: number | null },
): Action {
  const i = UPS.indexOf(up);
  if (o.pair !== null && SPLIT[o.pair]?.[i] === 'P') return 'split';
  if (total >= 21) return 'stand';
  let a: Action;
  let orStand = false;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total <= 12) return 'hit'; // two aces that may not be split
    const x = (SOFT[total] as string)[i];
    a = x === 'S' ? 'stand' : x === 'H' ? 'hit' : 'double';
    orStand = x === 'd';
  } else a = total <= 8 ? 'hit' : total >= 17 ? 'stand' : (HARD[total]?.[i] as Action);
  if (a === 'double' && !o.canDouble) return orStand ? 'stand' : 'hit';
  return a;
}

/** The basic strategy's move at the table: never insurance or even money. */
export function basicMove(t: BlackjackTable): BlackjackMove {
  if (t.phase === 'insurance') return 'no_insurance';
  const h = t.hands[t.active] as BlackjackHand;
  const legal = legalMoves(t);
  const { total, soft } = totalOf(h.cards);
  const pair = legal.includes('split') ? cardValue(h.cards[0] as number) : null;
  return basicAction(total, soft, cardValue(t.dealer[0] as number), { canDouble: legal.includes('double'), pair });
}

// ---- The exact return of basic strategy (infinite deck), per initial bet and per amount staked. ----

/** Chance of a card value 2-11 (tens 4 / 13). */
const chance = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);
const VALUES = UPS;
/** A hand as counted: the hard sum (aces 1) and whether it holds an ace. */
const total = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);
const softOf = (hard: number, ace: boolean) => ace && hard + 10 <= 21;
const add = (v: number) => (v === 11 ? 1 : v);

/** The dealer's final totals (17-21, 22 = bust) from a hand, standing on soft 17. */
function dealerFinal(hard: number, ace: boolean, memo: Map<string, number[]>): number[] {
  const key = `${hard}${ace}`;
  const known = memo.get(key);
  if (known) return known;
  const t = total(hard, ace);
  const out = Array(23).fill(0) as number[];
  if (t > 21) out[22] = 1;
  else if (t >= 17) out[t] = 1;
  else
    for (const v of VALUES) {
      const next = dealerFinal(hard + add(v), ace || v === 11, memo);
      for (let k = 17; k <= 22; k++) out[k] = (out[k] as number) + chance(v) * (next[k] as number);
    }
  memo.set(key, out);
  return out;
}

/** [expected return, expected amount staked] per unit of a hand's first stake. */
type Ev = [number, number];

function handEvs(up: number) {
  const memo = new Map<string, number[]>();
  // The dealer's totals given no blackjack (the peek): the hole card may not complete one.
  const dealer = Array(23).fill(0) as number[];
  let kept = 0;
  for (const hole of VALUES) {
    if ((up === 11 && hole === 10) || (up === 10 && hole === 11)) continue;
    kept += chance(hole);
    const f = dealerFinal(add(up) + add(hole), up === 11 || hole === 11, memo);
    for (let k = 17; k <= 22; k++) dealer[k] = (dealer[k] as number) + chance(hole) * (f[k] as number);
  }
  for (let k = 17; k <= 22; k++) dealer[k] = (dealer[k] as number) / kept;
  const stand = (t: number) => {
    if (t > 21) return -1;
    let ev = 0;
    for (let d = 17; d <= 22; d++) ev += (dealer[d] as number) * (d === 22 || d < t ? 1 : d === t ? 0 : -1);
    return ev;
  };
  const afterHit = new Map<string, number>();
  /** A hand of 3+ cards (or a hand that may no longer double) played by the strategy. */
  const play = (hard: number, ace: boolean): number => {
    const t = total(hard, ace);
    if (t >= 21) return stand(t);
    const key = `${hard}${ace}`;
    const known = afterHit.get(key);
    if (known !== undefined) return known;
    const a = basicAction(t, softOf(hard, ace), up, { canDouble: false, pair: null });
    const ev = a === 'stand' ? stand(t) : hit(hard, ace);
    afterHit.set(key, ev);
    return ev;
  };
  const hit = (hard: number, ace: boolean) =>
    VALUES.reduce((s, v) => s + chance(v) * play(hard + add(v), ace || v === 11), 0);
  const double = (hard: number, ace: boolean) =>
    2 * VALUES.reduce((s, v) => s + chance(v) * stand(total(hard + add(v), ace || v === 11)), 0);
  /** A two-card hand (not a natural) with no split left: stand, hit or double. */
  const twoCards = (a: number, b: number): Ev => {
    const hard = add(a) + add(b);
    const ace = a === 11 || b === 11;
    const t = total(hard, ace);
    if (t === 21) return [stand(21), 1];
    const act = basicAction(t, softOf(hard, ace), up, { canDouble: true, pair: null });
    if (act === 'double') return [double(hard, ace), 2];
    return [act === 'stand' ? stand(t) : hit(hard, ace), 1];
  };
  /** A pair split: each hand takes cards, resplitting a pair again while under 4 hands (aces take one card). */
  const split = (p: number): Ev => {
    if (p === 11) {
      const one = VALUES.reduce((s, v) => s + chance(v) * stand(total(1 + add(v), true)), 0);
      return [2 * one, 2];
    }
    const q = chance(p);
    let other: Ev = [0, 0];
    for (const v of VALUES)
      if (v !== p) {
        const [ev, st] = twoCards(p, v);
        other = [other[0] + (chance(v) * ev) / (1 - q), other[1] + (chance(v) * st) / (1 - q)];
      }
    const same = twoCards(p, p);
    const again = SPLIT[p]?.[UPS.indexOf(up)] === 'P';
    // hands still to take a second card, hands on the table: [return, stake] of those to come.
    const rest = (pending: number, hands: number): Ev => {
      if (pending === 0) return [0, 0];
      const done = rest(pending - 1, hands);
      const notPair: Ev = [other[0] + done[0], other[1] + done[1]];
      // A resplit puts this hand back to one card and adds another: both are counted when they end.
      const pair: Ev =
        again && hands < MAX_HANDS ? rest(pending + 1, hands + 1) : [same[0] + done[0], same[1] + done[1]];
      return [q * pair[0] + (1 - q) * notPair[0], q * pair[1] + (1 - q) * notPair[1]];
    };
    return rest(2, 2);
  };
  return { twoCards, split };
}

/** Basic strategy's exact return: per initial bet (rtp) and per amount staked with doubles and splits (perStaked). */
export const blackjackReturn = (() => {
  let known: { rtp: number; perStaked: number; staked: number } | null = null;
  return () => {
    if (known) return known;
    let ev = 0;
    let staked = 0;
    for (const up of VALUES) {
      const { twoCards, split } = handEvs(up);
      const peek = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
      let hands: Ev = [0, 0];
      let natural = 0;
      for (const a of VALUES)
        for (const b of VALUES) {
          const w = chance(a) * chance(b);
          if ((a === 11 && b === 10) || (a === 10 && b === 11)) {
            natural += w;
            continue;
          }
          const pairSplit = a === b && SPLIT[a]?.[UPS.indexOf(up)] === 'P';
          const [e, s] = pairSplit ? split(a) : twoCards(a, b);
          hands = [hands[0] + w * e, hands[1] + w * s];
        }
      // The peek: a dealer blackjack takes every bet but a blackjack's (a push); otherwise the hands are played.
      const withUp = peek * -(1 - natural) + (1 - peek) * (natural * 1.5 + hands[0]);
      ev += chance(up) * withUp;
      staked += chance(up) * (peek + (1 - peek) * (natural + hands[1]));
    }
    known = { rtp: 1 + ev, perStaked: (staked + ev) / staked, staked };
    return known;
  };
})();

/** The published RTP under basic strategy, rounded down to the hundredth of a percent (tests hold it). */
export const BLACKJACK_RTP = 0.9948;

/**
 * The minimum stake: only a blackjack's 3:2 rounds (up, by under half a minor unit, with chance 8 / 169 per round),
 * and insurance needs a stake of at least one minor unit: from this stake on no play returns over RTP_CEILING.
 */
export const BLACKJACK_MIN_STAKE = 6n;

export async function blackjackDeal(rng: Rng): Promise<BlackjackDeal> {
  const cards: number[] = [];
  for (let i = 0; i < BLACKJACK_CARDS; i++) cards.push(await rng.int(52));
  return { cards };
}

/** The table as the player may see it: the dealer's hole card and draws only once the round is over. */
export function shownTable(deal: BlackjackDeal, moves: readonly BlackjackMove[]) {
  const t = blackjackTable(deal, moves);
  return {
    hands: t.hands.map((h) => ({ cards: h.cards, doubled: h.doubled, split: h.split, done: h.done })),
    active: t.active,
    dealer: t.phase === 'over' ? t.dealer : t.dealer.slice(0, 1),
    insurance: t.insurance,
    phase: t.phase,
    ...(t.phase === 'over' ? { dealerBlackjack: t.dealerBlackjack } : {}),
    options: legalMoves(t),
  };
}

const one: Fraction = { num: 1n, den: 1n };

export const blackjack = stepGame<Record<string, never>, BlackjackDeal, BlackjackMove>({
  kind: 'blackjack',
  params: {},
  move: z.enum(BLACKJACK_MOVES),
  minStake: () => BLACKJACK_MIN_STAKE,
  deal: (rng) => blackjackDeal(rng),
  allowed(deal, moves, move) {
    try {
      return legalMoves(blackjackTable(deal, moves)).includes(move);
    } catch {
      return false;
    }
  },
  step(deal, moves, move) {
    const t = blackjackTable(deal, [...moves, move]);
    const over = t.phase === 'over';
    return { over, lost: over && blackjackPayout(t, 2n) === 0n };
  },
  // The stake's multiple is not a fraction of the bet alone (insurance, doubles): `payout` says what a round pays.
  multiplier: () => one,
  cashable: () => false,
  shown: (deal, moves) => shownTable(deal, moves),
  rules: () => ({
    rtp: BLACKJACK_RTP,
    perStaked: Math.floor(blackjackReturn().perStaked * 10_000) / 10_000,
    decks: 'infinite',
    dealerStandsSoft17: true,
    blackjackPays: 1.5,
    insurancePays: 2,
    maxHands: MAX_HANDS,
    minStake: formatMinor(BLACKJACK_MIN_STAKE),
  }),
  ended: (deal, moves) => blackjackTable(deal, moves).phase === 'over',
  stake(bet, _deal, _moves, move) {
    if (move === 'double' || move === 'split') return bet;
    return move === 'insurance' ? insuranceStake(bet) : 0n;
  },
  payout: (bet, deal, moves) => blackjackPayout(blackjackTable(deal, [...moves, ...standMoves(deal, moves)]), bet),
  finish: (deal, moves) => standMoves(deal, moves),
  movesInProof: true,
});
