import type { Command } from '../client.ts';

const KINDS = ['dividend', 'daily', 'hourly', 'realtime'];
const STATUSES = ['in_process', 'rejected', 'approved', 'terminated', 'suspended'];
const CYCLES = ['daily', 'weekly', 'semimonthly', 'monthly'];
const brandPath = (code: string) => `/admin/api/console/brands/${encodeURIComponent(code)}/contracts`;
const query = (q: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return s ? `?${s}` : '';
};

export const contractList: Command = {
  name: 'contracts',
  usage: "contracts <MERCHANT> [KIND] [STATUS]   a brand's agent contracts, newest first",
  run: async ([code, kind, status], client) => {
    if (!code) throw new Error('give the brand code');
    if (kind && !KINDS.includes(kind)) throw new Error(`kinds: ${KINDS.join(', ')}`);
    if (status && !STATUSES.includes(status)) throw new Error(`statuses: ${STATUSES.join(', ')}`);
    return client.get(`${brandPath(code)}${query({ kind, status, size: '100' })}`);
  },
};

export const contractPayouts: Command = {
  name: 'contract-payouts',
  usage: "contract-payouts <MERCHANT> [KIND]   a brand's contract payout statements, newest first",
  run: async ([code, kind], client) => {
    if (!code) throw new Error('give the brand code');
    if (kind && !KINDS.includes(kind)) throw new Error(`kinds: ${KINDS.join(', ')}`);
    return client.get(`${brandPath(code)}/payouts${query({ kind, size: '100' })}`);
  },
};

/**
 * key=value pairs onto the settings: kinds.<kind>=on|off, maxRateBp.<kind>=N, settleDelaySeconds=N, payoutsEnabled,
 * holderOwnBets and confirmAboveEdge (an admin saving rates whose give-backs pass a house edge)=on|off.
 */
function applySetting(s: Record<string, unknown>, pair: string) {
  const [key, value] = pair.split('=');
  if (!key || value === undefined) throw new Error(`not key=value: ${pair}`);
  const flag = () => {
    if (value !== 'on' && value !== 'off') throw new Error(`${key} takes on or off`);
    return value === 'on';
  };
  const number = () => {
    if (!/^\d+$/.test(value)) throw new Error(`${key} takes a whole number`);
    return Number(value);
  };
  const [head, kind] = key.split('.');
  if ((head === 'kinds' || head === 'maxRateBp') && kind && KINDS.includes(kind))
    (s[head] as Record<string, unknown>)[kind] = head === 'kinds' ? flag() : number();
  else if (key === 'settleDelaySeconds') s[key] = number();
  else if (key === 'payoutsEnabled' || key === 'holderOwnBets' || key === 'confirmAboveEdge') s[key] = flag();
  else throw new Error(`unknown setting ${key}`);
}

export const contractSettings: Command = {
  name: 'contract-settings',
  usage:
    "contract-settings <MERCHANT> [kinds.KIND=on|off] [maxRateBp.KIND=N] [settleDelaySeconds=N] [payoutsEnabled=on|off] [holderOwnBets=on|off] [confirmAboveEdge=on]   show or change a brand's contract settings",
  run: async ([code, ...pairs], client) => {
    if (!code) throw new Error('give the brand code');
    const current = (await client.get(`${brandPath(code)}/settings`)) as Record<string, unknown>;
    if (pairs.length === 0) return current;
    const next = structuredClone(current);
    for (const p of pairs) applySetting(next, p);
    return client.put(`${brandPath(code)}/settings`, next);
  },
};

export const contractSuspend: Command = {
  name: 'contract-suspend',
  usage: 'contract-suspend <ID> <REASON...>   suspend an approved contract (it pays nothing until resumed)',
  run: async ([id, ...words], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the numeric contract id');
    const reason = words.join(' ').trim();
    if (!reason) throw new Error('give the reason');
    return client.post(`/admin/api/console/contracts/${id}/suspend`, { reason });
  },
};

export const contractResume: Command = {
  name: 'contract-resume',
  usage: 'contract-resume <ID>   resume a suspended contract',
  run: async ([id], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the numeric contract id');
    return client.post(`/admin/api/console/contracts/${id}/resume`, {});
  },
};

export const contractHouse: Command = {
  name: 'contract-house',
  usage:
    'contract-house <MERCHANT> <USERNAME> <KIND> <RATE_BP> [CYCLE]   grant a top agent its house contract (a dividend needs its cycle)',
  run: async ([code, username, kind, rate, cycle], client) => {
    if (!code || !username) throw new Error('give the brand code and the username');
    if (!kind || !KINDS.includes(kind)) throw new Error(`kinds: ${KINDS.join(', ')}`);
    if (!rate || !/^\d+$/.test(rate)) throw new Error('give the rate in basis points (100 = 1.00 %)');
    if (cycle && !CYCLES.includes(cycle)) throw new Error(`cycles: ${CYCLES.join(', ')}`);
    return client.post(`${brandPath(code)}/house`, {
      username,
      kind,
      tiers: [{ minBase: '0.00', minActive: 0, rateBp: Number(rate) }],
      ...(cycle ? { cycle } : {}),
    });
  },
};
