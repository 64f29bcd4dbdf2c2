import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/core.ts';
import { supportConversations, supportMessages } from '../../db/schema/support.ts';

const summaryColumns = {
  id: supportConversations.id,
  merchantCode: merchants.code,
  channel: supportConversations.channel,
  visitorName: supportConversations.visitorName,
  status: supportConversations.status,
  lastMessageAt: supportConversations.lastMessageAt,
  lastMessage: sql<string>`coalesce((select body from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1), '')`,
  lastAuthor: sql<string>`coalesce((select author from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1), '')`,
  /** The visitor's messages since the last answer: what no operator has answered yet. */
  unread: sql<number>`(select count(*)::int from support_messages m where m.conversation_id = ${supportConversations.id} and m.author = 'visitor' and m.id > coalesce((select max(o.id) from support_messages o where o.conversation_id = ${supportConversations.id} and o.author = 'operator'), 0))`,
};

export const supportRepo = {
  create: async (
    db: Db,
    row: { merchantId: number; tokenHash: string; channel: 'live' | 'vip'; visitorName: string },
  ) => {
    const [c] = await db.insert(supportConversations).values(row).returning({ id: supportConversations.id });
    return c;
  },

  byToken: async (db: Db, tokenHash: string) =>
    (await db.select().from(supportConversations).where(eq(supportConversations.tokenHash, tokenHash)))[0],

  messagesAfter: (db: Db, conversationId: number, after: number, limit = 200) =>
    db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, after)))
      .orderBy(asc(supportMessages.id))
      .limit(limit),

  /** Adds a message and moves the conversation to the top (a visitor's message reopens a closed one). */
  addMessage: (
    db: Db,
    m: { conversationId: number; author: 'visitor' | 'operator'; operatorId?: number; body: string },
  ) =>
    db.transaction(async (tx) => {
      const [msg] = await tx.insert(supportMessages).values(m).returning();
      await tx
        .update(supportConversations)
        .set({ lastMessageAt: new Date(), ...(m.author === 'visitor' ? { status: 'open' as const } : {}) })
        .where(eq(supportConversations.id, m.conversationId));
      return msg;
    }),

  list: (db: Db, status: 'open' | 'closed', limit = 100) =>
    db
      .select(summaryColumns)
      .from(supportConversations)
      .innerJoin(merchants, eq(merchants.id, supportConversations.merchantId))
      .where(eq(supportConversations.status, status))
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(limit),

  summary: async (db: Db, id: number) =>
    (
      await db
        .select(summaryColumns)
        .from(supportConversations)
        .innerJoin(merchants, eq(merchants.id, supportConversations.merchantId))
        .where(eq(supportConversations.id, id))
    )[0],

  setStatus: async (db: Db, id: number, status: 'open' | 'closed') =>
    (
      await db
        .update(supportConversations)
        .set({ status })
        .where(eq(supportConversations.id, id))
        .returning({ id: supportConversations.id })
    ).length > 0,
};
