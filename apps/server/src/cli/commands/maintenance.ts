import type { Command } from '../client.ts';

export const maintenance: Command = {
  name: 'maintenance',
  usage: 'maintenance <on|off> [MERCHANT]   switch the maintenance screen of a brand (default LUMEN)',
  run: async ([state, code = 'LUMEN'], client) => {
    if (state !== 'on' && state !== 'off') throw new Error('maintenance takes on or off');
    return client.put(`/admin/api/merchants/${code}/maintenance`, { on: state === 'on' });
  },
};
