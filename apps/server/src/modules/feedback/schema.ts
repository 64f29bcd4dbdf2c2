import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A member's feedback and the operator's one answer (migration 0510). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    imageIds: integer('image_ids').array().notNull().default([]),
    status: text('status').$type<'pending' | 'answered'>().notNull().default('pending'),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_by_member').on(t.memberId, t.id), index('feedback_by_status').on(t.status, t.id)],
);
