import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import type { Sealer } from '../../platform/seal.ts';
import { BETTING_MS, crashPoint, hashAt, newChain } from './crash.ts';
import type { CrashBetStatus, CrashPhase } from './schema.ts';

/** Lumen Crash's tables (migration 0870): rounds, bets, chains and the leader's lease; the engine runs them. */

export interface CrashRound {
  id: number;
  chainId: number;
  index: number;
  /** Secret until the round crashed. */
  hash: string;
  crashPoint: number;
  phase: CrashPhase;
  bettingEndsAt: number;
  startedAt: number | null;
  crashedAt: number | null;
}
export interface CrashBet {
  id: string;
  roundId: number;
  memberId: number;
  shown: string;
  bet: bigint;
  autoCashout: number | null;
  cashout: number | null;
  payout: bigint | null;
  /** The most it pays: its brand's maxWin when placed. */
  maxWin: bigint;
  status: CrashBetStatus;
  seq: number;
  settled: boolean;
}

const ms = (v: unknown) =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).getTime();
const at = (t: number) => new Date(t).toISOString();
const toRound = (r: Row): CrashRound => ({
  id: Number(r.id),
  chainId: Number(r.chain_id),
  index: Number(r.index),
  hash: String(r.hash),
  crashPoint: Number(r.crash_point),
  phase: r.phase as CrashPhase,
  bettingEndsAt: ms(r.betting_ends_at) as number,
  startedAt: ms(r.started_at),
  crashedAt: ms(r.crashed_at),
});
export const toBet = (r: Row): CrashBet => ({
  id: String(r.id),
  roundId: Number(r.round_id),
  memberId: Number(r.member_id),
  shown: String(r.shown),
  bet: BigInt(String(r.bet)),
  autoCashout: r.auto_cashout === null || r.auto_cashout === undefined ? null : Number(r.auto_cashout),
  cashout: r.cashout === null || r.cashout === undefined ? null : Number(r.cashout),
  payout: r.payout === null || r.payout === undefined ? null : BigInt(String(r.payout)),
  maxWin: BigInt(String(r.max_win)),
  status: r.status as CrashBetStatus,
  seq: Number(r.seq),
  settled: r.settled_at !== null && r.settled_at !== undefined,
});

/**
 * What a bet cashed out at `cashout` hundredths pays, in SQL: its win rounded up to the minor unit, at most the bet's
 * maxWin.
 */
const WIN = (cashout: ReturnType<typeof sql>) => sql`LEAST((bet * ${cashout} + 99) / 100, max_win)`;

