import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values the server creates for itself once and every instance on the database shares (the generated secret). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
