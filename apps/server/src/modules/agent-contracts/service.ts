import type {
  TContract,
  TContractAction,
  TContractKind,
  TContractList,
  TContractPayouts,
  TContractTier,
  TDividendCycle,
  TIncomeValue,
} from '@portal/contracts/agent-contracts';
import { incomeSources, ZContractAction } from '@portal/contracts/agent-contracts';
import type { Db } from '../../db/client.ts';
import { AGENT_TYPES, type SessionMember, TRIAL } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { consolidatedSettings, contractRulesOf } from '../brand/index.ts';
import { notify } from '../inbox/index.ts';
import * as repo from './repo.ts';
import type { StoredTier } from './schema.ts';

/** The brand's consolidated switch of each kind (on only when its whitelabel switch is on too). */
const SWITCH: Record<TContractKind, keyof ReturnType<typeof consolidatedSettings>> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};
export const kindEnabled = (merchant: Merchant, kind: TContractKind) => consolidatedSettings(merchant)[SWITCH[kind]];
export const maxRateOf = (merchant: Merchant, kind: TContractKind) => contractRulesOf(merchant.config).maxRateBp[kind];

/** Tiers as the API writes them, checked: each later tier asks for more (base or players) and pays no less. */
export function storedTiers(tiers: TContractTier[]): StoredTier[] {
  // A tier from zero is the usual first one (toMinor takes only positive amounts).
  const base = (m: string) => (/^-?0+(\.0{1,2})?$/.test(m) ? 0n : toMinor(m));
  const out = tiers.map((t) => ({ minBase: base(t.minBase).toString(), minActive: t.minActive, rateBp: t.rateBp }));
  for (let i = 0; i < out.length; i++) {
    const t = out[i] as StoredTier;
    if (BigInt(t.minBase) < 0n) throw new AppError('contract_tiers_invalid');
    const prev = out[i - 1];
    if (!prev) continue;
    const more = BigInt(t.minBase) >= BigInt(prev.minBase) && t.minActive >= prev.minActive;
    const strictly = BigInt(t.minBase) > BigInt(prev.minBase) || t.minActive > prev.minActive;
    if (!more || !strictly || t.rateBp < prev.rateBp) throw new AppError('contract_tiers_invalid');
  }
  return out;
}
export const topRate = (tiers: StoredTier[]) => Math.max(...tiers.map((t) => t.rateBp));

export function contractView(c: repo.ContractRow): TContract {
  return {
    id: c.id,
    kind: c.kind,
    upline: c.upline,
    downline: c.downline,
    status: c.status,
    terminationRequestedBy: c.terminationRequestedBy,
    cycle: c.cycle,
    tiers: c.tiers.map((t) => ({ minBase: formatMinor(BigInt(t.minBase)), minActive: t.minActive, rateBp: t.rateBp })),
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
    endedAt: c.endedAt,
  };
}

/** What the member may offer of a kind: its approved rate, never above the brand's maximum; 0 without one. */
async function offerCap(db: Db, merchant: Merchant, memberId: number, kind: TContractKind) {
  const own = await repo.liveContract(db, memberId, kind);
  return { own, cap: own ? Math.min(own.topRateBp, maxRateOf(merchant, kind)) : 0 };
}

/**
 * Checks what a member offers (or gives a new sub-agent): no rate above its own approved one (nor the brand's
 * maximum), and a dividend on its own cycle, since a dividend chain shares one. Answers the contract's cycle.
 */
async function offerableCycle(
  db: Db,
  merchant: Merchant,
  memberId: number,
  kind: TContractKind,
  tiers: StoredTier[],
  asked: TDividendCycle | undefined,
) {
  const { own, cap } = await offerCap(db, merchant, memberId, kind);
  if (topRate(tiers) > cap) throw new AppError('contract_rate_too_high', undefined, { maxRateBp: cap });
  const cycle = kind === 'dividend' ? (own?.cycle ?? null) : null;
  if (kind === 'dividend' && asked && asked !== cycle) throw new AppError('contract_cycle_required');
  return cycle;
}

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction(async (trx) => work(trx as unknown as Db)) as Promise<T>;

/** One relay per kind: the action in the body decides (ZContractAction). */
export async function contractAction(
  db: Db,
  merchant: Merchant,
  member: SessionMember,
  kind: TContractKind,
  body: TContractAction,
) {
  if (member.isAgent === TRIAL) throw new AppError('trial_account');
  const a = ZContractAction.parse(body);
  if (a.action === 'list') return listContracts(db, merchant, member, kind);
  if (!kindEnabled(merchant, kind)) throw new AppError('contract_kind_disabled');
  switch (a.action) {
    case 'offer':
      return offer(db, merchant, member, kind, a);
    case 'payouts':
      return payouts(db, member, kind, a);
    default:
      return decide(db, merchant, member, kind, a.action, a.contractId);
  }
}

