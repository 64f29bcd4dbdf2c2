import type {
  TContract,
  TContractKind,
  TContractList,
  TContractPayout,
  TContractStatus,
} from '@portal/contracts/agent-contracts';
import { Failure } from './fake-api.ts';

/** A contract between `upline` and `downline`: one flat rate unless tiers are given. */
export const contract = (
  id: number,
  kind: TContractKind,
  extra: Partial<TContract> & { upline?: string | null; downline?: string; status?: TContractStatus } = {},
): TContract => ({
  id,
  kind,
  upline: 'boss',
  downline: 'demo_agent',
  status: 'approved',
  terminationRequestedBy: null,
  cycle: kind === 'dividend' ? 'monthly' : null,
  tiers: [{ minBase: '0.00', minActive: 0, rateBp: 120 }],
  createdAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-01T11:00:00.000Z',
  endedAt: null,
  ...extra,
});

export const payout = (id: number, contractId: number, kind: TContractKind = 'daily'): TContractPayout => ({
  id,
  contractId,
  kind,
  username: 'demo_agent',
  periodStart: '2026-11-20T00:00:00.000Z',
  periodEnd: '2026-11-21T00:00:00.000Z',
  base: '10000.00',
  activePlayers: 7,
  rateBp: 120,
  passedDownBp: 50,
  amount: '120.00',
  paidAt: '2026-11-21T00:05:00.000Z',
});

/**
 * One kind's relay answering like the server: list, payouts (filtered by contractId), and every action, which
 * moves the contract's state. `fail` answers an action with that error key instead. Sent bodies are kept in `sent`.
 */
export function contractRelay(
  kind: TContractKind,
  list: TContractList,
  opts: { payouts?: TContractPayout[]; fail?: string } = {},
) {
  const sent: Array<Record<string, unknown>> = [];
  const next: Record<string, (c: TContract, by: string) => Partial<TContract>> = {
    accept: () => ({ status: 'approved' }),
    reject: () => ({ status: 'rejected' }),
    withdraw: () => ({ status: 'rejected' }),
    terminate: (_c, by) => ({ terminationRequestedBy: by }),
    acceptTermination: () => ({ status: 'terminated', terminationRequestedBy: null }),
    rejectTermination: () => ({ terminationRequestedBy: null }),
  };
  const handler = (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown> & { action: string };
    sent.push(body);
    if (body.action === 'list') return list;
    if (body.action === 'payouts') {
      const rows = (opts.payouts ?? []).filter((p) => !body.contractId || p.contractId === body.contractId);
      const total = rows.reduce((s, p) => s + Number(p.amount), 0).toFixed(2);
      return { list: rows, total: rows.length, totalPages: rows.length ? 1 : 0, totalAmount: total };
    }
    if (opts.fail) return new Failure(opts.fail, null, 400);
    if (body.action === 'offer') {
      const made = contract(90, kind, {
        upline: 'demo_agent',
        downline: String(body.downline),
        status: 'in_process',
        tiers: body.tiers as TContract['tiers'],
      });
      list.offered.unshift(made);
      return made;
    }
    const all = [...list.received, ...list.offered];
    const c = all.find((x) => x.id === body.contractId);
    if (!c) return new Failure('contract_not_found', null, 404);
    const by = list.received.includes(c) ? c.downline : (c.upline ?? '');
    Object.assign(c, next[body.action]?.(c, by));
    return c;
  };
  return { handler, sent };
}
