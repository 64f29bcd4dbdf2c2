import { type SQL, sql } from 'drizzle-orm';

/** The brands a console list or report answers for, by id; null: every brand. */
export type Brands = readonly number[] | null;

/** Ids as one PostgreSQL int[] parameter (a list of a thousand parameters plans and binds far slower). */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Rows of some brands: `column` holds a brand's id. */
export const ofBrands = (column: SQL, brands: Brands) =>
  brands === null ? sql`true` : sql`${column} = ANY(${intArray(brands)}::int[])`;

/** The ids of some brands' members, as a subquery (undefined: every member). */
export const brandMemberIds = (brands: Brands) =>
  brands === null ? undefined : sql`SELECT id FROM members WHERE merchant_id = ANY(${intArray(brands)}::int[])`;

/** Rows of some brands' members: `column` holds a member's id. */
export const ofBrandMembers = (column: SQL, brands: Brands) =>
  brands === null
    ? sql`true`
    : sql`${column} IN (SELECT id FROM members WHERE merchant_id = ANY(${intArray(brands)}::int[]))`;
