import type { TContractSettings } from '@portal/contracts/agent-contracts';
import type { TConsoleContractRow } from '@portal/contracts/console-contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, gate } from '../approvals/index.ts';
import { brandByCode, contractSettingsOf, saveContractSettings } from '../brand/index.ts';
import { aboveEdge, givebackCells, givebackInputs, salaryMaxOf } from '../rebate/index.ts';
import * as repo from './repo.ts';
import { contractView, maxRateOf, payoutView, storedTiers, topRate } from './service.ts';

/** The operator's side of agent contracts: settings, lists, suspension and house contracts; every change audited. */

export const settingsOf = async (db: Db, code: string) => contractSettingsOf((await brandByCode(db, code)).config);
/** Saves the settings; salary rates whose give-backs pass a family's house edge need an admin's confirmation. */
export async function saveSettings(db: Db, op: OperatorSession, code: string, s: TContractSettings) {
  const m = await brandByCode(db, code);
  const stored = await givebackInputs(db, m);
  const over = aboveEdge(
    givebackCells({ ...stored, salaryMaxBp: salaryMaxOf(s) }),
    givebackCells(stored),
    op,
    s.confirmAboveEdge,
  );
  // The confirmation's audit row commits with the settings.
  return saveContractSettings(db, op, code, s, async (tx) => {
    if (over.length > 0)
      await audit(tx, {
        operatorId: op.operatorId,
        action: 'givebacks.above_edge',
        target: `merchant:${code}`,
        detail: { over },
      });
  });
}

const rowView = (c: repo.ContractRow): TConsoleContractRow => ({
  ...contractView(c),
  paidTotal: formatMinor(c.paidTotal),
  suspendedReason: c.suspendedReason,
});

export async function contractPage(
  db: Db,
  code: string,
  f: {
    kind?: string | undefined;
    status?: string | undefined;
    q?: string | undefined;
    page: number;
    size: number;
    dir: 'asc' | 'desc';
  },
) {
  const m = await brandByCode(db, code);
  const r = await repo.brandContracts(db, m.id, { ...f, offset: f.page * f.size, limit: f.size });
  return { total: r.total, rows: r.rows.map(rowView) };
}

export async function payoutRows(
  db: Db,
  code: string,
  f: { kind?: string | undefined; contractId?: number | undefined; q?: string | undefined; page: number; size: number },
) {
  const m = await brandByCode(db, code);
  const r = await repo.brandPayouts(db, m.id, { ...f, offset: f.page * f.size, limit: f.size });
  return { total: r.total, rows: r.list.map(payoutView) };
}

/** Suspends an approved contract (it pays nothing while suspended) or resumes a suspended one. */
export async function setSuspended(db: Db, op: OperatorSession, id: number, suspend: boolean, reason?: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const c = await repo.contractById(tx, id, true);
    if (!c) throw new AppError('contract_not_found');
    if (c.status !== (suspend ? 'approved' : 'suspended')) throw new AppError('contract_state');
    if (!suspend && (await repo.liveContract(tx, c.downlineId, c.kind))) throw new AppError('contract_exists');
    await repo.setContract(
      tx,
      id,
      suspend
        ? { status: 'suspended', suspendedReason: reason ?? null }
        : { status: 'approved', suspendedReason: null },
    );
    await audit(tx, {
      operatorId: op.operatorId,
      action: suspend ? 'contracts.suspend' : 'contracts.resume',
      target: String(id),
      detail: { kind: c.kind, downline: c.downline, ...(reason ? { reason } : {}) },
    });
  });
  return rowView((await repo.contractById(db, id)) as repo.ContractRow);
}

/**
 * A top agent's contract with the house: the head of every chain of its kind. The agent must have no upline; its
 * rate is at most the brand's maximum. A new one, or one above the live one's rate, waits in process for a second
 * admin (the agent cannot accept it); the same or a lower rate replaces the live one at once.
 */
export async function grantHouseContract(
  db: Db,
  op: OperatorSession,
  code: string,
  body: {
    username: string;
    kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
    tiers: Parameters<typeof storedTiers>[0];
    cycle?: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | undefined;
  },
) {
  const m = await brandByCode(db, code);
  const tiers = storedTiers(body.tiers);
  const cap = maxRateOf(m, body.kind);
  if (topRate(tiers) > cap) throw new AppError('contract_rate_too_high', undefined, { maxRateBp: cap });
  if ((body.kind === 'dividend') !== Boolean(body.cycle)) throw new AppError('contract_cycle_required');
  const id = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const agent = await repo.memberByUsername(tx, m.id, body.username);
    if (!agent) throw new AppError('not_found', 'no such member');
    if (agent.uplineId !== null) throw new AppError('contract_not_downline', 'a house contract is for a top agent');
    if (await repo.waitingContract(tx, agent.id, body.kind)) throw new AppError('approval_pending');
    const live = await repo.liveContract(tx, agent.id, body.kind, true);
    const waits = !live || topRate(tiers) > live.topRateBp;
    // Replaced first: one approved contract of a kind per agent.
    if (!waits && live) await repo.setContract(tx, live.id, { status: 'terminated', endedAt: new Date() });
    const newId = await repo.insertContract(tx, {
      merchantId: m.id,
      kind: body.kind,
      uplineId: null,
      downlineId: agent.id,
      status: waits ? 'in_process' : 'approved',
      cycle: body.kind === 'dividend' ? (body.cycle ?? null) : null,
      tiers,
      topRateBp: topRate(tiers),
    });
    if (waits) {
      await gate(tx, {
        kind: 'contract.house',
        merchantId: m.id,
        operatorId: op.operatorId,
        target: `contract:${newId}`,
        summary: `House ${body.kind} contract of ${agent.username} at ${(topRate(tiers) / 100).toFixed(2)} %${
          live ? ` (live: ${(live.topRateBp / 100).toFixed(2)} %)` : ''
        }`,
        // A rate, not money: the summary tells it.
        amount: 0n,
        payload: { contractId: newId },
        windowed: false,
        waits: true,
      });
      return newId;
    }
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'contracts.house',
      target: String(newId),
      detail: { username: agent.username, kind: body.kind, tiers, replaced: live?.id ?? null },
    });
    return newId;
  });
  return rowView((await repo.contractById(db, id)) as repo.ContractRow);
}

approvalKind('contract.house', {
  action: 'contracts.manage',
  async apply(tx, a, deciderId) {
    const c = await repo.contractById(tx, Number(a.payload.contractId), true);
    if (c?.status !== 'in_process') throw new AppError('contract_state');
    const live = await repo.liveContract(tx, c.downlineId, c.kind, true);
    const now = new Date();
    if (live) await repo.setContract(tx, live.id, { status: 'terminated', endedAt: now });
    await repo.setContract(tx, c.id, { status: 'approved', decidedAt: now });
    await audit(tx, {
      operatorId: deciderId,
      action: 'contracts.house',
      target: String(c.id),
      detail: { username: c.downline, kind: c.kind, tiers: c.tiers, replaced: live?.id ?? null, approvalId: a.id },
    });
  },
  async reject(tx, a) {
    await repo.setContract(tx, Number(a.payload.contractId), { status: 'rejected', decidedAt: new Date() });
  },
});
