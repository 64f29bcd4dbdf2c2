import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, type Row, str } from '../../db/rows.ts';
import { withinCap } from './cap-repo.ts';
import type { Family } from './rules/draw.ts';
import type { AnyPick } from './rules/pay-table.ts';
import type { VnRegion } from './rules/vn.ts';
import type { SlipStatus } from './schema.ts';

/** A brand's game: the schedule, the catalogue row and the brand's terms. */
export interface BrandGame {
  gameCode: string;
  family: Family;
  groupCode: string;
  nodeId: number;
  names: Record<string, string>;
  accountTypeName: string;
  defaultPlayType: string;
  intervalSeconds: number;
  cutoffSeconds: number;
  rtpBp: number;
  minBet: bigint;
  maxBet: bigint;
  maintenance: boolean;
  /** The most a draw may pay out at this brand (null: no cap). */
  payoutCap: bigint | null;
  /** VN games: the region, and whether operators enter the results. */
  region: VnRegion | null;
  resultSource: 'seed' | 'operator';
  offsetSeconds: number;
}

export interface BetRow {
  id: number;
  slipId: number;
  pick: AnyPick;
  unit: bigint;
  multiplier: number;
  amount: bigint;
  odds: number[];
  outcome: number | null;
  payout: bigint | null;
}

export interface SlipRow {
  id: number;
  memberId: number;
  drawId: number;
  gameCode: string;
  numero: string;
  roundId: string;
  total: bigint;
  win: bigint | null;
  fun: boolean;
  status: SlipStatus;
  createdAt: string;
  settledAt: string | null;
  result: number[] | null;
  names: Record<string, string>;
}

const brandGame = (r: Row): BrandGame => ({
  gameCode: str(r.game_code),
  family: r.family as Family,
  groupCode: str(r.group_code),
  nodeId: int(r.node_id),
  names: r.names as Record<string, string>,
  accountTypeName: str(r.account_type_name),
  defaultPlayType: str(r.default_play_type),
  intervalSeconds: int(r.interval_seconds),
  cutoffSeconds: int(r.cutoff_seconds),
  rtpBp: int(r.rtp_bp),
  minBet: minor(r.min_bet),
  maxBet: minor(r.max_bet),
  maintenance: r.maintenance === true,
  payoutCap: r.payout_cap === null ? null : minor(r.payout_cap),
  region: (r.region as VnRegion | null) ?? null,
  resultSource: r.result_source === 'operator' ? 'operator' : 'seed',
  offsetSeconds: int(r.offset_seconds),
});

const slip = (r: Row): SlipRow => ({
  id: int(r.id),
  memberId: int(r.member_id),
  drawId: int(r.draw_id),
  gameCode: str(r.game_code),
  numero: str(r.numero),
  roundId: str(r.round_id),
  total: minor(r.total),
  win: r.win === null ? null : minor(r.win),
  fun: r.fun === true,
  status: r.status as SlipStatus,
  createdAt: iso(r.created_at),
  settledAt: isoOrNull(r.settled_at),
  result: (r.result as number[] | null) ?? null,
  names: (r.names as Record<string, string>) ?? {},
});

const bet = (r: Row): BetRow => ({
  id: int(r.id),
  slipId: int(r.slip_id),
  pick: r.pick as AnyPick,
  unit: minor(r.unit),
  multiplier: int(r.multiplier),
  amount: minor(r.amount),
  odds: r.odds as number[],
  outcome: r.outcome === null ? null : int(r.outcome),
  payout: r.payout === null ? null : minor(r.payout),
});

const at = (d: Date) => d.toISOString();

/** A brand's playable games: its vendor on, the catalogue row switched on. */
const BRAND_GAMES = (merchantId: number, extra: SQL) => sql`
  SELECT lg.*, g.names, g.account_type_name, g.default_play_type, g.maintenance OR v.maintenance OR mv.maintenance AS maintenance,
    b.rtp_bp, b.min_bet, b.max_bet, b.payout_cap
  FROM lottery_brand_games b
  JOIN lottery_games lg ON lg.game_code = b.game_code
  JOIN games g ON g.node_id = lg.node_id AND g.enabled
  JOIN vendors v ON v.vassalage = g.vassalage
  JOIN merchant_vendors mv ON mv.vassalage = g.vassalage AND mv.merchant_id = b.merchant_id AND mv.enabled
  WHERE b.merchant_id = ${merchantId} ${extra}
  ORDER BY lg.group_code, lg.interval_seconds, lg.game_code`;

/** A brand's games of the in-house lottery (5D, keno) or, with `vn`, of the Vietnam lottery (its own calls). */
export const brandGames = async (db: Db, merchantId: number, vn = false) =>
  (await q(db, BRAND_GAMES(merchantId, vn ? sql`AND lg.family = 'vn'` : sql`AND lg.family <> 'vn'`))).map(brandGame);

