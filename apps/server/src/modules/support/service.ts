import type { TSupportMessage } from '@portal/contracts/support';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import { supportRepo } from './repo.ts';

type MessageRow = { id: number; author: 'visitor' | 'operator'; body: string; createdAt: Date };
const message = (m: MessageRow): TSupportMessage => ({
  id: m.id,
  author: m.author,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

type SummaryRow = NonNullable<Awaited<ReturnType<typeof supportRepo.summary>>>;
const summary = (c: SummaryRow) => ({
  id: c.id,
  merchantCode: c.merchantCode,
  channel: c.channel,
  visitorName: c.visitorName,
  status: c.status,
  lastMessageAt: c.lastMessageAt.toISOString(),
  lastMessage: c.lastMessage,
  waiting: c.lastAuthor === 'visitor',
  unread: Number(c.unread),
});

/** Opens a conversation; the visitor's token is returned once (only its hash is kept). */
export async function startConversation(db: Db, merchant: Merchant, channel: 'live' | 'vip', name: string) {
  const token = newToken();
  await supportRepo.create(db, { merchantId: merchant.id, tokenHash: tokenHash(token), channel, visitorName: name });
  return { token, channel };
}

async function conversationOf(db: Db, token: string, merchant: Merchant) {
  const c = token ? await supportRepo.byToken(db, tokenHash(token)) : undefined;
  // A token works only on the brand that issued it.
  if (!c || c.merchantId !== merchant.id) throw new AppError('support_chat_unknown');
  return c;
}

export async function visitorThread(db: Db, merchant: Merchant, token: string, after: number) {
  const c = await conversationOf(db, token, merchant);
  return { status: c.status, messages: (await supportRepo.messagesAfter(db, c.id, after)).map(message) };
}

export async function visitorSays(db: Db, merchant: Merchant, token: string, body: string) {
  const c = await conversationOf(db, token, merchant);
  const m = await supportRepo.addMessage(db, { conversationId: c.id, author: 'visitor', body });
  if (!m) throw new AppError('internal');
  return message(m);
}

export async function conversations(db: Db, status: 'open' | 'closed') {
  return (await supportRepo.list(db, status)).map(summary);
}

export async function conversationDetail(db: Db, id: number) {
  const c = await supportRepo.summary(db, id);
  if (!c) throw new AppError('support_chat_unknown');
  return { ...summary(c), messages: (await supportRepo.messagesAfter(db, id, 0, 1000)).map(message) };
}

export async function operatorReplies(db: Db, op: OperatorSession, id: number, body: string) {
  if (!(await supportRepo.summary(db, id))) throw new AppError('support_chat_unknown');
  const m = await supportRepo.addMessage(db, {
    conversationId: id,
    author: 'operator',
    operatorId: op.operatorId,
    body,
  });
  if (!m) throw new AppError('internal');
  await audit(db, { operatorId: op.operatorId, action: 'support.reply', target: String(id), detail: {} });
  return message(m);
}

export async function setConversationStatus(db: Db, op: OperatorSession, id: number, status: 'open' | 'closed') {
  if (!(await supportRepo.setStatus(db, id, status))) throw new AppError('support_chat_unknown');
  await audit(db, { operatorId: op.operatorId, action: `support.${status}`, target: String(id), detail: {} });
  return conversationDetail(db, id);
}
