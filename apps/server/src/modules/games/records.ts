import type { TBetRecord } from '@portal/contracts/games';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { labelOf } from '../lottery/index.ts';
import { type RoundFilter, type RoundRow, recordsRepo } from './records-repo.ts';

type Proof = NonNullable<TBetRecord['proof']>;
/** The fairness inputs an in-house round recorded in its detail, when it has them all. */
function proofOf(detail: unknown): Proof | null {
  const d = (detail ?? {}) as Record<string, unknown>;
  // The in-house provider's games: the first three and the instant originals (a kind, with its choices as params).
  if (typeof d.game !== 'string' || !/^[a-z][a-z0-9-]{1,23}$/.test(d.game)) return null;
  if (typeof d.serverHash !== 'string' || typeof d.clientSeed !== 'string' || typeof d.nonce !== 'number') return null;
  return {
    game: d.game,
    serverHash: d.serverHash,
    clientSeed: d.clientSeed,
    nonce: d.nonce,
    ...(typeof d.mines === 'number' ? { mines: d.mines } : {}),
    ...(d.params && typeof d.params === 'object' ? { params: JSON.stringify(d.params) } : {}),
  };
}

/** personalHistoryCopy: the member's rounds, newest first, game names in `lang`. */
export async function betRecords(
  db: Db,
  memberId: number,
  f: RoundFilter & { pageNo: number; pageSize: number },
  lang = 'en',
) {
  const { total, rows } = await recordsRepo.roundPage(db, memberId, f);
  return {
    total,
    totalPages: Math.ceil(total / f.pageSize),
    list: rows.map((r) => ({
      roundId: r.roundId,
      time: r.time,
      vassalage: r.vassalage,
      gameName: nameIn(r.names, lang) ?? r.provider,
      bet: formatMinor(r.bet),
      win: formatMinor(r.win),
      profit: formatMinor(r.win - r.bet),
      status: r.status,
      proof: proofOf(r.detail),
      lottery: lotteryOf(r),
    })),
  };
}

/** A lottery slip's draw, picks and numbers (null for other rounds). */
function lotteryOf(r: RoundRow): TBetRecord['lottery'] {
  if (!r.lottery) return null;
  return { ...r.lottery, picks: r.lottery.picks.map(labelOf) };
}

/** A game's name in the language, else English. */
const nameIn = (names: Record<string, string> | null, lang: string) => (names ? (names[lang] ?? names.en) : undefined);

/** personalProfit: bets, wins and profit by period (settled rounds), latest 12 periods. */
export async function profit(db: Db, memberId: number, period: string) {
  return (await recordsRepo.profitByPeriod(db, memberId, period)).map((r) => ({
    period: r.period,
    bet: formatMinor(r.bet),
    win: formatMinor(r.win),
    profit: formatMinor(r.win - r.bet),
    rounds: r.rounds,
  }));
}

/** The winners board: the biggest recent real wins, account names masked. */
export async function winners(db: Db, merchantId: number) {
  return (await recordsRepo.latestWins(db, merchantId)).map((r) => {
    const name = r.username;
    const bet = Number(r.bet) || 1;
    return {
      account: `${name.slice(0, 2)}***${name.slice(-1)}`,
      gameName: r.names?.en ?? '',
      win: formatMinor(r.win),
      multiplier: Math.round((Number(r.win) / bet) * 100) / 100,
      time: r.time,
    };
  });
}