async function listContracts(db: Db, merchant: Merchant, member: SessionMember, kind: TContractKind) {
  const { received, offered } = await repo.contractsOf(db, member.memberId, kind);
  const { cap } = await offerCap(db, merchant, member.memberId, kind);
  return {
    enabled: kindEnabled(merchant, kind),
    received: received.map(contractView),
    offered: offered.map(contractView),
    maxOfferBp: AGENT_TYPES.includes(member.isAgent) ? cap : 0,
  } satisfies TContractList;
}

async function offer(
  db: Db,
  merchant: Merchant,
  member: SessionMember,
  kind: TContractKind,
  a: { downline: string; tiers: TContractTier[]; cycle?: TDividendCycle | undefined },
): Promise<TContract> {
  if (!AGENT_TYPES.includes(member.isAgent)) throw new AppError('error_not_agent');
  const tiers = storedTiers(a.tiers);
  const id = await inTx(db, async (tx) => {
    const down = await repo.directDownline(tx, member.memberId, a.downline);
    if (!down) throw new AppError('contract_not_downline');
    const cycle = await offerableCycle(tx, merchant, member.memberId, kind, tiers, a.cycle);
    const live = await repo.liveContract(tx, down.id, kind);
    if (live && live.topRateBp >= topRate(tiers)) throw new AppError('contract_exists');
    if (await repo.waitingContract(tx, down.id, kind)) throw new AppError('contract_exists');
    const newId = await repo.insertContract(tx, {
      merchantId: merchant.id,
      kind,
      uplineId: member.memberId,
      downlineId: down.id,
      status: 'in_process',
      cycle,
      tiers,
      topRateBp: topRate(tiers),
    });
    await notify(tx, {
      merchantId: merchant.id,
      memberId: down.id,
      template: 'contract_offered',
      params: { from: member.username, rate: (topRate(tiers) / 100).toFixed(2) },
      eventKey: `contract:${newId}:offered`,
    });
    return newId;
  }).catch(uniqueAsExists);
  return contractView((await repo.contractById(db, id)) as repo.ContractRow);
}

/** Two offers racing for one downline: the partial unique index decides, the loser hears contract_exists. */
const uniqueAsExists = (err: unknown): never => {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new AppError('contract_exists');
  throw err;
};

type Decision = 'accept' | 'reject' | 'terminate' | 'acceptTermination' | 'rejectTermination' | 'withdraw';

/** The state machine of one contract, under its row lock. */
async function decide(
  db: Db,
  merchant: Merchant,
  member: SessionMember,
  kind: TContractKind,
  action: Decision,
  contractId: number,
): Promise<TContract> {
  await inTx(db, async (tx) => {
    const c = await repo.contractById(tx, contractId, true);
    const me = member.memberId;
    if (!c || c.kind !== kind || c.merchantId !== merchant.id || (c.downlineId !== me && c.uplineId !== me))
      throw new AppError('contract_not_found');
    const mine = c.downlineId === me ? 'downline' : 'upline';
    // A house contract in process waits for a second operator's approval, never for the agent's own accept.
    if (c.uplineId === null && c.status === 'in_process') throw new AppError('contract_state');
    const now = new Date();
    switch (action) {
      case 'accept': {
        if (mine !== 'downline' || c.status !== 'in_process') throw new AppError('contract_state');
        // The upline's own rate may have fallen since it offered.
        const { cap } = c.uplineId
          ? await offerCap(tx, merchant, c.uplineId, kind)
          : { cap: maxRateOf(merchant, kind) };
        if (c.topRateBp > cap) throw new AppError('contract_rate_too_high', undefined, { maxRateBp: cap });
        // A higher new contract replaces the downline's live one (spec section 4).
        const live = await repo.liveContract(tx, me, kind, true);
        if (live) await repo.setContract(tx, live.id, { status: 'terminated', endedAt: now });
        await repo.setContract(tx, c.id, { status: 'approved', decidedAt: now });
        return;
      }
      case 'reject':
        if (mine !== 'downline' || c.status !== 'in_process') throw new AppError('contract_state');
        return repo.setContract(tx, c.id, { status: 'rejected', decidedAt: now });
      case 'withdraw':
        if (mine !== 'upline' || c.status !== 'in_process') throw new AppError('contract_state');
        return repo.setContract(tx, c.id, { status: 'terminated', endedAt: now });
      case 'terminate':
        // A house contract ends only by the operator; a request waits for the other side.
        if (c.status !== 'approved' || c.uplineId === null || c.terminationRequestedBy !== null)
          throw new AppError('contract_state');
        return repo.setContract(tx, c.id, { terminationRequestedBy: me });
      case 'acceptTermination':
      case 'rejectTermination': {
        const askedByOther = c.terminationRequestedBy !== null && c.terminationRequestedBy !== member.username;
        if (c.status !== 'approved' || !askedByOther) throw new AppError('contract_state');
        return action === 'acceptTermination'
          ? repo.setContract(tx, c.id, { status: 'terminated', endedAt: now })
          : repo.setContract(tx, c.id, { terminationRequestedBy: null });
      }
    }
  }).catch(uniqueAsExists);
  return contractView((await repo.contractById(db, contractId)) as repo.ContractRow);
}

