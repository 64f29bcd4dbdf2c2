import type { Command } from '../client.ts';

const LANGS = ['pt', 'en', 'cn', 'id', 'th', 'vi'];
const AUDIENCES = ['member', 'all', 'agents', 'vip'];

export const inboxSend: Command = {
  name: 'inbox-send',
  usage:
    "inbox-send <member|all|agents|vip> [USERNAME|LEVEL] <LANG> <TITLE> -- <TEXT...>   a message to a member's inbox (or a group), in one language (members of another read it too)",
  run: async (args, client) => {
    const [audience, ...rest] = args;
    if (!audience || !AUDIENCES.includes(audience)) throw new Error(`inbox-send takes ${AUDIENCES.join(', ')}`);
    const target = audience === 'member' || audience === 'vip' ? rest.shift() : undefined;
    if ((audience === 'member' || audience === 'vip') && !target)
      throw new Error(`inbox-send ${audience} takes a ${audience === 'vip' ? 'level' : 'username'}`);
    const [lang, ...words] = rest;
    if (!lang || !LANGS.includes(lang)) throw new Error(`give the language: ${LANGS.join(', ')}`);
    const split = words.indexOf('--');
    const title = words.slice(0, split).join(' ').trim();
    const body = words
      .slice(split + 1)
      .join(' ')
      .trim();
    if (split < 1 || !title || !body) throw new Error('give the title, then -- and the text');
    return client.post('/admin/api/inbox/messages', {
      audience,
      ...(audience === 'member' ? { username: target } : {}),
      ...(audience === 'vip' ? { vipRank: Number(target) } : {}),
      texts: { [lang]: { title, body } },
    });
  },
};

export const feedbackList: Command = {
  name: 'feedback',
  usage: "feedback [pending|answered]   players' feedback, newest first",
  run: async ([status], client) => {
    if (status && status !== 'pending' && status !== 'answered') throw new Error('feedback takes pending or answered');
    return client.get(`/admin/api/feedback${status ? `?status=${status}` : ''}`);
  },
};

export const feedbackAnswer: Command = {
  name: 'feedback-answer',
  usage: "feedback-answer <ID> <TEXT...>   answer a player's feedback (it also arrives in their inbox)",
  run: async ([id, ...words], client) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('give the numeric feedback id');
    const answer = words.join(' ').trim();
    if (!answer) throw new Error('feedback-answer takes the answer text');
    return client.post(`/admin/api/feedback/${id}/answer`, { answer });
  },
};
