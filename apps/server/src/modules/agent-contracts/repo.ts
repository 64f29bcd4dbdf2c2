import type { TContractKind, TContractStatus, TDividendCycle } from '@portal/contracts/agent-contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, likePrefix, minor, q, str, strOrNull } from '../../db/rows.ts';
import { agentContracts, contractPayouts, contractPeriodRuns, type StoredTier } from './schema.ts';

/** A contract with both sides' usernames, as the screens show it. */
export interface ContractRow {
  id: number;
  merchantId: number;
  kind: TContractKind;
  uplineId: number | null;
  upline: string | null;
  downlineId: number;
  downline: string;
  status: TContractStatus;
  terminationRequestedBy: string | null;
  cycle: TDividendCycle | null;
  tiers: StoredTier[];
  topRateBp: number;
  suspendedReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  endedAt: string | null;
  paidTotal: bigint;
}

const SELECT = sql`SELECT c.*, u.username AS upline, d.username AS downline, t.username AS asked_by,
    COALESCE((SELECT SUM(p.amount) FROM contract_payouts p WHERE p.contract_id = c.id), 0)::text AS paid_total
  FROM agent_contracts c
  JOIN members d ON d.id = c.downline_id
  LEFT JOIN members u ON u.id = c.upline_id
  LEFT JOIN members t ON t.id = c.termination_requested_by`;

const toContract = (r: Record<string, unknown>): ContractRow => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  kind: str(r.kind) as TContractKind,
  uplineId: r.upline_id == null ? null : int(r.upline_id),
  upline: strOrNull(r.upline),
  downlineId: int(r.downline_id),
  downline: str(r.downline),
  status: str(r.status) as TContractStatus,
  terminationRequestedBy: strOrNull(r.asked_by),
  cycle: strOrNull(r.cycle) as TDividendCycle | null,
  tiers: (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredTier[],
  topRateBp: int(r.top_rate_bp),
  suspendedReason: strOrNull(r.suspended_reason),
  createdAt: iso(r.created_at),
  decidedAt: isoOrNull(r.decided_at),
  endedAt: isoOrNull(r.ended_at),
  paidTotal: minor(r.paid_total),
});

export async function contractById(db: Db, id: number, lock = false): Promise<ContractRow | undefined> {
  // Lock the contract row only (FOR UPDATE OF c): the joined members stay free.
  const [r] = await q(db, sql`${SELECT} WHERE c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  return r ? toContract(r) : undefined;
}

/** The member's contracts of a kind: those it holds (received) and those it offered, newest first. */
export async function contractsOf(db: Db, memberId: number, kind: TContractKind) {
  const rows = await q(
    db,
    sql`${SELECT} WHERE c.kind = ${kind} AND (c.downline_id = ${memberId} OR c.upline_id = ${memberId})
      ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
  );
  const all = rows.map(toContract);
  return {
    received: all.filter((c) => c.downlineId === memberId),
    offered: all.filter((c) => c.uplineId === memberId),
  };
}

