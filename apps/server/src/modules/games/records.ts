import type { TBetRecord } from '@portal/contracts/games';
import type { TLotteryPick } from '@portal/contracts/lottery';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { formatMinor } from '../../platform/money.ts';
import { labelOf } from '../lottery/index.ts';

type Proof = NonNullable<TBetRecord['proof']>;
/** The fairness inputs an in-house round recorded in its detail, when it has them all. */
function proofOf(detail: unknown): Proof | null {
  const d = (detail ?? {}) as Record<string, unknown>;
  if (!['slot', 'dice', 'mines'].includes(String(d.game))) return null;
  if (typeof d.serverHash !== 'string' || typeof d.clientSeed !== 'string' || typeof d.nonce !== 'number') return null;
  return {
    game: d.game as Proof['game'],
    serverHash: d.serverHash,
    clientSeed: d.clientSeed,
    nonce: d.nonce,
    ...(typeof d.mines === 'number' ? { mines: d.mines } : {}),
  };
}

/** personalHistoryCopy: the member's rounds, newest first, game names in `lang`. */
export async function betRecords(
  db: Db,
  memberId: number,
  f: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    vassalage?: string | undefined;
    status: string;
    pageNo: number;
    pageSize: number;
  },
  lang = 'en',
) {
  const where: SQL[] = [sql`r.member_id = ${memberId}`];
  if (f.status !== 'all') where.push(sql`r.status = ${f.status}`);
  if (f.vassalage) where.push(sql`g.vassalage = ${f.vassalage}`);
  if (f.startDate) where.push(sql`r.created_at >= ${`${f.startDate}T00:00:00Z`}::timestamptz`);
  if (f.endDate) where.push(sql`r.created_at < ${`${f.endDate}T00:00:00Z`}::timestamptz + interval '1 day'`);
  const cond = sql.join(where, sql` AND `);
  const [count] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id WHERE ${cond}`,
  );
  const rows = await q(
    db,
    // A lottery round is a slip: its draw and picks come with it (open slips have no settlement detail yet).
    sql`SELECT r.*, g.vassalage, g.names, ld.game_code AS lottery_game, ld.numero AS lottery_numero,
      ld.result AS lottery_result,
      (SELECT json_agg(b.pick ORDER BY b.id) FROM lottery_bets b WHERE b.slip_id = ls.id) AS lottery_picks
    FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id
      LEFT JOIN lottery_slips ls ON ls.round_id = r.round_id LEFT JOIN lottery_draws ld ON ld.id = ls.draw_id
    WHERE ${cond} ORDER BY r.created_at DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`,
  );
  const total = Number(count?.n ?? 0);
  return {
    total,
    totalPages: Math.ceil(total / f.pageSize),
    list: rows.map((r) => {
      const bet = BigInt(String(r.bet));
      const won = BigInt(String(r.win));
      return {
        roundId: String(r.round_id),
        time: new Date(String(r.created_at)).toISOString(),
        vassalage: String(r.vassalage ?? r.provider),
        gameName: nameIn(r.names, lang) ?? String(r.provider),
        bet: formatMinor(bet),
        win: formatMinor(won),
        profit: formatMinor(won - bet),
        status: String(r.status),
        proof: proofOf(r.detail),
        lottery: lotteryOf(r),
      };
    }),
  };
}

/** A lottery slip's draw, picks and numbers (null for other rounds). */
function lotteryOf(r: Record<string, unknown>): TBetRecord['lottery'] {
  if (r.lottery_numero === null || r.lottery_numero === undefined) return null;
  return {
    gameCode: String(r.lottery_game),
    numero: String(r.lottery_numero),
    picks: ((r.lottery_picks ?? []) as TLotteryPick[]).map(labelOf),
    result: (r.lottery_result as number[] | null) ?? null,
  };
}

/** A game's name in the language, else English. */
const nameIn = (names: unknown, lang: string) => {
  const n = (names ?? null) as Record<string, string> | null;
  return n ? (n[lang] ?? n.en) : undefined;
};

const TRUNC: Record<string, SQL> = {
  daily: sql`date_trunc('day', created_at)`,
  weekly: sql`date_trunc('week', created_at)`,
  monthly: sql`date_trunc('month', created_at)`,
  semimonthly: sql`date_trunc('month', created_at) + CASE WHEN extract(day FROM created_at) > 15 THEN interval '15 days' ELSE interval '0' END`,
};

/** personalProfit: bets, wins and profit by period (settled rounds), latest 12 periods. */
export async function profit(db: Db, memberId: number, period: string) {
  const bucket = TRUNC[period] ?? (TRUNC.daily as SQL);
  const rows = await q(
    db,
    sql`SELECT ${bucket} AS p, sum(bet)::bigint AS bet, sum(win)::bigint AS win, count(*)::int AS n FROM game_rounds
    WHERE member_id = ${memberId} AND status = 'settled' GROUP BY 1 ORDER BY 1 DESC LIMIT 12`,
  );
  return rows.map((r) => {
    const bet = BigInt(String(r.bet));
    const won = BigInt(String(r.win));
    return {
      period: new Date(String(r.p)).toISOString().slice(0, 10),
      bet: formatMinor(bet),
      win: formatMinor(won),
      profit: formatMinor(won - bet),
      rounds: Number(r.n),
    };
  });
}

/** The winners board: the biggest recent real wins, account names masked. */
export async function winners(db: Db, merchantId: number) {
  const rows = await q(
    db,
    sql`SELECT r.win, r.bet, r.settled_at, m.username, g.names FROM game_rounds r JOIN members m ON m.id = r.member_id LEFT JOIN games g ON g.node_id = r.node_id
    WHERE m.merchant_id = ${merchantId} AND r.status = 'settled' AND r.win > 0 ORDER BY r.settled_at DESC, r.win DESC LIMIT 20`,
  );
  return rows.map((r) => {
    const name = String(r.username);
    const bet = Number(r.bet) || 1;
    return {
      account: `${name.slice(0, 2)}***${name.slice(-1)}`,
      gameName: (r.names as { en?: string } | null)?.en ?? '',
      win: formatMinor(BigInt(String(r.win))),
      multiplier: Math.round((Number(r.win) / bet) * 100) / 100,
      time: new Date(String(r.settled_at)).toISOString(),
    };
  });
}
