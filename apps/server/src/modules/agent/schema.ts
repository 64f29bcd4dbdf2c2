import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** An agent has opened an agent notice (an announcement of type 'AG'; migration 0600). */
export const agentNoticeReads = pgTable(
  'agent_notice_reads',
  {
    memberId: integer('member_id').notNull(),
    announcementId: integer('announcement_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);