async function payouts(
  db: Db,
  member: SessionMember,
  kind: TContractKind,
  a: { contractId?: number | undefined; pageNo: number; pageSize: number },
): Promise<TContractPayouts> {
  const r = await repo.memberPayouts(db, member.memberId, {
    kind,
    contractId: a.contractId,
    offset: (a.pageNo - 1) * a.pageSize,
    limit: a.pageSize,
  });
  return {
    total: r.total,
    totalPages: Math.ceil(r.total / a.pageSize),
    totalAmount: formatMinor(r.mine),
    list: r.list.map(payoutView),
  };
}

export const payoutView = (p: repo.PayoutRow) => ({
  id: p.id,
  contractId: p.contractId,
  kind: p.kind,
  username: p.username,
  periodStart: p.periodStart,
  periodEnd: p.periodEnd,
  base: formatMinor(p.base),
  activePlayers: p.activePlayers,
  rateBp: p.rateBp,
  passedDownBp: p.passedDownBp,
  amount: formatMinor(p.amount),
  paidAt: p.paidAt,
});

/** agentRevenueReport: the agent's statements and its upline's transfers, per source. */
export async function income(
  db: Db,
  member: SessionMember,
  f: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    source?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<TIncomeValue> {
  const r = await repo.incomeLines(db, member.memberId, {
    from: f.startDate ?? null,
    to: f.endDate ?? null,
    source: f.source ?? null,
    offset: (f.pageNo - 1) * f.pageSize,
    limit: f.pageSize,
  });
  const bySource = incomeSources.map((source) => {
    const s = r.sums.get(source);
    return { source, amount: formatMinor(s?.total ?? 0n), count: s?.count ?? 0 };
  });
  const totalLines = f.source
    ? (r.sums.get(f.source)?.count ?? 0)
    : [...r.sums.values()].reduce((n, s) => n + s.count, 0);
  return {
    bySource,
    total: formatMinor([...r.sums.values()].reduce((n, s) => n + s.total, 0n)),
    totalLines,
    totalPages: Math.ceil(totalLines / f.pageSize),
    list: r.list.map((l) => ({
      ...l,
      source: l.source as TIncomeValue['list'][number]['source'],
      amount: formatMinor(l.amount),
    })),
  };
}

/**
 * A sub-agent's starting contracts (register account): approved at once, each within the agent's own rate. Checked
 * before the account exists (`check`), written after (`grant`).
 */
export async function checkStartingContracts(
  db: Db,
  merchant: Merchant,
  agentId: number,
  list: Array<{ kind: TContractKind; tiers: TContractTier[]; cycle?: TDividendCycle | undefined }>,
) {
  const out = [];
  const kinds = new Set<TContractKind>();
  for (const c of list) {
    if (kinds.has(c.kind)) throw new AppError('contract_exists');
    kinds.add(c.kind);
    if (!kindEnabled(merchant, c.kind)) throw new AppError('contract_kind_disabled');
    const tiers = storedTiers(c.tiers);
    out.push({ kind: c.kind, tiers, cycle: await offerableCycle(db, merchant, agentId, c.kind, tiers, c.cycle) });
  }
  return out;
}

export async function grantStartingContracts(
  db: Db,
  merchant: Merchant,
  agentId: number,
  downlineId: number,
  checked: Awaited<ReturnType<typeof checkStartingContracts>>,
) {
  for (const c of checked)
    await repo.insertContract(db, {
      merchantId: merchant.id,
      kind: c.kind,
      uplineId: agentId,
      downlineId,
      status: 'approved',
      cycle: c.cycle,
      tiers: c.tiers,
      topRateBp: topRate(c.tiers),
    });
}

/** Each downline's approved or waiting contract kinds (team management's contract state). */
export const contractStates = repo.downlineContractKinds;
