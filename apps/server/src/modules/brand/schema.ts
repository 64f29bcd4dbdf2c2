import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Banner images, logos and icons uploaded in the console (migration 0350): addressed by id, never changed. */
export const brandImages = pgTable('brand_images', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  mime: text('mime').$type<'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
