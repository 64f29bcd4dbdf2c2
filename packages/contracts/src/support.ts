import { z } from 'zod';

/** Customer-service chat (the address behind the brand's encrypted type '3'/'4' paths is /support/chat). */
export const supportChannels = ['live', 'vip'] as const;
export const ZSupportChannel = z.enum(supportChannels);

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
