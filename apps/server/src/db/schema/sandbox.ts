import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts, units } from '../columns.ts';

/**
 * The sandbox transfer-wallet vendor's own record of operations (migration 0202). The sandbox vendor stands in for
 * a remote vendor, so its record is its own (platform/transfer-vendor.ts), not the wallet's: the wallet knows only
 * the vendor's answers.
 */
export const sandboxVendorOps = pgTable('sandbox_vendor_ops', {
  ref: text('ref').primaryKey(),
  vassalage: text('vassalage').notNull(),
  op: text('op').notNull(),
  amount: units('amount').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