export const crashRepo = {
  /** The latest round (the current one), or null before the first. */
  current: async (db: Db): Promise<CrashRound | null> => {
    const [row] = await q(db, sql`SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1`);
    return row ? toRound(row) : null;
  },
  round: async (db: Db, id: number): Promise<CrashRound | null> => {
    const [row] = await q(db, sql`SELECT * FROM crash_rounds WHERE id = ${id}`);
    return row ? toRound(row) : null;
  },
  /** The last crashed rounds, newest first. */
  history: async (db: Db, limit: number): Promise<CrashRound[]> =>
    (await q(db, sql`SELECT * FROM crash_rounds WHERE phase = 'crashed' ORDER BY id DESC LIMIT ${limit}`)).map(toRound),
  /** The chain in play: its published terminal hash and salt. */
  chain: async (db: Db, id?: number) => {
    const [row] = await q(
      db,
      id === undefined
        ? sql`SELECT id, terminal_hash, salt, length FROM crash_chains ORDER BY id DESC LIMIT 1`
        : sql`SELECT id, terminal_hash, salt, length FROM crash_chains WHERE id = ${id}`,
    );
    return row
      ? {
          id: Number(row.id),
          terminalHash: String(row.terminal_hash),
          salt: String(row.salt),
          length: Number(row.length),
        }
      : null;
  },
  /** The round's bets changed after `seq` (all of them from 0), in the order they changed. */
  betsSince: async (db: Db, roundId: number, seq: number): Promise<CrashBet[]> =>
    (
      await q(db, sql`SELECT * FROM crash_bets WHERE round_id = ${roundId} AND seq > ${seq} ORDER BY seq LIMIT 5000`)
    ).map(toBet),
  betOf: async (db: Db, roundId: number, memberId: number): Promise<CrashBet | null> => {
    const [row] = await q(db, sql`SELECT * FROM crash_bets WHERE round_id = ${roundId} AND member_id = ${memberId}`);
    return row ? toBet(row) : null;
  },

  /**
   * Records a bet before its wallet call, only while the round takes bets at `now` (the round row is read FOR SHARE,
   * so the round cannot start meanwhile); 'closed' when it does not, 'again' when the member already bet in it. One
   * statement (a bet is a burst of thousands in 5 s); the shown name is maskName's, in SQL.
   */
  recordPending: async (
    db: Db,
    b: {
      id: string;
      roundId: number;
      memberId: number;
      bet: bigint;
      autoCashout: number | null;
      maxWin: bigint;
      now: number;
    },
  ): Promise<'ok' | 'closed' | 'again'> => {
    const rows = await q(
      db,
      sql`WITH r AS (SELECT id FROM crash_rounds WHERE id = ${b.roundId} AND phase = 'betting'
          AND betting_ends_at > ${at(b.now)}::timestamptz FOR SHARE)
        INSERT INTO crash_bets (id, round_id, member_id, shown, bet, auto_cashout, max_win, status)
        SELECT ${b.id}, r.id, ${b.memberId}, left(COALESCE((SELECT username FROM members WHERE id = ${b.memberId}), ''), 2) || '***',
          ${b.bet.toString()}, ${b.autoCashout}, ${b.maxWin.toString()}, 'pending' FROM r
        ON CONFLICT (round_id, member_id) DO NOTHING RETURNING id`,
    );
    if (rows.length) return 'ok';
    const [round] = await q(db, sql`SELECT phase, betting_ends_at FROM crash_rounds WHERE id = ${b.roundId}`);
    return round?.phase !== 'betting' || (ms(round.betting_ends_at) as number) <= b.now ? 'closed' : 'again';
  },

  /**
   * The wallet took the bet: placed, or lost at once when its round crashed meanwhile (its auto cash-out paid when
   * the round reached it). Null when the bet was no longer pending (voided by the job). The usual case (the round has
   * not crashed) is one statement holding the round row FOR SHARE, as the transaction of the other case does; its
   * commit need not wait for the disk: a placement lost to a database crash leaves the bet pending, and the job makes
   * it void and gives its bet back.
   */
  place: async (db: Db, id: string): Promise<CrashBet | null> => {
    const [placed] = await q(
      db,
      sql`WITH s AS (SELECT set_config('synchronous_commit', 'off', true)),
        r AS (SELECT r.id FROM crash_rounds r JOIN crash_bets x ON x.round_id = r.id
          WHERE x.id = ${id} AND r.phase <> 'crashed' FOR SHARE OF r)
        UPDATE crash_bets b SET status = 'placed', seq = nextval('crash_bet_changes') FROM r, s
        WHERE b.id = ${id} AND b.status = 'pending' RETURNING b.*`,
    );
    if (placed) return toBet(placed);
    return db.transaction(async (tx) => {
      const [bet] = await q(tx, sql`SELECT round_id FROM crash_bets WHERE id = ${id}`);
      if (!bet) return null;
      const [round] = await q(tx, sql`SELECT * FROM crash_rounds WHERE id = ${bet.round_id} FOR SHARE`);
      const rows = await q(
        tx,
        sql`UPDATE crash_bets SET status = 'placed', seq = nextval('crash_bet_changes')
          WHERE id = ${id} AND status = 'pending' RETURNING *`,
      );
      if (!rows[0]) return null;
      if (round?.phase === 'crashed') return (await closeCrashed(tx, toRound(round), id))[0] ?? null;
      return toBet(rows[0]);
    });
  },

  /** pending -> void for a bet the wallet refused: nothing was taken, nothing is owed. */
  refuse: async (db: Db, id: string) => {
    await q(
      db,
      sql`UPDATE crash_bets SET status = 'void', closed_at = now(), settled_at = now(),
        seq = nextval('crash_bet_changes') WHERE id = ${id} AND status = 'pending'`,
    );
  },
  /** pending -> void owing the rollback of its bet (it may have been taken); true when that rollback is owed. */
  abandon: async (db: Db, id: string): Promise<boolean> =>
    (
      await q(
        db,
        sql`UPDATE crash_bets SET status = 'void', closed_at = COALESCE(closed_at, now()),
          seq = nextval('crash_bet_changes')
        WHERE id = ${id} AND status IN ('pending', 'void') AND settled_at IS NULL RETURNING id`,
      )
    ).length > 0,

  /**
   * The member's cash-out at `cashout` hundredths, taken only while the round runs and `cashout` is below its crash
   * point (an auto cash-out set lower is what it pays), paying at most the bet's maxWin. Null when refused.
   */
  cashOut: async (db: Db, roundId: number, memberId: number, cashout: number): Promise<CrashBet | null> => {
    const point = sql`LEAST(${cashout}::int, COALESCE(b.auto_cashout, ${cashout}::int))`;
    const [row] = await q(
      db,
      sql`UPDATE crash_bets b SET status = 'cashed', cashout = ${point}, payout = LEAST((b.bet * ${point} + 99) / 100, b.max_win),
          closed_at = now(), seq = nextval('crash_bet_changes')
        FROM crash_rounds r
        WHERE b.round_id = ${roundId} AND b.member_id = ${memberId} AND b.status = 'placed' AND r.id = b.round_id
          AND r.phase = 'running' AND ${cashout}::int < r.crash_point
        RETURNING b.*`,
    );
    return row ? toBet(row) : null;
  },

  /**
   * The wallet answered the bet's last call. The commit need not wait for the disk: a mark lost to a database crash
   * has the job send the call again, and the wallet answers a copy as it answered the call.
   */
  settle: async (db: Db, id: string, answer: string) => {
    await q(
      db,
      sql`WITH s AS (SELECT set_config('synchronous_commit', 'off', true))
        UPDATE crash_bets SET settled_at = now(), answer = ${answer}, claimed_until = NULL FROM s
        WHERE id = ${id} AND settled_at IS NULL`,
    );
  },
  release: async (db: Db, id: string) => {
    await q(db, sql`UPDATE crash_bets SET claimed_until = NULL WHERE id = ${id} AND settled_at IS NULL`);
  },
};

