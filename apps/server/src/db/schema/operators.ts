import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type OperatorRole = 'admin' | 'finance' | 'support';

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The brand codes the operator may work on; empty: every brand (migration 0917). */
  brands: text('brands').array().notNull().default([]),
});

export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Opened with a second factor (the console refuses admin and finance sessions without one). */
  twoFactor: boolean('two_factor').notNull().default(false),
});

export const operatorAudit = pgTable('operator_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: integer('operator_id').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
