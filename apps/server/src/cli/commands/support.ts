import type { Command } from '../client.ts';

export const supportInbox: Command = {
  name: 'support',
  usage: 'support [open|closed]   customer-service conversations, newest first (waiting = the visitor spoke last)',
  run: async ([status = 'open'], client) => {
    if (status !== 'open' && status !== 'closed') throw new Error('support takes open or closed');
    return client.get(`/admin/api/support/conversations?status=${status}`);
  },
};

const idOf = (id: string | undefined) => {
  if (!id || !/^\d+$/.test(id)) throw new Error('give the numeric conversation id');
  return id;
};

export const supportShow: Command = {
  name: 'support-show',
  usage: 'support-show <ID>   one conversation with all its messages',
  run: async ([id], client) => client.get(`/admin/api/support/conversations/${idOf(id)}`),
};

export const supportReply: Command = {
  name: 'support-reply',
  usage: 'support-reply <ID> <TEXT...>   answer a visitor (shown in their chat window within seconds)',
  run: async ([id, ...words], client) => {
    const body = words.join(' ').trim();
    if (!body) throw new Error('support-reply takes the answer text');
    return client.post(`/admin/api/support/conversations/${idOf(id)}/reply`, { body });
  },
};

export const supportClose: Command = {
  name: 'support-close',
  usage: 'support-close <ID> [--reopen]   close a conversation (the visitor writing again reopens it)',
  run: async ([id, flag], client) =>
    client.put(`/admin/api/support/conversations/${idOf(id)}/status`, {
      status: flag === '--reopen' ? 'open' : 'closed',
    }),
};
