import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with its time zone: every time the portal stores is one. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Whole minor units (cents) or points, read as a bigint: money is never a float. */
export const units = (name: string) => bigint(name, { mode: 'bigint' });
