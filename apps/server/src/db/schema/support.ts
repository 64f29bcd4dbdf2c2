import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel').$type<'live' | 'vip'>().notNull(),
    visitorName: text('visitor_name').notNull().default(''),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_conversations_by_state').on(t.status, t.lastMessageAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    author: text('author').$type<'visitor' | 'operator'>().notNull(),
    operatorId: integer('operator_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_by_conversation').on(t.conversationId, t.id)],
);