/**
 * Closes a crashed round's placed bets (one when `only` names it): auto cash-outs at or below the crash point are
 * cashed at their target, the others lost (owing a win of 0). The caller holds the round row.
 */
async function closeCrashed(tx: Db, round: CrashRound, only?: string): Promise<CrashBet[]> {
  const one = only === undefined ? sql`` : sql` AND id = ${only}`;
  const cashed = await q(
    tx,
    sql`UPDATE crash_bets SET status = 'cashed', cashout = auto_cashout, payout = ${WIN(sql`auto_cashout`)},
        closed_at = now(), seq = nextval('crash_bet_changes')
      WHERE round_id = ${round.id} AND status = 'placed' AND auto_cashout <= ${round.crashPoint}${one} RETURNING *`,
  );
  const lost = await q(
    tx,
    sql`UPDATE crash_bets SET status = 'lost', payout = 0, closed_at = now(), seq = nextval('crash_bet_changes')
      WHERE round_id = ${round.id} AND status = 'placed'${one} RETURNING *`,
  );
  return [...cashed, ...lost].map(toBet);
}

/** Closes the placed bets left in crashed rounds (a placement that raced the crash; a leader that stopped). */
export async function closeLeftBets(db: Db, limit: number): Promise<CrashBet[]> {
  const rounds = await q(
    db,
    sql`SELECT DISTINCT r.* FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'placed' AND r.phase = 'crashed' LIMIT ${limit}`,
  );
  const out: CrashBet[] = [];
  for (const r of rounds)
    out.push(
      ...(await db.transaction(async (tx) => {
        await q(tx, sql`SELECT id FROM crash_rounds WHERE id = ${r.id} FOR UPDATE`);
        return closeCrashed(tx, toRound(r));
      })),
    );
  return out;
}

/** Takes or renews the crash leader's lease (3 s) for `holder`; true when it holds it. */
export async function takeLease(db: Db, holder: string): Promise<boolean> {
  const rows = await q(
    db,
    sql`INSERT INTO crash_leases (id, holder, expires_at) VALUES (1, ${holder}, now() + interval '3 seconds')
      ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE crash_leases.holder = EXCLUDED.holder OR crash_leases.expires_at < now()
      RETURNING holder`,
  );
  return rows.length > 0;
}

