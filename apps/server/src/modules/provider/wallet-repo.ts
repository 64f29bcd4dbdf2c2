import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasOneConnection, preparedSql } from '../../db/prepared.ts';
import { q } from '../../db/rows.ts';
import { formatMinor } from '../../platform/money.ts';
import { HOUSE_SHARDS, memberBalances } from '../wallet/index.ts';
import { type PlayAsset, TICKET_IDLE_MINUTES } from './tickets.ts';
import { callGroups, type GroupedCall } from './wallet-groups-repo.ts';

/** Provider status codes (answered with HTTP 200). */
export type WalletStatus =
  | 'OK'
  | 'INSUFFICIENT_FUNDS'
  | 'NOT_FOUND'
  | 'BET_ROLLED_BACK'
  | 'ROUND_SETTLED'
  | 'DUPLICATE_MISMATCH'
  | 'INVALID_REQUEST'
  | 'SESSION_EXPIRED';
export interface WalletAnswer {
  status: WalletStatus;
  balance?: string;
  txId?: string;
  /** The player a bet or balance call resolved from its ticket; wins name it. */
  playerId?: string;
}

/** A provider's round of one member. */
export interface RoundKey {
  provider: string;
  roundId: string;
  memberId: number;
}
const whereRound = (k: RoundKey) =>
  sql`provider = ${k.provider} AND round_id = ${k.roundId} AND member_id = ${k.memberId}`;

/** What a bet or win function answers, and the outcome of the posting it made (null when it made none). */
type Called = { answer: WalletAnswer; posting: string | null };
/** The function's one value: the answer, with the posting's outcome when it made one. */
type Returned = { r: WalletAnswer & { posting?: string } };
const $ = sql.placeholder;

/**
 * The bet and the win, as named statements (every provider call makes one, parsed and planned once per connection),
 * each a function called in the select list: its answer carries the posting's outcome, taken off here (migration 0412).
 */
const betQuery = preparedSql<Returned>(
  'provider_bet',
  sql`SELECT provider_bet(${$('provider')}::text, ${$('txId')}::text, ${$('reqHash')}::text, ${$('ticketHash')}::text,
    ${$('roundId')}::text, ${$('amount')}::bigint, ${$('idle')}::int, ${$('shards')}::int) AS r`,
);
const winQuery = preparedSql<Returned>(
  'provider_win',
  sql`SELECT provider_win(${$('provider')}::text, ${$('txId')}::text, ${$('reqHash')}::text, ${$('roundId')}::text,
    ${$('memberId')}::int, ${$('amount')}::bigint, ${$('final')}::boolean, ${$('detail')}::jsonb, ${$('shards')}::int) AS r`,
);
function called([row]: Returned[]): Called {
  // A function called in the select list gives exactly one row.
  if (!row) throw new Error('wallet function gave no row');
  const { posting, ...answer } = row.r;
  return { answer, posting: posting ?? null };
}

const groups = new WeakMap<Db, (call: GroupedCall) => Promise<unknown>>();

/**
 * A bet or a win: on a database of one connection in a group of the calls waiting with it (migration 0413), else as a
 * statement of its own. A win's detail crosses as JSON (none when absent or null).
 */
async function callOnce(db: Db, op: 'bet' | 'win', values: Record<string, unknown>): Promise<Called> {
  if (hasOneConnection(db)) {
    let group = groups.get(db);
    if (!group) {
      group = callGroups(db, { idleMinutes: TICKET_IDLE_MINUTES, houseShards: HOUSE_SHARDS });
      groups.set(db, group);
    }
    return called([{ r: (await group({ op, ...values })) as Returned['r'] }]);
  }
  const settings = { idle: TICKET_IDLE_MINUTES, shards: HOUSE_SHARDS };
  if (op === 'bet') return called(await betQuery(db, { ...values, ...settings }));
  const detail = values.detail === null ? null : JSON.stringify(values.detail);
  return called(await winQuery(db, { ...values, detail, ...settings }));
}

