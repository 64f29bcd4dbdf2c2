import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../columns.ts';

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAgent: smallint('is_agent').notNull().default(0),
  kind: text('kind').notNull().default('member'),
  uplineId: integer('upline_id'),
  affiliateCode: text('affiliate_code'),
  nickname: text('nickname').notNull().default(''),
  mobile: text('mobile'),
  dialingCode: text('dialing_code'),
  email: text('email'),
  payeeName: text('payee_name'),
  extras: jsonb('extras').$type<Record<string, string>>().notNull().default({}),
  language: text('language'),
  disabled: boolean('disabled').notNull().default(false),
  /** Labels an operator assigns (the portal's memberLabel list). */
  labels: jsonb('labels').$type<Array<{ text: string; color: string; background: string }>>().notNull().default([]),
  /** An operator asked for a new password: password sign-ins are held for the change until one is set. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  /** Until when the one-time initial password an agent was given works; null once changed (or never given). */
  initialPasswordUntil: ts('initial_password_until'),
  registrationIp: text('registration_ip'),
  /** When the member first logged in; every login is a member_sessions row. */
  firstLoginAt: ts('first_login_at'),
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const memberSessions = pgTable('member_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  loginType: text('login_type').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  /** Opened with the default or an expired password: only the password change and a few reads are allowed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The address the session was opened from. */
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  purpose: text('purpose').notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const usedProofs = pgTable('used_proofs', {
  proof: text('proof').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The devices (portal fingerprints) a member registered or logged in from (migration 0850). */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: integer('member_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    firstSeen: ts('first_seen').notNull().defaultNow(),
    lastSeen: ts('last_seen').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.fingerprint] }), index('member_devices_fingerprint').on(t.fingerprint)],
);
