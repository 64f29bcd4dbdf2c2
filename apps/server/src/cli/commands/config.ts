import type { Command } from '../client.ts';

export const showConfig: Command = {
  name: 'config',
  usage: 'config [MERCHANT]   show a brand row and its whole configuration, secrets masked (default LUMEN)',
  run: async ([code = 'LUMEN'], client) => client.get(`/admin/api/merchants/${encodeURIComponent(code)}/config`),
};