/** SQL of the seamless-wallet API; every function takes the call's transaction. */
export const walletRepo = {
  /** A whole bet call in one statement and one transaction, or one subtransaction of a group's (provider_bet, 0412). */
  bet: (
    db: Db,
    provider: string,
    b: { txId: string; reqHash: string; ticketHash: string; roundId: string; amount: bigint },
  ) =>
    callOnce(db, 'bet', {
      provider,
      txId: b.txId,
      reqHash: b.reqHash,
      ticketHash: b.ticketHash,
      roundId: b.roundId,
      amount: b.amount.toString(),
    }),

  /** A whole win call in one statement and one transaction, or one subtransaction of a group's (provider_win, 0412). */
  win: (db: Db, k: RoundKey, w: { txId: string; reqHash: string; amount: bigint; final: boolean; detail: unknown }) =>
    callOnce(db, 'win', {
      provider: k.provider,
      txId: w.txId,
      reqHash: w.reqHash,
      roundId: k.roundId,
      memberId: k.memberId,
      amount: w.amount.toString(),
      final: w.final,
      detail: w.detail ?? null,
    }),

  balanceOf: async (db: Db, memberId: number, asset: PlayAsset) =>
    formatMinor((await memberBalances(db, memberId, asset)).get('main') ?? 0n),

  /**
   * Claims a rollback's transaction id (false when it is known). A concurrent copy's INSERT waits for the first one's
   * commit (or its rollback, after which the copy claims it itself). Bets and wins write their record once, in SQL.
   */
  claim: async (db: Db, provider: string, txId: string, kind: string, reqHash: string) =>
    (
      await q(
        db,
        sql`INSERT INTO provider_transactions (provider, tx_id, kind, request_hash, state, response)
        VALUES (${provider}, ${txId}, ${kind}, ${reqHash}, 'pending', '{}'::jsonb) ON CONFLICT DO NOTHING RETURNING tx_id`,
      )
    ).length > 0,

  /** The first answer to a known transaction id; another body under that id is refused. */
  storedAnswer: async (db: Db, provider: string, txId: string, reqHash: string): Promise<WalletAnswer> => {
    const [t] = await q(
      db,
      sql`SELECT request_hash, response FROM provider_transactions WHERE provider = ${provider} AND tx_id = ${txId}`,
    );
    return t?.request_hash === reqHash ? (t.response as WalletAnswer) : { status: 'DUPLICATE_MISMATCH', txId };
  },

  /** Writes the outcome of a claimed call: the answer every later copy gets. */
  finish: async (
    db: Db,
    provider: string,
    txId: string,
    t: {
      memberId?: number | null;
      roundId?: string | null;
      refTxId?: string | null;
      amount?: bigint;
      state: 'done' | 'refused' | 'not_found';
      response: WalletAnswer;
    },
  ): Promise<WalletAnswer> => {
    await q(
      db,
      sql`UPDATE provider_transactions SET member_id = ${t.memberId ?? null}, round_id = ${t.roundId ?? null},
        ref_tx_id = ${t.refTxId ?? null}, amount = ${(t.amount ?? 0n).toString()}, state = ${t.state},
        response = ${JSON.stringify(t.response)}::jsonb
      WHERE provider = ${provider} AND tx_id = ${txId}`,
    );
    return t.response;
  },

  /**
   * Serialises a bet with every rollback naming it, whatever their ids (held to the end of the transaction): the lock
   * of the bet's transaction id, which the bet itself takes (provider_bet).
   */
  lockBet: (db: Db, provider: string, betTxId: string) =>
    db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`wallet-tx:${provider}:${betTxId}`}, 0))`),

  betOf: async (db: Db, provider: string, betTxId: string) => {
    const [t] = await q(
      db,
      sql`SELECT member_id, round_id, amount, state FROM provider_transactions WHERE provider = ${provider} AND tx_id = ${betTxId} AND kind = 'bet'`,
    );
    return t
      ? {
          memberId: Number(t.member_id),
          roundId: String(t.round_id),
          amount: BigInt(String(t.amount)),
          state: String(t.state),
        }
      : null;
  },

  markBetRolledBack: (db: Db, provider: string, betTxId: string) =>
    db.execute(
      sql`UPDATE provider_transactions SET state = 'rolled_back' WHERE provider = ${provider} AND tx_id = ${betTxId}`,
    ),

  /** The round, locked until the transaction ends, or null. */
  lockRound: async (db: Db, k: RoundKey) => {
    const [r] = await q(db, sql`SELECT status, win, node_id, asset FROM game_rounds WHERE ${whereRound(k)} FOR UPDATE`);
    return r
      ? {
          status: String(r.status),
          win: BigInt(String(r.win)),
          nodeId: r.node_id as number | null,
          asset: r.asset as PlayAsset,
        }
      : null;
  },

  /**
   * Takes a rolled-back bet off its round. The round stays as it was while another bet of it stands (it takes more bets
   * and its win); it is rolled back once no bet stands, as the round's bet is the sum of its standing bets.
   */
  rollBack: (db: Db, k: RoundKey, amount: bigint) =>
    db.execute(
      sql`UPDATE game_rounds SET bet = bet - ${amount.toString()},
        status = CASE WHEN bet - ${amount.toString()} <= 0 THEN 'rolled_back' ELSE status END
      WHERE ${whereRound(k)}`,
    ),

  /** The vendor whose house account a round's money moves against. */
  vendorOf: async (db: Db, nodeId: number | null, provider: string) => {
    const [g] = await q(db, sql`SELECT vassalage FROM games WHERE node_id = ${nodeId ?? 0}`);
    return String(g?.vassalage ?? provider);
  },
};
