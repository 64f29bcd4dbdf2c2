import type { Command } from '../client.ts';

const BASE = '/admin/api/console/approvals';
const STATUSES = ['pending', 'approved', 'rejected', 'applied'];

export const approvals: Command = {
  name: 'approvals',
  usage:
    'approvals [pending|approved|rejected|applied]   changes that create value (mall items, raffles, bonuses, house contracts) and wait for a second operator',
  run: async ([status = 'pending'], client) => {
    if (!STATUSES.includes(status)) throw new Error(`status is one of ${STATUSES.join(', ')}`);
    return client.get(`${BASE}?status=${status}&dir=asc&size=200`);
  },
};

export const approvalApprove: Command = {
  name: 'approval-approve',
  usage: 'approval-approve <ID>   approve a change another operator asked for: it is applied once',
  run: async ([id], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the approval id');
    return client.post(`${BASE}/${id}/approve`, {});
  },
};

export const approvalReject: Command = {
  name: 'approval-reject',
  usage: 'approval-reject <ID> <REASON…>   reject a change another operator asked for: nothing changes',
  run: async ([id, ...reason], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the approval id');
    if (reason.join(' ').trim().length < 3) throw new Error('give the reason (3 characters at least)');
    return client.post(`${BASE}/${id}/reject`, { reason: reason.join(' ') });
  },
};
