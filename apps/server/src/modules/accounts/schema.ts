import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A social sign-in identity linked to a member (migration 0101). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    merchantId: integer('merchant_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id').notNull(),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'social_identities_pkey', columns: [t.merchantId, t.provider, t.subject] })],
);

/** A pending social authorization (migration 0101). */
export const socialStates = pgTable('social_states', {
  state: text('state').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** One-time login codes handed to the portal after a social sign-in, stored hashed (migration 0101). */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