/** Opens the next round from the chain in play (a new chain once it is used up); the open round if one is. */
export async function openRound(db: Db, sealer: Sealer, now: number, chainLength: number): Promise<CrashRound> {
  return db.transaction(async (tx) => {
    const [latest] = await q(tx, sql`SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1 FOR UPDATE`);
    if (latest && latest.phase !== 'crashed') return toRound(latest);
    let [chain] = await q(tx, sql`SELECT * FROM crash_chains ORDER BY id DESC LIMIT 1 FOR UPDATE`);
    if (!chain || Number(chain.next_index) > Number(chain.length)) {
      const c = newChain(chainLength);
      [chain] = await q(
        tx,
        sql`INSERT INTO crash_chains (secret, terminal_hash, salt, length)
          VALUES (${sealer.seal(c.secret)}, ${c.terminalHash}, ${c.salt}, ${c.length}) RETURNING *`,
      );
    }
    const ch = chain as Row;
    const index = Number(ch.next_index);
    const hash = hashAt(sealer.open(String(ch.secret)), Number(ch.length), index);
    await q(tx, sql`UPDATE crash_chains SET next_index = next_index + 1 WHERE id = ${ch.id}`);
    const [row] = await q(
      tx,
      sql`INSERT INTO crash_rounds (chain_id, index, hash, crash_point, phase, betting_ends_at)
        VALUES (${ch.id}, ${index}, ${hash}, ${crashPoint(hash, String(ch.salt))}, 'betting',
          ${at(now + BETTING_MS)}::timestamptz) RETURNING *`,
    );
    return toRound(row as Row);
  });
}

/** Betting is over: the round runs from `now`; null when it was no longer taking bets. */
export async function startRound(db: Db, id: number, now: number): Promise<CrashRound | null> {
  const [row] = await q(
    db,
    sql`UPDATE crash_rounds SET phase = 'running', started_at = ${at(now)}::timestamptz
      WHERE id = ${id} AND phase = 'betting' RETURNING *`,
  );
  return row ? toRound(row) : null;
}

/** Auto cash-outs the curve passed (`m` hundredths, below the crash point): cashed at their target. */
export async function cashAutoCashOuts(db: Db, roundId: number, m: number): Promise<CrashBet[]> {
  return (
    await q(
      db,
      sql`UPDATE crash_bets SET status = 'cashed', cashout = auto_cashout, payout = ${WIN(sql`auto_cashout`)},
        closed_at = now(), seq = nextval('crash_bet_changes')
      WHERE round_id = ${roundId} AND status = 'placed' AND auto_cashout <= ${m} RETURNING *`,
    )
  ).map(toBet);
}

/** Crashes a running round at `crashedAt`, its open bets closed in the same commit; null when it was not running. */
export async function crashRound(db: Db, id: number, crashedAt: number) {
  return db.transaction(async (tx) => {
    const [row] = await q(
      tx,
      sql`UPDATE crash_rounds SET phase = 'crashed', crashed_at = ${at(crashedAt)}::timestamptz
        WHERE id = ${id} AND phase = 'running' RETURNING *`,
    );
    if (!row) return { round: null, closed: [] as CrashBet[] };
    const round = toRound(row);
    return { round, closed: await closeCrashed(tx, round) };
  });
}

/** Bets pending since before `before` (their wallet call never answered) made void, claimed until `until`. */
export async function voidStalePending(db: Db, before: Date, until: Date, limit: number): Promise<string[]> {
  const rows = await q(
    db,
    sql`UPDATE crash_bets SET status = 'void', closed_at = now(), claimed_until = ${at(until.getTime())}::timestamptz,
        seq = nextval('crash_bet_changes')
      WHERE id IN (SELECT id FROM crash_bets WHERE settled_at IS NULL AND status = 'pending'
          AND created_at < ${at(before.getTime())}::timestamptz
        ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND status = 'pending'
      RETURNING id`,
  );
  return rows.map((r) => String(r.id));
}

/** Closed bets whose wallet call went unanswered since before `closedBefore`, claimed until `until` for a resend. */
export async function claimOwed(
  db: Db,
  closedBefore: Date,
  now: Date,
  until: Date,
  limit: number,
): Promise<CrashBet[]> {
  return (
    await q(
      db,
      sql`UPDATE crash_bets SET claimed_until = ${at(until.getTime())}::timestamptz
      WHERE id IN (SELECT id FROM crash_bets WHERE settled_at IS NULL AND status IN ('lost', 'cashed', 'void')
          AND closed_at < ${at(closedBefore.getTime())}::timestamptz
          AND (claimed_until IS NULL OR claimed_until < ${at(now.getTime())}::timestamptz)
        ORDER BY closed_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND settled_at IS NULL
      RETURNING *`,
    )
  ).map(toBet);
}