/** The member's approved contract of a kind, if any (locked when asked: accepting re-checks the upline's rate). */
export async function liveContract(db: Db, memberId: number, kind: TContractKind, lock = false) {
  const [r] = await q(
    db,
    sql`${SELECT} WHERE c.downline_id = ${memberId} AND c.kind = ${kind} AND c.status = 'approved'
      ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return r ? toContract(r) : undefined;
}

export async function waitingContract(db: Db, memberId: number, kind: TContractKind) {
  const [r] = await q(
    db,
    sql`${SELECT} WHERE c.downline_id = ${memberId} AND c.kind = ${kind} AND c.status = 'in_process'`,
  );
  return r ? toContract(r) : undefined;
}

/** Approved contracts of a member's downlines of one kind (their rates must stay within the member's own). */
export async function downlineContractKinds(db: Db, memberIds: number[]) {
  if (memberIds.length === 0)
    return new Map<number, Array<{ kind: TContractKind; status: 'approved' | 'in_process' }>>();
  const rows = await q(
    db,
    sql`SELECT downline_id, kind, status FROM agent_contracts
      WHERE downline_id = ANY(${intArray(memberIds)}::int[]) AND status IN ('approved', 'in_process') ORDER BY kind`,
  );
  const out = new Map<number, Array<{ kind: TContractKind; status: 'approved' | 'in_process' }>>();
  for (const r of rows) {
    const list = out.get(int(r.downline_id)) ?? [];
    list.push({ kind: str(r.kind) as TContractKind, status: str(r.status) as 'approved' | 'in_process' });
    out.set(int(r.downline_id), list);
  }
  return out;
}

export async function insertContract(
  db: Db,
  c: {
    merchantId: number;
    kind: TContractKind;
    uplineId: number | null;
    downlineId: number;
    status: 'in_process' | 'approved';
    cycle: TDividendCycle | null;
    tiers: StoredTier[];
    topRateBp: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(agentContracts)
    .values({ ...c, decidedAt: c.status === 'approved' ? new Date() : null })
    .returning({ id: agentContracts.id });
  return row?.id ?? 0;
}

export async function setContract(
  db: Db,
  id: number,
  set: Partial<{
    status: TContractStatus;
    terminationRequestedBy: number | null;
    suspendedReason: string | null;
    decidedAt: Date;
    endedAt: Date | null;
  }>,
) {
  await db.update(agentContracts).set(set).where(eq(agentContracts.id, id));
}

/** A direct downline of the member by username (same brand), or undefined. */
export async function directDownline(db: Db, uplineId: number, username: string) {
  const [r] = await q(
    db,
    sql`SELECT id, username, is_agent FROM members WHERE upline_id = ${uplineId} AND username = ${username.toLowerCase()}`,
  );
  return r ? { id: int(r.id), username: str(r.username), isAgent: int(r.is_agent) } : undefined;
}

export async function memberByUsername(db: Db, merchantId: number, username: string) {
  const [r] = await q(
    db,
    sql`SELECT id, username, upline_id, is_agent FROM members
      WHERE merchant_id = ${merchantId} AND username = ${username.toLowerCase()}`,
  );
  return r
    ? {
        id: int(r.id),
        username: str(r.username),
        uplineId: r.upline_id == null ? null : int(r.upline_id),
        isAgent: int(r.is_agent),
      }
    : undefined;
}

// ---- payouts -----------------------------------------------------------------------------------------------------

export interface PayoutRow {
  id: number;
  contractId: number;
  kind: TContractKind;
  username: string;
  memberId: number;
  periodStart: string;
  periodEnd: string;
  base: bigint;
  activePlayers: number;
  rateBp: number;
  passedDownBp: number;
  amount: bigint;
  paidAt: string;
}

const toPayout = (r: Record<string, unknown>): PayoutRow => ({
  id: int(r.id),
  contractId: int(r.contract_id),
  kind: str(r.kind) as TContractKind,
  username: str(r.username),
  memberId: int(r.member_id),
  periodStart: iso(r.period_start),
  periodEnd: iso(r.period_end),
  base: minor(r.base),
  activePlayers: int(r.active_players),
  rateBp: int(r.rate_bp),
  passedDownBp: int(r.passed_down_bp),
  amount: minor(r.amount),
  paidAt: iso(r.created_at),
});

/** Payout statements matching `where`, newest first, with their count and the sum paid to `paidTo`. */
async function payoutPage(db: Db, where: SQL, paidTo: number | null, page: { offset: number; limit: number }) {
  const [count] = await q(
    db,
    sql`SELECT COUNT(*)::int AS n,
        COALESCE(SUM(p.amount) FILTER (WHERE p.member_id = ${paidTo ?? 0}), 0)::text AS mine
      FROM contract_payouts p JOIN agent_contracts c ON c.id = p.contract_id
      JOIN members m ON m.id = p.member_id WHERE ${where}`,
  );
  const rows = await q(
    db,
    sql`SELECT p.*, m.username FROM contract_payouts p JOIN agent_contracts c ON c.id = p.contract_id
      JOIN members m ON m.id = p.member_id WHERE ${where}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { total: int(count?.n), mine: minor(count?.mine), list: rows.map(toPayout) };
}

/** A member's statements of a kind and those of the contracts it offered (one contract's, when named). */
export const memberPayouts = (
  db: Db,
  memberId: number,
  f: { kind: TContractKind; contractId?: number | undefined; offset: number; limit: number },
) =>
  payoutPage(
    db,
    sql`p.kind = ${f.kind} ${f.contractId ? sql`AND p.contract_id = ${f.contractId}` : sql``}
      AND (p.member_id = ${memberId} OR c.upline_id = ${memberId})`,
    memberId,
    f,
  );

/** A brand's statements for the console, by kind, contract and payee username prefix. */
export function brandPayouts(
  db: Db,
  merchantId: number,
  f: {
    kind?: string | undefined;
    contractId?: number | undefined;
    q?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const prefix = likePrefix(f.q);
  return payoutPage(
    db,
    sql`p.merchant_id = ${merchantId} ${f.kind ? sql`AND p.kind = ${f.kind}` : sql``}
      ${f.contractId ? sql`AND p.contract_id = ${f.contractId}` : sql``}
      ${prefix ? sql`AND m.username LIKE ${prefix}` : sql``}`,
    null,
    f,
  );
}

// ---- period runs -------------------------------------------------------------------------------------------------

/** Brands with contracts that may pay, and for each run kind the last period paid and the first contract's time. */
export async function runCursors(db: Db) {
  const rows = await q(
    db,
    sql`WITH kinds AS (
        SELECT merchant_id, CASE WHEN kind = 'dividend' THEN 'dividend:' || cycle ELSE kind END AS run_kind,
          MIN(decided_at) AS first_decided
        FROM agent_contracts WHERE decided_at IS NOT NULL AND status IN ('approved', 'terminated', 'suspended')
        GROUP BY 1, 2)
      SELECT k.*, (SELECT MAX(r.period_end) FROM contract_period_runs r
          WHERE r.merchant_id = k.merchant_id AND r.run_kind = k.run_kind) AS last_end
      FROM kinds k`,
  );
  return rows.map((r) => ({
    merchantId: int(r.merchant_id),
    runKind: str(r.run_kind),
    firstDecided: new Date(iso(r.first_decided)),
    lastEnd: r.last_end == null ? null : new Date(iso(r.last_end)),
  }));
}

/**
 * Claims a brand's period of a run kind: true when this transaction inserted its run row. A second instance's insert
 * waits for the first transaction and then finds the row (or, if the first died, inserts it and does the work).
 */
export async function claimPeriod(db: Db, merchantId: number, runKind: string, start: Date, end: Date) {
  const rows = await db
    .insert(contractPeriodRuns)
    .values({ merchantId, runKind, periodStart: start, periodEnd: end, payouts: 0, paidTotal: 0n })
    .onConflictDoNothing()
    .returning({ merchantId: contractPeriodRuns.merchantId });
  return rows.length === 1;
}

export async function finishPeriod(
  db: Db,
  merchantId: number,
  runKind: string,
  start: Date,
  done: { payouts: number; paidTotal: bigint },
) {
  await db
    .update(contractPeriodRuns)
    .set(done)
    .where(
      and(
        eq(contractPeriodRuns.merchantId, merchantId),
        eq(contractPeriodRuns.runKind, runKind),
        eq(contractPeriodRuns.periodStart, start),
      ),
    );
}

/**
 * The contracts that pay a period: approved before it ended and live at its end (approved now, or ended only
 * after it). A suspended contract pays nothing while suspended.
 */
export async function payingContracts(
  db: Db,
  merchantId: number,
  kind: TContractKind,
  cycle: TDividendCycle | null,
  end: Date,
) {
  const rows = await q(
    db,
    sql`SELECT id, upline_id, downline_id, tiers FROM agent_contracts
      WHERE merchant_id = ${merchantId} AND kind = ${kind} ${cycle ? sql`AND cycle = ${cycle}` : sql``}
        AND decided_at < ${end.toISOString()}::timestamptz
        AND (status = 'approved' OR (status = 'terminated' AND ended_at >= ${end.toISOString()}::timestamptz))
      ORDER BY id`,
  );
  return rows.map((r) => ({
    contractId: int(r.id),
    uplineId: r.upline_id == null ? null : int(r.upline_id),
    memberId: int(r.downline_id),
    tiers: ((typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredTier[]).map((t) => ({
      minBase: BigInt(t.minBase),
      minActive: t.minActive,
      rateBp: t.rateBp,
    })),
  }));
}

/**
 * Each member's settled cash rounds in [start, end) (the settled_cash_rounds view, migration 0351): valid bets, each
 * game family's counted at its salary weight in percent (the salaries' base; a push is none), and net loss (the
 * dividend's, unweighted).
 */
export async function bettorFigures(
  db: Db,
  merchantId: number,
  start: Date,
  end: Date,
  salaryWeights: Record<string, number>,
) {
  const weight = sql`CASE r.family ${sql.join(
    Object.entries(salaryWeights).map(([family, w]) => sql`WHEN ${family} THEN ${w}::bigint`),
    sql` `,
  )} ELSE 100 END`;
  const rows = await q(
    db,
    sql`SELECT r.member_id, (SUM(r.valid_bet * ${weight})::bigint / 100)::text AS valid, SUM(r.bet - r.win)::text AS net
      FROM settled_cash_rounds r JOIN members m ON m.id = r.member_id
      WHERE m.merchant_id = ${merchantId}
        AND r.settled_at >= ${start.toISOString()}::timestamptz AND r.settled_at < ${end.toISOString()}::timestamptz
      GROUP BY r.member_id`,
  );
  return rows.map((r) => ({ memberId: int(r.member_id), valid: minor(r.valid), net: minor(r.net) }));
}

/** The upline of every given member and of all their ancestors (depth-guarded). */
export async function ancestry(db: Db, memberIds: number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  if (memberIds.length === 0) return out;
  const rows = await q(
    db,
    sql`WITH RECURSIVE up(id, upline_id, depth) AS (
        SELECT id, upline_id, 0 FROM members WHERE id = ANY(${intArray(memberIds)}::int[])
        UNION
        SELECT m.id, m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.upline_id WHERE up.depth < 60
      ) SELECT DISTINCT id, upline_id FROM up`,
  );
  for (const r of rows) out.set(int(r.id), r.upline_id == null ? null : int(r.upline_id));
  return out;
}

export async function insertPayout(
  db: Db,
  p: {
    contractId: number;
    merchantId: number;
    memberId: number;
    kind: TContractKind;
    periodStart: Date;
    periodEnd: Date;
    base: bigint;
    activePlayers: number;
    rateBp: number;
    passedDownBp: number;
    amount: bigint;
    transferId: number;
  },
) {
  await db.insert(contractPayouts).values(p);
}

// ---- income ------------------------------------------------------------------------------------------------------

/**
 * The agent's income lines in a day range: its payout statements and the transfers its upline sent it, newest first,
 * with every source's sum.
 */
export async function incomeLines(
  db: Db,
  memberId: number,
  f: { from: string | null; to: string | null; source: string | null; offset: number; limit: number },
) {
  const range = (col: ReturnType<typeof sql>) =>
    sql`${f.from ? sql`AND ${col} >= ${`${f.from}T00:00:00Z`}::timestamptz` : sql``}
      ${f.to ? sql`AND ${col} < ${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'` : sql``}`;
  const lines = sql`
    SELECT p.created_at AS time, p.kind AS source, p.amount, p.id AS statement_id, p.contract_id,
      p.period_start, p.period_end, NULL::text AS sender
    FROM contract_payouts p WHERE p.member_id = ${memberId} ${range(sql`p.created_at`)}
    UNION ALL
    SELECT t.created_at, 'upline_transfer', t.amount, t.id, NULL, NULL, NULL, s.username
    FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id = t.to_account
    JOIN members me ON me.id = ${memberId}
    JOIN members s ON s.id = t.member_id
    WHERE t.kind = 'transfer_downline' AND a.owner_kind = 'member' AND a.member_id = ${memberId} AND a.purpose = 'main'
      AND t.member_id = me.upline_id ${range(sql`t.created_at`)}`;
  const sums = await q(
    db,
    sql`SELECT source, COUNT(*)::int AS n, SUM(amount)::text AS total FROM (${lines}) l GROUP BY source`,
  );
  const rows = await q(
    db,
    sql`SELECT * FROM (${lines}) l ${f.source ? sql`WHERE l.source = ${f.source}` : sql``}
      ORDER BY l.time DESC, l.statement_id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return {
    sums: new Map(sums.map((r) => [str(r.source), { count: int(r.n), total: minor(r.total) }])),
    list: rows.map((r) => ({
      time: iso(r.time),
      source: str(r.source),
      amount: minor(r.amount),
      statementId: int(r.statement_id),
      contractId: r.contract_id == null ? null : int(r.contract_id),
      periodStart: isoOrNull(r.period_start),
      periodEnd: isoOrNull(r.period_end),
      from: strOrNull(r.sender),
    })),
  };
}

/** The console's list of a brand's contracts, filtered and paged. */
export async function brandContracts(
  db: Db,
  merchantId: number,
  f: {
    kind?: string | undefined;
    status?: string | undefined;
    q?: string | undefined;
    offset: number;
    limit: number;
    dir: 'asc' | 'desc';
  },
) {
  const prefix = likePrefix(f.q);
  const where = sql`c.merchant_id = ${merchantId} ${f.kind ? sql`AND c.kind = ${f.kind}` : sql``}
    ${f.status ? sql`AND c.status = ${f.status}` : sql``}
    ${prefix ? sql`AND (d.username LIKE ${prefix} OR u.username LIKE ${prefix})` : sql``}`;
  const [count] = await q(
    db,
    sql`SELECT COUNT(*)::int AS n FROM agent_contracts c JOIN members d ON d.id = c.downline_id
      LEFT JOIN members u ON u.id = c.upline_id WHERE ${where}`,
  );
  const rows = await q(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY c.created_at ${f.dir === 'asc' ? sql`ASC` : sql`DESC`}, c.id
      LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return { total: int(count?.n), rows: rows.map(toContract) };
}
