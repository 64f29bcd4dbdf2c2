import type { Family } from './rules/draw.ts';

/**
 * The lottery games, as data. Draws fall on multiples of the interval (UTC); bets close `cutoffSeconds` before each
 * draw. Each game is a row of the games catalogue (vendor LML for the 5D games, LMK for keno) so lobbies list it.
 */
export interface LotteryGameDef {
  gameCode: string;
  family: Exclude<Family, 'vn'>;
  vassalage: 'LML' | 'LMK';
  accountTypeName: 'LOTT' | 'ELOTT';
  /** The menu group (gameGroupCode) and its label. */
  groupCode: '5D' | 'KENO';
  name: string;
  intervalSeconds: number;
  cutoffSeconds: number;
  defaultPlayType: string;
}

export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  {
    gameCode: 'LUMEN5D1',
    family: '5d',
    vassalage: 'LML',
    accountTypeName: 'LOTT',
    groupCode: '5D',
    name: 'Lumen 5D · 1 min',
    intervalSeconds: 60,
    cutoffSeconds: 5,
    defaultPlayType: 'digit',
  },
  {
    gameCode: 'LUMEN5D3',
    family: '5d',
    vassalage: 'LML',
    accountTypeName: 'LOTT',
    groupCode: '5D',
    name: 'Lumen 5D · 3 min',
    intervalSeconds: 180,
    cutoffSeconds: 10,
    defaultPlayType: 'digit',
  },
  {
    gameCode: 'LUMEN5D5',
    family: '5d',
    vassalage: 'LML',
    accountTypeName: 'LOTT',
    groupCode: '5D',
    name: 'Lumen 5D · 5 min',
    intervalSeconds: 300,
    cutoffSeconds: 15,
    defaultPlayType: 'digit',
  },
  {
    gameCode: 'LUMENKENO',
    family: 'keno',
    vassalage: 'LMK',
    accountTypeName: 'ELOTT',
    groupCode: 'KENO',
    name: 'Lumen Keno 20/80',
    intervalSeconds: 120,
    cutoffSeconds: 10,
    defaultPlayType: 'keno',
  },
];

/** The demo brand's figures per family: published RTP (basis points) and bet limits (minor units). */
export const DEFAULT_TERMS: Record<Family, { rtpBp: number; minBet: bigint; maxBet: bigint }> = {
  '5d': { rtpBp: 9700, minBet: 100n, maxBet: 1_000_000n },
  keno: { rtpBp: 9500, minBet: 100n, maxBet: 500_000n },
  vn: { rtpBp: 9600, minBet: 100n, maxBet: 1_000_000n },
};
