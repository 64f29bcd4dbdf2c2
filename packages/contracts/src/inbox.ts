import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';

/** The languages a message is written in (the portal's six shipped languages). */
export const INBOX_LANGUAGES = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
export type TInboxLanguage = (typeof INBOX_LANGUAGES)[number];

/** GET /wps/relay/CSP_getInbox: a page of the member's messages, newest first. */
export const ZInboxQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZInboxMessage = z.object({
  id: z.number().int(),
  /** Who wrote it: the brand's operators, or the platform itself (deposit credited, withdrawal paid, feedback answered). */
  source: z.enum(['operator', 'system']),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxPage = z.object({
  list: z.array(ZInboxMessage),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

/** GET /wps/relay/CSP_unreadCount; also the answer of both mark-read calls. */
export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** POST /wps/relay/CSP_markRead */
export const ZMarkReadBody = z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Who an operator's message goes to: one member, a VIP level and above, the agents, or every member. */
export const ZInboxAudience = z.enum(['member', 'vip', 'agents', 'all']);
export type TInboxAudience = z.infer<typeof ZInboxAudience>;

export const ZInboxText = z.object({
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(2000),
});
/** A message's text per language; at least one. Members read their language, else the brand's, else English. */
export const ZInboxTexts = z
  .partialRecord(z.enum(INBOX_LANGUAGES), ZInboxText)
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });
export type TInboxTexts = z.infer<typeof ZInboxTexts>;

/** POST /admin/api/inbox/messages */
export const ZSendInboxBody = z
  .object({
    /** The brand; the default brand when left out. */
    merchantCode: z.string().trim().min(1).max(40).optional(),
    audience: ZInboxAudience,
    /** audience member: the member's username on that brand. */
    username: z.string().trim().min(1).max(64).optional(),
    /** audience vip: members at this level or above. */
    vipRank: z.number().int().min(1).max(100).optional(),
    texts: ZInboxTexts,
  })
  .refine((b) => (b.audience === 'member') === Boolean(b.username), {
    message: 'username goes with audience member',
    path: ['username'],
  })
  .refine((b) => (b.audience === 'vip') === (b.vipRank !== undefined), {
    message: 'vipRank goes with audience vip',
    path: ['vipRank'],
  });
export type TSendInboxBody = z.infer<typeof ZSendInboxBody>;

export const ZSentInboxQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** An operator's message as the console lists it. */
export const ZSentInboxMessage = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  audience: ZInboxAudience,
  username: z.string().nullable(),
  vipRank: z.number().int().nullable(),
  texts: ZInboxTexts,
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  /** Members who have opened it. */
  readCount: z.number().int(),
});
export type TSentInboxMessage = z.infer<typeof ZSentInboxMessage>;
export const ZSentInboxPage = z.object({ rows: z.array(ZSentInboxMessage), total: z.number().int() });
export type TSentInboxPage = z.infer<typeof ZSentInboxPage>;

/** POST /admin/api/inbox/messages answers the new message's id. */
export const ZInboxSent = z.object({ id: z.number().int() });

/** The member's inbox (INBOX3, real members only; the brand's switch is checked by the handler). */
export const inboxOps = {
  page: op({
    ...FIRST_LOAD.inbox,
    auth: 'real',
    tags: ['inbox'],
    summary: 'A page of the member’s messages, newest first, in the member’s language',
    query: ZInboxQuery,
    response: ZInboxPage,
  }),
  unread: op({
    ...FIRST_LOAD.inboxUnread,
    auth: 'real',
    tags: ['inbox'],
    summary: 'Unread messages',
    response: ZUnreadCount,
  }),
  markRead: op({
    ...FIRST_LOAD.inboxMarkRead,
    auth: 'real',
    tags: ['inbox'],
    summary: 'Marks one message read; answers the unread count',
    body: ZMarkReadBody,
    response: ZUnreadCount,
  }),
  markAllRead: op({
    ...FIRST_LOAD.inboxMarkAllRead,
    auth: 'real',
    tags: ['inbox'],
    summary: 'Marks every message read; answers the unread count (0)',
    response: ZUnreadCount,
  }),
};

export const inboxConsoleOps = {
  send: op({
    method: 'POST',
    path: '/admin/api/inbox/messages',
    auth: 'operator',
    action: 'inbox.manage',
    tags: ['operator'],
    summary: 'Send a message to a member, a VIP level and above, the agents or every member of a brand',
    body: ZSendInboxBody,
    response: ZInboxSent,
  }),
  sent: op({
    method: 'GET',
    path: '/admin/api/inbox/messages',
    auth: 'operator',
    action: 'inbox.manage',
    tags: ['operator'],
    summary: 'Messages operators have sent, newest first, with how many members read each',
    query: ZSentInboxQuery,
    response: ZSentInboxPage,
  }),
};
