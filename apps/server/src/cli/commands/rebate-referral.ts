import { opPath } from '@portal/contracts/op';
import { rebateConsoleOps } from '@portal/contracts/rebate';
import { referralConsoleOps } from '@portal/contracts/referral';
import type { Command } from '../client.ts';

export const rebateRates: Command = {
  name: 'rebate-rates',
  usage: "rebate-rates <MERCHANT>   a brand's rebate rates per VIP level and product (basis points)",
  run: async ([code], client) => {
    if (!code) throw new Error('give the brand code');
    return client.get(opPath(rebateConsoleOps.rates.path, { code }));
  },
};

export const rebateRatesSet: Command = {
  name: 'rebate-rates-set',
  usage:
    'rebate-rates-set <MERCHANT> < rates.json   replace the rate table: {"levels":[{"rankLevel":0,"rates":{"RNG":40}}]}',
  run: async ([code], client, io) => {
    if (!code) throw new Error('give the brand code');
    const text = (await io.stdin()).trim();
    if (!text) throw new Error('pipe the rate table as JSON on standard input');
    return client.put(opPath(rebateConsoleOps.setRates.path, { code }), JSON.parse(text) as unknown);
  },
};

export const referralSettings: Command = {
  name: 'referral',
  usage:
    'referral <MERCHANT> [on|off MIN_DEPOSIT REWARD]   show or set the referral programme, e.g. referral LUMEN on 100 20',
  run: async ([code, state, minDeposit, reward], client) => {
    if (!code) throw new Error('give the brand code');
    if (!state) return client.get(opPath(referralConsoleOps.settings.path, { code }));
    if (!['on', 'off'].includes(state)) throw new Error('say on or off');
    const amount = /^\d+(\.\d{1,2})?$/;
    if (!minDeposit || !reward || !amount.test(minDeposit) || !amount.test(reward))
      throw new Error('give the minimum first deposit and the reward, e.g. 100 20');
    return client.put(opPath(referralConsoleOps.setSettings.path, { code }), {
      enabled: state === 'on',
      minDeposit,
      reward,
    });
  },
};
