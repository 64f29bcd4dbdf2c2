import type { Command } from '../client.ts';

const STATUSES = ['scheduled', 'live', 'paused', 'ended'];
const brandPath = (code: string) => `/admin/api/console/brands/${encodeURIComponent(code)}`;
const numeric = (id: string | undefined, what: string) => {
  if (!id || !/^\d+$/.test(id)) throw new Error(`give the numeric ${what} id`);
  return id;
};
/** A promotion's JSON (ZPromotionInput) from standard input. */
const readInput = async (stdin: () => Promise<string>) => {
  const text = (await stdin()).trim();
  if (!text) throw new Error('pipe the promotion as JSON on standard input');
  return JSON.parse(text) as unknown;
};

export const promotionList: Command = {
  name: 'promotions',
  usage: "promotions <MERCHANT> [STATUS]   a brand's promotions, drafts included",
  run: async ([code, status], client) => {
    if (!code) throw new Error('give the brand code');
    if (status && ![...STATUSES, 'draft'].includes(status)) throw new Error(`statuses: draft, ${STATUSES.join(', ')}`);
    return client.get(`${brandPath(code)}/promotions?size=200${status ? `&status=${status}` : ''}`);
  },
};

export const promotionCreate: Command = {
  name: 'promotion-create',
  usage: 'promotion-create <MERCHANT> < promotion.json   create a promotion (a draft) from JSON on standard input',
  run: async ([code], client, io) => {
    if (!code) throw new Error('give the brand code');
    return client.post(`${brandPath(code)}/promotions`, await readInput(io.stdin));
  },
};

export const promotionEdit: Command = {
  name: 'promotion-edit',
  usage: 'promotion-edit <ID> < promotion.json   replace a promotion’s settings (issued bonuses keep their terms)',
  run: async ([id], client, io) =>
    client.put(`/admin/api/console/promotions/${numeric(id, 'promotion')}`, await readInput(io.stdin)),
};

export const promotionStatus: Command = {
  name: 'promotion-status',
  usage: `promotion-status <ID> <${STATUSES.join('|')}>   schedule, start, pause or end a promotion`,
  run: async ([id, status], client) => {
    if (!status || !STATUSES.includes(status)) throw new Error(`statuses: ${STATUSES.join(', ')}`);
    return client.post(`/admin/api/console/promotions/${numeric(id, 'promotion')}/status`, { status });
  },
};

export const promotionApplications: Command = {
  name: 'promotion-applications',
  usage: "promotion-applications <MERCHANT> [in_process|approved|issued|rejected]   a brand's promotion applications",
  run: async ([code, status], client) => {
    if (!code) throw new Error('give the brand code');
    if (status && !['in_process', 'approved', 'issued', 'rejected'].includes(status))
      throw new Error('statuses: in_process, approved, issued, rejected');
    return client.get(`${brandPath(code)}/promotion-applications?size=200${status ? `&status=${status}` : ''}`);
  },
};

export const promotionApprove: Command = {
  name: 'promotion-approve',
  usage:
    'promotion-approve <APPLICATION_ID> <AMOUNT>   approve an application; the member claims the amount as a bonus',
  run: async ([id, amount], client) => {
    if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) throw new Error('give the amount, e.g. 50.00');
    return client.post(`/admin/api/console/promotions/applications/${numeric(id, 'application')}/approve`, { amount });
  },
};

export const promotionReject: Command = {
  name: 'promotion-reject',
  usage: 'promotion-reject <APPLICATION_ID> <REASON...>   reject an application with the reason the member sees',
  run: async ([id, ...words], client) => {
    const reason = words.join(' ').trim();
    if (!reason) throw new Error('give the reason');
    return client.post(`/admin/api/console/promotions/applications/${numeric(id, 'application')}/reject`, { reason });
  },
};