export const brandGameOf = async (db: Db, merchantId: number, gameCode: string) => {
  const [r] = await q(db, BRAND_GAMES(merchantId, sql`AND b.game_code = ${gameCode}`));
  return r ? brandGame(r) : null;
};

/** Every game the scheduler runs draws for; an 'operator' game's draws have no seed (two operators enter them). */
export const scheduledGames = async (db: Db) =>
  (
    await q(
      db,
      sql`SELECT game_code, family, interval_seconds, cutoff_seconds, offset_seconds, result_source FROM lottery_games`,
    )
  ).map((r) => ({
    gameCode: str(r.game_code),
    family: r.family as Family,
    intervalSeconds: int(r.interval_seconds),
    cutoffSeconds: int(r.cutoff_seconds),
    offsetSeconds: int(r.offset_seconds),
    seeded: r.result_source === 'seed',
  }));

// ---- slips ---------------------------------------------------------------------------------------------------------

/**
 * Records a pending slip and its bets on the draw `numero` if, at `now`, it is open and before its cut-off. The draw
 * row is read FOR SHARE: a close of the draw waits for this commit, and this waits for a close already made (and then
 * sees it closed), so a slip is either in before the cut-off or refused. Null when refused.
 */
export async function insertSlip(
  tx: Db,
  s: {
    merchantId: number;
    memberId: number;
    gameCode: string;
    numero: string;
    roundId: string;
    total: bigint;
    fun: boolean;
    bets: Array<{ pick: AnyPick; unit: bigint; multiplier: number; amount: bigint; odds: number[] }>;
    /** The slip's worst case, and the brand's payout cap per draw (null: none). */
    maxPayout: bigint;
    payoutCap: bigint | null;
  },
  now: Date,
): Promise<number | 'closed' | 'cap'> {
  const [d] = await q(
    tx,
    sql`SELECT id FROM lottery_draws WHERE game_code = ${s.gameCode} AND numero = ${s.numero} AND status = 'open'
      AND opens_at <= ${at(now)} AND closes_at > ${at(now)} FOR SHARE`,
  );
  if (!d) return 'closed';
  if (s.payoutCap !== null && !(await withinCap(tx, s.merchantId, s.gameCode, int(d.id), s.maxPayout, s.payoutCap)))
    return 'cap';
  const [row] = await q(
    tx,
    sql`INSERT INTO lottery_slips (merchant_id, member_id, draw_id, round_id, total, fun, status, created_at, max_payout)
      VALUES (${s.merchantId}, ${s.memberId}, ${int(d.id)}, ${s.roundId}, ${s.total.toString()}, ${s.fun}, 'pending',
        ${at(now)}, ${s.maxPayout.toString()})
      RETURNING id`,
  );
  const slipId = int(row?.id);
  const values = s.bets.map(
    (b) =>
      sql`(${slipId}, ${JSON.stringify(b.pick)}::jsonb, ${b.unit.toString()}, ${b.multiplier}, ${b.amount.toString()}, ${JSON.stringify(b.odds)}::jsonb)`,
  );
  await tx.execute(
    sql`INSERT INTO lottery_bets (slip_id, pick, unit, multiplier, amount, odds) VALUES ${sql.join(values, sql`, `)}`,
  );
  return slipId;
}

/** Moves a slip from one of `from` to `to`; false when it was not in one of them. */
export const moveSlip = async (db: Db, id: number, from: SlipStatus[], to: SlipStatus, now: Date) =>
  (
    await q(
      db,
      sql`UPDATE lottery_slips SET status = ${to},
          settled_at = COALESCE(${to === 'placed' ? null : at(now)}::timestamptz, settled_at)
        WHERE id = ${id} AND status IN (${sql.join(
          from.map((f) => sql`${f}`),
          sql`, `,
        )}) RETURNING id`,
    )
  ).length > 0;

/** Removes a slip the wallet refused to debit (still pending, so no settler has touched it). */
export const dropPendingSlip = (db: Db, id: number) =>
  db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [held] = await q(tx, sql`SELECT id FROM lottery_slips WHERE id = ${id} AND status = 'pending' FOR UPDATE`);
    if (!held) return;
    await tx.execute(sql`DELETE FROM lottery_bets WHERE slip_id = ${id}`);
    await tx.execute(sql`DELETE FROM lottery_slips WHERE id = ${id}`);
  });

