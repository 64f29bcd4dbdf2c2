import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts, units } from '../../db/columns.ts';

/** A brand's mission: what counts (kind, category, multiple), how much (target), how often (period), its reward. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<'login' | 'deposit' | 'bet' | 'rounds' | 'win'>().notNull(),
    period: text('period').$type<'daily' | 'weekly' | 'once'>().notNull(),
    target: units('target').notNull(),
    category: text('category'),
    multiple: integer('multiple'),
    rewardPoints: units('reward_points').notNull().default(0n),
    rewardBonus: units('reward_bonus').notNull().default(0n),
    score: integer('score').notNull().default(10),
    texts: jsonb('texts').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('missions_by_brand').on(t.merchantId, t.sort, t.id)],
);

/** A member's progress in a mission for one period, and when it was completed and claimed. */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    progress: units('progress').notNull().default(0n),
    completedAt: ts('completed_at'),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.periodKey] }),
    index('mission_progress_member').on(t.memberId, t.periodKey),
  ],
);

/** Each event counted towards a mission's period, once. */
export const missionEvents = pgTable(
  'mission_events',
  {
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    eventKey: text('event_key').notNull(),
    amount: units('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId, t.periodKey, t.eventKey] })],
);
