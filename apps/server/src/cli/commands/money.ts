import { randomUUID } from 'node:crypto';
import type { Command } from '../client.ts';

export const deposits: Command = {
  name: 'deposits',
  usage: 'deposits [STATUS]   list deposits (pending, paid, cancelled, rejected)',
  run: async ([status], client) => client.get(`/admin/api/deposits${status ? `?status=${status}` : ''}`),
};

export const deposit: Command = {
  name: 'deposit',
  usage: 'deposit <approve|reject> <REF>   decide a manual deposit',
  run: async ([decision, ref], client) => {
    if ((decision !== 'approve' && decision !== 'reject') || !ref)
      throw new Error('deposit takes approve|reject and a reference');
    return client.post(`/admin/api/deposits/${ref}/decision`, { approve: decision === 'approve' });
  },
};

export const withdrawals: Command = {
  name: 'withdrawals',
  usage: 'withdrawals [STATUS]   list withdrawals (pending, paid, received, not_received, ...)',
  run: async ([status], client) => client.get(`/admin/api/withdrawals${status ? `?status=${status}` : ''}`),
};

export const withdrawal: Command = {
  name: 'withdrawal',
  usage: 'withdrawal <pay|reject|refund> <ID>   pay out, reject (funds return) or refund a not-received payout',
  run: async ([action, id], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('withdrawal takes an action and a numeric id');
    if (action === 'refund') return client.post(`/admin/api/withdrawals/${id}/refund`, {});
    if (action !== 'pay' && action !== 'reject') throw new Error('withdrawal takes pay, reject or refund');
    return client.post(`/admin/api/withdrawals/${id}/decision`, { approve: action === 'pay' });
  },
};

/** Every run is a new adjustment: its own request id (the server answers a repeated id with its first result). */
export const adjust: Command = {
  name: 'adjust',
  usage: 'adjust <MEMBER_ID> <AMOUNT> <REASON...>   credit (or debit with a minus sign) a member with a reason',
  run: async ([id, amount, ...reason], client) =>
    client.post(`/admin/api/members/${id}/adjust`, { amount, reason: reason.join(' '), requestId: randomUUID() }),
};
