import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A value-creating change waiting for (or decided by) a second operator, or applied at once in the window (0830). */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    merchantId: integer('merchant_id').notNull(),
    target: text('target').notNull(),
    summary: text('summary').notNull(),
    amount: units('amount').notNull(),
    payload: jsonb('payload').notNull().default({}),
    requestKey: text('request_key').unique(),
    requestHash: text('request_hash'),
    windowed: boolean('windowed').notNull().default(false),
    status: text('status').$type<'pending' | 'applied' | 'approved' | 'rejected'>().notNull(),
    requestedBy: integer('requested_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('operator_approvals_pending').on(t.createdAt).where(sql`status = 'pending'`),
    index('operator_approvals_window').on(t.requestedBy, t.createdAt).where(sql`status = 'applied'`),
    index('operator_approvals_target').on(t.target).where(sql`status = 'pending'`),
  ],
);
