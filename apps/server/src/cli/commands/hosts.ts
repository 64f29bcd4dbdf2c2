import type { Command } from '../client.ts';

export const hosts: Command = {
  name: 'hosts',
  usage: 'hosts <host,host,...|none> [MERCHANT]   set the host names a brand serves (e.g. play.example.com)',
  run: async ([list = '', code = 'LUMEN'], client) => {
    const names = list === 'none' ? [] : list.split(',').filter(Boolean);
    return client.put(`/admin/api/merchants/${code}/hosts`, { hosts: names });
  },
};
