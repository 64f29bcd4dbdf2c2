import type { Command } from '../client.ts';

export const restrict: Command = {
  name: 'restrict',
  usage: 'restrict <CC,CC,...|none> [MERCHANT]   set the countries refused by a brand (ISO codes)',
  run: async ([list = '', code = 'LUMEN'], client) => {
    const countries = list === 'none' ? [] : list.split(',').filter(Boolean);
    return client.put(`/admin/api/merchants/${code}/region-restriction`, { countries });
  },
};
