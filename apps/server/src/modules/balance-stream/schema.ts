import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A member's open balance stream; refreshed by the instance holding it, swept once expired (migration 0211). */
export const balanceWatchers = pgTable(
  'balance_watchers',
  {
    streamId: text('stream_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('balance_watchers_member').on(t.memberId)],
);

/** One-time tickets that open a stream, stored hashed (migration 0211). */
export const balanceStreamTickets = pgTable('balance_stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  sessionHash: text('session_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
