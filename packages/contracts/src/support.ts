import { z } from 'zod';
import { op } from './op.ts';

/** Customer-service chat (the address behind the brand's encrypted type '3'/'4' paths is /support/chat). */
export const supportChannels = ['live', 'vip'] as const;
export const ZSupportChannel = z.enum(supportChannels);

/** GET /support/chat?channel= (the chat page, HTML). */
export const ZSupportPageQuery = z.object({ channel: ZSupportChannel.default('live') });

/** POST /support/api/conversations: opens a conversation; the token is shown once and kept by the chat page. */
export const ZStartConversationBody = z.object({
  channel: ZSupportChannel.default('live'),
  name: z.string().trim().max(40).default(''),
});
export const ZConversationStarted = z.object({ token: z.string(), channel: ZSupportChannel });

export const ZSupportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['visitor', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

/** A message body: trimmed, 1 to 2000 characters. */
export const ZSupportMessageBody = z.object({ body: z.string().trim().min(1).max(2000) });

/** GET /support/api/messages?after=<id> with header `x-chat-token`: the messages after an id. */
export const ZSupportPollQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
export const ZSupportThread = z.object({
  status: z.enum(['open', 'closed']),
  messages: z.array(ZSupportMessage),
});

/** Operator side (role support or admin). */
export const ZConversationListQuery = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const ZConversationSummary = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  channel: ZSupportChannel,
  visitorName: z.string(),
  status: z.enum(['open', 'closed']),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  /** The visitor spoke last: someone should answer. */
  waiting: z.boolean(),
  /** The visitor's messages since the last operator answer. */
  unread: z.number().int(),
});
export const ZConversationParams = z.object({ id: z.coerce.number().int().min(1) });
export const ZConversationDetail = ZConversationSummary.extend({ messages: z.array(ZSupportMessage) });
export const ZConversationStatusBody = z.object({ status: z.enum(['open', 'closed']) });

/** The visitor's conversation token travels in this header (the chat page keeps it); at most 100 characters. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
export const CHAT_TOKEN_MAX = 100;

/** The chat page's calls: anyone may open a conversation; its token then names it. */
export const supportOps = {
  start: op({
    method: 'POST',
    path: '/support/api/conversations',
    auth: 'public',
    tags: ['support'],
    summary: 'Open a customer-service conversation; the token is returned once',
    body: ZStartConversationBody,
    response: ZConversationStarted,
  }),
  thread: op({
    method: 'GET',
    path: '/support/api/messages',
    auth: 'public',
    tags: ['support'],
    summary: 'The conversation’s messages after an id (header x-chat-token)',
    query: ZSupportPollQuery,
    response: ZSupportThread,
  }),
  say: op({
    method: 'POST',
    path: '/support/api/messages',
    auth: 'public',
    tags: ['support'],
    summary: 'A visitor’s message (header x-chat-token); reopens a closed conversation',
    body: ZSupportMessageBody,
    response: ZSupportMessage,
  }),
};

export type TConversationSummary = z.infer<typeof ZConversationSummary>;
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

/** The operators' chat inbox. */
export const supportConsoleOps = {
  conversations: op({
    method: 'GET',
    path: '/admin/api/support/conversations',
    auth: 'operator',
    action: 'chat.answer',
    tags: ['operator'],
    summary: 'Customer-service conversations by status, the latest first',
    query: ZConversationListQuery,
    response: z.array(ZConversationSummary),
  }),
  conversation: op({
    method: 'GET',
    path: '/admin/api/support/conversations/:id',
    auth: 'operator',
    action: 'chat.answer',
    tags: ['operator'],
    summary: 'A conversation with its messages',
    params: ZConversationParams,
    response: ZConversationDetail,
  }),
  reply: op({
    method: 'POST',
    path: '/admin/api/support/conversations/:id/reply',
    auth: 'operator',
    action: 'chat.answer',
    tags: ['operator'],
    summary: 'An operator’s answer in a conversation',
    params: ZConversationParams,
    body: ZSupportMessageBody,
    response: ZSupportMessage,
  }),
  setStatus: op({
    method: 'PUT',
    path: '/admin/api/support/conversations/:id/status',
    auth: 'operator',
    action: 'chat.answer',
    tags: ['operator'],
    summary: 'Closes or reopens a conversation',
    params: ZConversationParams,
    body: ZConversationStatusBody,
    response: ZConversationDetail,
  }),
};
