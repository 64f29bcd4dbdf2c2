import type { TLotteryPick } from '@portal/contracts/lottery';
import { formatMinor } from '../../platform/money.ts';
import type { DrawRow } from './draw-repo.ts';
import type { BetRow, BrandGame, SlipRow } from './repo.ts';
import { type AnyPick, oddsText } from './rules/pay-table.ts';

/** A name in the asked language, else English, else any. */
export const nameIn = (names: Record<string, string>, lang: string) =>
  names[lang] ?? names.en ?? Object.values(names)[0] ?? '';

const percent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export function gameView(g: BrandGame, lang: string) {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    gameName: nameIn(g.names, lang),
    gameGroupCode: g.groupCode,
    accountTypeName: g.accountTypeName === 'ELOTT' ? ('ELOTT' as const) : ('LOTT' as const),
    defaultPlayType: g.defaultPlayType,
    intervalSeconds: g.intervalSeconds,
    cutoffSeconds: g.cutoffSeconds,
    rtp: percent(g.rtpBp),
    minBet: formatMinor(g.minBet),
    maxBet: formatMinor(g.maxBet),
  };
}

/** A draw as players see it: the seed stays secret until the numbers are out. */
export function drawView(d: DrawRow) {
  const out = d.status === 'drawn' || d.status === 'settled';
  return {
    gameCode: d.gameCode,
    numero: d.numero,
    status: d.status,
    opensAt: d.opensAt,
    closesAt: d.closesAt,
    drawsAt: d.drawsAt,
    seedHash: d.seedHash,
    seed: out ? d.storedSeed : null, // in clear once drawn
    result: out ? d.result : null,
    drawnAt: d.drawnAt,
  };
}

/** A bet as players see it. P is the side it is shown on (the repo lists one family's slips per call). */
export function betView<P extends AnyPick = TLotteryPick>(b: BetRow) {
  return {
    pick: b.pick as P,
    amount: formatMinor(b.amount),
    unit: formatMinor(b.unit),
    multiplier: b.multiplier,
    odds: b.odds.map(oddsText),
    payout: b.payout === null ? null : formatMinor(b.payout),
  };
}

export function slipView<P extends AnyPick = TLotteryPick>(s: SlipRow, bets: BetRow[], lang: string) {
  return {
    slipId: s.id,
    gameCode: s.gameCode,
    gameName: nameIn(s.names, lang),
    numero: s.numero,
    status: s.status,
    total: formatMinor(s.total),
    win: s.win === null ? null : formatMinor(s.win),
    result: s.result,
    placedAt: s.createdAt,
    settledAt: s.settledAt,
    fun: s.fun,
    bets: bets.map((b) => betView<P>(b)),
  };
}
