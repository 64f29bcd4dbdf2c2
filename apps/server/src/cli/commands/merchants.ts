import type { Command } from '../client.ts';

export const merchants: Command = {
  name: 'merchants',
  usage: 'merchants   list brands with their maintenance and restriction state',
  run: async (_args, client) => client.get('/admin/api/merchants'),
};

export const auditLog: Command = {
  name: 'audit',
  usage: 'audit [LIMIT]   the latest operator actions',
  run: async ([limit = '20'], client) => client.get(`/admin/api/audit?limit=${Number(limit)}`),
};
