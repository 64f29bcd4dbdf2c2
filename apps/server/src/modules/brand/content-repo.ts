import { announcementTypes } from '@portal/contracts/console-brand';
import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpArticles } from '../../db/schema/core.ts';
import { brandImages } from './schema.ts';

export const contentTables = { banners, announcements, help: helpArticles } as const;
export type ContentKind = keyof typeof contentTables;

/** The console's reads and writes of a brand's banners, announcements and help articles, and its images. */
export const contentRepo = {
  banners: (db: Db, merchantId: number) =>
    db
      .select()
      .from(banners)
      .where(eq(banners.merchantId, merchantId))
      .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id)),
  announcements: (db: Db, merchantId: number) =>
    db
      .select()
      .from(announcements)
      // The types the console writes: the player-facing ones and agent notices (AG).
      .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, [...announcementTypes])))
      .orderBy(asc(announcements.sort), asc(announcements.id)),
  help: (db: Db, merchantId: number) =>
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.merchantId, merchantId))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),

  /** The first and last place in a kind's order, for a new item at the top or the bottom. */
  sortRange: async (db: Db, kind: ContentKind, merchantId: number) => {
    const t = contentTables[kind];
    const [r] = await db
      .select({ lo: min(t.sort), hi: max(t.sort) })
      .from(t)
      .where(eq(t.merchantId, merchantId));
    return { lo: r?.lo ?? 0, hi: r?.hi ?? 0 };
  },

  insertBanner: (db: Db, row: typeof banners.$inferInsert) => db.insert(banners).values(row).returning(),
  insertAnnouncement: (db: Db, row: typeof announcements.$inferInsert) =>
    db.insert(announcements).values(row).returning(),
  insertHelp: (db: Db, row: typeof helpArticles.$inferInsert) => db.insert(helpArticles).values(row).returning(),

  updateBanner: (db: Db, merchantId: number, id: number, set: Partial<typeof banners.$inferInsert>) =>
    db
      .update(banners)
      .set(set)
      .where(and(eq(banners.id, id), eq(banners.merchantId, merchantId)))
      .returning(),
  updateAnnouncement: (db: Db, merchantId: number, id: number, set: Partial<typeof announcements.$inferInsert>) =>
    db
      .update(announcements)
      .set(set)
      .where(
        and(
          eq(announcements.id, id),
          eq(announcements.merchantId, merchantId),
          inArray(announcements.type, [...announcementTypes]),
        ),
      )
      .returning(),
  updateHelp: (db: Db, merchantId: number, id: number, set: Partial<typeof helpArticles.$inferInsert>) =>
    db
      .update(helpArticles)
      .set(set)
      .where(and(eq(helpArticles.id, id), eq(helpArticles.merchantId, merchantId)))
      .returning(),

  setEnabled: async (db: Db, kind: ContentKind, merchantId: number, id: number, enabled: boolean) => {
    const t = contentTables[kind];
    return db
      .update(t)
      .set({ enabled })
      .where(and(eq(t.id, id), eq(t.merchantId, merchantId)))
      .returning({ id: t.id });
  },

  remove: async (db: Db, kind: ContentKind, merchantId: number, id: number) => {
    const t = contentTables[kind];
    return db
      .delete(t)
      .where(and(eq(t.id, id), eq(t.merchantId, merchantId)))
      .returning({ id: t.id });
  },

  /** Places the named items first, in the given order (sort 0..n-1); the rest keep theirs after them. */
  reorder: async (db: Db, kind: ContentKind, merchantId: number, ids: number[]) => {
    const t = contentTables[kind];
    const found = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.merchantId, merchantId), inArray(t.id, ids)));
    if (found.length !== new Set(ids).size) return false;
    for (const [i, id] of ids.entries()) await db.update(t).set({ sort: i }).where(eq(t.id, id));
    await db
      .update(t)
      .set({ sort: sql`${t.sort} + ${ids.length}` })
      .where(
        and(
          eq(t.merchantId, merchantId),
          sql`${t.id} NOT IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
    return true;
  },

  insertImage: async (db: Db, merchantId: number, mime: 'image/png' | 'image/jpeg' | 'image/webp', bytes: Buffer) => {
    const [row] = await db.insert(brandImages).values({ merchantId, mime, bytes }).returning({ id: brandImages.id });
    return row?.id ?? 0;
  },

  image: async (db: Db, id: number) => {
    const [row] = await db
      .select({ mime: brandImages.mime, bytes: brandImages.bytes })
      .from(brandImages)
      .where(eq(brandImages.id, id));
    return row ?? null;
  },
};
