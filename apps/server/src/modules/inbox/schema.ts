import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** One message: to a member (memberId) or to a group of a brand (migration 0500). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    audience: text('audience').$type<'member' | 'vip' | 'agents' | 'all'>().notNull(),
    memberId: integer('member_id'),
    vipRank: integer('vip_rank'),
    source: text('source').$type<'operator' | 'system'>().notNull(),
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull().default({}),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    eventKey: text('event_key').unique(),
    sentBy: integer('sent_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('inbox_messages_by_member').on(t.memberId, t.id),
    index('inbox_messages_by_group').on(t.merchantId, t.id),
  ],
);

/** A member has opened a message (group messages included: one row per member who read it). */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    memberId: integer('member_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] }), index('inbox_reads_by_message').on(t.messageId)],
);
