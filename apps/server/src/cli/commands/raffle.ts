import { randomUUID } from 'node:crypto';
import type { Command } from '../client.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

export const raffles: Command = {
  name: 'raffles',
  usage: "raffles <MERCHANT>   a brand's red envelopes and wheels with their pools",
  run: async ([code], client) => {
    if (!code) throw new Error('give the brand code');
    return client.get(`/admin/api/console/brands/${encodeURIComponent(code)}/raffles`);
  },
};

export const raffleCreate: Command = {
  name: 'raffle-create',
  usage:
    'raffle-create <MERCHANT> < event.json   create a red envelope or wheel: {"texts":{"pt":{"title":"…"}},"startsAt":"…","endsAt":"…","rules":{"kind":"red_envelope","min":"1.00","max":"8.88"}}',
  run: async ([code], client, io) => {
    if (!code) throw new Error('give the brand code');
    const text = (await io.stdin()).trim();
    if (!text) throw new Error('pipe the event as JSON on standard input');
    return client.post(`/admin/api/console/brands/${encodeURIComponent(code)}/raffles`, JSON.parse(text) as unknown);
  },
};

export const raffleFund: Command = {
  name: 'raffle-fund',
  usage:
    'raffle-fund <EVENT_ID> <AMOUNT> [KEY]   move money from the house into the event’s pool; the same KEY again funds once',
  run: async ([id, amount, key], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the event id');
    if (!amount || !AMOUNT.test(amount)) throw new Error('give the amount, e.g. 5000 or 5000.00');
    return client.post(`/admin/api/console/raffles/${id}/fund`, { amount, key: key ?? randomUUID() });
  },
};