/** Writes a placed slip's settlement: its win and each bet's outcome and payout, in one transaction. */
export async function writeSettlement(
  db: Db,
  id: number,
  win: bigint,
  bets: Array<{ id: number; outcome: number; payout: bigint }>,
  now: Date,
) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const done = await q(
      tx,
      sql`UPDATE lottery_slips SET status = 'settled', win = ${win.toString()}, settled_at = ${at(now)}
        WHERE id = ${id} AND status = 'placed' RETURNING id`,
    );
    if (done.length === 0) return false;
    for (const b of bets)
      await tx.execute(
        sql`UPDATE lottery_bets SET outcome = ${b.outcome}, payout = ${b.payout.toString()} WHERE id = ${b.id}`,
      );
    return true;
  });
}

const SLIPS = (where: SQL, tail: SQL = sql``) => sql`
  SELECT s.*, d.game_code, d.numero, d.result, g.names
  FROM lottery_slips s
  JOIN lottery_draws d ON d.id = s.draw_id
  JOIN lottery_games lg ON lg.game_code = d.game_code
  JOIN games g ON g.node_id = lg.node_id
  WHERE ${where} ${tail}`;

/** The slips of a draw still to settle or refund. */
export const unsettledSlips = async (db: Db, drawId: number) =>
  (await q(db, SLIPS(sql`s.draw_id = ${drawId} AND s.status IN ('pending', 'placed')`, sql`ORDER BY s.id`))).map(slip);

export const slipById = async (db: Db, id: number) => {
  const [r] = await q(db, SLIPS(sql`s.id = ${id}`));
  return r ? slip(r) : null;
};

export const betsOf = async (db: Db, slipIds: number[]) =>
  slipIds.length === 0
    ? []
    : (
        await q(
          db,
          sql`SELECT * FROM lottery_bets WHERE slip_id IN (${sql.join(
            slipIds.map((i) => sql`${i}`),
            sql`, `,
          )}) ORDER BY id`,
        )
      ).map(bet);

/** A member's slips, newest first: open (pending or placed) or finished. */
export async function memberSlips(
  db: Db,
  memberId: number,
  f: { open: boolean; gameCode?: string | undefined; limit: number; offset: number; vn?: boolean },
) {
  const where = sql`s.member_id = ${memberId} AND s.status ${f.open ? sql`IN` : sql`NOT IN`} ('pending', 'placed')
    AND lg.family ${f.vn ? sql`=` : sql`<>`} 'vn'
    ${f.gameCode ? sql`AND d.game_code = ${f.gameCode}` : sql``}`;
  const [n] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM lottery_slips s JOIN lottery_draws d ON d.id = s.draw_id
      JOIN lottery_games lg ON lg.game_code = d.game_code WHERE ${where}`,
  );
  const list = (
    await q(db, SLIPS(where, sql`ORDER BY s.created_at DESC, s.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`))
  ).map(slip);
  return { list, total: int(n?.n) };
}

/** The games a member bet on lately, most recent first (lobbies keep those of their brand's list). */
export const recentGameCodes = async (db: Db, memberId: number, limit: number) =>
  (
    await q(
      db,
      sql`SELECT d.game_code FROM lottery_slips s JOIN lottery_draws d ON d.id = s.draw_id
        WHERE s.member_id = ${memberId} GROUP BY d.game_code ORDER BY max(s.created_at) DESC LIMIT ${limit}`,
    )
  ).map((r) => str(r.game_code));

/** A brand's games by the number of slips in the last day. */
export const slipCounts = async (db: Db, merchantId: number, since: Date) =>
  new Map(
    (
      await q(
        db,
        sql`SELECT d.game_code, count(*)::int AS n FROM lottery_slips s JOIN lottery_draws d ON d.id = s.draw_id
          WHERE s.merchant_id = ${merchantId} AND s.created_at >= ${at(since)} GROUP BY d.game_code`,
      )
    ).map((r) => [str(r.game_code), int(r.n)]),
  );

/**
 * A new brand's lottery terms, copied from another brand's: each game's return, stakes and payout cap, and the VN
 * lottery's odds and stakes per bet type (a brand without them offers no lottery game).
 */
export async function copyBrandTerms(tx: Db, from: number, to: number) {
  const games = await q(
    tx,
    sql`INSERT INTO lottery_brand_games (merchant_id, game_code, rtp_bp, min_bet, max_bet, payout_cap)
      SELECT ${to}, game_code, rtp_bp, min_bet, max_bet, payout_cap FROM lottery_brand_games WHERE merchant_id = ${from}
      ON CONFLICT DO NOTHING RETURNING game_code`,
  );
  const odds = await q(
    tx,
    sql`INSERT INTO lottery_vn_odds (merchant_id, game_code, bet_type, odds, min_bet, max_bet)
      SELECT ${to}, game_code, bet_type, odds, min_bet, max_bet FROM lottery_vn_odds WHERE merchant_id = ${from}
      ON CONFLICT DO NOTHING RETURNING game_code`,
  );
  return { lotteryGames: games.length, vnOdds: odds.length };
}
