import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/**
 * An operator's TOTP second factor (migration 0020). The secret is sealed with a key derived from APP_SECRET;
 * last_step is the time step of the last code accepted, so no code is accepted twice.
 */
export const operatorTwoFactor = pgTable('operator_two_factor', {
  operatorId: integer('operator_id').primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  enabledAt: ts('enabled_at'),
});

/** One-time recovery codes, stored hashed (migration 0020). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [unique('operator_recovery_codes_operator_id_code_hash_key').on(t.operatorId, t.codeHash)],
);

/** An operator's note on a member: timestamped, with its author, never edited (migration 0320). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_notes_member').on(t.memberId, t.id)],
);
